/**
 * Payroll (issue #26 §7, ADR 0131), over the real API service: Pat (PAYROLL_USER) picks a pay period, sees its
 * approved timecards and downloads them as CSV; Alex downloads his own week from /timecard, gets the 401 page
 * on Payroll, and the service refuses him another person's week and the period export. At 390 and 1440 px.
 */
import fs from 'node:fs';
import type { Browser, Download } from '@playwright/test';
import { expect, test } from './fixtures';
import { WIDTHS, expectNoAxeViolations, expectNoSidewaysScroll, openSignedIn } from './helpers';
import { parse } from 'csv-parse/sync';
import { seedWork } from '../src/shared/demo/work';
import { PAYROLL_COLUMNS } from '../src/shared/payroll/csv';
import { payPeriodOf } from '../src/shared/payroll/periods';
import { addDays, isoDate, mondayOf } from '../src/shared/work/dates';

const thisWeek = mondayOf(isoDate(new Date()));
const lastWeek = addDays(thisWeek, -7);
const twoWeeksAgo = addDays(thisWeek, -14);

/** The downloaded file's bytes: UTF-8 with a byte order mark, lines ending CRLF. */
async function csvLines(download: Download): Promise<string[]> {
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.split('\r\n').filter(Boolean);
}

/** A person's bearer token, from the portal's own first API call after they sign in (in a context of its own). */
async function bearerOf(browser: Browser, userName: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const asked = page.waitForRequest((r) => r.url().includes('/api/') && r.headers().authorization !== undefined);
  await openSignedIn(page, '/timecard', userName);
  const authorization = (await (await asked).headerValue('authorization')) ?? '';
  await context.close();
  return authorization;
}

