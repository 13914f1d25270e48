/**
 * `npm run bench` section "sizes": chunk sizes, the first load of `/`, `/second-chair`, `/login`, the click
 * from `/` to `/login` (ADR 0113) and `/home` (signed in), every byte until the network is idle, each against
 * its own route's dependency floor (ADR 0132), and the bytes a whole public page transfers (ADR 0107).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import os from 'node:os';
import { dependencyFloor, ROUTE_FLOORS } from './floor.ts';
import type { FloorRoute } from './floor.ts';
import { launchChromium, openSignedIn, settle } from './browser.ts';
import { idlePrefetchFiles, pageScripts, readChunkGroups } from '../budget.ts';
import type { SummaryRow } from './stats.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const gzipFile = (file: string) => gzipSize(fs.readFileSync(file));

const PUBLIC_LOAD_ROUTES = ['/', '/second-chair', '/login'];
/** The portal route measured signed in. */
const PORTAL_ROUTE = '/home';

function chunkSizes(dist: string): void {
  const assets = path.join(dist, 'assets');
  const rows = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, raw: fs.statSync(path.join(assets, f)).size, gzip: gzipFile(path.join(assets, f)) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('Chunk sizes (minified / gzip -9):');
  for (const r of rows) console.log(`  ${r.file.padEnd(40)} ${kib(r.raw).padStart(10)} ${kib(r.gzip).padStart(10)}`);
  console.log(`  ${'total'.padEnd(40)} ${kib(rows.reduce((s, r) => s + r.raw, 0)).padStart(10)} ${kib(rows.reduce((s, r) => s + r.gzip, 0)).padStart(10)}`);
}

interface FirstLoad {
  js: number;
  css: number;
  html: number;
  scripts: number;
  waves: number;
  /** Script waves requested before the first contentful paint (the hero of a prerendered page). */
  wavesBeforePaint: number;
  /** JS+CSS requested after a prerendered page marked itself ready (`app-ready`): prefetches while idle, not the first load (ADR 0118). */
  afterReady: number;
  /** The files requested after the app-ready mark. */
  idleFiles: string[];
  files: string[];
}

/**
 * What a load of `page` by `navigate` downloads until the network is idle: scripts and style sheets (gzip -9
 * of the files), the HTML document (its critical CSS is inline), and how many request waves the scripts came
 * in (a script requested after another script finished starts a new wave), in all and before the first
 * contentful paint (prerendered pages request the app's scripts after it, ADR 0112). The HTTP cache is off.
 * With `splitAtReady` (a new document), what is requested after the page's `app-ready` mark (hydrated, every
 * control works) is counted apart: the chunks it prefetches while idle (ADR 0118) are not its first load.
 */
async function measureLoad(page: Page, dist: string, origin: string, navigate: () => Promise<unknown>, splitAtReady = true): Promise<FirstLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const load: FirstLoad = { js: 0, css: 0, html: 0, scripts: 0, waves: 0, wavesBeforePaint: 0, afterReady: 0, idleFiles: [], files: [] };
  const assets: { url: string; bytes: number; css: boolean }[] = [];
  const requestedAt = new Map<string, number>();
  // A script's wave: one more than the latest wave that had finished a script when it was requested.
  const waves = new Map<string, number>();
  let finishedWave = 0;
  const pending: Promise<void>[] = [];
  // The page's own requests: not those of a frame MSAL may open for a silent token (the redirect bridge page).
  const own = (req: Request) => req.frame() === page.mainFrame();
  page.on('request', (req) => {
    // The first request counts: a `<script>` that takes over a `<link rel="preload">` is not a new download.
    if (own(req) && req.resourceType() === 'script' && !waves.has(req.url())) waves.set(req.url(), finishedWave + 1);
  });
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== origin || !own(res.request())) return;
    const file = url.pathname;
    if (res.request().resourceType() === 'document') {
      pending.push(res.body().then((body) => void (load.html = gzipSize(body))));
    } else if (file.endsWith('.js') || file.endsWith('.css')) {
      assets.push({ url: res.url(), bytes: gzipFile(path.join(dist, file)), css: file.endsWith('.css') });
    }
  });
  page.on('requestfinished', (req) => {
    if (!own(req)) return;
    requestedAt.set(req.url(), req.timing().startTime);
    if (req.resourceType() !== 'script') return;
    finishedWave = Math.max(finishedWave, waves.get(req.url()) ?? 0);
  });
  await navigate();
  await Promise.all(pending);
  // Wall-clock time of the first contentful paint (the browser's clock, as request timings are).
  const paintedAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY));
  const readyAt = splitAtReady ? await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName('app-ready', 'mark')[0]?.startTime ?? Number.POSITIVE_INFINITY)) : Number.POSITIVE_INFINITY;
  for (const asset of assets) {
    if ((requestedAt.get(asset.url) ?? Number.NEGATIVE_INFINITY) > readyAt) {
      load.afterReady += asset.bytes;
      load.idleFiles.push(path.basename(new URL(asset.url).pathname));
      waves.delete(asset.url);
    } else {
      if (asset.css) load.css += asset.bytes;
      else load.js += asset.bytes;
      load.files.push(path.basename(new URL(asset.url).pathname));
    }
  }
  load.wavesBeforePaint = Math.max(0, ...[...waves].filter(([url]) => (requestedAt.get(url) ?? Number.POSITIVE_INFINITY) < paintedAt).map(([, wave]) => wave));
  load.waves = Math.max(0, ...waves.values());
  load.scripts = waves.size;
  // Files by wave (`1: a b  2: c`), each wave in the order of its responses.
  const waveOf = (file: string) => [...waves].find(([url]) => path.basename(new URL(url).pathname) === file)?.[1] ?? 0;
  load.files = Array.from({ length: load.waves }, (_, i) => `${i + 1}: ${load.files.filter((file) => waveOf(file) === i + 1).join(' ')}`);
  await cdp.detach();
  return load;
}

