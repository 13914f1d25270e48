/**
 * Build step after webpack (ADR 0105): renders every public route, /404 and the static frame of /login with
 * React 19's `prerender` from the same components and a store made by `createAppStore` at that location, with a
 * fresh Emotion cache per page, and writes `dist/<route>/index.html` (the landing page is `dist/index.html`):
 * the webpack shell (`dist/app.html`, the SPA fallback) with the page's head tags, critical CSS and markup.
 * Style tags carry the CSP nonce placeholder the server replaces per response.
 */
import fs from 'node:fs';
import path from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import type { UnknownAction } from '@reduxjs/toolkit';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionServer } from '@emotion/server/create-instance';
import { App } from '../src/app/App.tsx';
import { createAppStore } from '../src/app/appStore.ts';
import * as portalRuntime from '../src/app/portalRuntime.ts';
import * as signInRuntime from '../src/app/signInRuntime.ts';
import type { AppStore } from '../src/app/types.ts';
import { authStartupSucceeded } from '../src/features/auth/authSlice.ts';
import { isSignInPage } from '../src/features/auth/signInPaths.ts';
import { initialRouterState, locationFromPath } from '../src/features/router/routerSlice.ts';
import { isPublicPage, PRERENDERED_ROUTES, publicPageChunk } from '../src/marketing/content/pages.ts';
import { loadPublicPage } from '../src/marketing/publicRoutes.tsx';
import { pageScripts, readChunkGroups, scriptsOf, withoutScriptPreloads, withScriptPreloads } from './build/chunkGroups.ts';
import type { ChunkGroups } from './build/chunkGroups.ts';
import { APP_LOADER, inlineScriptProblems } from './serving/themeBoot.ts';

/** What the server replaces with the response's nonce (the same placeholder as the shell's csp-nonce meta). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The chunk groups (webpackChunkName) a page asks for in its HTML besides the entry's scripts, so that they
 * download with the entry instead of after it (ADR 0113). `/login` signs no one in before the sign-in runtime,
 * its own page and MSAL are in; the portal runtime is not among them (ADR 0135: it loads while a sign-in popup is
 * open, or on the way to the portal). Public pages ask for none of them (ADR 0109).
 */
export const PAGE_CHUNK_GROUPS: Readonly<Record<string, readonly string[]>> = {
  '/login': ['sign-in-runtime', 'login', 'msal'],
};

/**
 * The same for the SPA page (`dist/app.html`), served for every app route without a page of its own: the
 * portal (behind both runtimes), `/logout` and `/redirect` (behind the sign-in runtime), all starting MSAL at
 * once (the QA replay viewer at `/__qa` too, which uses neither).
 */
export const SPA_PAGE_CHUNK_GROUPS: readonly string[] = ['sign-in-runtime', 'portal-runtime', 'msal'];

/** Tags React 19 hoists to the document head (title, meta, link), as the stream starts with them. */
const HEAD_TAG = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

export interface RenderedPage {
  head: string;
  styles: string;
  body: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

type Chunks = ReturnType<EmotionServer['extractCriticalToChunks']>;

/**
 * Critical extraction keeps only the class names that appear in the markup. A styled component that wraps
 * another (MUI's Button around ButtonBase) also inserts its own layer's class, which the inner one merges into
 * the class it renders: the browser would serialize and insert every such layer again after hydration. The
 * page carries them too, so the client's cache starts with everything the render inserted.
 */
export function withComposedStyles(cache: EmotionCache, chunks: Chunks): Chunks {
  const regular = chunks.styles.find((chunk) => chunk.key === cache.key);
  if (!regular) return chunks;
  const present = new Set(regular.ids);
  const layers = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !present.has(entry[0]) && cache.registered[`${cache.key}-${entry[0]}`] !== undefined,
  );
  if (layers.length === 0) return chunks;
  const merged = { ...regular, ids: [...regular.ids, ...layers.map(([id]) => id)], css: regular.css + layers.map(([, css]) => css).join('') };
  return { ...chunks, styles: chunks.styles.map((chunk) => (chunk === regular ? merged : chunk)) };
}

