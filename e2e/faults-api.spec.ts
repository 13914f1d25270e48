/**
 * The API fault matrix (issue #12, ADR 0090): every fault × the notifications list query and each
 * notifications mutation, against the production build signed in through the local provider. Faults
 * are injected by intercepting the requests in the page; time runs on Playwright's fake clock, so
 * backoff waits and the 30 s timeout cost no real time. For each cell: how many requests were sent,
 * the one toast (title and text, never "×2"), the rollback, and no control left disabled.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';
import { seedNotifications } from '../src/shared/demo/notifications.ts';

interface Fault {
  name: string;
  /** Answers the intercepted request; `hang` never answers. */
  respond: ((route: Route) => Promise<void>) | 'hang';
  attempts: number;
  title: string;
  message: string;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });

const NETWORK = 'Network connection failed. Please check your internet connection.';
const SERVER = 'Server error occurred. Please try again later.';

/** Spec §8 texts; attempts per ADR 0090 (retryable: 1 + 3 retries; 401: one resend with a fresh token). */
const FAULTS: Fault[] = [
  { name: 'network failure', respond: (route) => route.abort('internetdisconnected'), attempts: 4, title: 'Network Error', message: NETWORK },
  { name: 'abort', respond: (route) => route.abort('aborted'), attempts: 4, title: 'Network Error', message: NETWORK },
  { name: '30 s timeout', respond: 'hang', attempts: 1, title: 'Request Timeout', message: 'Request timed out. Please try again.' },
  { name: '401', respond: json(401, { message: 'Token expired' }), attempts: 2, title: 'Authentication Error', message: 'Authentication failed. Please log in again.' },
  { name: '403', respond: json(403, {}), attempts: 1, title: 'Validation Error', message: 'You do not have permission to do this.' },
  { name: '404', respond: json(404, { message: 'Notification not found' }), attempts: 1, title: 'Validation Error', message: 'Notification not found' },
  { name: '422 with a message', respond: json(422, { message: 'This notification cannot be changed' }), attempts: 1, title: 'Validation Error', message: 'This notification cannot be changed' },
  { name: '429 with Retry-After', respond: json(429, { message: 'Too many requests' }, { 'Retry-After': '2' }), attempts: 2, title: 'Validation Error', message: 'Too many requests' },
  { name: '500', respond: json(500, { message: 'boom' }), attempts: 4, title: 'Server Error', message: SERVER },
  { name: '503', respond: json(503, {}), attempts: 4, title: 'Server Error', message: SERVER },
];

const STILL_TRYING = 'Still trying';
const SEED = JSON.stringify(seedNotifications());

/** Intercepts `method url` with the fault and counts what reaches it; `off` removes just this interception. */
async function inject(page: Page, url: string, method: string, fault: Fault): Promise<{ count: () => number; off: () => Promise<void> }> {
  let count = 0;
  const handler = async (route: Route) => {
    if (route.request().method() !== method) {
      await route.fallback();
      return;
    }
    count += 1;
    if (fault.respond !== 'hang') await fault.respond(route);
  };
  await page.route(url, handler);
  return { count: () => count, off: () => page.unroute(url, handler) };
}

const toasts = (page: Page) => page.getByTestId('toast');
// Toasts sit outside the (aria-modal) panel and are not live regions themselves (one announcer speaks them),
// so they are found by test id, and an error toast by its type.
const errorToast = (page: Page) => page.locator('[data-testid="toast"][data-toast-type="error"]');

/** Moves the fake clock on, a second at a time, until the call has failed (its error toast is up). */
async function runUntilErrorToast(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await errorToast(page).count()) > 0) return true;
        await page.clock.fastForward(1_000);
        return false;
      },
      { timeout: 60_000, intervals: [20] },
    )
    .toBe(true);
}

/** Exactly one toast, the fault's, shown once; the "Still trying" notice is gone. */
async function expectOneToast(page: Page, fault: Fault): Promise<void> {
  await expect(toasts(page)).toHaveCount(1);
  const toast = toasts(page).first();
  await expect(toast).toContainText(fault.title);
  await expect(toast).toContainText(fault.message);
  await expect(toast.getByLabel(/shown \d+ times/)).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: STILL_TRYING })).toHaveCount(0);
}

async function closeToasts(page: Page): Promise<void> {
  for (const close of await toasts(page).getByRole('button', { name: /^Close /, includeHidden: true }).all()) await close.click();
  await expect(toasts(page), (await toasts(page).allTextContents()).join(' | ')).toHaveCount(0);
}

