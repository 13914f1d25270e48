/**
 * Production serving (ADR 0060–0062), against whichever server the run uses (nginx when installed):
 * headers, caching, compression and 404s; the CSP really blocks a style without the nonce; a failed chunk
 * is a network error with a retry; a redeploy under an open tab offers the new version.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test as baseTest } from '@playwright/test';
import { expect, test } from './fixtures';
import { POPUP_BUTTON } from './helpers';
import { pointSiteAt } from './site';

const repo = path.resolve(__dirname, '..');
const mainScript = () => {
  // The SPA shell names its scripts in script tags (public pages list them for app-loader.js, ADR 0112).
  const html = fs.readFileSync(path.join(repo, 'dist', 'app.html'), 'utf8');
  const src = /src="(\/assets\/main\.[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('dist/app.html has no main script');
  return src;
};

/** The path of the built script that holds `text` (a page's own chunk). */
function chunkContaining(text: string): string {
  const assets = path.join(repo, 'dist', 'assets');
  const file = fs.readdirSync(assets).find((name) => name.endsWith('.js') && fs.readFileSync(path.join(assets, name), 'utf8').includes(text));
  if (!file) throw new Error(`no chunk contains ${text}`);
  return `/assets/${file}`;
}

test.describe('production serving', () => {
  test('pages and files carry the security headers, caching and compression of the serving policy', async ({ request }) => {
    const page = await request.get('/portal/some/deep/link', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(page.status()).toBe(200);
    const headers = page.headers();
    expect(headers['content-type']).toContain('text/html');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['permissions-policy']).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    // Script files from the origin, and two inline scripts by their hashes: the theme boot (ADR 0138) and the app
    // loader of the prerendered pages (ADR 0139).
    const scriptSrc = /script-src ([^;]*);/.exec(csp)?.[1]?.split(' ') ?? [];
    const hashSource = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(scriptSrc).toEqual(["'self'", hashSource, hashSource]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-');
    // The nonce in the header is the one written into the page.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? 'missing';
    expect(await page.text()).toContain(`nonce="${nonce}"`);
    const inline = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    // The SPA page carries the boot; a prerendered page the boot and the loader; the CSP allows each by its hash.
    expect(inline(await page.text())).toEqual([scriptSrc[1]]);
    expect(inline(await (await request.get('/')).text())).toEqual(scriptSrc.slice(1));

    const asset = await request.get(mainScript(), { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    const gzipped = await request.get(mainScript(), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    // The precompressed copies by their own URL: compressed data, with their own type and no Content-Encoding.
    for (const [suffix, type] of [['.br', 'application/x-brotli'], ['.gz', 'application/gzip']]) {
      const copy = await request.get(`${mainScript()}${suffix}`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(copy.status(), suffix).toBe(200);
      expect(copy.headers()['content-type'], suffix).toBe(type);
      expect(copy.headers()['content-encoding'], suffix).toBeUndefined();
    }
  });

  test('the redirect bridge page has no COOP and may be framed by the app only', async ({ request }) => {
    const bridge = await request.get('/redirect?code=x');
    expect(bridge.status()).toBe(200);
    expect(await bridge.text()).toContain('Completing sign-in');
    expect(bridge.headers()).not.toHaveProperty('cross-origin-opener-policy');
    expect(bridge.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(bridge.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('unknown assets and files are 404, never the app page; source maps are not published', async ({ request }) => {
    for (const missing of ['/assets/856.0123456789.js', '/assets/nope.css', '/favicon.ico', `${mainScript()}.map`]) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(await response.text(), missing).not.toContain('id="root"');
      // Only a file that exists is cached: a chunk that races a deploy is asked for again (issue #27 §7).
      expect(response.headers()['cache-control'], missing).toMatch(/^no-(store|cache)$/);
    }
    expect(fs.readFileSync(path.join(repo, 'dist', mainScript()), 'utf8')).not.toContain('sourceMappingURL');
  });

  test('a failed chunk on the same version is a network error with a retry, not the crash screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    // The login page's chunk fails on the network (the toast layer's chunks still load, to show the toast).
    const loginChunk = chunkContaining(POPUP_BUTTON);
    await page.route(`**${loginChunk}`, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Login' }).click();
    // The toast card (its text is also in the screen-reader announcer, so the card is named).
    await expect(page.getByTestId('toast').getByText('Network connection failed. Please check your internet connection.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This part of the page could not be loaded' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await page.unroute(`**${loginChunk}`);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('button', { name: POPUP_BUTTON })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('redeploy under an open tab', () => {
  const next = path.join(repo, 'dist-next');

  test.beforeAll(() => {
    test.setTimeout(300_000);
    // A second build of the same sources with every file renamed (a new hash salt), as a deployment of
    // a newer version would have; reused while it is newer than dist/.
    const built = (dir: string) => (fs.existsSync(path.join(dir, 'version.json')) ? fs.statSync(path.join(dir, 'version.json')).mtimeMs : 0);
    if (built(next) > built(path.join(repo, 'dist'))) return;
    execFileSync(path.join(repo, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--output-path', next], {
      cwd: repo,
      env: { ...process.env, BUILD_HASH_SALT: 'e2e-next-deployment' },
      stdio: 'ignore',
    });
  });

  test.afterAll(() => {
    pointSiteAt('dist');
  });

  test('a tab of the old version offers the new one and reloads at the same address', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    pointSiteAt('dist-next');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'A new version is available' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: POPUP_BUTTON })).toBeVisible();
    const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')));
    const nextHtml = fs.readFileSync(path.join(next, 'app.html'), 'utf8');
    for (const src of scripts) expect(nextHtml).toContain(String(src));
  });
});

baseTest('the CSP blocks a style element without the nonce', async ({ page }) => {
  await page.goto('/');
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
        const style = document.createElement('style');
        style.textContent = 'body { display: none; }';
        document.head.append(style);
      }),
  );
  baseExpect(blocked).toBe('style-src-elem');
  await baseExpect(page.locator('body')).toBeVisible();
});
