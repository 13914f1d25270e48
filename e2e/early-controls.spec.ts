import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { HEADER_MENUS } from '../src/marketing/content/site';

/**
 * Issue #50, ADR 0164: a control of a public page works from the first paint, before the app's scripts have run
 * (held back here) and with JavaScript off, and the app takes it over as it is: one tap is one toggle, nothing moves.
 */

declare global {
  interface Window {
    /** Every `toggle` of a header panel, in order (`id:open` or `id:closed`). */
    __toggles?: string[];
    /** The layout shifts the page reported (not those right after an input). */
    __shifts?: number[];
  }
}

/** Phone widths the issue names: the phone's menu button is shown up to the md breakpoint (900 px). */
const WIDTHS = [320, 375, 768] as const;

/** What the phone's menu offers, in order: every header link and menu item, then Login. */
const MENU_LINKS = [...HEADER_MENUS.flatMap((entry) => ('items' in entry ? entry.items.map((item) => item.label) : [entry.label])), 'Login'];

/** Records header panels' toggles and layout shifts from the document's start, before any page script. */
async function recordToggles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__toggles = [];
    window.__shifts = [];
    document.addEventListener('toggle', (event) => window.__toggles?.push(`${(event.target as Element).id}:${event.newState}`), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) window.__shifts?.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds every script file of the app until `release()`: the page is painted from its HTML, and nothing of the app runs. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens `path` and returns once the page has painted (its first contentful paint), the app's scripts held back. */
async function openPainted(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  return release;
}

const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const box = async (page: Page, selector: string) => JSON.stringify(await page.locator(selector).boundingBox());

test.describe('the phone menu before the app (issue #50)', () => {
  test.use({ hasTouch: true });

  for (const width of WIDTHS) {
    test(`at ${width} px a tap right after the first paint opens the menu, and the app takes it over open without a second toggle`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await recordToggles(page);
      const release = await openPainted(page, '/');
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link')).toHaveText(MENU_LINKS);
      // Still nothing of the app: the browser opened it.
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
      const placed = await box(page, '#site-menu');

      release();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await twoFrames(page);
      // Open as it was, where it was; the store took it over; one toggle so far, and nothing on the page moved.
      await expect(menu).toBeVisible();
      expect(await box(page, '#site-menu')).toBe(placed);
      await expect.poll(() => page.evaluate(() => (window.__portalQa?.state() as { publicHeader: { mobileMenuOpen: boolean } }).publicHeader.mobileMenuOpen)).toBe(true);
      expect(await page.evaluate(() => window.__toggles)).toEqual(['site-menu:open']);
      expect(await page.evaluate(() => window.__shifts)).toEqual([]);

      // Its links are the app's now: the next page without a new document, and the menu closes.
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await menu.getByRole('link', { name: 'Press Releases' }).click();
      await expect(page).toHaveURL(/\/news\/press$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Press Releases/);
      await expect(menu).toBeHidden();
      expect(documents).toEqual([]);
      expect(await page.evaluate(() => window.__toggles)).toEqual(['site-menu:open', 'site-menu:closed']);
    });
  }

  test('once the app runs, one tap opens the menu and it stays open; a tap beside it closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await recordToggles(page);
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(menu).toBeVisible();
    await twoFrames(page);
    await expect(menu).toBeVisible();
    const state = () => page.evaluate(() => (window.__portalQa?.state() as { publicHeader: { mobileMenuOpen: boolean } }).publicHeader.mobileMenuOpen);
    await expect.poll(state).toBe(true);
    expect(await page.evaluate(() => window.__toggles)).toEqual(['site-menu:open']);
    // Left of the 280 px panel: the dimmed page.
    await page.touchscreen.tap(40, 400);
    await expect(menu).toBeHidden();
    await expect.poll(state).toBe(false);
    expect(await page.evaluate(() => window.__toggles)).toEqual(['site-menu:open', 'site-menu:closed']);
  });
});

test.describe('the phone menu without JavaScript (issue #50)', () => {
  test.use({ hasTouch: true, javaScriptEnabled: false });

  for (const width of WIDTHS) {
    test(`at ${width} px the menu opens and its links lead to their pages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link')).toHaveText(MENU_LINKS);
      await menu.getByRole('link', { name: 'Press Releases' }).click();
      await expect(page).toHaveURL(/\/news\/press$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Press Releases/);
    });
  }
});

test.describe("the desktop header's menus before the app (issue #50)", () => {
  test('a click before the app opens the plain panel; the app leaves it to the browser to close, then opens its own menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await recordToggles(page);
    const release = await openPainted(page, '/');
    const platform = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Platform' });
    const panel = page.locator('#public-menu-platform-links');
    await platform.click();
    await expect(panel.getByRole('link')).toHaveText(['Second Chair', 'Assistant', 'Vision']);
    await expect(panel).toBeVisible();

    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await twoFrames(page);
    await expect(panel).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
    expect(await page.evaluate(() => window.__shifts)).toEqual([]);
    // Its button closes it, as before the app, with no menu opening instead.
    await platform.click();
    await expect(panel).toBeHidden();
    await twoFrames(page);
    await expect(page.getByRole('menu')).toHaveCount(0);
    // From then on the button opens the app's menu, and the plain panel no more.
    await platform.click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Second Chair', 'Assistant', 'Vision']);
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => window.__toggles)).toEqual(['public-menu-platform-links:open', 'public-menu-platform-links:closed']);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('each menu opens as a panel of links under its button', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'News' }).click();
      const panel = page.locator('#public-menu-news-links');
      await expect(panel.getByRole('link')).toHaveText(['Latest News', 'Press Releases', 'Blog', 'Events']);
      const [button, opened] = await Promise.all([nav.getByRole('button', { name: 'News' }).boundingBox(), panel.boundingBox()]);
      expect(Math.round(opened?.x ?? -1)).toBe(Math.round(button?.x ?? -2));
      await panel.getByRole('link', { name: 'Events' }).click();
      await expect(page).toHaveURL(/\/news\/events$/);
    });
  });
});

test.describe('a tab of /second-chair before the app (issue #50)', () => {
  test('chosen before the app runs, it is the tab shown once the app has taken over, and the page hydrates without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await openPainted(page, '/second-chair');
    // A link to the tab's address: before the app, the address changes and the page stays.
    await page.getByRole('tab', { name: 'Live transcription' }).click();
    await expect(page).toHaveURL(/\/second-chair#transcription$/);
    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('tab', { name: 'Live transcription' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('99.7%');
    expect(errors).toEqual([]);
  });

  test("opened at a tab's address, the page hydrates without an error and shows that tab", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/second-chair#use-cases');
    await expect(page.getByRole('tab', { name: 'Use cases' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });
});