/** A hung call says so well before its 30 s are up. */
async function expectStillTryingAt5s(page: Page): Promise<void> {
  await page.clock.fastForward(4_000);
  await expect(toasts(page).filter({ hasText: STILL_TRYING })).toHaveCount(0);
  await page.clock.fastForward(1_100);
  await expect(toasts(page).filter({ hasText: STILL_TRYING })).toContainText('The server is slow to answer.');
  // On to well before the call's 30 s are up: still no error. (The fake clock also runs on in real time, and the
  // checks above take real time on a busy machine: 20 s, not 24, leaves them a few seconds.)
  await page.clock.fastForward(20_000);
  await expect(errorToast(page)).toHaveCount(0);
}

async function expectEnabled(...controls: Locator[]): Promise<void> {
  for (const control of controls) await expect(control).toBeEnabled();
}

test.describe('API fault matrix (fake clock)', () => {
  test.setTimeout(180_000);

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('notifications list query: each fault is sent as often as ADR 0090 says, toasted once, and leaves Try again and Refresh usable', async ({ page }) => {
    await openSignedIn(page, '/home', 'Alex Rivera');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const [first, ...others] = [FAULTS.find((f) => f.name === '401') ?? FAULTS[0]!, ...FAULTS.filter((f) => f.name !== '401')];
    await test.step(`${first.name}, on the first load; the panel mounts after the failure`, async () => {
      // The bell's request fails, then the lazily loaded panel mounts: it must not send the call again.
      const seen = await inject(page, '**/api/notifications', 'GET', first);
      await page.reload();
      await runUntilErrorToast(page);
      await expectOneToast(page, first);
      await page.getByRole('button', { name: 'Notifications' }).click();
      await expect(panel.getByText('Failed to load notifications')).toBeVisible();
      await expectEnabled(panel.getByRole('button', { name: 'Try again' }), panel.getByRole('button', { name: 'Refresh' }));
      expect(seen.count()).toBe(first.attempts);
      await expect(toasts(page).getByLabel(/shown \d+ times/)).toHaveCount(0);
      await closeToasts(page);
      await seen.off();
    });
    for (const fault of others) {
      await test.step(`${fault.name}, on Try again`, async () => {
        const seen = await inject(page, '**/api/notifications', 'GET', fault);
        await panel.getByRole('button', { name: 'Try again' }).click();
        if (fault.respond === 'hang') {
          await expect(panel.getByText('Loading notifications...')).toBeVisible();
          await expectStillTryingAt5s(page);
        }
        await runUntilErrorToast(page);
        await expectOneToast(page, fault);
        await expect(panel.getByText('Failed to load notifications')).toBeVisible();
        await expectEnabled(panel.getByRole('button', { name: 'Try again' }), panel.getByRole('button', { name: 'Refresh' }));
        expect(seen.count()).toBe(fault.attempts);
        await closeToasts(page);
        await seen.off();
      });
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  interface Mutation {
    name: string;
    url: string;
    method: 'PUT' | 'DELETE';
    act: (page: Page, panel: Locator) => Promise<void>;
    /** What the person sees while the call is running (optimistic). */
    pending: (panel: Locator) => Locator;
    /** The list as before the click, and the control usable again. */
    rolledBack: (panel: Locator) => Locator[];
  }

  const MUTATIONS: Mutation[] = [
    {
      name: 'mark as read',
      url: '**/api/notifications/n-1/read',
      method: 'PUT',
      act: (_page, panel) => panel.getByRole('button', { name: 'Mark Timecard approval due as read' }).click(),
      pending: (panel) => panel.getByRole('tab', { name: 'Unread (3)' }),
      rolledBack: (panel) => [panel.getByRole('article', { name: 'Timecard approval due, unread' }), panel.getByRole('tab', { name: 'Unread (4)' }), panel.getByRole('button', { name: 'Mark Timecard approval due as read' })],
    },
    {
      name: 'mark all read',
      url: '**/api/notifications/read',
      method: 'PUT',
      act: (_page, panel) => panel.getByRole('button', { name: 'Mark all read' }).click(),
      pending: (panel) => panel.getByRole('tab', { name: 'Unread (0)' }),
      rolledBack: (panel) => [panel.getByRole('tab', { name: 'Unread (4)' }), panel.getByRole('button', { name: 'Mark all read' })],
    },
    {
      name: 'dismiss',
      url: '**/api/notifications/n-2',
      method: 'DELETE',
      act: (_page, panel) => panel.getByRole('button', { name: 'Dismiss Holiday schedule posted' }).click(),
      pending: (panel) => panel.getByRole('tab', { name: 'All (5)' }),
      rolledBack: (panel) => [panel.getByRole('tab', { name: 'All (6)' }), panel.getByRole('button', { name: 'Dismiss Holiday schedule posted' })],
    },
    {
      name: 'clear all',
      url: '**/api/notifications',
      method: 'DELETE',
      act: async (page, panel) => {
        await panel.getByRole('button', { name: 'Clear all' }).click();
        await page.getByRole('dialog', { name: 'Clear all notifications' }).getByRole('button', { name: 'Clear all' }).click();
      },
      pending: (panel) => panel.getByText('No notifications'),
      rolledBack: (panel) => [panel.getByRole('tab', { name: 'All (6)' }), panel.getByRole('button', { name: 'Clear all' })],
    },
  ];

  test('each notifications mutation: every fault rolls back, is toasted once, and leaves every control usable', async ({ page }) => {
    // A fixed list: the faults never reach the mock API, so its data stays as seeded.
    await page.route('**/api/notifications', (route) => (route.request().method() === 'GET' ? route.fulfill({ contentType: 'application/json', body: SEED }) : route.fallback()));
    await openSignedIn(page, '/home', 'Alex Rivera');
    await page.getByRole('button', { name: 'Notifications, 4 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('tab', { name: 'All (6)' })).toBeVisible();
    for (const mutation of MUTATIONS) {
      for (const fault of FAULTS) {
        await test.step(`${mutation.name} × ${fault.name}`, async () => {
          const seen = await inject(page, mutation.url, mutation.method, fault);
          await mutation.act(page, panel);
          if (fault.respond === 'hang') {
            await expect(mutation.pending(panel)).toBeVisible();
            await expectStillTryingAt5s(page);
            // Still shown as pending, with the notice, not as done.
            await expect(mutation.pending(panel)).toBeVisible();
          }
          await runUntilErrorToast(page);
          await expectOneToast(page, fault);
          for (const visible of mutation.rolledBack(panel)) await expect(visible).toBeVisible();
          await expectEnabled(panel.getByRole('button', { name: 'Refresh' }), panel.getByRole('button', { name: 'Clear all' }), ...mutation.rolledBack(panel).slice(-1));
          expect(seen.count()).toBe(fault.attempts);
          await closeToasts(page);
          await seen.off();
        });
      }
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

/** A 20,000-character word: no break opportunity anywhere. */
const WORD = 'W'.repeat(20_000);

/** The element scrolls nothing sideways: its content fits its box. */
async function expectNoSidewaysOverflow(locator: Locator): Promise<void> {
  const overflow = await locator.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function expectPageFitsViewport(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('hostile text stays in its box (ADR 0093)', () => {
  test('a 20,000-character word in a notification, a toast, search, the profile and help wraps or is clamped, with the whole text in the page', async ({ page }) => {
    const [first, ...rest] = seedNotifications();
    await page.route('**/api/notifications', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ ...first, title: WORD, message: WORD }, ...rest]) }) : route.fallback(),
    );
    await page.route('**/api/notifications/n-2/read', json(422, { message: WORD }));
    await page.route('**/v1.0/me', json(200, { id: 'me', displayName: 'Alex Rivera', jobTitle: WORD, mobilePhone: null, businessPhones: [], officeLocation: null }));
    await openSignedIn(page, '/home', 'Alex Rivera');

    // Notifications panel: the row wraps and clamps inside the 420 px panel; the whole title is in the DOM.
    await page.getByRole('button', { name: 'Notifications, 4 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const feed = panel.getByRole('feed', { name: 'Notifications' });
    await expect(feed.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectNoSidewaysOverflow(feed);
    expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(420.5);
    expect(await feed.getByRole('heading', { level: 3 }).first().evaluate((el) => el.textContent.length)).toBe(20_000);

    // A toast whose message is one long word stays 384 px wide, text clamped, all of it in the DOM.
    await panel.getByRole('button', { name: 'Mark Holiday schedule posted as read' }).click();
    const toast = toasts(page).filter({ hasText: 'Validation Error' });
    await expect(toast).toBeVisible();
    expect((await toast.boundingBox())?.width).toBeLessThanOrEqual(384.5);
    await expectNoSidewaysOverflow(toast.locator('.MuiAlert-message'));
    expect(await toast.evaluate((el, word) => el.textContent.includes(word), WORD)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expectPageFitsViewport(page);

    // Search: the "no results" line for a long query wraps inside the dropdown.
    const search = page.getByRole('combobox', { name: 'Search portal' });
    await search.fill(WORD);
    const noResults = page.getByRole('status').filter({ hasText: 'No results found for' });
    await expect(noResults).toBeVisible();
    await expectNoSidewaysOverflow(noResults.locator('xpath=..'));
    await expectPageFitsViewport(page);
    await search.press('Escape');

    // Profile: a job title from Graph of one long word wraps inside its table.
    await page.goto('/employee/profile');
    const title = page.getByRole('row', { name: /^Title/ });
    await expect(title).toBeVisible();
    await expectNoSidewaysOverflow(page.getByRole('table').first().locator('xpath=..'));
    await expectPageFitsViewport(page);

    // Help: a long search does not widen the page.
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill(WORD);
    await expect(page.getByText('No articles match your search.')).toBeVisible();
    await expectPageFitsViewport(page);
  });
});
