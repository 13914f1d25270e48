/**
 * Notices by e-mail (issue #48 §1, ADR 0176) at a phone's and a desktop's width, over the real API service and a real
 * SMTP catcher (MailDev, started by playwright.config.ts): Morgan chooses "E-mail at once" on Settings, Alex asks for
 * a day off, and the e-mail is in the catcher (its REST API and its web view) with the link to Approve Time.
 */
import { expect, test } from './fixtures';
import { WIDTHS, expectNoAxeViolations, expectNoSidewaysScroll, openSignedIn, secondPerson } from './helpers';
import { addDays, isoDate, mondayOf } from '../src/shared/work/dates';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The catcher's web view and REST API (playwright.config.ts: MAIL_WEB_PORT). */
const CATCHER = `http://127.0.0.1:${PORT + 53}`;
const MORGAN = 'morgan.lee@contoso.test';
const SUBJECT = 'Time off request from Alex Rivera';

interface Caught {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

for (const width of WIDTHS) {
  test(`at ${width} px Morgan chooses e-mail for requests to decide; Alex's request reaches the catcher with its link`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
    expect((await request.delete(`${CATCHER}/api/email/all`)).ok()).toBe(true);
    await page.setViewportSize({ width, height: 900 });

    // Morgan, on Settings ▸ Notifications: e-mail is on, every kind starts in the app only; he picks "E-mail at once".
    await openSignedIn(page, '/settings#notifications', 'Morgan Lee');
    const section = page.getByRole('region', { name: 'Notifications' });
    await expect(section.getByText(/A daily digest goes at/)).toBeVisible();
    const toDecide = section.getByRole('radiogroup', { name: 'Requests and timecards waiting for your decision' });
    await expect(toDecide.getByRole('radio', { name: 'In app only' })).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings/notifications') && r.request().method() === 'PUT');
    // (A controlled choice: it shows checked once the service has kept it.)
    await toDecide.getByRole('radio', { name: 'E-mail at once' }).click();
    expect((await saved).status()).toBe(200);
    await expect(toDecide.getByRole('radio', { name: 'E-mail at once' })).toBeChecked();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await testInfo.attach(`email-settings-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    // Kept by the service: a reload shows the choice.
    await page.reload();
    await expect(page.getByRole('radiogroup', { name: 'Requests and timecards waiting for your decision' }).getByRole('radio', { name: 'E-mail at once' })).toBeChecked();

    // Alex, in his own browser, asks for a day off.
    const alex = await secondPerson(browser, width);
    await openSignedIn(alex, '/employee/timeoff', 'Alex Rivera');
    await alex.getByRole('button', { name: 'Request time off' }).click();
    const form = alex.getByRole('dialog', { name: /Request time off/ });
    const day = addDays(mondayOf(isoDate(new Date())), 57);
    await form.getByLabel('First day').fill(day);
    await form.getByLabel('Last day').fill(day);
    await form.getByLabel('Hours').fill('8');
    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect(form).toBeHidden();
    await alex.context().close();

    // The e-mail, as the catcher took it: to Morgan, the notice's title, the link to Approve Time, not the details.
    const caught = async () => ((await (await request.get(`${CATCHER}/api/email`)).json()) as Caught[]).filter((e) => e.to.some((t) => t.address === MORGAN));
    await expect.poll(async () => (await caught()).map((e) => e.subject), { timeout: 30_000 }).toEqual([SUBJECT]);
    const [email] = await caught();
    const link = `http://localhost:${PORT}/timecard/approval`;
    expect(email?.text).toContain(link);
    expect(email?.html).toContain(`href="${link}"`);
    expect(email?.text).not.toContain('8 h');

    // The catcher's web view lists it.
    const viewer = await secondPerson(browser, width);
    await viewer.goto(`${CATCHER}/`);
    await expect(viewer.getByText(SUBJECT).first()).toBeVisible();
    await testInfo.attach(`email-catcher-${width}.png`, { body: await viewer.screenshot({ fullPage: true }), contentType: 'image/png' });
    await viewer.context().close();

    // The link leads Morgan to the request on Approve Time.
    // (A full load: the sign-in library starts again, slow on a loaded machine.)
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Approve Time' })).toBeVisible({ timeout: 30_000 });
    // (A list of cards on a phone, a table on a desktop.)
    await expect(page.getByRole(width < 600 ? 'listitem' : 'row', { name: /^Alex Rivera: Time off: .*, 8 h$/ })).toBeVisible();
  });
}
