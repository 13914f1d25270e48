import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';
import { CONTROL_HEIGHTS, PHONE_TARGET } from '../src/ui/controlHeights';

/**
 * One control height per size across pages (issue #49 §2, ADR 0171): every button of a size — MUI's Button
 * (`MuiButton-size*`) and the plain ones (`pc-btn pc-*`) alike — has one height on every page, at 390 and 1440 px:
 * the size's `CONTROL_HEIGHTS` on a desktop, and on a phone 44 px for every size up to medium.
 */
const PAGES = ['/home', '/timecard', '/timecard/crew', '/settings', '/help'] as const;
type Size = keyof typeof CONTROL_HEIGHTS;

for (const width of [390, 1440] as const) {
  test(`buttons of one size have one height on ${PAGES.length} pages at ${width} px`, async ({ page }) => {
    // Five pages, each waited for: more than the default minute on a loaded machine.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, PAGES[0], 'Morgan Lee');
    const heights = new Map<Size, Map<number, string[]>>();
    const pagesWithButtons = new Set<string>();
    for (const path of PAGES) {
      if (path !== PAGES[0]) await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.locator('.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]')).toHaveCount(0);
      const found = await page.evaluate(() => {
        const sizeOf = (el: Element): 'small' | 'medium' | 'large' | null => {
          const c = el.classList;
          if (c.contains('MuiButton-sizeSmall') || c.contains('pc-small')) return 'small';
          if (c.contains('MuiButton-sizeMedium') || c.contains('pc-medium')) return 'medium';
          if (c.contains('MuiButton-sizeLarge')) return 'large';
          return null;
        };
        return [...document.querySelectorAll('.MuiButton-root, .pc-btn')].flatMap((el) => {
          const box = el.getBoundingClientRect();
          const size = sizeOf(el);
          if (!size || box.width === 0 || box.height === 0) return [];
          return [{ size, height: Math.round(box.height * 10) / 10, name: el.getAttribute('aria-label') ?? el.textContent.trim() }];
        });
      });
      if (found.length) pagesWithButtons.add(path);
      for (const { size, height, name } of found) {
        const bySize = heights.get(size) ?? new Map<number, string[]>();
        bySize.set(height, [...(bySize.get(height) ?? []), `${path}: ${name}`]);
        heights.set(size, bySize);
      }
    }
    expect(pagesWithButtons.size, `pages with buttons: ${[...pagesWithButtons].join(', ')}`).toBeGreaterThanOrEqual(5);
    const phone = width < 600;
    for (const [size, bySize] of heights) {
      const expected = phone && size !== 'large' ? Math.max(PHONE_TARGET, CONTROL_HEIGHTS[size]) : CONTROL_HEIGHTS[size];
      expect(Object.fromEntries(bySize), `${size} buttons at ${width} px: one height, ${expected} px`).toEqual({ [expected]: bySize.get(expected) ?? [] });
    }
    expect(heights.has('medium')).toBe(true);
  });
}
