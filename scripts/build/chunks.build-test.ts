/**
 * What each page of the production build asks for, read from the build itself (`dist/`, the chunk groups and the
 * source maps) rather than from a browser (ADR 0134): `npm test` runs it after `npm run build`
 * (`npm run test:build`). The e2e suite checks behaviour (what a click requests, what arrives when); the chunk
 * names and what a page's first load holds are checked here.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { publicPageChunk, publicPages } from '../../src/marketing/content/pages.ts';
import { SITE } from '../../src/marketing/content/site.ts';
import { readChunkGroups } from './chunkGroups.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const dist = path.join(root, 'dist');
const groups = readChunkGroups(root);

const group = (name: string): string[] => {
  const files = groups[name];
  assert.ok(files, `webpack built no chunk group named "${name}"`);
  return files;
};
const html = (route: string): string => fs.readFileSync(path.join(dist, route.slice(1), 'index.html'), 'utf8');
const attribute = (page: string, name: string): string[] => (new RegExp(`${name}="([^"]*)"`).exec(page)?.[1] ?? '').split(' ').filter(Boolean);
/** The files of `name` the entry does not already bring. */
const own = (name: string): string[] => group(name).filter((file) => !group('main').includes(file));
/** The source files a script was built from (its source map). */
const sourcesOf = (file: string): string[] =>
  (JSON.parse(fs.readFileSync(path.join(root, 'dist-sourcemaps', `${file.slice(1)}.map`), 'utf8')) as { sources?: string[] }).sources ?? [];

const PORTAL_GROUPS = ['sign-in-runtime', 'portal-runtime', 'msal', 'login', 'portal', 'work', 'feedback'];
/** Libraries only the portal uses (ADR 0109): no public page loads them. */
const PORTAL_LIBRARIES = ['@azure/msal', 'notistack', 'react-colorful', 'redux-persist'];

void describe('the public pages’ first load (ADR 0114, 0109, 0118)', () => {
  for (const page of publicPages) {
    void it(`${page.path} asks for the entry and its own page chunk (${publicPageChunk(page.path)}), no other page's and nothing of the portal`, () => {
      const scripts = attribute(html(page.path), 'data-scripts');
      for (const file of group('main')) assert.ok(scripts.includes(file), `${file} (entry) missing`);
      for (const file of own(publicPageChunk(page.path))) assert.ok(scripts.includes(file), `${file} (own page) missing`);
      for (const other of publicPages.filter((p) => p !== page)) {
        const theirs = own(publicPageChunk(other.path)).filter((file) => file.includes(`/${publicPageChunk(other.path)}.`));
        for (const file of theirs) assert.ok(!scripts.includes(file), `${file} of ${other.path} is in ${page.path}'s first load`);
      }
      for (const name of PORTAL_GROUPS) for (const file of own(name)) assert.ok(!scripts.includes(file), `${file} (${name}) is in ${page.path}'s first load`);
      for (const file of own('public-header-popups')) assert.ok(!scripts.includes(file), `${file} (header pop-ups, fetched when idle) is in ${page.path}'s first load`);
      assert.deepEqual(attribute(html(page.path), 'data-preloads'), []);
      // Its page chunk, also what a link to it loads, shares no file with the portal's own.
      for (const name of PORTAL_GROUPS) for (const file of own(name)) assert.ok(!group(publicPageChunk(page.path)).includes(file), `${file} (${name}) comes with ${page.path}'s page`);
      const sources = [...scripts, ...group(publicPageChunk(page.path))].flatMap(sourcesOf);
      for (const library of PORTAL_LIBRARIES) assert.ok(!sources.some((source) => source.includes(`node_modules/${library}`)), `${library} is in ${page.path}'s page`);
    });
  }

  void it("/'s first load and idle prefetch hold none of MSAL, notistack, react-colorful or the portal's search, and only the landing page's own copy", () => {
    const files = [...new Set([...attribute(html('/'), 'data-scripts'), ...group('public-header-popups')])];
    const sources = files.flatMap(sourcesOf);
    for (const library of PORTAL_LIBRARIES) assert.ok(!sources.some((source) => source.includes(`node_modules/${library}`)), `${library} is in /'s first load`);
    assert.ok(!sources.some((source) => source.includes('src/features/search/')), 'the portal search is in /');
    const marketing = [...new Set(sources.flatMap((source) => /src\/marketing\/(?:routes|content)\/[\w.]+$/.exec(source)?.[0] ?? []))].sort();
    assert.deepEqual(marketing, ['src/marketing/content/home.ts', 'src/marketing/content/pages.ts', 'src/marketing/content/site.ts', 'src/marketing/routes/home.tsx']);
  });
});

