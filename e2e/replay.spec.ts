import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { allowOnlyStaticFiles, expectReplayedScreen, mainShot, recordQaSession } from './helpers';

test('record a session, export it, and replay it in a fresh context with the network blocked', async ({ browser, baseURL }) => {
  // 1. Record a real session.
  const recording = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await recording.addInitScript(() => window.localStorage.setItem('portal:qa', 'on'));
  const page = await recording.newPage();
  await recordQaSession(page);

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
  const blocked = await allowOnlyStaticFiles(viewer, baseURL, ['/__qa']);
  await viewer.goto('/__qa');
  await expect(viewer.getByRole('heading', { name: 'QA replay' })).toBeVisible();
  await viewer.getByLabel('Load a log').setInputFiles({ name: 'session.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  const view = viewer.getByTestId('replay-view');
  await expect(view.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const replayedState = await viewer.evaluate(() => JSON.parse(JSON.stringify(window.__portalQaReplay?.state())) as unknown);
  expect(replayedState).toEqual(recordedState);
  expect(blocked.filter((u) => /\/api\/|\/graph\/|:4000/.test(u))).toEqual([]);

  await expectReplayedScreen(test.info(), 'replayed-screen.png', recordedShot, await mainShot(viewer, '[data-testid="replay-view"]'));

  // Seeking back shows an earlier screen of the same session.
  await viewer.getByRole('slider', { name: 'Seek' }).focus();
  await viewer.keyboard.press('Home');
  await expect(viewer.getByRole('status').filter({ hasText: /^0 \// })).toBeVisible();
  // The controls stay operable at every step, also where the replayed app has a dialog or a menu open
  // (the notifications panel, its Clear all confirmation, the theme menu): issue #27 §9.
  const slider = viewer.getByRole('slider', { name: 'Seek' });
  const total = await viewer.evaluate(() => window.__portalQaReplay?.total() ?? 0);
  for (let step = 1; step <= total; step += 1) {
    await viewer.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('status').filter({ hasText: new RegExp(`^${step} /`) })).toBeVisible();
    await expect(slider).toBeFocused();
  }
  await viewer.keyboard.press('Home');
  await expect(viewer.getByRole('status').filter({ hasText: /^0 \// })).toBeVisible();
  await replaying.close();
});
