/**
 * `npm run serve` when its API process dies (issue #47 §4): the proxy ends the browser's event stream with its
 * upstream, the client polls while the service is down and reopens the stream from its last id once it is back, so
 * every notice created after the restart reaches the manager's bell, each once (ADR 0162). And a body over the
 * service's limit gets its 413 JSON through this proxy, the connection still answering (§7).
 *
 * A whole `npm run serve` of its own (scripts/serve.ts on port 4303, an origin the local identity provider
 * accepts; its API service on 4305 with its own data folder), whatever server the rest of the suite uses.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './helpers';
import { E2E_SITE } from './site';
import { startApiService, stopApiService } from '../scripts/api-service-launcher.ts';
import type { ApiService } from '../scripts/api-service-launcher.ts';
import { addDays, isoDate, mondayOf } from '../src/shared/work/dates';

const PORT = 4303;
const API_PORT = PORT + 2;
const ORIGIN = `http://localhost:${PORT}`;
const NOTICES = 5;

/** scripts/serve.ts on PORT; resolves once it serves (its API service has said it is ready). */
function startServe(dataDir: string): Promise<ChildProcess> {
  const child = spawn(path.resolve('node_modules', '.bin', 'tsx'), ['scripts/serve.ts', '--port', String(PORT), '--root', E2E_SITE], {
    // No reminders by the service's timer (ADR 0177): the bell counts only this test's notices.
    env: { ...process.env, APP_DATA_DIR: dataDir, REMINDERS_EVERY_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving ')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`scripts/serve.ts exited with ${code ?? 'a signal'} before serving:\n${output}`)));
  });
}

/** The process id of the API service listening on `port` (started by scripts/api-service-launcher.ts). */
function servicePid(port: number): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const at = args.indexOf('--port');
    if (args.includes('service/src/main.ts') && args[at + 1] === String(port)) return Number(entry);
  }
  throw new Error(`no API service on port ${port}`);
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The unread count on the manager's bell. */
async function bellOf(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  return Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? NaN);
}

test.describe('npm run serve when its API process dies', () => {
  test('every notice created after a restart reaches the bell once; a body over the limit is a 413 JSON', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-serve-proxy-'));
    let restarted: ApiService | null = null;
    const started = performance.now();
    const serve = await startServe(dataDir);
    // The service's first start (migrations, seed) is not the test's work (issue #45).
    test.info().setTimeout(test.info().timeout + Math.ceil(performance.now() - started));
    try {
      // The employee's token, taken before the service dies (valid for the whole test).
      const alex = await (await browser.newContext()).newPage();
      const apiCall = alex.waitForRequest((r) => r.url().includes('/api/') && !r.url().includes('/stream') && (r.headers().authorization ?? '') !== '');
      await openSignedIn(alex, `${ORIGIN}/employee/timeoff`, 'Alex Rivera');
      const token = (await apiCall).headers().authorization ?? '';
      expect(token).toMatch(/^Bearer /);

      // A body over the service's 64 KiB through the proxy: its 413 JSON, and the next request is answered.
      const tooLarge = await alex.request.post(`${ORIGIN}/api/timeoff/requests`, {
        headers: { authorization: token, 'content-type': 'application/json' },
        data: JSON.stringify({ note: 'x'.repeat(10 * 1024 * 1024) }),
      });
      expect(tooLarge.status()).toBe(413);
      expect(await tooLarge.json()).toEqual({ message: 'The request is too large.' });
      expect((await alex.request.get(`${ORIGIN}/api/timeoff/requests`, { headers: { authorization: token } })).status()).toBe(200);

      // The manager's bell, its stream open through the proxy.
      const streamOpen = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/notifications/stream');
      await openSignedIn(page, `${ORIGIN}/home`, 'Morgan Lee');
      await streamOpen;
      const before = await bellOf(page);
      expect(Number.isFinite(before)).toBe(true);

      // The API process dies; the same service comes back on the same port and data folder.
      process.kill(servicePid(API_PORT), 'SIGKILL');
      // The stream's end reached the browser: it tries again (refused while the service is down).
      await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/stream' && r.status() === 502, { timeout: 20_000 });
      restarted = await startApiService(API_PORT, { APP_DATA_DIR: dataDir, APP_LOCAL_IDP_URL: 'http://localhost:4000', REMINDERS_EVERY_SECONDS: '0' });

      const monday = mondayOf(isoDate(new Date()));
      for (let i = 0; i < NOTICES; i += 1) {
        // Monday to Friday of one week, ten weeks on (within how far ahead time off can be asked for).
        const day = addDays(monday, 70 + i);
        const created = await alex.request.post(`${ORIGIN}/api/timeoff/requests`, {
          headers: { authorization: token, 'Idempotency-Key': `e2e-serve-proxy-${Date.now()}-${i}` },
          data: { type: 'vacation', firstDay: day, lastDay: day, hours: 2, note: `Proxy notice ${i + 1}` },
        });
        expect(created.status(), await created.text()).toBe(201);
      }

      // Each arrives (the stream reopened, or the polling while it was down), none twice.
      await expect(page.getByRole('button', { name: `Notifications, ${before + NOTICES} unread` })).toBeVisible({ timeout: 90_000 });
      await page.getByRole('button', { name: `Notifications, ${before + NOTICES} unread` }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      // Exactly: a reminder's title ("Still waiting for your decision: time off request from …") holds this one.
      const notices = panel.getByRole('article', { name: 'Time off request from Alex Rivera, unread', exact: true });
      await expect(panel.getByRole('tab', { name: `Unread (${before + NOTICES})` })).toBeVisible();
      await expect(notices).toHaveCount(NOTICES);
      // Still so a while later: nothing arrives twice once the stream is back.
      await page.waitForTimeout(5_000);
      await expect(panel.getByRole('tab', { name: `Unread (${before + NOTICES})` })).toBeVisible();
      await expect(notices).toHaveCount(NOTICES);
      await alex.context().close();
    } finally {
      await stopped(serve);
      await stopApiService(restarted);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
