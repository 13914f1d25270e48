/**
 * What a phone shows whole (issue #49): a section's sub-tabs are never cut to a fragment (the first showed "/" of
 * Overview on Approve Time and "EW" on Payroll at 390 px), and the Projects table shows every column inside the
 * width instead of cutting the Manager column off in a sideways scroller with no cue.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';

/** `inner` lies wholly inside `outer` and the viewport (to the pixel). */
async function expectWhollyInside(inner: Locator, outer: Locator, width: number): Promise<void> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) throw new Error('not laid out');
  expect(a.x, await inner.innerText()).toBeGreaterThanOrEqual(Math.max(b.x, 0) - 0.5);
  expect(a.x + a.width, await inner.innerText()).toBeLessThanOrEqual(Math.min(b.x + b.width, width) + 0.5);
}

test.describe('a phone shows sub-tabs and tables whole (issue #49)', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  for (const [path, who] of [
    ['/timecard/approval', 'Morgan Lee'],
    ['/timecard/payroll', 'Pat Morgan'],
  ] as const) {
    test(`every sub-tab of ${path} is whole at 390 px`, async ({ page }) => {
      await openSignedIn(page, path, who);
      const list = page.getByRole('tablist', { name: 'Timecard sections' });
      const tabs = list.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      expect(await tabs.count()).toBeGreaterThan(2);
      for (const tab of await tabs.all()) await expectWhollyInside(tab, list, 390);
      // Nothing of the list is hidden sideways.
      expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('the Projects table shows every column whole at 390 px', async ({ page }) => {
    await openSignedIn(page, '/projects', 'Morgan Lee');
    const table = page.getByRole('table', { name: 'Jobs' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    const scroller = table.locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    for (const header of await table.getByRole('columnheader').all()) await expectWhollyInside(header, scroller, 390);
    const manager = table.getByRole('row').nth(1).getByRole('cell').last();
    await expectWhollyInside(manager, scroller, 390);
    expect(await manager.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });
});
