/**
 * The API service as people meet it (issue #25): the manager's bell changes without a reload when an
 * employee asks for time off (Server-Sent Events through nginx), and what was asked survives a restart
 * of the service. The e2e run's portal talks to the real service on its embedded database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';
import { startApiService, stopApiService } from '../scripts/api-service-launcher.ts';
import type { ApiService } from '../scripts/api-service-launcher.ts';
import { addDays, isoDate, mondayOf } from '../src/shared/work/dates';
import { isStreamCursor } from '../src/shared/contract/notifications';

const day = addDays(mondayOf(isoDate(new Date())), 77);

/**
 * The service on `port` with its own data folder, started as `npm start` starts it (scripts/api-service-launcher.ts):
 * ready when it says so, however long its first start (migrations, seed) takes on a loaded machine. That wait is
 * added to the test's time limit, which bounds the test's own work only (issue #45).
 */
async function startService(port: number, dataDir: string): Promise<ApiService> {
  const started = performance.now();
  const service = await startApiService(port, { APP_DATA_DIR: dataDir });
  test.info().setTimeout(test.info().timeout + Math.ceil(performance.now() - started));
  return service;
}

async function newPerson(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Signs in on `path` and returns the bearer token of the page's first product API call. */
async function signedInWithToken(page: Page, pathname: string, who: string): Promise<string> {
  const apiCall = page.waitForRequest((r) => r.url().includes('/api/') && !r.url().includes('/stream') && (r.headers().authorization ?? '') !== '');
  await openSignedIn(page, pathname, who);
  return (await apiCall).headers().authorization ?? '';
}

test.describe('the API service', () => {
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
  });

  test("an employee's request reaches the manager's bell without a reload", async ({ page, browser }) => {
    test.setTimeout(120_000);
    // The stream's first open resumes from the cursor the bell's read of the list answered (ADR 0151), through nginx.
    const listRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications' && r.request().method() === 'GET' && r.ok());
    const streamOpen = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/notifications/stream');
    await openSignedIn(page, '/home', 'Morgan Lee');
    const cursor = (await listRead).headers()['notifications-stream-cursor'];
    expect(isStreamCursor(cursor ?? '')).toBe(true);
    expect((await streamOpen).headers()['last-event-id']).toBe(cursor);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? (await bell.innerText()))?.[1] ?? NaN);
    expect(Number.isFinite(before)).toBe(true);

    const alex = await newPerson(browser);
    const token = await signedInWithToken(alex, '/employee/timeoff', 'Alex Rivera');
    const created = await alex.request.post('/api/timeoff/requests', {
      headers: { authorization: token, 'Idempotency-Key': `e2e-bell-${Date.now()}` },
      data: { type: 'personal', firstDay: day, lastDay: day, hours: 4, note: 'Bell test' },
    });
    expect(created.status()).toBe(201);

    // No reload: the pushed notification moves the badge and is at the top of the panel.
    await expect(page.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Time off request from Alex Rivera')).toBeVisible();
    await alex.context().close();
  });

  test('a request survives a restart of the service, and an employee token is refused on a manager operation', async ({ page }) => {
    test.setTimeout(120_000);
    const token = await signedInWithToken(page, '/employee/timeoff', 'Alex Rivera');
    // A second service of our own on a throw-away embedded database, with the same identity provider.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-restart-'));
    const port = 4191;
    let service = await startService(port, dataDir);
    try {
      const api = `http://127.0.0.1:${port}/api`;
      expect((await page.request.get(`${api}/approvals`, { headers: { authorization: token } })).status()).toBe(403);
      const created = await page.request.post(`${api}/timeoff/requests`, {
        headers: { authorization: token, 'Idempotency-Key': 'e2e-restart-1' },
        data: { type: 'vacation', firstDay: day, lastDay: day, hours: 8, note: 'Kept across a restart' },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await stopApiService(service);
      service = await startService(port, dataDir);
      const list = (await (await page.request.get(`${api}/timeoff/requests`, { headers: { authorization: token } })).json()) as { id: string; note: string }[];
      expect(list.find((r) => r.id === id)?.note).toBe('Kept across a restart');
    } finally {
      await stopApiService(service);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
