/**
 * ADR 0156: the plain controls are drawn as MUI draws the components they stand for, judged in Chromium against
 * MUI's own components on the same build and theme (not against our reading of MUI's styles): a plain contained and
 * outlined button against the MUI buttons of the confirmation dialog, a plain small table's cells against the MUI
 * table of /projects, in light and dark.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';

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

test.describe('plain controls look like the MUI components they stand for (ADR 0156)', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
  });

  test('a plain contained and outlined button, and a plain small table, match MUI in light and dark at 1440 px', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, '/projects', 'Morgan Lee');
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await expect(jobs.getByRole('row')).not.toHaveCount(1);
    const muiCells: Record<string, Record<string, string>> = {};
    for (const mode of ['light', 'dark'] as const) {
      await scheme(page, mode);
      muiCells[`${mode} head`] = await look(jobs.getByRole('columnheader').first(), CELL_LOOK);
      muiCells[`${mode} body`] = await look(jobs.getByRole('row').nth(1).getByRole('cell').nth(1), CELL_LOOK);
    }

    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: /^Approve Time\b/ }).click();
    const table = page.getByRole('table', { name: 'Waiting for your approval' });
    const row = table.getByRole('row', { name: /^Alex Rivera: Time off: Vacation/ });
    await expect(row).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await scheme(page, mode);
      expect(await look(table.getByRole('columnheader', { name: 'Employee' }), CELL_LOOK)).toEqual(muiCells[`${mode} head`]);
      expect(await look(row.getByRole('cell').nth(1), CELL_LOOK)).toEqual(muiCells[`${mode} body`]);
    }

    await row.getByRole('checkbox').check();
    const bulk = page.getByRole('button', { name: 'Approve selected (1)' });
    await expect(bulk).toBeEnabled();
    const plain: Record<string, Record<string, string>> = {};
    for (const mode of ['light', 'dark'] as const) {
      await scheme(page, mode);
      plain[mode] = await look(bulk, BUTTON_LOOK);
    }
    await bulk.click();
    const dialog = page.getByRole('dialog', { name: 'Approve 1 item?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.locator('.MuiButton-contained');
    const cancel = dialog.locator('.MuiButton-outlined');
    await expect(confirm).toHaveCount(1);
    await expect(cancel).toHaveCount(1);
    const muiOutlined: Record<string, Record<string, string>> = {};
    for (const mode of ['light', 'dark'] as const) {
      await scheme(page, mode);
      // MUI's own contained primary medium button, at rest, drawn as the plain one.
      expect(await look(confirm, BUTTON_LOOK)).toEqual(plain[mode]);
      muiOutlined[mode] = await look(cancel, BUTTON_LOOK);
    }
    await cancel.click();
    await expect(dialog).toBeHidden();

    // A plain outlined primary medium button (the calendar's Previous) against MUI's (the dialog's Cancel).
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: /^Team\b/ }).click();
    const previous = page.getByRole('button', { name: 'Previous month' });
    await expect(previous).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await scheme(page, mode);
      expect(await look(previous, BUTTON_LOOK)).toEqual(muiOutlined[mode]);
    }
  });
});
