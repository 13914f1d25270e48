/**
 * Issue #26 §2, §3: who's out on /team and /hr/calendar, and the company holidays, against the API service with
 * real tokens from the local identity provider. Dates are read as the browser writes them (BROWSER_LOCALE).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, openSignedIn } from './helpers';
import { addDays, dayWithWeekday, isoDate, longDay, mondayOf, monthOf } from '../src/shared/work/dates';
import { BROWSER_LOCALE } from './site';

const monday = mondayOf(isoDate(new Date()));
/** Alex's seeded pending vacation (to-1) starts here; the seeded Company Wellness Day is the Friday before. */
const alexAway = addDays(monday, 14);
const wellness = addDays(monday, 11);
const dayName = (day: string) => dayWithWeekday(day, BROWSER_LOCALE);
const month = (day: string) => monthOf(day, BROWSER_LOCALE);

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function attachShot(page: Page, info: TestInfo, name: string): Promise<void> {
  await info.attach(name, { body: await page.screenshot({ fullPage: true, animations: 'disabled' }), contentType: 'image/png' });
}

/** Next month until the heading names `day`'s month. */
async function showMonthOf(page: Page, day: string): Promise<void> {
  for (let i = 0; i < 3 && !(await page.getByRole('heading', { name: `Who's out: ${month(day)}` }).isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { name: `Who's out: ${month(day)}` })).toBeVisible();
}

test.describe("who's out and company holidays", () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
  });

  test("Morgan sees Alex's pending vacation and a holiday on /team, by keyboard, as a month and a week, at 1440 and 390 px", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, '/team', 'Morgan Lee');
    await expect(page.getByRole('grid', { name: `Who's out, ${month(isoDate(new Date()))}` })).toBeVisible();
    await showMonthOf(page, alexAway);
    const away = page.getByRole('gridcell', { name: `${dayName(alexAway)}, Alex Rivera out (pending)` });
    await expect(away).toBeVisible();
    await expect(away).toContainText('Alex Rivera (pending)');

    // One tab stop in the grid; arrows move it (a week up may go back a month).
    await away.click();
    await expect(away).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAttribute('data-day', addDays(alexAway, 1));
    await page.keyboard.press('ArrowUp');
    await expect(page.locator(':focus')).toHaveAttribute('data-day', addDays(alexAway, -6));
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await attachShot(page, testInfo, 'team-month-1440');

    await page.getByRole('button', { name: 'Week' }).click();
    const week = page.getByRole('grid', { name: /^Who's out, / });
    await expect(week.getByRole('gridcell')).toHaveCount(7);
    await expect(week.getByRole('gridcell', { name: `${dayName(wellness)}, holiday: Company Wellness Day, nobody out` })).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await attachShot(page, testInfo, 'team-week-1440');

    // A phone: the month is a list of the days with someone out.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Month' }).click();
    await showMonthOf(page, alexAway);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByRole('list', { name: `Who's out, ${month(alexAway)}` }).getByRole('listitem', { name: `${dayName(alexAway)}, Alex Rivera out (pending)` })).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await attachShot(page, testInfo, 'team-month-390');
  });

  test('Harper adds a holiday on /hr/calendar and removes it after a confirmation', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await openSignedIn(page, '/hr/calendar', 'Harper Quinn');
    const holidays = page.getByRole('list', { name: 'Company holidays' });
    await expect(holidays.getByText('Company Wellness Day')).toBeVisible();
    await page.getByRole('button', { name: 'Add holiday' }).click();
    const form = page.getByRole('dialog', { name: /Add holiday/ });
    const day = addDays(monday, 30);
    await form.getByRole('textbox', { name: 'Day', exact: true }).fill(day);
    await form.getByRole('button', { name: 'Add holiday' }).click();
    await expect(form.getByText('Give the holiday a name.')).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Founders Day');
    await form.getByRole('button', { name: 'Add holiday' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('toast').filter({ hasText: 'Holiday added' })).toBeVisible();
    await expect(holidays.getByText('Founders Day')).toBeVisible();
    await attachShot(page, testInfo, 'hr-calendar-holiday-added');

    await page.getByRole('button', { name: `Remove Founders Day, ${longDay(day, BROWSER_LOCALE)}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this holiday?' });
    await confirm.getByRole('button', { name: 'Remove holiday' }).click();
    await expect(holidays.getByText('Founders Day')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Alex gets the 401 page on /hr/calendar', async ({ page }) => {
    await openSignedIn(page, '/hr/calendar', 'Alex Rivera');
    await expect(page.getByText("You don't have permission to access this page.", { exact: false })).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  });
});