void describe('the sign-in and portal pages', () => {
  void it('/login paints first and asks for the sign-in chunks, the sign-in runtime and MSAL with the entry (ADR 0116, 0135)', () => {
    const login = html('/login');
    const scripts = attribute(login, 'data-scripts');
    const preloads = attribute(login, 'data-preloads');
    // Its scripts are the entry's alone; the rest is preloaded, to run when the sign-in card asks for it.
    assert.deepEqual([...scripts].sort(), [...group('main')].sort());
    for (const name of ['login', 'sign-in-runtime', 'msal']) for (const file of own(name)) assert.ok(preloads.includes(file), `${file} (${name}) not preloaded by /login`);
    // Nothing of the portal runtime before the person acts: no RTK Query, persistence, API or work features.
    for (const name of ['portal-runtime', 'work', 'portal']) {
      for (const file of own(name).filter((f) => !group('sign-in-runtime').includes(f) && !group('login').includes(f) && !group('msal').includes(f))) {
        assert.ok(!preloads.includes(file), `${file} (${name}) preloaded by /login`);
      }
    }
    const sources = [...scripts, ...preloads].flatMap(sourcesOf);
    for (const module of ['node_modules/@reduxjs/toolkit/dist/query', 'node_modules/redux-persist', 'src/api/', 'src/features/timecard/', 'src/features/approvals/']) {
      assert.ok(!sources.some((source) => source.includes(module)), `${module} is in /login's first load`);
    }
    // Nor what only the signed-in portal or QA mode uses (ADR 0147): the profile and role tables and their memoising
    // selectors, the portal's ports, the portal's guard, the expired-session listeners, the QA log and sanitiser.
    for (const module of [
      'node_modules/reselect/',
      'src/features/auth/profile.ts',
      'src/shared/roles.ts',
      'src/features/auth/signedInSelectors.ts',
      'src/features/auth/RequireAuth.tsx',
      'src/features/auth/sessionRenewalListeners.ts',
      'src/services/eventStreamPort.ts',
      'src/services/filePort.ts',
      'src/lib/sanitize.ts',
      'src/app/qa/logFile.ts',
    ]) {
      assert.ok(!sources.some((source) => source.includes(module)), `${module} is in /login's first load`);
    }
  });

  void it('/login downloads three files besides the entry: the sign-in runtime, the login page, MSAL (and the redirect bridge’s part of it) (ADR 0147)', () => {
    const login = html('/login');
    const files = [...attribute(login, 'data-scripts'), ...attribute(login, 'data-preloads')];
    const mine = files.filter((file) => !group('main').includes(file));
    // The sign-in runtime is one file, which the login page's and MSAL's groups share (what they have in common with
    // it is in it); MSAL is one file and the chunk the redirect bridge (redirect.html) shares.
    const signIn = group('sign-in-runtime');
    assert.equal(signIn.length, 1, `sign-in-runtime: ${signIn.join(' ')}`);
    assert.equal(own('login').filter((file) => !signIn.includes(file)).length, 1, `login: ${own('login').join(' ')}`);
    const bridge = group('redirect').filter((file) => !file.includes('/redirect.') && !file.includes('/runtime.'));
    assert.equal(bridge.length, 1, `redirect: ${group('redirect').join(' ')}`);
    assert.deepEqual(own('msal').filter((file) => !signIn.includes(file) && !bridge.includes(file)).length, 1, `msal: ${own('msal').join(' ')}`);
    assert.equal(mine.length, 4, `/login's own files: ${mine.join(' ')}`);
  });

  void it('the SPA page (app.html) asks for both runtimes and MSAL from the start (ADR 0113, 0135)', () => {
    const app = fs.readFileSync(path.join(dist, 'app.html'), 'utf8');
    for (const name of ['sign-in-runtime', 'portal-runtime', 'msal']) for (const file of own(name)) assert.ok(app.includes(`href="${file}"`), `${file} (${name}) not preloaded by app.html`);
  });

  void it('the portal pages load with the portal chunk and the work chunk, named as the navigation model asks', () => {
    for (const name of ['portal', 'work']) assert.ok(group(name).some((file) => file.includes(`/${name}.`)), `no ${name} chunk file`);
  });
});

