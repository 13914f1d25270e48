/**
 * Reminders and escalations from state (issue #48 §2, ADR 0177) at a phone's and a desktop's width, over the real API
 * service and SMTP catcher. The e2e service runs no schedule by itself (REMINDERS_EVERY_SECONDS=0,
 * playwright.config.ts): the test moves the reminders' clock and runs them through the test controls
 * (`POST /__mock/reminders?at=…`, never in a production start). Alex chooses e-mail for reminders; the clock passes
 * Monday 10:00 with his last week not submitted: the reminder is in his bell and in the catcher. His request waiting
 * more than two working days is in Morgan's bell.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { WIDTHS, expectNoAxeViolations, openSignedIn, secondPerson } from './helpers';
import { addDays, isoDate, mondayOf } from '../src/shared/work/dates';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The catcher's REST API (playwright.config.ts: MAIL_WEB_PORT). */
const CATCHER = `http://127.0.0.1:${PORT + 53}`;
const ALEX = 'alex.rivera@contoso.test';

interface Sent {
  kind: string;
  subject: string;
  period: string;
  userId: string;
}

interface Caught {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** Moves the reminders' clock to `at` and runs them once: what that run sent. */
async function remindersAt(request: APIRequestContext, at: Date): Promise<Sent[]> {
  const answer = await request.post(`/__mock/reminders?at=${encodeURIComponent(at.toISOString())}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { sent: Sent[] }).sent;
}

for (const width of WIDTHS) {
  test(`at ${width} px a week unsubmitted past Monday 10:00 reminds Alex in the bell and by e-mail; his waiting request reaches Morgan`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
    expect((await request.delete(`${CATCHER}/api/email/all`)).ok()).toBe(true);
    await page.setViewportSize({ width, height: 900 });

    // Alex, on Settings ▸ Notifications, has reminders e-mailed at once.
    await openSignedIn(page, '/settings#notifications', 'Alex Rivera');
    const reminders = page.getByRole('region', { name: 'Notifications' }).getByRole('radiogroup', { name: 'Reminders to submit your timecard' });
    await expect(reminders.getByRole('radio', { name: 'In app only' })).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings/notifications') && r.request().method() === 'PUT');
    await reminders.getByRole('radio', { name: 'E-mail at once' }).click();
    expect((await saved).status()).toBe(200);
    await expect(reminders.getByRole('radio', { name: 'E-mail at once' })).toBeChecked();
    await expect(page.getByRole('radiogroup', { name: 'Requests and timecards waiting too long for a decision' })).toBeVisible();

    // The Monday two weeks on, in the company's time zone (the machine's: the e2e service sets none). Its "last week"
    // has no timecard of Alex's. Five minutes before ten, that week is not yet due (the run reminds him of the week
    // before it, this week, a draft: its deadline, a week earlier, has passed); five minutes after, it is.
    const monday = addDays(mondayOf(isoDate(new Date())), 14);
    const lastWeek = addDays(monday, -7);
    const title = `Timecard not submitted: week of ${lastWeek}`;
    const before = await remindersAt(request, new Date(`${monday}T09:55:00`));
    const thisWeek = addDays(lastWeek, -7);
    expect(before.filter((s) => s.kind === 'timecard' && s.userId === ALEX)).toEqual([{ kind: 'timecard', subject: ALEX, period: thisWeek, userId: ALEX }]);
    const after = await remindersAt(request, new Date(`${monday}T10:05:00`));
    expect(after.filter((s) => s.kind === 'timecard' && s.userId === ALEX)).toEqual([{ kind: 'timecard', subject: ALEX, period: lastWeek, userId: ALEX }]);
    // Run again: nothing is sent twice.
    expect(await remindersAt(request, new Date(`${monday}T10:06:00`))).toEqual([]);

    // In Alex's bell (the stream brings it to the open page).
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(title)).toBeVisible();
    await expectNoAxeViolations(page);
    await testInfo.attach(`reminder-bell-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    await page.keyboard.press('Escape');

    // And in the catcher: one e-mail for each week, with the link to My Time.
    const caught = async () => ((await (await request.get(`${CATCHER}/api/email`)).json()) as Caught[]).filter((e) => e.to.some((t) => t.address === ALEX));
    await expect.poll(async () => (await caught()).map((e) => e.subject).sort(), { timeout: 30_000 }).toEqual([`Timecard not submitted: week of ${thisWeek}`, title]);
    expect((await caught()).find((e) => e.subject === title)?.text).toContain(`http://localhost:${PORT}/timecard/mytime`);

    // Alex's vacation request (seeded, pending since three days before today) has waited more than two working days
    // by then: Morgan, its approver, has it in his bell.
    const morgan = await secondPerson(browser, width);
    await openSignedIn(morgan, '/home', 'Morgan Lee');
    await morgan.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(morgan.getByRole('dialog', { name: 'Notifications' }).getByText('Still waiting for your decision: time off request from Alex Rivera')).toBeVisible();
    const { scroll, client } = await morgan.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    await expectNoAxeViolations(morgan);
    await testInfo.attach(`escalation-bell-${width}.png`, { body: await morgan.screenshot({ fullPage: true }), contentType: 'image/png' });
    await morgan.context().close();
  });
}
