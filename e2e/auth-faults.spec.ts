import { expect, test } from './fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { openSignedIn, POPUP_BUTTON, signInWithPopup } from './helpers';

/**
 * Issue #12: auth faults end in seconds, in their spec'd state. The identity provider is cut off with
 * route aborts (context-wide, so popups are cut off too). Bounds are generous but finite polling timeouts.
 */
const IDP = 'http://localhost:4000/**';

const sessionKeys = (page: Page) => page.evaluate(() => Object.keys(window.sessionStorage));
const cutOff = (context: BrowserContext) => context.route(IDP, (route) => route.abort());

/** At / within its bound, session storage empty, and (provider back) the portal asks for sign-in. */
async function expectSignedOutAtRoot(page: Page, context: BrowserContext): Promise<void> {
  // Provider check (≤ 2 s) + the spec's 3 s error delay.
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  await expect.poll(() => sessionKeys(page)).toEqual([]);
  await context.unroute(IDP);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
}

test.describe('auth faults', () => {
  test('sign-out with the provider unreachable reaches / and clears session storage', async ({ page, context }) => {
    await openSignedIn(page, '/home', 'Alex Rivera');
    expect((await sessionKeys(page)).some((k) => k.startsWith('msal.'))).toBe(true);
    await cutOff(context);
    await page.keyboard.press('Control+Shift+L');
    await expect(page.getByRole('heading', { name: 'Signing you out...' })).toBeVisible();
    await expectSignedOutAtRoot(page, context);
  });

  test('/logout opened while the provider is unreachable reaches / and leaves nobody signed in', async ({ page, context }) => {
    await openSignedIn(page, '/home', 'Alex Rivera');
    await cutOff(context);
    await page.goto('/logout');
    await expectSignedOutAtRoot(page, context);
  });

  test('a sign-in whose token request fails shows a plain sentence and the code, no library text', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: POPUP_BUTTON })).toBeEnabled();
    await context.route('http://localhost:4000/token**', (route) => route.abort());
    await signInWithPopup(page, 'Alex Rivera');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Authentication service not available', { timeout: 10_000 });
    await expect(alert).toContainText('Error code: post_request_failed');
    await expect(alert).not.toContainText('aka.ms');
    await expect(alert).not.toContainText('http');
    await context.unroute('http://localhost:4000/token**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await signInWithPopup(page, 'Alex Rivera');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('tabs in step', () => {
  test('a theme change follows to the other tab, and signing out in one tab signs out the other', async ({ page, context }) => {
    await openSignedIn(page, '/home', 'Alex Rivera');
    const other = await context.newPage();
    await openSignedIn(other, '/settings', 'Alex Rivera');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(other.getByRole('button', { name: 'Switch to light mode' })).toBeVisible({ timeout: 3_000 });

    await page.keyboard.press('Control+Shift+L');
    // The other tab is signed out, back at the login screen with its own session storage cleared.
    await expect(other).toHaveURL(/\/login/, { timeout: 3_000 });
    await expect.poll(() => sessionKeys(other), { timeout: 3_000 }).toEqual([]);
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
    await other.reload();
    await expect(other).toHaveURL(/\/login/);
    await other.close();
  });

  for (const [name, corrupt] of [
    ['an account list that is not JSON', (keys: string[]) => keys.filter((k) => k.endsWith('.account.keys')).map((k) => [k, '{not json'] as const)],
    ['a token list of the wrong type', (keys: string[]) => keys.filter((k) => k.includes('.token.keys')).map((k) => [k, '{"idToken":"x","accessToken":7,"refreshToken":null}'] as const)],
    ['a token list that is a string', (keys: string[]) => keys.filter((k) => k.includes('.token.keys')).map((k) => [k, '"a string"'] as const)],
  ] as const) {
    test(`a corrupted MSAL entry (${name}) is cleared and start-up recovers: the person signs in again (issue #27 §2)`, async ({ page }) => {
      await openSignedIn(page, '/home', 'Alex Rivera');
      const entries = corrupt(await sessionKeys(page));
      expect(entries.length).toBeGreaterThan(0);
      await page.evaluate((pairs) => pairs.forEach(([key, value]) => window.sessionStorage.setItem(key, value)), entries);
      await page.reload();
      // Either MSAL reads past the entry (still signed in) or start-up cleared the tab's cache and asks to sign in.
      const login = page.getByRole('heading', { name: 'Sign in to the Employee Portal' });
      await expect(page.getByRole('navigation', { name: 'Portal' }).or(login)).toBeVisible();
      await expect(page.getByText('Failed to initialize authentication')).toHaveCount(0);
      if (await login.isVisible()) await signInWithPopup(page, 'Alex Rivera');
      await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
      // And the portal works: a page's data arrives with a token.
      await page.goto('/employee/timeoff');
      // Its first reads wait for the renewed token and the service (bounded like the prompt below).
      await expect(page.getByRole('table').first()).toBeVisible({ timeout: 15_000 });
    });
  }

  test('with the provider unreachable, a signed-in person who reloads keeps working on cached tokens; a new visitor gets the failure view (issue #27 §3)', async ({ page, context, browser }) => {
    await openSignedIn(page, '/timecard/approval', 'Morgan Lee');
    await cutOff(context);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sign-in is unavailable right now' })).toBeVisible();
    // The page's data still loads: the API takes the cached token.
    await expect(page.getByRole('table', { name: 'Waiting for your approval' })).toBeVisible();

    const stranger = await browser.newContext();
    await cutOff(stranger);
    const visitor = await stranger.newPage();
    await visitor.goto('/home');
    await expect(visitor.getByRole('heading', { name: 'Failed to initialize authentication' })).toBeVisible();
    await expect(visitor.getByText('could not be reached', { exact: false })).toBeVisible();
    await stranger.close();
  });

  test('a tab opened from a signed-in tab follows its sign-out within a second (issue #27 §4)', async ({ page, context }) => {
    await openSignedIn(page, '/home', 'Alex Rivera');
    const opened = context.waitForEvent('page');
    await page.evaluate(() => void window.open('/settings'));
    const other = await opened;
    await expect(other.getByRole('navigation', { name: 'Portal' })).toBeVisible();
    await page.keyboard.press('Control+Shift+L');
    // Bounded like the separately signed-in tab above (it stayed signed in for 10 s and more before).
    await expect(other).toHaveURL(/\/login/, { timeout: 3_000 });
    await expect.poll(() => sessionKeys(other), { timeout: 3_000 }).toEqual([]);
  });

  test('an expired session over an open dialog: one prompt, reachable by keyboard, no toasts or inline failures (issue #27 §6)', async ({ page, context }) => {
    await openSignedIn(page, '/home', 'Morgan Lee');
    await expect(page.getByRole('list', { name: 'Needs your attention' })).toBeVisible();
    // The session ends: no session at the provider first, and its token endpoint refuses the refresh token as an
    // ended session's (so a renewal the page starts meanwhile fails too), then no access or refresh token in this tab,
    // and the API refuses the access token the page still holds in memory (ADR 0096): its 401 makes the page ask
    // MSAL for a new one, which needs the ended session.
    await context.clearCookies();
    await context.route('**/api/**', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'The token is no longer accepted.' }) }));
    await context.route('http://localhost:4000/token**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_grant', error_description: 'The session has ended.' }) }),
    );
    await page.evaluate(() => {
      for (const key of Object.keys(window.sessionStorage).filter((k) => k.includes('.token.keys'))) {
        const lists = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { accessToken?: string[]; refreshToken?: string[] };
        for (const credential of [...(lists.accessToken ?? []), ...(lists.refreshToken ?? [])]) window.sessionStorage.removeItem(credential);
        window.sessionStorage.setItem(key, JSON.stringify({ ...lists, accessToken: [], refreshToken: [] }));
      }
    });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).or(page.getByRole('alert').filter({ hasText: 'Your session has expired' }))).toBeVisible();
    // The panel's Refresh asks the API. Found by its label, not its dialog's role: any call the page makes meanwhile
    // (the stream, a poll) may meet the ended session first, and the prompt then puts the dialog behind its layer.
    await page.locator('[role="dialog"] button[aria-label="Refresh"]').first().click();
    const prompt = page.getByRole('alert').filter({ hasText: 'Your session has expired' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    const signInAgain = prompt.getByRole('button', { name: 'Sign in again' });
    // Tab from the dialog reaches it (the dialog no longer keeps focus in while the prompt is up).
    // (The dialog is behind the prompt's layer now, so it is found by its label, not its role.)
    await page.locator('[role="dialog"] button[aria-label="Refresh"]').first().focus();
    let reached = false;
    for (let i = 0; i < 30 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await signInAgain.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    // One message: no error toast, no inline failure beside it.
    await expect(page.getByTestId('toast').filter({ hasText: 'Authentication Error' })).toHaveCount(0);
    await expect(page.getByText(/^Failed to load/)).toHaveCount(0);
  });
});
