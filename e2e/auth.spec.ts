import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { POPUP_BUTTON, signInWithPopup } from './helpers';

test.describe('sign-in', () => {
  test('guard sends a deep link to the login screen, and sign-in returns to the exact origin', async ({ page }) => {
    await page.goto('/settings?tab=1#notifications');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await expect(page.getByRole('heading', { name: 'Sign in to the Employee Portal' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await signInWithPopup(page, 'Alex Rivera');
    await expect(page).toHaveURL(/\/settings\?tab=1#notifications$/);

    // Reload keeps the session (MSAL cache in session storage).
    await page.reload();
    await expect(page).toHaveURL(/\/settings\?tab=1#notifications$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('/redirect opened by hand goes on to the site, or to /home when this tab is signed in (issue #26)', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await page.goto('/login');
    await signInWithPopup(page, 'Alex Rivera');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/redirect');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an authenticated visitor of /login is sent on to /home', async ({ page }) => {
    await page.goto('/login');
    await signInWithPopup(page, 'Alex Rivera');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('sign-out shows the message, then goes to the site root after 2 s', async ({ page }) => {
    await page.goto('/login');
    await signInWithPopup(page, 'Morgan Lee');
    await expect(page).toHaveURL(/\/home$/);
    // Waits for the sign-out popup's close from the moment it opens: it can close before the heading is checked.
    const popupClosed = page.waitForEvent('popup').then((popup) => (popup.isClosed() ? undefined : popup.waitForEvent('close')));
    await page.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Signing you out...' })).toBeVisible();
    await popupClosed;
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login/);
  });

  test('Cancel at the provider shows the error with Try Again, which works', async ({ page }) => {
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: POPUP_BUTTON }).click();
    const popup = await popupPromise;
    await popup.getByRole('button', { name: 'Cancel' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Authentication Error');
    await expect(alert).toContainText('Sign-in was cancelled.');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await signInWithPopup(page, 'Alex Rivera');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a blocked popup shows the spec text', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: POPUP_BUTTON }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Authentication popup was blocked. Please check your browser settings and allow popups for this site, or try refreshing the page to use redirect authentication.',
    );
  });

  test('a second click while signing in is ignored', async ({ page }) => {
    await page.goto('/login');
    const popups: Page[] = [];
    page.on('popup', (p) => popups.push(p));
    const first = page.waitForEvent('popup');
    await page.getByRole('button', { name: POPUP_BUTTON }).click();
    const popup = await first;
    await page.getByRole('button', { name: POPUP_BUTTON }).click();
    await popup.getByRole('button', { name: 'Alex Rivera' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(popups).toHaveLength(1);
  });

  test('closing the sign-in window ends the attempt without leaving the screen stuck', async ({ page }) => {
    await page.goto('/login');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: POPUP_BUTTON }).click();
    const popup = await popupPromise;
    await popup.close();
    await expect(page.getByRole('alert')).toContainText('The sign-in window was closed before sign-in finished.');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await signInWithPopup(page, 'Alex Rivera');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('sign-in by full-page redirect returns to the origin', async ({ page }) => {
    await page.goto('/help');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fhelp$/);
    await page.getByRole('button', { name: 'Sign in with a full-page redirect' }).click();
    await page.getByRole('button', { name: 'Pat Morgan' }).click();
    await expect(page).toHaveURL(/\/help$/, { timeout: 15_000 });
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('the start-up failure view appears when the identity provider is unreachable', async ({ page }) => {
    await page.route('http://localhost:4000/**', (route) => route.abort());
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Failed to initialize authentication' })).toBeVisible();
    await expect(page.getByText('Please check your environment variables and try refreshing')).toBeVisible();
    // The real cause, with the provider's address.
    await expect(page.getByText('The local identity provider at http://localhost:4000 could not be reached.', { exact: false })).toBeVisible();
  });
});
