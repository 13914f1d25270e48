/**
 * Approval routing as data (issue #48 §4, ADR 0179) at a phone's and a desktop's width, over the real API service:
 * Alex asks for eight days of vacation (longer than the default five: manager, then HR); Morgan approves it and it
 * says it waits for HR; Harper finds it in Approve Time at step 2 of 2 and approves it; Alex sees it approved. Then a
 * week with overtime: Morgan's approval moves it to payroll (Pat), whose approval ends it.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { WIDTHS, expectNoAxeViolations, expectNoSidewaysScroll, openSignedIn } from './helpers';
import { addDays, isoDate, longDay, mondayOf } from '../src/shared/work/dates';
import { BROWSER_LOCALE } from './site';

/** A decision's send takes the undo window (5 s) and the server's answer. */
const SEND = { timeout: 15_000 };

async function another(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

for (const width of WIDTHS) {
  test(`at ${width} px a long request passes its manager, then HR, and only then is approved`, async ({ page, browser }, testInfo) => {
    test.setTimeout(150_000);
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
    await page.setViewportSize({ width, height: 900 });
    const phone = width <= 600;

    // Alex asks for eight days off (Monday to the Monday after), ten weeks ahead.
    await openSignedIn(page, '/employee/timeoff', 'Alex Rivera');
    await page.getByRole('button', { name: 'Request time off' }).click();
    const form = page.getByRole('dialog', { name: /Request time off/ });
    const first = addDays(mondayOf(isoDate(new Date())), 70);
    await form.getByLabel('First day').fill(first);
    await form.getByLabel('Last day').fill(addDays(first, 7));
    // The form suggests 8 h a working day (six here) once the days are picked: then Alex asks for two days' worth.
    await expect(form.getByLabel('Hours')).toHaveValue('48');
    await form.getByLabel('Hours').fill('16');
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/timeoff/requests') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit request' }).click();
    const created = (await (await asked).json()) as { id: string; route?: unknown };
    expect(created.route).toEqual({ steps: ['manager', 'hr'], at: 0 });

    // Morgan: step 1 of 2 is his.
    const morgan = await another(browser, width);
    await openSignedIn(morgan, '/timecard/approval', 'Morgan Lee');
    const item = (p: Page) => p.getByRole(phone ? 'listitem' : 'row', { name: /^Alex Rivera: Time off: Vacation, .*16 h/ });
    await expect(item(morgan)).toContainText('Step 1 of 2: Manager — waiting for Morgan Lee');
    await expectNoSidewaysScroll(morgan);
    const step = morgan.waitForResponse((r) => r.url().endsWith(`/api/approvals/timeoff/${created.id}`) && r.request().method() === 'POST', SEND);
    await item(morgan).getByRole('button', { name: 'Approve' }).click();
    const moved = await step;
    expect(moved.status()).toBe(200);
    expect(await moved.json()).toMatchObject({ status: 'pending', route: { at: 1 } });
    await morgan.context().close();
    // Alex sees where it is: still pending, at HR's step.
    await page.reload();
    await expect(page.getByText('Step 2 of 2: HR').first()).toBeVisible();

    // Harper (HR): step 2 of 2 waits for HR in Approve Time.
    const harper = await another(browser, width);
    await openSignedIn(harper, '/timecard/approval', 'Harper Quinn');
    await expect(item(harper)).toContainText('Step 2 of 2: HR — waiting for HR');
    await expectNoSidewaysScroll(harper);
    await expectNoAxeViolations(harper);
    await testInfo.attach(`routing-hr-queue-${width}.png`, { body: await harper.screenshot({ fullPage: true }), contentType: 'image/png' });
    const last = harper.waitForResponse((r) => r.url().endsWith(`/api/approvals/timeoff/${created.id}`) && r.request().method() === 'POST', SEND);
    await item(harper).getByRole('button', { name: 'Approve' }).click();
    const approved = await last;
    expect(await approved.json()).toMatchObject({ status: 'approved', decidedBy: 'Harper Quinn' });
    await harper.getByRole(phone ? 'listitem' : 'row', { name: /^Alex Rivera: Time off: Vacation, .*16 h/ }).getByRole('button', { name: /^History/ }).click();
    const steps = harper.getByRole('dialog', { name: /^History: Alex Rivera/ }).getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(steps.nth(1)).toContainText(/^Approved by Morgan Lee \(Manager, step 1 of 2\), /);
    await expect(steps.nth(2)).toContainText(/^Approved by Harper Quinn, /);
    await harper.context().close();

    // Alex: approved.
    await page.reload();
    await expect(page.getByText('Approved').first()).toBeVisible();
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px a week with overtime passes its manager, then payroll, and only then is approved`, async ({ page, browser }, testInfo) => {
    test.setTimeout(150_000);
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
    await page.setViewportSize({ width, height: 900 });
    const phone = width <= 600;
    const week = addDays(mondayOf(isoDate(new Date())), 7);
    const path = `/api/approvals/timecards/${encodeURIComponent('alex.rivera@contoso.test')}/${week}`;

    // Alex's next week, saved with 10 h a day Monday to Friday (50 h: 10 h overtime), submitted from My Time.
    const apiCall = page.waitForRequest((r) => r.url().includes('/api/timecards/'));
    await openSignedIn(page, '/timecard/mytime', 'Alex Rivera');
    const authorization = (await apiCall).headers().authorization ?? '';
    const saved = await page.request.put(`/api/timecards/${week}`, { headers: { authorization }, data: { entries: [{ jobNumber: '24-117', hours: [10, 10, 10, 10, 10, 0, 0] }] } });
    expect(saved.status()).toBe(200);
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByRole('heading', { name: `Week of ${longDay(week, BROWSER_LOCALE)}` })).toBeVisible();
    const submitted = page.waitForResponse((r) => r.url().endsWith(`/api/timecards/${week}/submit`));
    await page.getByRole('button', { name: 'Submit week' }).click();
    await page.getByRole('dialog', { name: 'Submit this week?' }).getByRole('button', { name: 'Submit week' }).click();
    expect(await (await submitted).json()).toMatchObject({ status: 'submitted', route: { steps: ['manager', 'payroll'], at: 0 } });
    await expect(page.getByText('Step 1 of 2: Manager')).toBeVisible();

    // Morgan: step 1 of 2 is his.
    const item = (p: Page) => p.getByRole(phone ? 'listitem' : 'row', { name: /^Alex Rivera: Timecard, .*50 h/ });
    const morgan = await another(browser, width);
    await openSignedIn(morgan, '/timecard/approval', 'Morgan Lee');
    await expect(item(morgan)).toContainText('Step 1 of 2: Manager — waiting for Morgan Lee');
    await expectNoSidewaysScroll(morgan);
    const step = morgan.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST', SEND);
    await item(morgan).getByRole('button', { name: 'Approve' }).click();
    expect(await (await step).json()).toMatchObject({ status: 'submitted', route: { at: 1 } });
    await morgan.context().close();
    // Alex sees where it is: still submitted, at payroll's step (My Time opens on this week; his is the next).
    await page.reload();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByText('Step 2 of 2: Payroll')).toBeVisible();

    // Pat (payroll): step 2 of 2 waits for payroll in Approve Time.
    const pat = await another(browser, width);
    await openSignedIn(pat, '/timecard/approval', 'Pat Morgan');
    await expect(item(pat)).toContainText('Step 2 of 2: Payroll — waiting for payroll');
    await expectNoSidewaysScroll(pat);
    await expectNoAxeViolations(pat);
    await testInfo.attach(`routing-payroll-queue-${width}.png`, { body: await pat.screenshot({ fullPage: true }), contentType: 'image/png' });
    const last = pat.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST', SEND);
    await item(pat).getByRole('button', { name: 'Approve' }).click();
    expect(await (await last).json()).toMatchObject({ status: 'approved', decidedBy: 'Pat Morgan' });
    await item(pat).getByRole('button', { name: /^History/ }).click();
    const steps = pat.getByRole('dialog', { name: /^History: Alex Rivera/ }).getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(steps.nth(1)).toContainText(/^Approved by Morgan Lee \(Manager, step 1 of 2\), /);
    await expect(steps.nth(2)).toContainText(/^Approved by Pat Morgan, /);
    await pat.context().close();

    // Alex: approved.
    await page.reload();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByRole('heading', { name: `Week of ${longDay(week, BROWSER_LOCALE)}` })).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Step \d of \d/)).toHaveCount(0);
  });
}
