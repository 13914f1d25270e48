import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';

/** The page content inside <main> (the layout around it differs: the viewer has its controls on top). */
async function mainShot(page: Page, scope: string) {
  return page.locator(scope).getByRole('main').locator(':scope > div').first().screenshot({ animations: 'disabled' });
}

test('record a session, export it, and replay it in a fresh context with the network blocked', async ({ browser, baseURL }) => {
  // 1. Record a real session.
  const recording = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await recording.addInitScript(() => window.localStorage.setItem('portal:qa', 'on'));
  const page = await recording.newPage();
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
  // Let the success toast expire so both screens are at rest.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });

  const exported = await page.evaluate(() => JSON.stringify(window.__portalQa?.exportLiftedState()));
  const recordedState = await page.evaluate(() => JSON.parse(JSON.stringify(window.__portalQa?.state())) as unknown);
  const recordedShot = await mainShot(page, 'body');
  expect(exported.length).toBeGreaterThan(1000);
  // `QA_LOG_FIXTURES=test/fixtures/qa-logs npx playwright test e2e/replay.spec.ts` refreshes the log Jest imports through DevTools' code.
  if (process.env.QA_LOG_FIXTURES) fs.writeFileSync(path.join(process.env.QA_LOG_FIXTURES, 'e2e-session.json'), `${JSON.stringify(JSON.parse(exported), null, 1)}\n`);
  await recording.close();

  // 2. Replay it in a fresh context: only the app's own static files may load.
  const replaying = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await replaying.addInitScript(() => window.localStorage.setItem('portal:qa', 'on'));
  const viewer = await replaying.newPage();
  const blocked: string[] = [];
  await viewer.route('**/*', (route) => {
    const url = new URL(route.request().url());
    const own = `${url.protocol}//${url.host}` === baseURL;
    const staticFile = /\.(js|css|svg|png|ico|woff2?|json)$/.test(url.pathname) || url.pathname === '/__qa';
    if (own && staticFile) return route.continue();
    blocked.push(route.request().url());
    return route.abort();
  });
  await viewer.goto('/__qa');
  await expect(viewer.getByRole('heading', { name: 'QA replay' })).toBeVisible();
  await viewer.getByLabel('Load a log').setInputFiles({ name: 'session.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  const view = viewer.getByTestId('replay-view');
  await expect(view.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const replayedState = await viewer.evaluate(() => JSON.parse(JSON.stringify(window.__portalQaReplay?.state())) as unknown);
  expect(replayedState).toEqual(recordedState);
  expect(blocked.filter((u) => /\/api\/|\/graph\/|:4000/.test(u))).toEqual([]);

  const replayShot = await mainShot(viewer, '[data-testid="replay-view"]');
  await test.info().attach('recorded', { body: recordedShot, contentType: 'image/png' });
  await test.info().attach('replayed', { body: replayShot, contentType: 'image/png' });
  // The recorded screen is the reference; the replayed one must match it (tolerating anti-aliasing).
  const name = 'replayed-screen.png';
  fs.mkdirSync(path.dirname(test.info().snapshotPath(name)), { recursive: true });
  fs.writeFileSync(test.info().snapshotPath(name), recordedShot);
  expect(replayShot).toMatchSnapshot(name, { maxDiffPixelRatio: 0.01 });

  // Seeking back shows an earlier screen of the same session.
  await viewer.getByRole('slider', { name: 'Seek' }).focus();
  await viewer.keyboard.press('Home');
  await expect(viewer.getByRole('status').filter({ hasText: /^0 \// })).toBeVisible();
  await replaying.close();
});
