/**
 * Delegation of approvals (issue #48 §3, ADR 0178) at a phone's and a desktop's width, over the real API service:
 * Morgan names Pat his delegate on Settings; Pat finds Alex's request in Approve Time, marked as Morgan's, approves
 * it, and its history says "Approved by Pat Morgan on behalf of Morgan Lee".
 */
import { expect, test } from './fixtures';
import { WIDTHS, expectNoAxeViolations, expectNoSidewaysScroll, openSignedIn, secondPerson } from './helpers';
import { addDays, isoDate, longDay } from '../src/shared/work/dates';

/** A decision's send takes the undo window (5 s) and the server's answer. */
const SEND = { timeout: 15_000 };

for (const width of WIDTHS) {
  test(`at ${width} px Pat decides Alex's request as Morgan's delegate, and the history says on whose behalf`, async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
    await page.setViewportSize({ width, height: 900 });
    const today = isoDate(new Date());

    // Morgan, on Settings ▸ Delegate approvals, names Pat for today and the next two days.
    await openSignedIn(page, '/settings#delegation', 'Morgan Lee');
    const section = page.getByRole('region', { name: 'Delegate approvals' });
    await expect(section.getByText('Nobody decides for you.')).toBeVisible();
    await section.getByRole('combobox', { name: /Delegate/ }).click();
    await page.getByRole('option', { name: 'Pat Morgan' }).click();
    await section.getByLabel('First day').fill(today);
    await section.getByLabel('Last day').fill(addDays(today, 2));
    const named = page.waitForResponse((r) => r.url().endsWith('/api/delegations') && r.request().method() === 'POST');
    await section.getByRole('button', { name: 'Name delegate' }).click();
    expect((await named).status()).toBe(201);
    await expect(section.getByRole('list', { name: 'Your delegates' })).toContainText(`Pat Morgan decides for you from ${longDay(today)} to ${longDay(addDays(today, 2))}. Running now.`);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await testInfo.attach(`delegation-settings-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    // Pat, in their own browser: Alex's request waits for them too, marked as Morgan's.
    const pat = await secondPerson(browser, width);
    await openSignedIn(pat, '/timecard/approval', 'Pat Morgan');
    const alexTimeOff = pat.getByRole(width <= 600 ? 'listitem' : 'row', { name: /^Alex Rivera: Time off: Vacation.*For Morgan Lee, as their delegate/ });
    await expect(alexTimeOff).toBeVisible();
    await expectNoSidewaysScroll(pat);
    await expectNoAxeViolations(pat);
    const sent = pat.waitForResponse((r) => r.url().endsWith('/api/approvals/timeoff/to-1') && r.request().method() === 'POST', SEND);
    await alexTimeOff.getByRole('button', { name: 'Approve' }).click();
    expect((await sent).status()).toBe(200);
    await expect(alexTimeOff.getByRole('button', { name: 'Approved' })).toBeVisible();

    // The trail: approved by Pat on Morgan's behalf.
    await alexTimeOff.getByRole('button', { name: /^History: Alex Rivera, Time off/ }).click();
    const history = pat.getByRole('dialog', { name: /^History: Alex Rivera, Time off: Vacation/ });
    const steps = history.getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(steps.last()).toContainText(/^Approved by Pat Morgan on behalf of Morgan Lee, /);
    await expectNoAxeViolations(pat);
    await testInfo.attach(`delegation-history-${width}.png`, { body: await pat.screenshot(), contentType: 'image/png' });
    await pat.context().close();

    // Decided once, for both: it no longer waits in Morgan's queue.
    await page.goto('/timecard/approval');
    await expect(page.getByRole(width <= 600 ? 'listitem' : 'row', { name: /^Olivia Chen: Time off/ })).toBeVisible();
    await expect(page.getByRole(width <= 600 ? 'listitem' : 'row', { name: /^Alex Rivera: Time off: Vacation/ })).toHaveCount(0);
  });
}
