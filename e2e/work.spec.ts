/**
 * Issue #17's end-to-end flows, two people in two browser contexts against the mock API server with
 * real tokens from the local identity provider: Alex asks, Morgan decides, Alex's bell and pages show it.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, openSignedIn } from './helpers';
import { addDays, isoDate, longDay, mondayOf } from '../src/shared/work/dates';
import { BROWSER_LOCALE } from './site';

const thisWeek = mondayOf(isoDate(new Date()));
/** A decision is sent when its 5 s undo window closes (ADR 0128), then answered. */
const SEND = { timeout: 15_000 };
const decisionSent = (page: Page, path: string) => page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST', SEND);
const freeDay = addDays(thisWeek, 56);

/** A second person in their own browser context (own cookies, own MSAL cache), with the QA recorder on. */
async function secondPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.localStorage.setItem('portal:qa', 'on');
  });
  return context.newPage();
}

test.describe('time off, timecards and approvals, end to end', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
  });

  test('Alex requests time off, Morgan approves, Alex is told; Alex submits a week, Morgan returns it, Alex edits again', async ({ page, browser }) => {
    test.setTimeout(180_000);
    // Alex signs in on Time Off; his bearer token is read from one of his own API calls.
    const apiCall = page.waitForRequest((r) => r.url().includes('/api/timeoff/'));
    await openSignedIn(page, '/employee/timeoff', 'Alex Rivera');
    const alexAuth = (await apiCall).headers().authorization ?? '';
    expect(alexAuth).toMatch(/^Bearer /);
    await expect(page.getByRole('heading', { level: 1, name: 'Time Off' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'My time-off requests' })).toBeVisible();

    // The request form checks the shared rules under each field, then the API takes it.
    await page.getByRole('button', { name: 'Request time off' }).click();
    const form = page.getByRole('dialog', { name: /Request time off/ });
    await form.getByLabel('First day').fill(freeDay);
    await form.getByLabel('Last day').fill(addDays(freeDay, -1));
    await form.getByLabel('Hours').fill('0');
    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect(form.getByText('The last day must be on or after the first day.')).toBeVisible();
    await expect(form.getByText('Enter more than 0 hours.')).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('Last day').fill(freeDay);
    await form.getByLabel('Hours').fill('8');
    await form.getByLabel('Note').fill('Dentist in town');
    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('toast').filter({ hasText: 'Resource created successfully' })).toBeVisible();
    const mine = page.getByRole('row', { name: /Dentist in town/ });
    await expect(mine).toContainText('Pending');

    // Alex may not open Approvals (401 page), and the API refuses his token (403).
    await page.goto('/timecard/approval');
    await expect(page.getByText("You don't have permission to access this page.", { exact: false })).toBeVisible();
    expect((await page.request.get('/api/approvals', { headers: { authorization: alexAuth } })).status()).toBe(403);

    // Morgan, in his own browser, approves it.
    const morgan = await secondPerson(browser);
    await openSignedIn(morgan, '/timecard/approval', 'Morgan Lee');
    const request = morgan.getByRole('row', { name: /^Alex Rivera: Time off: Vacation, .*Dentist in town/ });
    const approvalSent = decisionSent(morgan, '/api/approvals/timeoff/');
    await request.getByRole('button', { name: 'Approve' }).click();
    // The row stays where it was and says what happened (issue #27 §1); the decision is held for its undo
    // window (ADR 0128), then sent: Alex is told once it has reached the server.
    await expect(request.getByRole('button', { name: 'Approved' })).toBeVisible();
    await expect(morgan.getByTestId('toast').filter({ hasText: 'Approved' })).toBeVisible();
    expect((await approvalSent).status()).toBe(200);

    // Alex's bell and page show the decision.
    await page.goto('/employee/timeoff');
    await expect(page.getByRole('row', { name: /Dentist in town/ })).toContainText('Approved');
    await expect(page.getByRole('row', { name: /Dentist in town/ })).toContainText('Morgan Lee');
    await page.getByRole('button', { name: 'Notifications, 5 unread' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Time off approved')).toBeVisible();
    await page.keyboard.press('Escape');

    // Alex fills in and submits this week.
    await page.goto('/timecard/mytime');
    await expect(page.getByRole('heading', { name: `Week of ${longDay(thisWeek, BROWSER_LOCALE)}` })).toBeVisible();
    const wednesday = page.getByRole('textbox', { name: /^24-117 Wed/ });
    await wednesday.fill('8');
    await expect(page.getByLabel('Week total')).toHaveText('22.5');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Resource updated successfully' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit week' }).click();
    await page.getByRole('dialog', { name: 'Submit this week?' }).getByRole('button', { name: 'Submit week' }).click();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(wednesday).toBeHidden();

    // Morgan returns it; a reason is required.
    await morgan.reload();
    const week = morgan.getByRole('row', { name: `Alex Rivera: Timecard, Week of ${longDay(thisWeek, BROWSER_LOCALE)}, 22.5 h` });
    await week.getByRole('button', { name: 'Return' }).click();
    const returnDialog = morgan.getByRole('dialog', { name: /Return timecard/ });
    await returnDialog.getByRole('button', { name: 'Return' }).click();
    await expect(returnDialog.getByText('Give a reason.')).toBeVisible();
    await returnDialog.getByLabel('Reason').fill('Wednesday belongs to 24-102');
    const returnSent = decisionSent(morgan, `/api/approvals/timecards/${encodeURIComponent('alex.rivera@contoso.test')}/${thisWeek}`);
    await returnDialog.getByRole('button', { name: 'Return' }).click();
    await expect(week.getByRole('button', { name: 'Returned' })).toBeVisible();
    await expect(morgan.getByTestId('toast').filter({ hasText: 'Timecard returned' })).toBeVisible();
    expect((await returnSent).status()).toBe(200);
    await morgan.context().close();

    // Alex sees the reason and can edit again.
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Returned by Morgan Lee: Wednesday belongs to 24-102' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^24-117 Wed/ })).toBeEditable();
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Timecard returned: Wednesday belongs to 24-102')).toBeVisible();
  });

  test('Harper, with no data, sees the honest empty states, and the 401 page for crew time', async ({ page }) => {
    await openSignedIn(page, '/employee/timeoff', 'Harper Quinn');
    await expect(page.getByText('You have no time-off requests.')).toBeVisible();
    await page.goto('/timecard/mytime');
    await expect(page.getByText('No hours entered this week.')).toBeVisible();
    await page.goto('/timecard/crew');
    await expect(page.getByText("You don't have permission to access this page.", { exact: false })).toBeVisible();
  });

  test("the dashboard lists what needs Morgan's attention, each linking to its page", async ({ page }) => {
    await openSignedIn(page, '/home', 'Morgan Lee');
    const attention = page.getByRole('list', { name: 'Needs your attention' });
    await expect(attention.getByRole('link', { name: '5 approvals waiting for you' })).toBeVisible();
    await attention.getByRole('link', { name: `Week of ${longDay(thisWeek, BROWSER_LOCALE)} to submit` }).click();
    await expect(page).toHaveURL(/\/timecard\/mytime$/);
  });

  test('a double click on Approve decides the row it was made on, and only that one (issue #27 §1)', async ({ page }) => {
    await openSignedIn(page, '/timecard/approval', 'Morgan Lee');
    const rows = page.getByRole('table', { name: 'Waiting for your approval' }).getByRole('row');
    await expect(rows.nth(1).getByRole('button', { name: 'Approve' })).toBeVisible();
    const count = await rows.count();
    const [first, second] = [await rows.nth(1).getAttribute('aria-label'), await rows.nth(2).getAttribute('aria-label')];
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/approvals/')) sent.push(r.url());
    });
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/approvals/'), SEND);
    // One dblclick at one spot: the second click lands wherever the first left the page.
    await rows.nth(1).getByRole('button', { name: 'Approve' }).dblclick();
    await expect(page.getByRole('row', { name: first! }).getByRole('button', { name: 'Approved' })).toBeVisible();
    await expect(page.getByRole('row', { name: second! }).getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: 'Approved' })).toHaveCount(1);
    // The decision is sent once its undo window closes (ADR 0128): one request, for the first row.
    expect((await answered).status()).toBe(200);
    expect(sent).toHaveLength(1);
    // The server holds one decision: after a reload exactly the first row is gone.
    await page.reload();
    await expect(page.getByRole('row', { name: second! })).toBeVisible();
    await expect(rows).toHaveCount(count - 1);
    await expect(page.getByRole('row', { name: first! })).toHaveCount(0);
  });

  test('two tabs decide one item: the second is told who did, on the row, and the queue is current on return (issue #27 §5, ADR 0172)', async ({ page, context }) => {
    await openSignedIn(page, '/timecard/approval', 'Morgan Lee');
    // A second tab opened from the first (it starts with a copy of the first's session).
    const opened = context.waitForEvent('page');
    await page.evaluate(() => void window.open('/timecard/approval'));
    const other = await opened;
    const name = await page.getByRole('table', { name: 'Waiting for your approval' }).getByRole('row').nth(1).getAttribute('aria-label');
    await expect(other.getByRole('row', { name: name! }).getByRole('button', { name: 'Approve' })).toBeVisible();
    const firstSent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/approvals/'), SEND);
    await page.getByRole('row', { name: name! }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('row', { name: name! }).getByRole('button', { name: 'Approved' })).toBeVisible();
    // The first tab's decision reaches the server when its undo window closes (ADR 0128).
    expect((await firstSent).status()).toBe(200);
    // The refused item is settled on its loaded page (ADR 0172: no page is read again for it).
    await other.getByRole('row', { name: name! }).getByRole('button', { name: 'Approve' }).click();
    await expect(other.getByRole('row', { name: name! }).getByRole('button', { name: /already approved by Morgan Lee/ })).toBeVisible(SEND);
    // Leaving and coming back shows the queue as it is.
    await other.goto('/home');
    await other.goto('/timecard/approval');
    await expect(other.getByRole('table', { name: 'Waiting for your approval' }).getByRole('row').first()).toBeVisible();
    await expect(other.getByRole('row', { name: name! })).toHaveCount(0);
  });
});