test.describe('Payroll export (issue #26 §7)', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
  });

  for (const width of WIDTHS) {
    test(`Pat at ${width} px picks a pay period by keyboard, sees its approved timecards and an adjustment, and downloads them as CSV`, async ({ page, browser }, testInfo) => {
      const period = payPeriodOf(twoWeeksAgo);
      const earlier = payPeriodOf(addDays(period.start, -1));
      // Pat closes the earlier period (empty); then Alex's 40 h for it are approved: a change after its close (ADR 0174).
      const [pat, alex, morgan] = [await bearerOf(browser, 'Pat Morgan'), await bearerOf(browser, 'Alex Rivera'), await bearerOf(browser, 'Morgan Lee')];
      expect((await page.request.get(`/api/payroll/periods/${earlier.start}/csv`, { headers: { authorization: pat } })).status()).toBe(200);
      const entries = { entries: [{ jobNumber: '24-117', hours: [8, 8, 8, 8, 8, 0, 0] }] };
      expect((await page.request.put(`/api/timecards/${earlier.start}`, { headers: { authorization: alex }, data: entries })).status()).toBe(200);
      expect((await page.request.post(`/api/timecards/${earlier.start}/submit`, { headers: { authorization: alex }, data: entries })).status()).toBe(200);
      expect((await page.request.post(`/api/approvals/timecards/${encodeURIComponent('alex.rivera@contoso.test')}/${earlier.start}`, { headers: { authorization: morgan }, data: { decision: 'approve' } })).status()).toBe(200);

      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, '/timecard/payroll', 'Pat Morgan');
      await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
      const picker = page.getByRole('combobox', { name: 'Pay period' });
      await picker.focus();
      await picker.selectOption(period.start);
      const approved = page.getByRole('list', { name: 'Approved timecards' });
      await expect(approved.getByRole('listitem').filter({ hasText: 'Alex Rivera' })).toContainText('40 h');
      await expect(approved.getByRole('listitem').filter({ hasText: 'Pat Morgan' })).toContainText('Approved by Morgan Lee');
      await expect(page.getByRole('status').filter({ hasText: /approved timecards of \d+ people, \d+ hours\./ })).toBeVisible();
      const adjustments = page.getByRole('list', { name: 'Adjustments for earlier periods' });
      // The day in the browser's own locale (this process formats en-GB, the browser may not).
      await expect(adjustments.getByRole('listitem')).toHaveText(/^Alex RiveraPeriod of .+\d{4}REG\+40 h$/);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await testInfo.attach(`payroll-pat-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

      // By keyboard: Tab from the picker reaches the button, Enter downloads.
      const button = page.getByRole('button', { name: 'Download CSV' });
      const box = await button.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await picker.focus();
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      const downloading = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`payroll-${period.start}-to-${period.end}.csv`);
      // Read as a payroll system would, by a real CSV parser: one record per person and pay code, by employee
      // number, who approved and when, then the reconciliation line that sums every record above it (issue #46 §4).
      const lines = await csvLines(download);
      const [header, ...records] = parse(lines.join('\r\n'), { relaxColumnCount: false });
      expect(header).toEqual([...PAYROLL_COLUMNS]);
      const approvedAt = `${addDays(twoWeeksAgo, 8)}T16:00:00Z`;
      expect(records).toEqual([
        ['E1002', 'Alex Rivera', period.start, period.end, 'REG', '40', 'Morgan Lee', approvedAt, ''],
        ['E1003', 'Pat Morgan', period.start, period.end, 'REG', '40', 'Morgan Lee', approvedAt, ''],
        // The change to the closed earlier period, dated by the period it adjusts; the total sums every line.
        ['E1002', 'Alex Rivera', period.start, period.end, 'REG', '40', 'Morgan Lee', expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) as unknown as string, earlier.start],
        ['TOTAL', 'All employees', period.start, period.end, 'ALL', '120', '', '', ''],
      ]);
      // The export closed the period: the page says so in words.
      await expect(page.getByText(/^Closed on .+ by Pat Morgan\. Changes since go into the next period's file\.$/)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await testInfo.attach(`payroll-pat-closed-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      await expect(page.getByText(`Downloaded payroll-${period.start}-to-${period.end}.csv`)).toBeVisible();
      await expect(page.getByTestId('toast').filter({ hasText: 'Operation completed successfully' })).toBeVisible();
      await expect(button).toBeEnabled();
    });

    test(`Alex at ${width} px downloads his own submitted week from /timecard; Payroll is the 401 page and the API refuses him others' time`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, '/timecard', 'Alex Rivera');
      const weeks = page.getByRole('list', { name: 'Recent weeks' });
      const buttons = weeks.getByRole('button', { name: /^Download the week of .+ as CSV$/ });
      // Last week (submitted) and the week before (approved); this week is a draft.
      await expect(buttons).toHaveCount(2);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await testInfo.attach(`timecard-alex-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      const box = await buttons.first().boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(width);

      const asked = page.waitForRequest((r) => r.url().endsWith('/csv'));
      const downloading = page.waitForEvent('download');
      await buttons.first().click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`timecard-alex.rivera-${lastWeek}.csv`);
      // The seeded week, by job: holidays that fall in it have no worked hours (issue #46 §6).
      const seeded = seedWork().weeks.find((w) => w.employeeId === 'alex.rivera@contoso.test' && w.weekStart === lastWeek);
      const expected = [...(seeded?.entries ?? [])]
        .sort((a, b) => a.jobNumber.localeCompare(b.jobNumber))
        .map((e) => `alex.rivera@contoso.test,Alex Rivera,${lastWeek},${addDays(lastWeek, 6)},${e.jobNumber},submitted,${e.hours.join(',')},${e.hours.reduce((a, b) => a + b, 0)},,`);
      expect(expected).toHaveLength(2);
      expect((await csvLines(download)).slice(1)).toEqual(expected);
      // The file was fetched with his bearer token (never in the address); the server refuses him the rest.
      const request = await asked;
      expect(request.url()).not.toMatch(/token|eyJ/);
      const authorization = (await request.headerValue('authorization')) ?? '';
      expect(authorization).toMatch(/^Bearer /);
      const others = await page.request.get(`/api/timecards/${encodeURIComponent('pat.morgan@contoso.test')}/${twoWeeksAgo}/csv`, { headers: { authorization } });
      expect(others.status()).toBe(403);
      expect(await others.json()).toEqual({ message: 'You can download only your own timecards.' });
      expect((await page.request.get(`/api/payroll/periods/${payPeriodOf(twoWeeksAgo).start}/csv`, { headers: { authorization } })).status()).toBe(403);

      // A reload signs in again from the cache before the page shows: as long as that may take on a loaded machine.
      await page.goto('/timecard/payroll');
      await expect(page.getByRole('heading', { name: '401 - Unauthorized' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('combobox', { name: 'Pay period' })).toHaveCount(0);
    });
  }
});
