import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openSignedIn } from './helpers';

async function seed(page: Page, set: 'default' | 'many' | 'empty') {
  const response = await page.request.post(`/__mock/seed?set=${set}`);
  expect(response.status()).toBe(204);
}

test.describe('notifications against the mock API with a real token', () => {
  test('the full notifications flow', async ({ page }) => {
    await seed(page, 'default');
    await openSignedIn(page, '/home', 'Alex Rivera');
    const bell = page.getByRole('button', { name: 'Notifications, 4 unread' });
    await expect(bell).toHaveText('4');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('tab', { name: 'All (6)' })).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'Unread (4)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A click on an item marks it read; the per-item buttons mark read and dismiss.
    await panel.getByRole('button', { name: /^Timecard due/ }).click();
    await expect(panel.getByRole('tab', { name: 'Unread (3)' })).toBeVisible();
    await panel.getByRole('button', { name: 'Mark Holiday schedule posted as read' }).click();
    await expect(panel.getByRole('tab', { name: 'Unread (2)' })).toBeVisible();
    await panel.getByRole('button', { name: 'Dismiss New message from Dana' }).click();
    await expect(panel.getByRole('tab', { name: 'All (5)' })).toBeVisible();

    // The server kept it: a reload shows the same counts.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeHidden();
    await panel.getByRole('tab', { name: 'Unread (0)' }).click();
    await expect(panel.getByText('No unread notifications')).toBeVisible();
    await panel.getByRole('button', { name: 'View all notifications' }).click();

    // Clear all: a destructive confirmation first.
    await panel.getByRole('button', { name: 'Clear all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear all notifications' });
    await expect(confirm).toContainText('Are you sure you want to clear all notifications? This action cannot be undone.');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Clear all' }).click();
    await expect(panel.getByText('No notifications')).toBeVisible();
    // The toast lives outside the (aria-modal) panel, so find it by its test id rather than its role.
    await expect(page.getByTestId('toast').filter({ hasText: 'Resource deleted successfully' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('a toast is spoken inside the open panel (the page behind it is aria-hidden), never twice, and in the page again once it is closed', async ({ page }) => {
    await seed(page, 'default');
    await openSignedIn(page, '/settings', 'Alex Rivera');
    // Found through Chromium's accessibility tree: a role query leaves out anything aria-hidden.
    const pageStatus = page.getByRole('status').and(page.getByTestId('toast-announcer-polite'));
    const pageAlert = page.getByRole('alert').and(page.getByTestId('toast-announcer-assertive'));
    await page.getByRole('button', { name: 'Show a sample toast' }).click();
    await expect(pageStatus).toHaveText('Sample notification. Toasts appear here.');
    // Closed, so the sample raised at the end is a new toast (an identical one still showing would stack, unspoken).
    await page.getByRole('button', { name: 'Close Sample notification' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(0);

    await page.getByRole('button', { name: 'Notifications, 4 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('tab', { name: 'All (6)' })).toBeVisible();
    // The regions moved into the panel, empty: the sample toast is not read out again.
    const panelStatus = panel.getByRole('status').and(page.getByTestId('toast-announcer-polite'));
    const panelAlert = panel.getByRole('alert').and(page.getByTestId('toast-announcer-assertive'));
    await expect(panelStatus).toHaveText('');
    await expect(panelAlert).toHaveText('');
    await expect(page.getByTestId('toast-announcer-polite')).toHaveCount(1);

    // A refresh the server refuses (403: no retries) raises an error toast while the panel is open.
    await page.route('**/api/notifications', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{}' }), { times: 1 });
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('[data-testid="toast"][data-toast-type="error"]')).toContainText('You do not have permission to do this.');
    await expect(panel).toMatchAriaSnapshot(`
      - dialog "Notifications":
        - heading "Notifications" [level=2]
        - alert: "Validation Error. You do not have permission to do this."
    `);
    await expect(panelAlert).toHaveText('Validation Error. You do not have permission to do this.');
    await expect(panelStatus).toHaveText('');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // Back in the page, empty again: the refresh error is not said a second time.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(pageAlert).toHaveText('');
    await expect(pageStatus).toHaveText('');
    await page.getByRole('button', { name: 'Show a sample toast' }).click();
    await expect(pageStatus).toHaveText('Sample notification. Toasts appear here.');
    await expect(page.getByTestId('toast-announcer-polite')).toHaveCount(1);
  });

  test('more than 99 unread shows 99+', async ({ page }) => {
    await seed(page, 'many');
    await openSignedIn(page, '/home', 'Alex Rivera');
    await expect(page.getByRole('button', { name: 'Notifications, 120 unread' })).toHaveText('99+');
    await seed(page, 'default');
  });

  test('an invalid token ends in the auth error text', async ({ page }) => {
    await seed(page, 'default');
    await page.route('**/api/notifications', (route) => route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer not-a-real-token' } }));
    await openSignedIn(page, '/home', 'Alex Rivera');
    const toast = page.getByTestId('toast').filter({ hasText: 'Authentication Error' });
    await expect(toast).toContainText('Authentication failed. Please log in again.');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Failed to load notifications')).toBeVisible();
  });
});

test.describe('secure PIN gate and toasts', () => {
  test('by keyboard: wrong PINs stack one toast with a counter that pauses on hover; the right PIN opens the details', async ({ page }) => {
    await seed(page, 'default');
    await openSignedIn(page, '/employee/profile', 'Alex Rivera');
    await page.getByRole('button', { name: 'Show sensitive details' }).click();
    const gate = page.getByRole('dialog', { name: 'Secure Authentication Required' });
    await expect(gate).toContainText('Demo PIN: 2468');
    await expectNoAxeViolations(page);
    await page.keyboard.type('1111');
    await expect(gate.getByRole('textbox', { name: 'PIN character 1 of 4' })).toBeFocused();
    await page.keyboard.type('1111');
    const toast = page.getByTestId('toast').filter({ hasText: 'Authentication Failed' });
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('×2');
    await expect(toast).toContainText('Invalid PIN. Please try again.');
    // Spoken inside the gate (the page behind it is aria-hidden), once for both attempts.
    await expect(gate.getByRole('alert').and(page.getByTestId('toast-announcer-assertive'))).toHaveText('Authentication Failed. Invalid PIN. Please try again.');

    // Escape and a click outside do not close the gate.
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();

    // Hovering pauses the 8 s countdown.
    await toast.hover();
    await page.waitForTimeout(9000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(toast).toBeHidden({ timeout: 12_000 });

    await gate.getByRole('textbox', { name: 'PIN character 1 of 4' }).focus();
    await page.keyboard.type('2468');
    await expect(gate).toBeHidden();
    await expect(page.getByRole('table', { name: 'Sensitive details' })).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: 'Authentication Successful' })).toContainText('Access granted to secure content');
  });

  test('by paste: four characters fill all boxes and check at once', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, '/employee/profile', 'Pat Morgan');
    await page.getByRole('button', { name: 'Show sensitive details' }).click();
    const gate = page.getByRole('dialog', { name: 'Secure Authentication Required' });
    const first = gate.getByRole('textbox', { name: 'PIN character 1 of 4' });
    await first.focus();
    await page.evaluate(() => navigator.clipboard.writeText('2468'));
    await page.keyboard.press('Control+V');
    await expect(gate).toBeHidden();
    await expect(page.getByRole('table', { name: 'Sensitive details' })).toBeVisible();
  });
});
