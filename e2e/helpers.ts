import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Browser, Page, TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readChunkGroups, scriptsOf } from '../scripts/build/chunkGroups';

export const POPUP_BUTTON = 'Sign in with your work account';

/** The widths each role's work is proven at: a phone and a desktop. */
export const WIDTHS = [390, 1440] as const;

/** A second person's page, in a browser context of its own (so a sign-in of its own), at `width`. */
export async function secondPerson(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** Nothing on the page is wider than the viewport's content box: no sideways scroll. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Signs in through the real popup flow against the local identity provider. */
export async function signInWithPopup(page: Page, userName: string): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: POPUP_BUTTON }).click();
  const popup = await popupPromise;
  // Listen before clicking: the popup can close before the click call returns.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: userName }).click();
  await closed;
}

/** Opens `path` (portal), signing in as `userName` on the way. */
export async function openSignedIn(page: Page, path: string, userName: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signInWithPopup(page, userName);
  await expect(page).not.toHaveURL(/\/login/);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Let transitions (menus growing, colours fading) finish: axe measures colours as they are drawn.
  // Spinners loop forever and are ignored.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`)).toEqual([]);
}

/** The page content inside <main> (the layout around it may differ: the QA viewer has its controls on top). */
export async function mainShot(page: Page, scope = 'body'): Promise<Buffer> {
  return page.locator(scope).getByRole('main').locator(':scope > div').first().screenshot({ animations: 'disabled' });
}

/**
 * The QA session both replay tests record: sign in, search, notifications (mark read, clear all with
 * its confirmation), theme colour, back to the dashboard, until the screen is at rest.
 */
export async function recordQaSession(page: Page): Promise<void> {
  await page.request.post('/__mock/seed?set=default');
  await openSignedIn(page, '/home', 'Morgan Lee');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('help');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help$/);

  await page.getByRole('button', { name: 'Notifications, 4 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: 'Mark Holiday schedule posted as read' }).click();
  await expect(panel.getByRole('tab', { name: 'Unread (3)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('dialog', { name: 'Clear all notifications' }).getByRole('button', { name: 'Clear all' }).click();
  await expect(panel.getByText('No notifications')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Theme colour' }).click();
  await page.getByRole('menuitem', { name: 'Purple' }).click();

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // Let the success toast expire so the screen is at rest.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Lets `page` load only the app's own static files (and `pages`); every other request is aborted and
 * listed in the returned array. WebSockets are not routed (the remote DevTools connection stays open).
 */
export async function allowOnlyStaticFiles(page: Page, baseURL: string | undefined, pages: string[] = []): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    const own = `${url.protocol}//${url.host}` === baseURL;
    const staticFile = /\.(js|css|svg|png|ico|woff2?|json)$/.test(url.pathname) || pages.includes(url.pathname);
    if (own && staticFile) return route.continue();
    blocked.push(route.request().url());
    return route.abort();
  });
  return blocked;
}

/**
 * The recorded screen is the reference (written as the snapshot); the replayed one must match it,
 * tolerating anti-aliasing. Both are attached to the report.
 */
export async function expectReplayedScreen(info: TestInfo, name: string, recorded: Buffer, replayed: Buffer): Promise<void> {
  await info.attach('recorded', { body: recorded, contentType: 'image/png' });
  await info.attach('replayed', { body: replayed, contentType: 'image/png' });
  fs.mkdirSync(path.dirname(info.snapshotPath(name)), { recursive: true });
  fs.writeFileSync(info.snapshotPath(name), recorded);
  expect(replayed).toMatchSnapshot(name, { maxDiffPixelRatio: 0.01 });
}

/**
 * The script files of the chunk groups that `/login` needs besides the entry (ADR 0113, 0135), from the webpack
 * build's own chunk graph: the sign-in runtime's one file (with what the login page, MSAL's factory and the portal
 * share with it, ADR 0147), and the login page's and MSAL's other files; and the portal runtime's own chunk, which
 * `/login` does not need before the person acts.
 */
export function loginChunks(): { runtime: string; page: string[]; msal: string[]; portalRuntime: string } {
  const groups = readChunkGroups(path.resolve(__dirname, '..'));
  const entry = groups.main ?? [];
  const own = (name: string) => {
    const file = (groups[name] ?? []).find((f) => new RegExp(`/${name}\\.[0-9a-f]+\\.js$`).test(f));
    if (!file) throw new Error(`the build has no ${name} chunk`);
    return file;
  };
  const signIn = scriptsOf(groups, ['sign-in-runtime'], entry);
  const [runtime] = signIn;
  if (signIn.length !== 1 || !runtime) throw new Error(`the sign-in runtime is not one file: ${signIn.join(' ')}`);
  return { runtime, page: scriptsOf(groups, ['login'], [...entry, runtime]), msal: scriptsOf(groups, ['msal'], [...entry, runtime]), portalRuntime: own('portal-runtime') };
}

/** The public header's menus and drawer (ADR 0118): their chunk's own file, from the build's chunk graph. */
export function headerPopupsChunk(): string {
  const file = (readChunkGroups(path.resolve(__dirname, '..'))['public-header-popups'] ?? []).find((name) => /\/public-header-popups\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error('the build has no public-header-popups chunk');
  return file;
}

/**
 * Holds back the response to `file` until `release()`; `requested()` lists every path the page has asked
 * for so far. What a page requests while a chunk is held is what it requests before that chunk arrived.
 */
export async function holdBack(page: Page, file: string): Promise<{ release: () => void; requested: () => string[] }> {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(new URL(request.url()).pathname));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${file}`, async (route) => {
    await held;
    await route.continue();
  });
  return { release, requested: () => [...seen] };
}

/**
 * Each public page's own script files (ADR 0114), by chunk group name (`page-home`, `page-second-chair`, …): the
 * files of its `page-…` group that the entry does not load.
 */
export function publicPageChunks(): Map<string, string[]> {
  const groups = readChunkGroups(path.resolve(__dirname, '..'));
  const entry = groups.main ?? [];
  return new Map(Object.keys(groups).filter((name) => name.startsWith('page-')).map((name) => [name, scriptsOf(groups, [name], entry)]));
}

/** A photograph of part of the page as pixels: its size, and each pixel's red, green and blue. */
export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number];
}

/**
 * Part of the page photographed once nothing moves and no pointer hovers it (`clip` in CSS px), decoded by the
 * browser (Playwright gives a PNG; the page's own decoder reads it, so no PNG library is needed).
 */
export async function photograph(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<Pixels> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { width, height, rgb } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const out: number[] = [];
    for (let i = 0; i < data.length; i += 4) out.push(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    return { width: bitmap.width, height: bitmap.height, rgb: out };
  }, png.toString('base64'));
  return {
    width,
    height,
    at: (x, y) => {
      const i = (y * width + x) * 3;
      return [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
    },
  };
}

/** Whether two colours differ by more than a blend of edges does (the sum of the channels' differences over 60). */
export const unlikeColour = (a: readonly number[], b: readonly number[]) => Math.abs((a[0] ?? 0) - (b[0] ?? 0)) + Math.abs((a[1] ?? 0) - (b[1] ?? 0)) + Math.abs((a[2] ?? 0) - (b[2] ?? 0)) > 60;