void describe('sitemap.xml', () => {
  void it('is written from the public route table', () => {
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    assert.deepEqual(locs, publicPages.map((page) => SITE.origin + page.path));
  });
});

void describe('inline scripts (ADR 0138, 0139)', () => {
  /** Every HTML file of the build, relative to dist/. */
  const pages = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort();
  /** The script-src of the CSP this build is served with (Azure's config, written by the build from the policy). */
  const scriptSrc = (): string[] => {
    const config = JSON.parse(fs.readFileSync(path.join(dist, 'staticwebapp.config.json'), 'utf8')) as { globalHeaders: Record<string, string> };
    const directive = (config.globalHeaders['Content-Security-Policy'] ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '));
    return directive?.split(' ').slice(1) ?? [];
  };
  const inline = (page: string): string[] => [...page.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(([, text = '']) => text);

  void it('every page has the theme boot in <head>, each prerendered page the app loader after it, and the CSP allows those two by their hashes and nothing else inline', () => {
    const sources = scriptSrc();
    assert.ok(!sources.includes("'unsafe-inline'"), `script-src allows any inline script: ${sources.join(' ')}`);
    assert.deepEqual(sources.filter((source) => source !== "'self'").length, 2, `script-src: ${sources.join(' ')}`);
    const withBoot = pages.filter((file) => file !== 'redirect.html');
    assert.ok(withBoot.includes('app.html') && withBoot.includes('index.html') && withBoot.includes(path.join('login', 'index.html')), `pages: ${pages.join(', ')}`);
    for (const file of withBoot) {
      const page = fs.readFileSync(path.join(dist, file), 'utf8');
      const scripts = inline(page);
      // The SPA page keeps its deferred entry script tags; every prerendered page has the loader instead.
      const prerendered = file !== 'app.html';
      assert.equal(scripts.length, prerendered ? 2 : 1, `${file} has ${scripts.length} inline scripts`);
      const [boot = '', loader = ''] = scripts;
      assert.ok(boot.includes('persist:theme'), `${file}'s first inline script is not the theme boot`);
      if (prerendered) {
        assert.ok(loader.includes('first-contentful-paint'), `${file}'s second inline script is not the app loader`);
        assert.ok(/<script data-scripts="\/assets\/[^"]+"[^>]*>/.test(page), `${file}'s app loader names no scripts`);
        assert.ok(!/<script\b[^>]*\bsrc=/.test(page), `${file} has a script tag with a src (its scripts are the loader's)`);
      }
      for (const script of scripts) {
        assert.ok(page.indexOf(script) < page.indexOf('</head>'), `${file}'s inline script ${script.slice(0, 40)}… is not in <head>`);
        const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
        assert.ok(sources.includes(hash), `${file}'s inline script (${hash}) is not allowed by script-src ${sources.join(' ')}`);
      }
    }
    for (const file of ['theme-boot.js', 'app-loader.js']) assert.ok(!fs.existsSync(path.join(dist, file)), `${file} is still copied into dist/`);
  });

  void it('the redirect bridge page has none', () => {
    assert.deepEqual(inline(fs.readFileSync(path.join(dist, 'redirect.html'), 'utf8')), []);
  });
});
