/**
 * Approval routing as data (issue #48 §4, ADR 0179) at a phone's and a desktop's width, over the real API service:
 * Alex asks for eight days of vacation (longer than the default five: manager, then HR); Morgan approves it and it
 * says it waits for HR; Harper finds it in Approve Time at step 2 of 2 and approves it; Alex sees it approved.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { WIDTHS, expectNoAxeViolations, expectNoSidewaysScroll, openSignedIn } from './helpers';
import { addDays, isoDate, mondayOf } from '../src/shared/work/dates';

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
