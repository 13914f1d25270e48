import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_CORPUS } from '../test/storageCorpus';
import type { StorageCase } from '../test/storageCorpus';
import { signInWithPopup } from './helpers';

/**
 * Issue #12: no corrupted preference bricks the site. Every case is written into local storage, then the
 * public home page and a portal page are each loaded fresh: both must render, the store must hold the
 * valid preferences (defaults for anything bad), and storage must no longer hold the bad values.
 * One signed-in page serves the whole corpus (the MSAL cache is in session storage, untouched here).
 */
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('portal:qa', 'on'));
  page = await context.newPage();
  await page.goto('/login');
  await signInWithPopup(page, 'Alex Rivera');
  await expect(page).toHaveURL(/\/home$/);
});

test.afterAll(async () => {
  await context.close();
});

async function corrupt(entry: StorageCase): Promise<void> {
  await page.evaluate(({ theme, sidebar }) => {
    for (const [key, value] of [
      ['persist:theme', theme],
      ['persist:sidebar', sidebar],
    ] as const) {
      if (value === undefined) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    }
  }, entry);
}

async function expectBootedWith(entry: StorageCase): Promise<void> {
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  const preferences = () =>
    page.evaluate(() => {
      const state = window.__portalQa?.state() as { theme: Record<string, unknown>; sidebar: Record<string, unknown> } | undefined;
      return state ? { darkMode: state.theme.darkMode, colorScheme: state.theme.colorScheme, customColor: state.theme.customColor, collapsed: state.sidebar.collapsed } : null;
    });
  await expect.poll(preferences).toEqual({ ...entry.expectTheme, ...entry.expectSidebar });
  // Storage now holds valid values only: each stored field equals what the store holds (the theme record's `paint`,
  // the saved colour's painted variables, is not a preference: ADR 0121).
  const stored = () =>
    page.evaluate(() =>
      ['persist:theme', 'persist:sidebar'].map((key) => {
        const raw = window.localStorage.getItem(key);
        if (raw === null) return {};
        const fields = JSON.parse(raw) as Record<string, string>;
        return Object.fromEntries(Object.entries(fields).filter(([k]) => k !== '_persist' && k !== 'paint').map(([k, v]) => [k, JSON.parse(v) as unknown]));
      }),
    );
  await expect
    .poll(async () => {
      const [theme = {}, sidebar = {}] = await stored();
      const expected: Record<string, unknown> = { ...entry.expectTheme, ...entry.expectSidebar };
      return Object.entries({ ...theme, ...sidebar }).every(([k, v]) => k in expected && JSON.stringify(expected[k]) === JSON.stringify(v));
    })
    .toBe(true);
}

for (const entry of STORAGE_CORPUS) {
  test(`boots / and /home with ${entry.name}`, async () => {
    await corrupt(entry);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Your second chair/ })).toBeVisible();
    await expectBootedWith(entry);

    await corrupt(entry);
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: 'Portal' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expectBootedWith(entry);
  });
}
