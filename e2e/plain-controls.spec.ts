/**
 * ADR 0156, issue #49 §2: the plain controls kept (Approve Time's: its buttons, checkbox and small table) are drawn as
 * MUI draws the components they stand for, judged in Chromium against MUI's own components on the same build and
 * theme (not against our reading of MUI's styles), in light, dark and forced-colours mode (light and dark): each plain
 * button variant against MUI's of that variant, colour and size (a small contained or outlined one, which the portal
 * draws nowhere with MUI, against MUI's medium one of that variant and MUI's small one's type), the checkbox's box
 * against Crew Time's MUI checkbox by its drawn pixels, the table's cells against /projects' MUI table.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn, photograph, unlikeColour } from './helpers';

/** What makes a button look as it does (not its size, which its text and any minimum height set). */
const BUTTON_LOOK = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-left-width',
  'border-left-color',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'background-color',
  'color',
  'box-shadow',
  'min-width',
  'display',
  'align-items',
  'justify-content',
  'vertical-align',
  'box-sizing',
  'cursor',
] as const;

const CELL_LOOK = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'border-bottom-width', 'border-bottom-style', 'border-bottom-color', 'color', 'text-align', 'vertical-align', 'display'] as const;

/** The computed look of `target` once no transition runs (a button just enabled, a scheme just switched fade in). */
async function look(target: Locator, properties: readonly string[]): Promise<Record<string, string>> {
  await target.page().waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  return target.evaluate((element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);
}

/** The colour scheme as the theme switches it (the class on <html>), with the pointer away from every control. */
async function scheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((m) => {
    document.documentElement.classList.remove('light', 'dark');
    document.documentElement.classList.add(m);
  }, mode);
  await page.mouse.move(0, 0);
}

/** A mode the controls are compared in: the theme's colour scheme, with or without forced colours (Windows High Contrast). */
interface Mode {
  name: string;
  scheme: 'light' | 'dark';
  forced: boolean;
}

const MODES: readonly Mode[] = [
  { name: 'light', scheme: 'light', forced: false },
  { name: 'dark', scheme: 'dark', forced: false },
  { name: 'forced colours, light', scheme: 'light', forced: true },
  { name: 'forced colours, dark', scheme: 'dark', forced: true },
];

/** What a variant and colour look like, whatever the size (a small plain button against MUI's medium one). */
const VARIANT_LOOK = ['font-family', 'font-weight', 'letter-spacing', 'text-transform', 'border-top-width', 'border-top-style', 'border-top-left-radius', 'background-color', 'color', 'box-shadow', 'cursor'] as const;
/** What a size looks like, whatever the variant (type and the height of the text row). */
const SIZE_LOOK = ['font-size', 'line-height'] as const;

/** The mode: forced colours emulated or not, the browser's and the theme's colour scheme, no pointer over a control. */
async function mode(page: Page, m: Mode): Promise<void> {
  await page.emulateMedia({ forcedColors: m.forced ? 'active' : 'none', colorScheme: m.scheme });
  await scheme(page, m.scheme);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(m.forced);
}

/** The looks of `target` in every mode, by the mode's name. */
async function looks(page: Page, target: Locator, properties: readonly string[]): Promise<Record<string, Record<string, string>>> {
  const byMode: Record<string, Record<string, string>> = {};
  for (const m of MODES) {
    await mode(page, m);
    byMode[m.name] = await look(target, properties);
  }
  return byMode;
}

interface Ink {
  /** Share of the box's middle (its inner half) drawn unlike the page behind it. */
  middle: number;
  /** The mean colour of the box's drawn pixels, RGB. */
  colour: [number, number, number];
}

/**
 * A checkbox's box as drawn, from a photograph: `inset` px in from `target`'s box on each side (MUI's 24 px icon draws
 * its 18 px box 3 px in), against the page's colour 4 px outside it.
 */
