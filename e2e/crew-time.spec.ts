import { expect, test } from './fixtures';
import { expectNoAxeViolations, openSignedIn } from './helpers';
import { BROWSER_LOCALE } from './site';
import { dayWithWeekday, isoDate } from '../src/shared/work/dates';

/**
 * Crew time after entry (issue #49 §4): Morgan enters a day for Alex, sees it listed this week, changes its hours and
 * removes it, at 390 and 1440 px, with no sideways scroll; "No crew time entered this week." when there is none.
 */
const today = isoDate(new Date());
const line = `Alex Rivera, 24-117, ${dayWithWeekday(today, BROWSER_LOCALE)}`;

for (const width of [390, 1440] as const) {
  test(`Morgan lists, changes and removes the crew time he entered this week at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, '/timecard/crew', 'Morgan Lee');
    const section = page.getByRole('region', { name: 'Crew time entered this week' });
    await expect(section.getByText('No crew time entered this week.')).toBeVisible();

    const form = page.getByRole('form', { name: 'Crew time' });
    await form.getByRole('combobox', { name: /^Job/ }).click();
    await page.getByRole('option', { name: /^24-117/ }).click();
    await form.getByRole('checkbox', { name: 'Alex Rivera' }).check();
    await form.getByRole('button', { name: 'Enter crew time' }).click();

    const item = section.getByRole('listitem', { name: line });
    const hours = item.getByRole('spinbutton', { name: `Hours for ${line}` });
    await expect(hours).toHaveValue('8');
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    for (const button of [item.getByRole('button', { name: `Save hours for ${line}` }), item.getByRole('button', { name: `Remove crew time for ${line}` })]) {
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    await expectNoAxeViolations(page);

    await hours.fill('6.5');
    await item.getByRole('button', { name: `Save hours for ${line}` }).click();
    await expect(page.getByText('Resource updated successfully').first()).toBeVisible();
    await page.reload();
    await expect(section.getByRole('listitem', { name: line }).getByRole('spinbutton', { name: `Hours for ${line}` })).toHaveValue('6.5');

    await section.getByRole('listitem', { name: line }).getByRole('button', { name: `Remove crew time for ${line}` }).click();
    await expect(section.getByText('No crew time entered this week.')).toBeVisible();
    await expect(section.getByRole('listitem', { name: line })).toHaveCount(0);
  });
}
