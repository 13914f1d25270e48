import { expect, test } from './fixtures';
import { expectNoAxeViolations, openSignedIn } from './helpers';

test.describe('portal shell', () => {
  test('keyboard-only search leads to an anchor and scrolls to it', async ({ page }) => {
    await openSignedIn(page, '/help', 'Alex Rivera');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search portal' });
    await expect(box).toBeFocused();
    await page.keyboard.type('calendar');
    await expect(page.getByRole('group', { name: 'Widgets & Sections' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home#calendar$/);
    await expect(page.getByRole('region', { name: 'Calendar' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Calendar' })).toBeInViewport();
  });

  test('the arrow keys keep the highlighted search result in view as it moves past the pop-up', async ({ page }) => {
    await openSignedIn(page, '/home', 'Alex Rivera');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search portal' });
    await box.fill('e');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options).toHaveCount(15);
    // The pop-up is at most about 24rem high: the last of 15 results starts below its fold.
    await expect(options.last()).not.toBeInViewport();
    // ArrowUp from no highlight wraps round to the last result, which is scrolled into view.
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id')) ?? '');
    await expect(options.last()).toBeInViewport();
    // And ArrowDown wraps back to the first, scrolled back up to it.
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toBeInViewport();
    await expect(options.last()).not.toBeInViewport();
  });

  test('a page reached from the sidebar opens at its top, wherever the page left was scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await openSignedIn(page, '/settings', 'Alex Rivera');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: /^Help\b/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a sidebar link opened with Ctrl goes to a new tab and leaves this one where it was', async ({ page, context }) => {
    await openSignedIn(page, '/home', 'Alex Rivera');
    const help = page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: /^Help\b/ });
    await expect(help).toHaveAttribute('href', '/help');
    const [tab] = await Promise.all([context.waitForEvent('page'), help.click({ modifiers: ['Control'] })]);
    await expect.poll(() => new URL(tab.url()).pathname).toBe('/help');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // A plain click in this tab still navigates in place.
    await help.click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  });

  test('the sidebar collapses, and a collapsed parent expands then opens its sub-menu', async ({ page }) => {
    await openSignedIn(page, '/home', 'Alex Rivera');
    const nav = page.getByRole('navigation', { name: 'Portal' });
    await nav.getByRole('button', { name: 'Collapse' }).click();
    await expect(nav).toHaveCSS('width', '60px');
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(nav).toHaveCSS('width', '280px');
    await expect(nav.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    // The collapsed state is a persisted preference.
    await nav.getByRole('button', { name: 'Collapse' }).click();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Portal' }).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  });

  test('theme choices survive a reload, and the custom picker saves a colour', async ({ page }) => {
    await openSignedIn(page, '/settings', 'Alex Rivera');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Theme colour' }).click();
    await page.getByRole('menuitem', { name: 'Purple' }).click();
    await expect(page.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Purple' })).toBeChecked();

    await page.getByRole('button', { name: 'Theme colour' }).click();
    await page.getByRole('menuitem', { name: 'Custom Color' }).click();
    const picker = page.getByRole('dialog', { name: 'Custom colour' });
    await picker.getByRole('textbox', { name: 'Hex colour' }).fill('zz12');
    await picker.getByRole('textbox', { name: 'Hex colour' }).fill('#b91c1c');
    await picker.getByRole('button', { name: 'Apply' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Custom (#b91c1c)' })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Custom (#b91c1c)' })).toBeChecked();
  });

  test('dragging the custom picker previews live and saves on release', async ({ page }) => {
    await openSignedIn(page, '/settings', 'Alex Rivera');
    await page.getByRole('button', { name: 'Theme colour' }).click();
    await page.getByRole('menuitem', { name: 'Custom Color' }).click();
    const picker = page.getByRole('dialog', { name: 'Custom colour' });
    const area = picker.locator('.react-colorful__saturation');
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.5, { steps: 5 });
    await expect(picker).toBeVisible();
    await page.mouse.up();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('radio', { name: /^Custom \(#/ })).toBeChecked();
  });

  test('two demo users see different sidebars, sub-tabs and search results', async ({ browser }) => {
    const alex = await browser.newPage();
    await openSignedIn(alex, '/timecard', 'Alex Rivera');
    const morgan = await browser.newPage();
    await openSignedIn(morgan, '/timecard', 'Morgan Lee');

    await expect(alex.getByRole('tab')).toHaveText(['Overview', 'My Time']);
    await expect(morgan.getByRole('tab')).toHaveText(['Overview', 'My Time', 'Approve Time', 'Crew Time']);

    await expect(alex.getByRole('navigation', { name: 'Portal' }).getByText('Manage')).toHaveCount(0);
    await expect(morgan.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Approve Time' })).toBeVisible();

    await alex.getByRole('combobox', { name: 'Search portal' }).fill('approve');
    await expect(alex.getByText('No results found for "approve"')).toBeVisible();
    await morgan.getByRole('combobox', { name: 'Search portal' }).fill('approve');
    await expect(morgan.getByRole('option', { name: /Approve Time/ })).toBeVisible();

    await alex.goto('/hr');
    await expect(alex.getByText("You don't have permission to access this page. Please contact your administrator if you believe this is an error.")).toBeVisible();
    await alex.close();
    await morgan.close();
  });

  test('the profile menu works by keyboard and quick logout signs out with its delay', async ({ page }) => {
    await openSignedIn(page, '/home', 'Morgan Lee');
    await expectNoAxeViolations(page);
    const account = page.getByRole('button', { name: 'Account menu for Morgan Lee' });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
    await expect(page.getByText('morgan.lee@contoso.test')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Ctrl/Cmd + Shift + L');
    await page.keyboard.press('Escape');

    // Wait for the close as soon as the popup exists: under load it can close before a later wait starts.
    const popupClosed = page.waitForEvent('popup').then((popup) => (popup.isClosed() ? undefined : popup.waitForEvent('close')));
    await page.keyboard.press('Control+Shift+L');
    await expect(page).toHaveURL(/\/logout$/);
    await expect(page.getByRole('heading', { name: 'Signing you out...' })).toBeVisible();
    await popupClosed;
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });
  test('the chrome is axe-clean in light and dark, with search, menus and the collapsed sidebar open', async ({ page }) => {
    await openSignedIn(page, '/home', 'Harper Quinn');
    for (const mode of ['light', 'dark'] as const) {
      await expect(page.getByRole('button', { name: mode === 'light' ? 'Switch to dark mode' : 'Switch to light mode' })).toBeVisible();
      await expectNoAxeViolations(page);

      const box = page.getByRole('combobox', { name: 'Search portal' });
      await page.keyboard.press('Control+k');
      await expect(page.getByText('Use the arrow keys and Enter to navigate.')).toBeVisible();
      await expectNoAxeViolations(page);
      await box.fill('employees');
      await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
      await expectNoAxeViolations(page);
      await box.fill('qqqq');
      await expect(page.getByText('No results found for "qqqq"')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(box).toHaveValue('');

      await page.getByRole('button', { name: 'Theme colour' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('menuitem', { name: 'Custom Color' }).click();
      await expect(page.getByRole('dialog', { name: 'Custom colour' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Custom colour' })).toBeHidden();
      await page.getByRole('button', { name: /^Account menu for Harper Quinn/ }).click();
      await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
      await expect(page.getByText('harper.quinn@contoso.test')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      const nav = page.getByRole('navigation', { name: 'Portal' });
      await nav.getByRole('button', { name: 'Collapse' }).click();
      await expectNoAxeViolations(page);
      await nav.getByRole('button', { name: 'Expand sidebar' }).click();

      await page.getByRole('button', { name: mode === 'light' ? 'Switch to dark mode' : 'Switch to light mode' }).click();
    }
  });

  test('every search target is a real page, axe-clean, with its title, reached by keyboard search', async ({ page }) => {
    await openSignedIn(page, '/home', 'Harper Quinn');
    const targets: [string, string][] = [
      ['/employee', 'Employee'],
      ['/employee/timeoff', 'Time Off'],
      ['/employee/profile', 'My Profile'],
      ['/timecard/mytime', 'My Time'],
      ['/projects', 'Projects'],
      ['/team/members', 'Team Members'],
      ['/hr/calendar', 'HR Calendar'],
      ['/settings', 'Settings'],
      ['/help', 'Help'],
    ];
    for (const [path, title] of targets) {
      await page.keyboard.press('Control+k');
      await page.keyboard.type(title);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
