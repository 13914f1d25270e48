/**
 * Approve Time that people trust (issue #26 §6, ADR 0128): Morgan approves one item, takes another back
 * with Undo before anything reaches the server, approves two together after a confirmation, and reads an
 * item's history — at 390 px (cards) and at 1440 px (a table); no sideways scroll at any width.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, openSignedIn } from './helpers';

/** A decision's send takes the undo window (5 s) and the server's answer. */
const SEND = { timeout: 15_000 };

const decisionSent = (page: Page, path: string) => page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST', SEND);

/** Every decision that leaves the page, by path. */
function recordDecisions(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/api/approvals/')) sent.push(decodeURIComponent(path));
  });
  return sent;
}

test.describe('Approve Time: undo, bulk approve, history (issue #26 §6)', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
  });

  for (const width of [390, 1440]) {
    test(`Morgan at ${width} px approves one item, undoes another, approves two after a confirmation and reads a history`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const sent = recordDecisions(page);
      await openSignedIn(page, '/timecard/approval', 'Morgan Lee');
      const phone = width <= 600;
      const item = (name: RegExp) => page.getByRole(phone ? 'listitem' : 'row', { name });
      const alexTimeOff = item(/^Alex Rivera: Time off: Vacation/);
      const patTimeOff = item(/^Pat Morgan: Time off: Vacation/);
      const oliviaTimeOff = item(/^Olivia Chen: Time off: Personal/);
      const alexWeek = item(/^Alex Rivera: Timecard/);
      await expect(alexTimeOff.getByRole('button', { name: 'Approve' })).toBeVisible();
      if (phone) {
        await expect(page.getByRole('list', { name: 'Waiting for your approval' })).toBeVisible();
        // Each card's actions are on screen and big enough for a finger.
        for (const button of [alexTimeOff.getByRole('button', { name: 'Approve' }), alexTimeOff.getByRole('button', { name: 'Deny' }), alexWeek.getByRole('button', { name: 'Return' })]) {
          await button.scrollIntoViewIfNeeded();
          const box = await button.boundingBox();
          expect(box?.height).toBeGreaterThanOrEqual(44);
          expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
          expect(box?.x).toBeGreaterThanOrEqual(0);
        }
      } else {
        await expect(page.getByRole('table', { name: 'Waiting for your approval' })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // One approval: held on its row with Undo, its toast with Undo; sent when the window closes.
      const approval = decisionSent(page, '/api/approvals/timeoff/to-1');
      await alexTimeOff.getByRole('button', { name: 'Approve' }).click();
      await expect(alexTimeOff.getByRole('button', { name: 'Approved' })).toBeVisible();
      await expect(alexTimeOff.getByRole('button', { name: 'Undo' })).toBeVisible();
      const toast = page.getByTestId('toast').filter({ hasText: "Alex Rivera's time off" });
      await expect(toast).toContainText('Approved');
      await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();
      expect((await approval).status()).toBe(200);
      await expect(alexTimeOff.getByRole('button', { name: 'Undo' })).toHaveCount(0);
      await expect(alexTimeOff.getByRole('button', { name: 'Approved' })).toBeVisible();

      // Another, taken back with the toast's Undo: the row gets its buttons back.
      await patTimeOff.getByRole('button', { name: 'Approve' }).click();
      await page.getByTestId('toast').filter({ hasText: "Pat Morgan's time off" }).getByRole('button', { name: 'Undo' }).click();
      await expect(patTimeOff.getByRole('button', { name: 'Approve' })).toBeVisible();
      await expect(patTimeOff.getByRole('button', { name: 'Deny' })).toBeVisible();

      // Two together: ticked (one by keyboard), confirmed in a dialog that says how many of whom.
      await oliviaTimeOff.getByRole('checkbox', { name: /^Select Olivia Chen: Time off: Personal/ }).check();
      await alexWeek.getByRole('checkbox', { name: /^Select Alex Rivera: Timecard, Week of/ }).focus();
      await page.keyboard.press('Space');
      await expect(alexWeek.getByRole('checkbox')).toBeChecked();
      await page.getByRole('button', { name: 'Approve selected (2)' }).click();
      const confirm = page.getByRole('dialog', { name: 'Approve 2 items?' });
      await expect(confirm).toContainText('You are approving 2 items of Olivia Chen and Alex Rivera.');
      await expectNoAxeViolations(page);
      await testInfo.attach(`approvals-confirm-${width}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      const bulk = Promise.all([decisionSent(page, '/api/approvals/timeoff/to-6'), page.waitForResponse((r) => r.url().includes('/api/approvals/timecards/') && r.request().method() === 'POST', SEND)]);
      await confirm.getByRole('button', { name: 'Approve 2 items' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: '2 items approved' })).toBeVisible();
      await expect(page.getByTestId('toast').filter({ hasText: '2 items approved' })).toHaveCount(1);
      await testInfo.attach(`approvals-held-${width}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      expect((await bulk).map((r) => r.status())).toEqual([200, 200]);
      await expect(oliviaTimeOff.getByRole('button', { name: 'Approved' })).toBeVisible();
      await expect(alexWeek.getByRole('button', { name: 'Approved' })).toBeVisible();

      // The history of the approved request: asked, then approved by Morgan, with when.
      await alexTimeOff.getByRole('button', { name: /^History: Alex Rivera, Time off/ }).click();
      const history = page.getByRole('dialog', { name: /^History: Alex Rivera, Time off: Vacation/ });
      const steps = history.getByRole('list', { name: 'History' }).getByRole('listitem');
      await expect(steps).toHaveCount(2);
      await expect(steps.nth(0)).toContainText(/^Requested by Alex Rivera, /);
      await expect(steps.nth(1)).toContainText(/^Approved by Morgan Lee, /);
      await expect(steps.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await testInfo.attach(`approvals-history-${width}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      await history.getByRole('button', { name: 'Close' }).click();

      // Pat's time off never reached the server: after a reload it is still waiting, and only the sent three are gone.
      expect(sent.filter((p) => p.includes('to-5'))).toEqual([]);
      expect(sent).toHaveLength(3);
      await expectNoSidewaysScroll(page);
      await testInfo.attach(`approvals-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      await page.reload();
      // (A reload signs in from the cache and reads the queue again: slower than a click on a busy machine.)
      await expect(patTimeOff.getByRole('button', { name: 'Approve' })).toBeVisible(SEND);
      await expect(alexTimeOff).toHaveCount(0);
      await expect(oliviaTimeOff).toHaveCount(0);
      await expect(alexWeek).toHaveCount(0);
    });
  }

  test('a held decision is sent when the page is left (pagehide) at once, not lost', async ({ page }) => {
    const queueRead = page.waitForRequest((r) => r.url().endsWith('/api/approvals'));
    await openSignedIn(page, '/timecard/approval', 'Morgan Lee');
    const authorization = (await queueRead).headers().authorization ?? '';
    const week = page.getByRole('row', { name: /^Olivia Chen: Timecard/ });
    await week.getByRole('button', { name: 'Approve' }).click();
    await expect(week.getByRole('button', { name: 'Undo' })).toBeVisible();
    // Leaving the page (a full navigation: pagehide) sends it now, with a request that outlives the page.
    await page.goto('/home');
    await expect
      .poll(async () => ((await (await page.request.get('/api/approvals', { headers: { authorization } })).json()) as { items: { id: string }[] }).items.map((i) => i.id).some((id) => id.startsWith('timecard:olivia')))
      .toBe(false);
  });

  test('no sideways scroll at 320, 768 and 1024 px, each item with its actions on screen', async ({ page }) => {
    await openSignedIn(page, '/timecard/approval', 'Morgan Lee');
    for (const width of [320, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const approve = page.getByRole('button', { name: 'Approve', exact: true });
      await expect(approve).toHaveCount(5);
      await expectNoSidewaysScroll(page);
      for (const button of await approve.all()) {
        const box = await button.boundingBox();
        expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        if (width <= 600) expect(box?.height).toBeGreaterThanOrEqual(44);
      }
    }
  });

  // More than one page waiting (issue #49 §1, ADR 0172): the first page shows at once with the count of every
  // item; scrolling to the end of the list loads the next page, announced politely, with no item listed twice.
  for (const width of [390, 1440]) {
    test(`at ${width} px scrolling to the end of the list loads the next page`, async ({ page }) => {
      test.setTimeout(120_000);
      expect((await page.request.post('/__mock/seed?set=queue&count=150')).status()).toBe(204);
      await page.setViewportSize({ width, height: 900 });
      const pages: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (r.method() === 'GET' && url.pathname === '/api/approvals') pages.push(url.search);
      });
      await openSignedIn(page, '/timecard/approval', 'Morgan Lee');
      const phone = width <= 600;
      // The demo's 3 requests and 2 weeks and the 150 of the seed.
      await expect(page.getByText('155 waiting, 100 loaded')).toBeVisible();
      const status = page.getByRole('status').filter({ hasText: /^Loaded/ });
      await expect(status).toHaveText('Loaded 100 of 155.');
      await expect(status).toHaveAttribute('aria-live', 'polite');
      const items = phone ? page.getByRole('list', { name: 'Waiting for your approval' }).getByRole('listitem') : page.locator('main tbody tr[data-index]');
      // Scrolled to the end of what is loaded: the next page comes, and its rows after the first page's.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByText('155 waiting', { exact: true })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      expect(pages.filter((search) => search.includes('after='))).toHaveLength(1);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(items.last()).toHaveAttribute('data-index', '154');
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  }
});