async function ink(page: Page, target: Locator, inset: number): Promise<Ink> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  const margin = 4;
  const size = Math.round(box.width) - 2 * inset;
  const pixels = await photograph(page, { x: Math.round(box.x) + inset - margin, y: Math.round(box.y) + inset - margin, width: size + 2 * margin, height: size + 2 * margin });
  const behind = pixels.at(0, 0);
  let middle = 0;
  let middleInk = 0;
  let drawn = 0;
  const sum = [0, 0, 0];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const c = pixels.at(x + margin, y + margin);
      if (unlikeColour(c, behind)) {
        drawn++;
        for (let k = 0; k < 3; k++) sum[k] = (sum[k] ?? 0) + c[k as 0 | 1 | 2];
      }
      if (x >= size / 4 && x < (3 * size) / 4 && y >= size / 4 && y < (3 * size) / 4) {
        middle++;
        if (unlikeColour(c, behind)) middleInk++;
      }
    }
  }
  const mean = (n: number) => (drawn === 0 ? 0 : Math.round(n / drawn));
  return { middle: middleInk / middle, colour: [mean(sum[0] ?? 0), mean(sum[1] ?? 0), mean(sum[2] ?? 0)] };
}

const distance = (a: readonly number[], b: readonly number[]) => a.reduce((total, value, i) => total + Math.abs(value - (b[i] ?? 0)), 0);

/** A checkbox's box unticked and ticked, in every mode. */
async function checkboxInks(page: Page, input: Locator, inset: number): Promise<Record<string, { off: Ink; on: Ink }>> {
  const byMode: Record<string, { off: Ink; on: Ink }> = {};
  for (const m of MODES) {
    await mode(page, m);
    await input.uncheck();
    const off = await ink(page, input, inset);
    await input.check();
    byMode[m.name] = { off, on: await ink(page, input, inset) };
    await input.uncheck();
  }
  return byMode;
}

