/**
 * Every state readable in forced-colours mode (Windows High Contrast; issue #49): the browser replaces the page's
 * colours with the person's system colours and drops background images, so a control drawn by colours alone loses
 * its state. On Settings (the toast position and colour scheme radios) and Approve Time (a row's checkbox) at 390
 * and 1440 px, each control is photographed with a margin round it and its pixels compared in two states: a checked
 * control has ink in its middle that an unchecked one has not, a focused one a ring round it, a disabled one another
 * colour than an enabled one. And axe finds nothing in this mode.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, openSignedIn, photograph, unlikeColour } from './helpers';

/** The margin photographed round a control: the focus ring (3 px, 2 px off) falls in it. */
const MARGIN = 6;

interface Look {
  /** Share of the control's middle (its inner half) drawn in another colour than the page behind it. */
  middleInk: number;
  /** The same of its centre (its inner quarter): a radio's dot, inside its ring. */
  centreInk: number;
  /** Share of the band round the control (outside its box) drawn in another colour than the band's corner. */
  ringInk: number;
  /** The mean colour of the control's drawn pixels (those unlike the page behind it), RGB. */
  ink: [number, number, number];
}

/** `control` as drawn, once no transition runs and no pointer hovers it, measured in the browser from a photograph. */
async function look(page: Page, control: Locator): Promise<Look> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  const w = Math.round(box.width);
  const h = Math.round(box.height);
  const pixels = await photograph(page, { x: Math.round(box.x) - MARGIN, y: Math.round(box.y) - MARGIN, width: w + 2 * MARGIN, height: h + 2 * MARGIN });
  // The page behind the control (the margin's corner): what is unlike it is drawn by the control.
  const band = pixels.at(0, 0);
  let middle = 0;
  let middleInk = 0;
  let centre = 0;
  let centreInk = 0;
  let ring = 0;
  let ringInk = 0;
  const sum = [0, 0, 0];
  let drawn = 0;
  for (let py = 0; py < pixels.height; py++) {
    for (let px = 0; px < pixels.width; px++) {
      const colour = pixels.at(px, py);
      const inside = px >= MARGIN && px < MARGIN + w && py >= MARGIN && py < MARGIN + h;
      if (!inside) {
        ring++;
        if (unlikeColour(colour, band)) ringInk++;
        continue;
      }
      if (unlikeColour(colour, band)) {
        drawn++;
        for (let k = 0; k < 3; k++) sum[k] = (sum[k] ?? 0) + colour[k as 0 | 1 | 2];
      }
      const mx = px - MARGIN;
      const my = py - MARGIN;
      if (mx >= w / 4 && mx < (3 * w) / 4 && my >= h / 4 && my < (3 * h) / 4) {
        middle++;
        if (unlikeColour(colour, band)) middleInk++;
      }
      if (mx >= (3 * w) / 8 && mx < (5 * w) / 8 && my >= (3 * h) / 8 && my < (5 * h) / 8) {
        centre++;
        if (unlikeColour(colour, band)) centreInk++;
      }
    }
  }
  const mean = (n: number) => (drawn === 0 ? 0 : Math.round(n / drawn));
  return { middleInk: middle === 0 ? 0 : middleInk / middle, centreInk: centre === 0 ? 0 : centreInk / centre, ringInk: ring === 0 ? 0 : ringInk / ring, ink: [mean(sum[0] ?? 0), mean(sum[1] ?? 0), mean(sum[2] ?? 0)] };
}

/** Keyboard focus on `control`, as Tab gives it (so the focus ring shows): from the control before it. */
async function keyboardFocus(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  expect(await control.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
}

async function blur(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

const distance = (a: readonly number[], b: readonly number[]) => a.reduce((total, value, i) => total + Math.abs(value - (b[i] ?? 0)), 0);

test.describe('forced-colours mode: checked, focus and disabled states stay visible (issue #49)', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
    await page.emulateMedia({ forcedColors: 'active' });
  });

  for (const width of [390, 1440]) {
    test(`Settings' radios show which is chosen and which has focus at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, '/settings', 'Morgan Lee');
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

      for (const group of [page.getByRole('radiogroup', { name: 'Toast position' }), page.getByRole('radiogroup', { name: 'Colour scheme' })]) {
        const first = group.getByRole('radio').first();
        const second = group.getByRole('radio').nth(1);
        await expect(first).toBeChecked();
        await blur(page);
        const chosen = await look(page, first);
        const unchosen = await look(page, second);
        // MUI's radio: a 20 px ring in a 42 px target, the chosen one's dot in its centre.
        expect(chosen.centreInk, 'the chosen radio has its dot').toBeGreaterThan(unchosen.centreInk + 0.3);

        // Tab enters a radio group at its chosen option.
        await keyboardFocus(page, first);
        expect((await look(page, first)).ringInk, 'the focused radio has its ring').toBeGreaterThan(chosen.ringInk + 0.1);
        await blur(page);

        await second.check();
        await blur(page);
        expect((await look(page, second)).centreInk, 'the newly chosen radio has its dot').toBeGreaterThan(unchosen.centreInk + 0.3);
        expect((await look(page, first)).centreInk, 'the radio no longer chosen has none').toBeLessThan(chosen.centreInk - 0.3);
        await first.check();
      }
      await blur(page);
      await expectNoAxeViolations(page);
    });

    test(`Approve Time's row checkbox shows its tick, its focus and when it is disabled at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, '/timecard/approval', 'Morgan Lee');
      const row = page.getByRole(width <= 600 ? 'listitem' : 'row', { name: /^Alex Rivera: Time off: Vacation/ });
      const box = row.getByRole('checkbox');
      await expect(box).not.toBeChecked();
      await blur(page);
      const unticked = await look(page, box);

      await keyboardFocus(page, box);
      expect((await look(page, box)).ringInk, 'the focused checkbox has its ring').toBeGreaterThan(unticked.ringInk + 0.1);
      await blur(page);

      await box.check();
      await blur(page);
      expect((await look(page, box)).middleInk, 'a ticked checkbox is filled or ticked').toBeGreaterThan(unticked.middleInk + 0.2);
      await expect(page.getByRole('button', { name: 'Approve selected (1)' })).toBeEnabled();
      await expectNoAxeViolations(page);
      await box.uncheck();

      // A decided row's checkbox is disabled: it must not look like one that can be ticked.
      await row.getByRole('button', { name: 'Approve' }).click();
      await expect(box).toBeDisabled();
      await blur(page);
      expect(distance((await look(page, box)).ink, unticked.ink), 'a disabled checkbox is drawn in another colour').toBeGreaterThan(60);
    });
  }
});