/**
 * What a prerendered page goes on to show by itself, without a navigation: the actions that lead there. The
 * page carries those views' styles too (ADR 0116), so the client's Emotion cache starts with them and showing
 * them serializes and inserts no rule in the middle of the page's start-up. `/login`: the sign-in card that
 * replaces the start-up view once MSAL has started (no account yet).
 */
export const NEXT_VIEWS: Readonly<Record<string, readonly UnknownAction[]>> = {
  '/login': [authStartupSucceeded({ accounts: [], activeAccountId: null })],
};

/** The markup of `store`'s app as it renders now, with `cache`; the build fails on any render error. */
async function renderApp(store: AppStore, cache: EmotionCache, route: string): Promise<string> {
  // A component that throws on the server makes React emit a client-rendering fallback instead of the page:
  // the build fails instead of shipping it.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App store={store} />
    </CacheProvider>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await streamToString(prelude);
  if (errors.length > 0) throw new Error(`prerendering ${route} failed`, { cause: errors[0] });
  return html;
}

/** One route's markup, hoisted head tags and the critical CSS of exactly what it rendered (and of its next views). */
export async function renderPage(route: string): Promise<RenderedPage> {
  // A public page is a chunk of its own (ADR 0114): in before rendering, as the browser has it before hydrating.
  await loadPublicPage(route);
  // As the browser starts that page (ADR 0109, 0135): public pages without a runtime, /login with the sign-in one.
  const runtime = isPublicPage(route) ? {} : isSignInPage(route) ? { signIn: signInRuntime } : { portal: portalRuntime };
  const store = createAppStore({ router: { ...initialRouterState, location: locationFromPath(route) } }, runtime);
  const cache = createCache({ key: 'css', nonce: NONCE_PLACEHOLDER });
  const emotion = createEmotionServer(cache);
  const html = await renderApp(store, cache, route);
  const head = HEAD_TAG.exec(html)?.[0] ?? '';
  const rendered = html.slice(head.length);
  let next = '';
  for (const action of NEXT_VIEWS[route] ?? []) {
    store.dispatch(action);
    next += await renderApp(store, cache, route);
  }
  // `data-s`: the style elements are already where Emotion wants them (in <head>, before anything it inserts);
  // without it, creating the client's cache moves every one, and the browser parses all their rules again.
  const styles = emotion
    .constructStyleTagsFromChunks(withComposedStyles(cache, emotion.extractCriticalToChunks(rendered + next)))
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  const { body, css } = hoistStyleAttributes(rendered);
  return { head, styles: styles + css, body };
}

/**
 * The CSP refuses style attributes in server HTML (only nonce'd style elements apply). The few MUI renders
 * inline (a spinner's size) become a rule in a nonce'd style element that matches the element by a data
 * attribute; hydration in the production build keeps server attributes as they are.
 */
export function hoistStyleAttributes(body: string): { body: string; css: string } {
  const rules: string[] = [];
  const rewritten = body.replace(/ style="([^"]*)"/g, (_match, declarations: string) => {
    rules.push(`[data-ssr-style="${rules.length}"]{${declarations.replaceAll('&quot;', '"')}}`);
    return ` data-ssr-style="${rules.length - 1}"`;
  });
  return { body: rewritten, css: rules.length > 0 ? `<style nonce="${NONCE_PLACEHOLDER}">${rules.join('')}</style>` : '' };
}

