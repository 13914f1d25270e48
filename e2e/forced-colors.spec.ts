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
import { expectNoAxeViolations, openSignedIn } from './helpers';

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
  await page.mouse.move(0, 0);
  await control.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  const x = Math.round(box.x);
  const y = Math.round(box.y);
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  const png = await page.screenshot({ clip: { x: x - MARGIN, y: y - MARGIN, width: width + 2 * MARGIN, height: height + 2 * MARGIN }, animations: 'disabled', caret: 'hide' });
  return page.evaluate(
    async ({ base64, margin, w, h }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const { data, width: full } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const at = (px: number, py: number): [number, number, number] => {
        const i = (py * full + px) * 4;
        return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      };
      const unlike = (a: number[], b: number[]) => Math.abs((a[0] ?? 0) - (b[0] ?? 0)) + Math.abs((a[1] ?? 0) - (b[1] ?? 0)) + Math.abs((a[2] ?? 0) - (b[2] ?? 0)) > 60;
      // The page behind the control (the margin's corner): what is unlike it is drawn by the control.
      const band = at(0, 0);
      let middle = 0;
      let middleInk = 0;
      let centre = 0;
      let centreInk = 0;
      let ring = 0;
      let ringInk = 0;
      let red = 0;
      let green = 0;
      let blue = 0;
      let drawn = 0;
      for (let py = 0; py < bitmap.height; py++) {
        for (let px = 0; px < bitmap.width; px++) {
          const colour = at(px, py);
          const inside = px >= margin && px < margin + w && py >= margin && py < margin + h;
          if (!inside) {
            ring++;
            if (unlike(colour, band)) ringInk++;
            continue;
          }
          if (unlike(colour, band)) {
            drawn++;
            red += colour[0];
            green += colour[1];
            blue += colour[2];
          }
          const mx = px - margin;
          const my = py - margin;
          if (mx >= w / 4 && mx < (3 * w) / 4 && my >= h / 4 && my < (3 * h) / 4) {
            middle++;
            if (unlike(colour, band)) middleInk++;
          }
          if (mx >= (3 * w) / 8 && mx < (5 * w) / 8 && my >= (3 * h) / 8 && my < (5 * h) / 8) {
            centre++;
            if (unlike(colour, band)) centreInk++;
          }
        }
      }
      const mean = (n: number) => (drawn === 0 ? 0 : Math.round(n / drawn));
      return { middleInk: middle === 0 ? 0 : middleInk / middle, centreInk: centre === 0 ? 0 : centreInk / centre, ringInk: ring === 0 ? 0 : ringInk / ring, ink: [mean(red), mean(green), mean(blue)] as [number, number, number] };
    },
    { base64: png.toString('base64'), margin: MARGIN, w: width, h: height },
  );
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
