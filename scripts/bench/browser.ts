/**
 * What the bench's browser sections share: the production server (`npm run serve`'s, with the local identity
 * provider and the mock API), Debian Chromium through Playwright, and signing in as the e2e suite does.
 */
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { localIdpAddress } from '../local-idp-launcher.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Starts scripts/serve.ts on `port` (the local identity provider on 4000 comes with it unless one runs
 * already; its default origins include 4199). Resolves once `/` answers; the returned function stops both.
 */
export async function startServer(port: number): Promise<() => void> {
  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/serve.ts', '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const answers = (url: string) =>
    new Promise<void>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`scripts/serve.ts exited with ${code ?? 'a signal'}`)));
      const poll = () =>
        http
          .get(url, (res) => {
            res.resume();
            if (res.statusCode === 200) resolve();
            else setTimeout(poll, 200);
          })
          .on('error', () => setTimeout(poll, 200));
      poll();
    });
  // serve.ts listens before the provider it starts is up; sign-in needs both.
  await Promise.all([answers(`http://localhost:${port}/`), answers(new URL('/.well-known/openid-configuration', localIdpAddress()).href)]);
  return () => server.kill('SIGTERM');
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The demo user the bench signs in as (scripts/demo-users.ts). */
export const BENCH_USER = 'Morgan Lee';

/** Opens the portal route `route`, signing in on the way through the local provider's popup (as e2e/helpers.ts). */
export async function openSignedIn(page: Page, origin: string, route: string): Promise<void> {
  await page.goto(`${origin}${route}`);
  await page.waitForURL(/\/login/);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with your work account' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: BENCH_USER }).click();
  await closed;
  await page.waitForURL((url) => url.pathname === route);
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
