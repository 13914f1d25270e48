/**
 * What the bench's browser sections share: Debian Chromium through Playwright, signing in as the e2e suite does,
 * and waiting for a page to settle (the servers are in servers.ts).
 */
import { chromium } from '@playwright/test';
import type { Browser, Page, Request } from '@playwright/test';

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

/**
 * Resolves once the page has had no request in flight for `quietMs`, not counting event streams (the signed-in
 * portal keeps one open, so Playwright's `networkidle` never comes); at most `timeoutMs`.
 */
export async function settle(page: Page, act: () => Promise<unknown>, quietMs = 750, timeoutMs = 30_000): Promise<void> {
  const inFlight = new Set<Request>();
  const stream = (req: Request) => (req.headers().accept ?? '').includes('text/event-stream');
  const started = (req: Request) => {
    if (!stream(req)) inFlight.add(req);
  };
  const ended = (req: Request) => inFlight.delete(req);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await act();
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
