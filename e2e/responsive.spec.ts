import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, openSignedIn } from './helpers';

/** Phone (320, 390), tablet (768, 1024) and desktop (1440) widths; one sign-in per width. */
const WIDTHS = [320, 390, 768, 1024, 1440] as const;
const PHONE_MAX = 599;
const RAIL_MAX = 1199;

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} has a box`).not.toBeNull();
  return box!;
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'page width (no sideways scrolling)').toBeLessThanOrEqual(client);
}

/** No toast rectangle meets any of the given controls. */
async function expectToastsClear(page: Page, controls: Locator[]) {
  const toasts = page.getByTestId('toast');
  await expect(toasts.first()).toBeVisible();
  // The stack slides when the panel opens or closes: measure once it has settled.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  for (const toast of await toasts.all()) {
    const t = await boxOf(toast);
    for (const control of controls) {
      const c = await boxOf(control);
      expect(overlaps(t, c), `toast ${JSON.stringify(t)} ∩ ${control.toString()} ${JSON.stringify(c)}`).toBe(false);
    }
  }
}

async function seed(page: Page) {
  expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
}

for (const width of WIDTHS) {
  const phone = width <= PHONE_MAX;
  const rail = !phone && width <= RAIL_MAX;

  test(`the portal at ${width} px: no sideways scrolling, every header control reachable, toasts clear of controls, axe clean`, async ({ page }) => {
    await seed(page);
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, '/home', 'Morgan Lee');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    const header = page.getByRole('banner');
    const bell = header.getByRole('button', { name: /^Notifications/ });
    const dark = header.getByRole('button', { name: 'Switch to dark mode' });
    const theme = header.getByRole('button', { name: 'Theme colour' });
    const account = header.getByRole('button', { name: /^Account menu for Morgan Lee/ });
    const search = phone ? header.getByRole('button', { name: 'Search portal' }) : header.getByRole('combobox', { name: 'Search portal' });
    const navButton = header.getByRole('button', { name: 'Open navigation' });
    const controls = [bell, dark, theme, account, search, ...(phone ? [navButton] : [])];
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
      // Actionability: visible, stable, enabled and not covered by anything else.
      await control.click({ trial: true });
    }
    await expectNoAxeViolations(page);

    // Navigation: a drawer on phones, the 60 px rail on tablets, the full sidebar on desktops.
    const nav = page.getByRole('navigation', { name: 'Portal' });
    if (phone) {
      await expect(nav).toHaveCount(0);
      await navButton.click();
      await expect(nav.getByRole('link', { name: 'Timecard' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Approve Time' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(nav).toHaveCount(0);
      await expect(navButton).toBeFocused();
    } else {
      await expect(nav).toHaveCSS('width', rail ? '60px' : '280px');
      await expect(navButton).toHaveCount(0);
      if (rail) {
        // The rail expands into the drawer over the page; Escape closes it and the focus goes back.
        const expand = nav.getByRole('button', { name: 'Expand sidebar' });
        await expand.click();
        const close = page.getByRole('button', { name: 'Close navigation' });
        await expect(close).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Filter menu items' })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await page.keyboard.press('Escape');
        await expect(close).toBeHidden();
        await expect(expand).toBeFocused();
      }
    }

    // Search: on phones an icon that opens a full-width field; Escape returns the focus to the icon.
    if (phone) {
      await search.click();
      const field = header.getByRole('combobox', { name: 'Search portal' });
      await expect(field).toBeFocused();
      expect((await boxOf(field)).width).toBeGreaterThan(width / 2);
      await page.keyboard.type('time');
      await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      // The open field covers the header: the bell's badge and the presence dot are not drawn over it (issue #26).
      for (const badge of [header.locator('.MuiBadge-badge:not(.MuiBadge-invisible)').first(), header.locator('.MuiBadge-dot')]) {
        const box = await boxOf(badge);
        const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('.MuiBadge-root') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
        expect(onTop).toBe(false);
      }
      await page.keyboard.press('Escape');
      await expect(header.getByRole('button', { name: 'Search portal' })).toBeFocused();
    }

    // One click switches between the header menus; Escape returns the focus to the trigger.
    await theme.click();
    await expect(page.getByRole('menu')).toBeVisible();
    // The open menu's backdrop lies over the account button (that is the point), and the modal hides the rest of
    // the header from the accessibility tree: click at the button's position, found by its trigger attribute.
    await page.locator('[data-popup-trigger="profile"]').click({ force: true });
    await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();

    // The notifications panel: full width on phones, 420 px otherwise; a toast stays clear of its buttons.
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('tab', { name: /^All/ })).toBeVisible();
    expect(Math.round((await boxOf(panel)).width)).toBe(phone ? width : 420);
    await expectNoHorizontalOverflow(page);
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('dialog', { name: 'Clear all notifications' }).getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Resource deleted successfully' })).toBeVisible();
    await expectToastsClear(page, [panel.getByRole('button', { name: 'Refresh' }), panel.getByRole('button', { name: 'Close notifications' }), panel.getByRole('button', { name: 'Clear all' })]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    // Panel closed: the stack sits below the header, clear of every header control.
    await expectToastsClear(page, controls);
    await seed(page);
  });
}
