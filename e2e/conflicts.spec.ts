/**
 * Conflicts caught where they are made (issue #46 §2), at 390 and 1440 px: hours on a company holiday are said in
 * place on My Time; leave asked for on a day already worked is said on the form, needs "I know I worked on these
 * days", and reaches the approver flagged.
 */
import { expect, test } from './fixtures';
import { expectNoAxeViolations, openSignedIn } from './helpers';
import { addDays, isoDate, mondayOf } from '../src/shared/work/dates';
import { seedHolidays } from '../src/shared/demo/work';
import { WORKED_DAYS_CONFIRMATION } from '../src/shared/work/rules';

const nextWeek = addDays(mondayOf(isoDate(new Date())), 7);
/** The seed's "Company Wellness Day" is next week's Friday (src/shared/demo/work.ts). */
const holiday = seedHolidays().find((h) => h.date === addDays(nextWeek, 4));
/** Next week's Tuesday: Alex works 8 h on it, then asks for it off. */
const tuesday = addDays(nextWeek, 1);

test.describe('conflicts where they are made (issue #46 §2)', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
  });

  for (const width of [390, 1440] as const) {
    test(`Alex is told of hours on a holiday and of leave on a worked day; Morgan sees the flag, at ${width} px`, async ({ page, browser }) => {
      test.setTimeout(180_000);
      expect(holiday?.name).toBe('Company Wellness Day');
      await page.setViewportSize({ width, height: 900 });
      const apiCall = page.waitForRequest((r) => r.url().includes('/api/timeoff/'));
      await openSignedIn(page, '/employee/timeoff', 'Alex Rivera');
      const authorization = (await apiCall).headers().authorization ?? '';
      // Next week as Alex saved it: 8 h on Tuesday, 6 h on Friday, the company's holiday.
      const saved = await page.request.put(`/api/timecards/${nextWeek}`, { headers: { authorization }, data: { entries: [{ jobNumber: '24-117', hours: [0, 8, 0, 0, 6, 0, 0] }] } });
      expect(saved.status()).toBe(200);

      // Leave on the worked Tuesday: said on the form, refused until confirmed, then sent.
      await page.getByRole('button', { name: 'Request time off' }).click();
      const form = page.getByRole('dialog', { name: /Request time off/ });
      await form.getByLabel('Type').click();
      await page.getByRole('option', { name: 'Personal' }).click();
      await form.getByLabel('First day').fill(tuesday);
      await form.getByLabel('Last day').fill(tuesday);
      await form.getByLabel('Hours').fill('8');
      await form.getByLabel('Note').fill('Worked day asked off');
      await expect(form.getByRole('status').filter({ hasText: 'You already worked on' })).toContainText('(8 h)');
      const confirm = form.getByRole('checkbox', { name: WORKED_DAYS_CONFIRMATION });
      await expect(confirm).not.toBeChecked();
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Submit request' }).click();
      await expect(form.getByText(`Tick "${WORKED_DAYS_CONFIRMATION}" to ask anyway`, { exact: false })).toBeVisible();
      await confirm.check();
      await form.getByRole('button', { name: 'Submit request' }).click();
      await expect(form).toBeHidden();
      // A row of the table on a desktop, a card of the list on a phone.
      const mine = width < 900 ? page.getByRole('listitem').filter({ hasText: 'Worked day asked off' }) : page.getByRole('row', { name: /Worked day asked off/ });
      await expect(mine).toContainText('Pending');

      // My Time, next week: the holiday's hours are said in place (the request's day is pending leave beside 8 h too).
      await page.goto('/timecard/mytime');
      await page.getByRole('button', { name: 'Next week' }).click();
      const note = page.getByRole('status').filter({ hasText: 'Hours on time off or a holiday' });
      await expect(note).toContainText('6 h worked on a holiday (Company Wellness Day)');
      await expect(note).toContainText('8 h worked on a day of personal');
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(scroll).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      // Morgan's queue carries the flag on the request.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const morgan = await context.newPage();
      await openSignedIn(morgan, '/timecard/approval', 'Morgan Lee');
      const flagged = /^Alex Rivera: Time off: Personal, .*Worked day asked off.*Worked on that day/;
      await expect(width < 900 ? morgan.getByRole('listitem', { name: flagged }) : morgan.getByRole('row', { name: flagged })).toBeVisible();
      await context.close();
    });
  }
});