test.describe('every kept plain control against MUI\'s own, in light, dark and forced colours (issue #49 §2)', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
  });

  test('Approve Time\'s plain buttons, checkbox and table cells match MUI\'s at 1440 px', async ({ page }) => {
    // Four modes, each control photographed or read in each: more than the default on a loaded machine.
    test.setTimeout(480_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Portal' });

    // MUI's: a small table's cells (/projects), a small text button in primary and in error (the notifications
    // panel), a checkbox (Crew Time's crew members), and a contained and outlined medium button (a confirmation).
    await openSignedIn(page, '/projects', 'Morgan Lee');
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await expect(jobs.getByRole('row')).not.toHaveCount(1);
    const muiHead = await looks(page, jobs.getByRole('columnheader').first(), CELL_LOOK);
    const muiCell = await looks(page, jobs.getByRole('row').nth(1).getByRole('cell').nth(1), CELL_LOOK);

    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const markAll = panel.getByRole('button', { name: 'Mark all read' });
    const clearAll = panel.getByRole('button', { name: 'Clear all' });
    await expect(markAll).toBeVisible();
    await expect(clearAll).toBeEnabled();
    const muiTextSmall = await looks(page, markAll, BUTTON_LOOK);
    const muiErrorText = await looks(page, clearAll, ['color']);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await nav.getByRole('link', { name: /^Crew Time\b/ }).click();
    const muiBox = page.getByRole('form', { name: 'Crew time' }).getByRole('checkbox', { name: 'Alex Rivera' });
    await expect(muiBox).toBeVisible();
    // MUI's input covers its 42 px target; the 24 px icon is in its middle and draws its box 3 px in.
    const muiIcon = page.getByRole('form', { name: 'Crew time' }).locator('.MuiCheckbox-root', { has: page.getByRole('checkbox', { name: 'Alex Rivera' }) }).locator('svg');
    const muiInks: Record<string, { off: Ink; on: Ink }> = {};
    for (const m of MODES) {
      await mode(page, m);
      await muiBox.uncheck();
      const off = await ink(page, muiIcon, 3);
      await muiBox.check();
      muiInks[m.name] = { off, on: await ink(page, muiIcon, 3) };
      await muiBox.uncheck();
    }

    // The plain ones: Approve Time's table, a row's buttons and checkbox, the bar's buttons.
    await nav.getByRole('link', { name: /^Approve Time\b/ }).click();
    const table = page.getByRole('table', { name: 'Waiting for your approval' });
    const row = table.getByRole('row', { name: /^Alex Rivera: Time off: Vacation/ });
    await expect(row).toBeVisible();
    expect(await looks(page, table.getByRole('columnheader', { name: 'Employee' }), CELL_LOOK), 'a column header').toEqual(muiHead);
    expect(await looks(page, row.getByRole('cell').nth(1), CELL_LOOK), 'a cell').toEqual(muiCell);

    const history = row.getByRole('button', { name: /^History/ });
    expect(await looks(page, history, BUTTON_LOOK), 'a small text button (History)').toEqual(muiTextSmall);
    const approve = row.getByRole('button', { name: 'Approve', exact: true });
    const deny = row.getByRole('button', { name: 'Deny', exact: true });
    const approveLook = await looks(page, approve, [...VARIANT_LOOK, ...SIZE_LOOK]);
    const denyLook = await looks(page, deny, [...VARIANT_LOOK, ...SIZE_LOOK]);

    const plainInks = await checkboxInks(page, row.getByRole('checkbox'), 0);
    for (const m of MODES) {
      const plain = plainInks[m.name];
      const mui = muiInks[m.name];
      if (!plain || !mui) throw new Error(`no checkbox look in ${m.name}`);
      // Ticked or not is told apart as MUI's is: a ticked box has ink in its middle.
      expect(plain.on.middle, `${m.name}: the ticked plain box has its fill`).toBeGreaterThan(plain.off.middle + 0.2);
      expect(mui.on.middle, `${m.name}: the ticked MUI box has its fill`).toBeGreaterThan(mui.off.middle + 0.2);
      // In the theme's colours each state is drawn in MUI's colours; in forced colours both are the system's (the
      // browser draws the plain box itself), so only the state is compared.
      if (!m.forced) {
        expect(distance(plain.off.colour, mui.off.colour), `${m.name}: an unticked box in MUI's colour`).toBeLessThan(60);
        expect(distance(plain.on.colour, mui.on.colour), `${m.name}: a ticked box in MUI's colour`).toBeLessThan(60);
      }
    }

    await row.getByRole('checkbox').check();
    const bulk = page.getByRole('button', { name: 'Approve selected (1)' });
    const selectAll = page.getByRole('button', { name: /^Select all loaded/ });
    await expect(bulk).toBeEnabled();
    const plainContained = await looks(page, bulk, BUTTON_LOOK);
    const plainOutlined = await looks(page, selectAll, BUTTON_LOOK);
    await bulk.click();
    const dialog = page.getByRole('dialog', { name: 'Approve 1 item?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.locator('.MuiButton-contained');
    const cancel = dialog.locator('.MuiButton-outlined');
    await expect(confirm).toHaveCount(1);
    await expect(cancel).toHaveCount(1);
    const muiContained = await looks(page, confirm, BUTTON_LOOK);
    const muiOutlined = await looks(page, cancel, BUTTON_LOOK);
    await mode(page, MODES[0]!);
    await cancel.click();
    await expect(dialog).toBeHidden();

    expect(plainContained, 'a contained medium button (Approve selected)').toEqual(muiContained);
    expect(plainOutlined, 'an outlined medium button (Select all loaded)').toEqual(muiOutlined);
    const pick = (byMode: Record<string, Record<string, string>>, names: readonly string[]) =>
      Object.fromEntries(Object.entries(byMode).map(([m, values]) => [m, Object.fromEntries(names.map((n) => [n, values[n]]))]));
    // A row's small contained Approve: MUI's contained primary, in a small button's type.
    expect(pick(approveLook, VARIANT_LOOK), 'a small contained button (Approve): its variant').toEqual(pick(muiContained, VARIANT_LOOK));
    expect(pick(approveLook, SIZE_LOOK), 'a small contained button (Approve): its size').toEqual(pick(muiTextSmall, SIZE_LOOK));
    // A row's small outlined Deny: MUI's outlined border and type, in the error colour MUI's error buttons take.
    const outlinedEdge = ['font-family', 'font-weight', 'letter-spacing', 'text-transform', 'border-top-width', 'border-top-style', 'border-top-left-radius', 'background-color', 'box-shadow', 'cursor'] as const;
    expect(pick(denyLook, outlinedEdge), 'a small outlined button (Deny): its variant').toEqual(pick(muiOutlined, outlinedEdge));
    expect(pick(denyLook, ['color']), 'a small outlined button (Deny): its colour').toEqual(muiErrorText);
    expect(pick(denyLook, SIZE_LOOK), 'a small outlined button (Deny): its size').toEqual(pick(muiTextSmall, SIZE_LOOK));
  });
});