/** The files of the chunk groups `names` that `html` does not load already; each must be in `dist` (a stale list fails). */
export function chunkFiles(html: string, names: readonly string[], groups: ChunkGroups, dist: string): string[] {
  const files = scriptsOf(groups, names, pageScripts(html));
  const missing = files.filter((file) => !fs.existsSync(path.join(dist, file)));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not in ${dist}: build it again with npm run build`);
  return files;
}

/** The shell's deferred entry scripts (webpack's runtime, vendor and main chunks), in order. */
const ENTRY_SCRIPT = /<script defer="defer" src="(\/assets\/[^"]+\.js)"><\/script>/g;

/**
 * The webpack shell with one page in it. The shell's <noscript> notice goes: the page reads without JavaScript.
 * Every page's entry scripts are requested by `public/app-loader.js` (inline, ADR 0139) after its first paint (ADR 0112; `/login`
 * too since ADR 0116: its start-up view is painted from the HTML alone), followed by `routeScripts`, the files of
 * a public page's own chunk (ADR 0114), so start-up finds the page in without a second request wave; `preloads`,
 * the chunk files the page asks for from the start (ADR 0113), are preloaded by the loader at the same time.
 */
export function pageHtml(shell: string, page: RenderedPage, routeScripts: readonly string[] = [], preloads: readonly string[] = []): string {
  const scripts = [...shell.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error('the webpack shell has no deferred entry scripts');
  const preloadList = preloads.length > 0 ? ` data-preloads="${preloads.join(' ')}"` : '';
  // Inline (ADR 0139): an external loader was a request that ended before the largest paint, which Lighthouse's
  // simulation then counted as one of its dependencies.
  const loader = `<script data-scripts="${[...scripts, ...routeScripts].join(' ')}"${preloadList}>${APP_LOADER.script}</script>`;
  return withPage(shell.replace(ENTRY_SCRIPT, '').replace('</head>', `${loader}</head>`), page);
}

function withPage(shell: string, page: RenderedPage): string {
  const withHead = shell.replace('</head>', `${page.head}${page.styles}</head>`);
  return withHead.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '').replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
}

export function outputFile(dist: string, route: string): string {
  return route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');
}

async function main(): Promise<void> {
  // React, MUI and Emotion must run as the production bundle does: in development MUI labels every class
  // name (`css-1x2y3z-MuiButton-root`), so the client would compute other names than the page carries and
  // insert every rule again after hydration (production React does not report attribute mismatches).
  if (process.env.NODE_ENV !== 'production') throw new Error('Prerender with NODE_ENV=production (npm run build does), or class names will not match the client bundle');
  const root = path.resolve(import.meta.dirname, '..');
  const dist = path.join(root, 'dist');
  const spaPage = path.join(dist, 'app.html');
  // The shell as webpack wrote it: a second run finds the preloads the first one added to app.html.
  const shell = withoutScriptPreloads(fs.readFileSync(spaPage, 'utf8'));
  const groups = readChunkGroups(root);
  for (const route of PRERENDERED_ROUTES) {
    const file = outputFile(dist, route);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const rendered = await renderPage(route);
    // Scripts after the first paint (ADR 0112, 0116): a public page's own chunk with them (ADR 0114), /login's portal chunks preloaded with them (ADR 0113).
    const routeScripts = isPublicPage(route) ? chunkFiles(shell, [publicPageChunk(route)], groups, dist) : [];
    const html = pageHtml(shell, rendered, routeScripts, chunkFiles(shell, PAGE_CHUNK_GROUPS[route] ?? [], groups, dist));
    // The shell's theme boot and the app loader are the page's inline scripts, those the CSP allows by their hashes (ADR 0138, 0139).
    const problems = inlineScriptProblems(html, { themeBoot: true, appLoader: true });
    if (problems.length > 0) throw new Error(`${route}'s page has ${problems.join(' and ')}: the CSP allows script files and the theme boot's and app loader's hashes only`);
    fs.writeFileSync(file, html);
  }
  fs.writeFileSync(spaPage, withScriptPreloads(shell, chunkFiles(shell, SPA_PAGE_CHUNK_GROUPS, groups, dist)));
  console.log(`prerendered ${PRERENDERED_ROUTES.length} pages into dist/; app.html asks for ${SPA_PAGE_CHUNK_GROUPS.join(', ')} from the start`);
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