/** First loads of the public routes (fresh page each), the way from `/` to `/login`, and `/home` signed in (a reload after signing in). */
async function firstLoads(browser: Browser, dist: string, origin: string): Promise<Map<string, FirstLoad>> {
  const results = new Map<string, FirstLoad>();
  for (const route of PUBLIC_LOAD_ROUTES) {
    const page = await browser.newPage();
    results.set(
      route,
      // A prerendered public page is ready (every control works) once hydrated; /login's start-up view is hydrated
      // before its sign-in card is up, so /login counts everything (ADR 0118).
      await measureLoad(page, dist, origin, () => page.goto(`${origin}${route}`, { waitUntil: 'networkidle' }), route !== '/login'),
    );
    await page.close();
  }
  // On the way in from a public page: what clicking "Login" on `/` downloads (ADR 0113).
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/`, { waitUntil: 'networkidle' });
  // Once the app has taken over the page (ADR 0112), "Login" navigates inside it.
  await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  results.set(
    '/ → /login (click)',
    await measureLoad(visitor, dist, origin, async () => {
      await visitor.getByRole('link', { name: 'Login' }).first().click();
      await visitor.getByRole('button', { name: 'Sign in with your work account' }).waitFor();
      await visitor.waitForLoadState('networkidle');
    }, false),
  );
  await visitor.close();
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, origin, PORTAL_ROUTE);
  await settle(page, () => Promise.resolve());
  // The portal marks itself ready at its first render, before the page's own chunks: everything counts, until no
  // request but the notifications' event stream is in flight (it never ends, so no networkidle).
  const load = await measureLoad(page, dist, origin, () => settle(page, () => page.reload({ waitUntil: 'load' })), false);
  if (new URL(page.url()).pathname !== PORTAL_ROUTE) throw new Error(`The signed-in reload of ${PORTAL_ROUTE} ended at ${page.url()}`);
  results.set(`${PORTAL_ROUTE} (signed in)`, load);
  await context.close();
  return results;
}

/** Bytes on the wire for the whole page (headers + bodies), compressed as served and with Accept-Encoding: identity. */
async function bytesTransferred(browser: Browser, origin: string, routes: string[]): Promise<void> {
  const load = async (route: string, acceptEncoding: string | null) => {
    const page = await browser.newPage();
    if (acceptEncoding) await page.setExtraHTTPHeaders({ 'Accept-Encoding': acceptEncoding });
    const sizes: Promise<number>[] = [];
    page.on('response', (res) => sizes.push(res.request().sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    const transferred = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    await page.close();
    return transferred;
  };
  console.log('\nBytes transferred for the whole page:');
  for (const route of routes) console.log(`  ${route.padEnd(20)} ${kib(await load(route, null))} compressed (br/gzip), ${kib(await load(route, 'identity'))} uncompressed`);
}

/** The floor each measured load is divided by (ADR 0132): its route's own. */
const FLOOR_OF: Record<string, FloorRoute> = {
  '/': '/',
  '/second-chair': '/',
  '/login': '/login',
  [`${PORTAL_ROUTE} (signed in)`]: '/home',
};

/**
 * The "sizes" section: chunk sizes; every byte each route downloads until the network is idle (the idle prefetch
 * of a public page included) against its own floor; bytes transferred. Returns `/login`'s line of the summary.
 */
export async function sizesSection(dist: string, origin: string): Promise<SummaryRow[]> {
  chunkSizes(dist);
  const floors = new Map<FloorRoute, Awaited<ReturnType<typeof dependencyFloor>>>();
  for (const route of Object.keys(ROUTE_FLOORS) as FloorRoute[]) floors.set(route, await dependencyFloor(route));
  const browser = await launchChromium();
  const summary: SummaryRow[] = [];
  try {
    const load = os.loadavg()[0] ?? Number.NaN;
    const loads = await firstLoads(browser, dist, origin);
    console.log('\nFirst load (gzip -9; HTML includes the inline critical CSS; HTTP cache off), every script and style sheet');
    console.log('until the network is idle, each divided by its own route\'s dependency floor (ADR 0132). For / and /second-chair');
    console.log('"idle after" is the part requested after the app-ready mark (the idle prefetch, ADR 0118): counted in the total.');
    console.log(`  ${'route'.padEnd(20)} ${'JS+CSS'.padStart(10)} ${'HTML'.padStart(10)} ${'floor'.padStart(10)} ${'÷ floor'.padStart(8)}  scripts  waves  before paint  ${'idle after'.padStart(10)}  files by wave`);
    for (const [route, figures] of loads) {
      // The click from / to /login downloads what / did not have: an increment, divided by no floor.
      const floorRoute = FLOOR_OF[route];
      const floor = floorRoute ? (floors.get(floorRoute)?.gzip ?? Number.NaN) : Number.NaN;
      const total = figures.js + figures.css + figures.afterReady;
      console.log(
        `  ${route.padEnd(20)} ${kib(total).padStart(10)} ${kib(figures.html).padStart(10)} ${(floorRoute ? kib(floor) : '–').padStart(10)} ${(floorRoute ? `${(total / floor).toFixed(2)}×` : '–').padStart(9)} ${String(figures.scripts).padStart(7)} ${String(figures.waves).padStart(6)} ${String(figures.wavesBeforePaint).padStart(13)}  ${kib(figures.afterReady).padStart(10)}  ${figures.files.join('  ')}`,
      );
      if (route === '/login')
        summary.push({ interaction: '`/login` first load, gzip (every script and style sheet)', figure: `${kib(total)}, ${(total / floor).toFixed(2)}× its own floor (${kib(floor)})`, reference: '–', target: '≤ 1.05× its own floor', load: load.toFixed(2) });
      if (route === '/') {
        summary.push({ interaction: '`/` first load, gzip, idle prefetch included', figure: `${kib(total)}, ${(total / floor).toFixed(2)}× the public floor (${kib(floor)})`, reference: '–', target: '≤ 1.05× (budget limit 1.162×)', load: load.toFixed(2) });
        // What the browser prefetched on / against what the budget counts (scripts/budget.ts).
        const groups = readChunkGroups(path.join(path.dirname(dist), `${path.basename(dist)}-sourcemaps`), path.basename(dist));
        const counted = idlePrefetchFiles(groups, pageScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))).map((f) => path.basename(f)).sort();
        const seen = [...figures.idleFiles].sort();
        if (counted.join(' ') !== seen.join(' ')) console.log(`  NOTE: / prefetched ${seen.join(' ') || 'nothing'} when idle; npm run budget counts ${counted.join(' ') || 'nothing'} (IDLE_PREFETCH_GROUPS)`);
      }
    }
    for (const [route, floor] of floors) console.log(`  floor of ${route.padEnd(11)} ${kib(floor.gzip).padStart(10)}  esbuild bundle of the ${floor.packages} packages imported by ${ROUTE_FLOORS[route].what}`);
    await bytesTransferred(browser, origin, PUBLIC_LOAD_ROUTES);
  } finally {
    await browser.close();
  }
  return summary;
}
