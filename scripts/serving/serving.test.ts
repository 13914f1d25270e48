import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, cspDirectives, isAppRoute, securityHeaders } from './policy';
import { renderNginxServer } from './nginx';
import { renderStaticWebAppConfig } from './swa';
import { REFERENCE_TARGET, buildTarget, deployConfigs } from './targets';
import { APP_LOADER, THEME_BOOT, inlineScriptProblems, scriptHash } from './themeBoot';

const root = path.resolve(__dirname, '..', '..');
const local = { authority: 'http://localhost:4000', apiBaseUrl: '/api', graphBaseUrl: '/graph/v1.0' };

describe('serving policy', () => {
  it('keeps the committed deploy configs generated from the policy (run `npm run deploy-configs`)', () => {
    for (const [file, content] of Object.entries(deployConfigs())) {
      expect(fs.readFileSync(path.join(root, file), 'utf8')).toBe(content);
    }
  });

  it('allows scripts from the origin and the inlined theme boot and app loader by their hashes only, and limits connections to the authority, the API and Graph', () => {
    const csp = cspDirectives(REFERENCE_TARGET, { nonce: 'abc' });
    expect(csp['script-src']).toEqual(["'self'", THEME_BOOT.hash, APP_LOADER.hash]);
    expect(csp['style-src']).toEqual(["'self'", "'nonce-abc'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://login.microsoftonline.com', 'https://graph.microsoft.com']);
    expect(csp['form-action']).toEqual(["'self'", 'https://login.microsoftonline.com']);
    expect(contentSecurityPolicy(REFERENCE_TARGET, 'unsafe-inline')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('inlines public/theme-boot.js minified, hashed as the browser hashes an inline script (ADR 0138)', () => {
    const source = fs.readFileSync(path.join(root, 'public', 'theme-boot.js'), 'utf8');
    expect(THEME_BOOT.script.length).toBeLessThan(source.length / 2);
    expect(THEME_BOOT.script).toContain('persist:theme');
    expect(THEME_BOOT.script).not.toMatch(/\n|\/\/|\/\*/);
    // The CSP level 3 example: alert('Hello, world.'); hashes to this.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(THEME_BOOT.hash).toBe(scriptHash(THEME_BOOT.script));
    for (const conf of Object.values(deployConfigs())) expect(conf).toContain(THEME_BOOT.hash.replaceAll("'", ''));
  });

  it('inlines public/app-loader.js minified, by its hash (ADR 0139)', () => {
    const source = fs.readFileSync(path.join(root, 'public', 'app-loader.js'), 'utf8');
    expect(APP_LOADER.script.length).toBeLessThan(source.length / 2);
    expect(APP_LOADER.script).toContain('data-scripts');
    expect(APP_LOADER.script).toContain('first-contentful-paint');
    expect(APP_LOADER.script).not.toMatch(/\n|\/\/|\/\*/);
    expect(APP_LOADER.hash).toBe(scriptHash(APP_LOADER.script));
    for (const conf of Object.values(deployConfigs())) expect(conf).toContain(APP_LOADER.hash.replaceAll("'", ''));
  });

  it('finds any inline script in a page other than the one theme boot and the one app loader', () => {
    const page = (...scripts: string[]) => `<html><head>${scripts.join('')}<script defer src="/assets/main.js"></script></head><body></body></html>`;
    const boot = `<script>${THEME_BOOT.script}</script>`;
    const loader = `<script data-scripts="/assets/main.js">${APP_LOADER.script}</script>`;
    const shell = { themeBoot: true, appLoader: false };
    const prerendered = { themeBoot: true, appLoader: true };
    expect(inlineScriptProblems(page(boot), shell)).toEqual([]);
    expect(inlineScriptProblems(page(boot, loader), prerendered)).toEqual([]);
    expect(inlineScriptProblems(page(), { themeBoot: false, appLoader: false })).toEqual([]);
    expect(inlineScriptProblems(page(), shell)).toEqual(['0 copies of the theme boot (one expected)']);
    expect(inlineScriptProblems(page(boot), prerendered)).toEqual(['0 copies of the app loader (one expected)']);
    expect(inlineScriptProblems(page(boot, loader), shell)).toEqual(['the app loader, which this page does not carry']);
    expect(inlineScriptProblems(page(boot, boot), shell)).toEqual(['2 copies of the theme boot (one expected)']);
    expect(inlineScriptProblems(page(boot), { themeBoot: false, appLoader: false })).toEqual(['the theme boot, which this page does not carry']);
    expect(inlineScriptProblems(page(boot, '<script type="module">alert(1)</script>'), shell)).toEqual([expect.stringContaining('an inline script the CSP does not allow (<script type="module">alert(1)')]);
    expect(inlineScriptProblems(page(`<script>${THEME_BOOT.script} </script>`), shell)).toHaveLength(2);
  });

  it('lets the page reach the local identity provider when no client id is set', () => {
    const csp = cspDirectives(local, { nonce: 'n' });
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:4000']);
    expect(csp['form-action']).toEqual(["'self'", 'http://localhost:4000']);
    expect(cspDirectives({ ...local, extraConnectSources: ['ws://localhost:8765'] }, 'unsafe-inline')['connect-src']).toContain('ws://localhost:8765');
  });

  it('takes extra connect-src sources from CSP_EXTRA_CONNECT_SRC', () => {
    expect(buildTarget({ CSP_EXTRA_CONNECT_SRC: 'ws://localhost:8765, https://qa.example' }).extraConnectSources).toEqual(['ws://localhost:8765', 'https://qa.example']);
    expect(buildTarget({}).extraConnectSources).toEqual([]);
  });

  it('serves the redirect bridge page without COOP and frameable by the app only', () => {
    const bridge = securityHeaders(REFERENCE_TARGET, { nonce: 'n' }, 'redirect-bridge');
    expect(bridge).not.toHaveProperty('Cross-Origin-Opener-Policy');
    expect(bridge['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(securityHeaders(REFERENCE_TARGET, { nonce: 'n' })['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('sends the SPA page for app routes only, never for paths that name a file', () => {
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/notifications/all')).toBe(true);
    expect(isAppRoute('/assets/856.0123456789.js')).toBe(false);
    expect(isAppRoute('/favicon.ico')).toBe(false);
  });

  it('gives nginx a 404 for unknown assets, immutable caching for hashed files and a per-request nonce', () => {
    const conf = renderNginxServer({ target: local, listen: ['127.0.0.1:8080'], root: '/srv/dist', proxies: { '/api/': 'http://127.0.0.1:9' }, brotli: true });
    const assets = conf.slice(conf.indexOf('location ^~ /assets/'), conf.indexOf('}', conf.indexOf('location ^~ /assets/')));
    expect(assets).toContain('try_files $uri @missing_asset;');
    expect(assets).toContain('Cache-Control "public, max-age=31536000, immutable"');
    // A missing asset's 404 is never cached (issue #27 §7).
    const missing = conf.slice(conf.indexOf('location @missing_asset'), conf.indexOf('}', conf.indexOf('location @missing_asset')));
    expect(missing).toContain('Cache-Control "no-store" always;');
    expect(missing).toContain('return 404;');
    expect(conf).toContain('default_type application/x-brotli;');
    expect(conf).toContain('default_type application/gzip;');
    expect(conf).toContain("'nonce-$request_id'");
    expect(conf).toContain('sub_filter "__CSP_NONCE__" "$request_id";');
    expect(conf).toContain('brotli_static on;');
    // HTML is compressed on the fly at level 6, not nginx's default 1 (ADR 0139).
    expect(conf).toContain('gzip_comp_level 6;');
    expect(conf).not.toContain('Strict-Transport-Security');
  });

  it('answers a body over nginx\'s limit on a proxied path with the service\'s JSON 413, not nginx\'s HTML page (issue #47 §7)', () => {
    const conf = renderNginxServer({ target: local, listen: ['127.0.0.1:8080'], root: '/srv/dist', proxies: { '/api/': 'http://127.0.0.1:9' }, brotli: true });
    const api = conf.slice(conf.indexOf('location ^~ /api/'), conf.indexOf('}', conf.indexOf('location ^~ /api/')));
    expect(api).toContain('error_page 413 @too_large;');
    const tooLarge = conf.slice(conf.indexOf('location @too_large'), conf.indexOf('\n    }', conf.indexOf('location @too_large')));
    expect(tooLarge).toContain('default_type application/json;');
    expect(tooLarge).toContain(`return 413 '{"message":"The request is too large."}';`);
    // Nothing keeps a stream open after its upstream ends.
    expect(conf).not.toMatch(/proxy_read_timeout|proxy_ignore_client_abort on/);
  });

  it('gives Azure a navigation fallback that excludes assets and files, and the bridge route without COOP', () => {
    const swa = JSON.parse(renderStaticWebAppConfig(REFERENCE_TARGET)) as {
      navigationFallback: { rewrite: string; exclude: string[] };
      routes: { route: string; rewrite?: string; headers: Record<string, string> }[];
      globalHeaders: Record<string, string>;
    };
    expect(swa.navigationFallback.rewrite).toBe('/app.html');
    expect(swa.navigationFallback.exclude).toEqual(expect.arrayContaining(['/assets/*', '/redirect*']));
    const bridge = swa.routes.find((r) => r.route === '/redirect*');
    expect(bridge?.rewrite).toBe('/redirect.html');
    expect(bridge?.headers['Cross-Origin-Opener-Policy']).toBe('unsafe-none');
    expect(swa.globalHeaders['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(swa.globalHeaders['Content-Security-Policy']).toContain("style-src 'self' 'unsafe-inline'");
  });
});
