/**
 * Prints figures, asserts nothing (README "Benchmarks"). Run `npm run build` first. Sections, each a function:
 * replay of a 10,000-action QA log in Node; chunk sizes; first load per route against the dependency floor; Lighthouse per public route and the static
 * limit of `/`. `npm run bench -- --runs 1 --routes /,/contact` narrows the Lighthouse section.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { publicPages } from '../src/marketing/content/pages.ts';
import { dependencyFloor } from './bench/floor.ts';
import { lighthouseMedians, serveWithoutScripts } from './bench/lighthouse.ts';
import { benchReplay } from './bench-replay.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const assets = path.join(dist, 'assets');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const gzipFile = (file: string) => gzipSize(fs.readFileSync(file));

const { values: args } = parseArgs({ options: { runs: { type: 'string' }, routes: { type: 'string' }, port: { type: 'string' } } });
const port = Number(args.port ?? 4199);
const origin = `http://localhost:${port}`;

function chunkSizes(): void {
  const rows = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, raw: fs.statSync(path.join(assets, f)).size, gzip: gzipFile(path.join(assets, f)) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('Chunk sizes (minified / gzip -9):');
  for (const r of rows) console.log(`  ${r.file.padEnd(40)} ${kib(r.raw).padStart(10)} ${kib(r.gzip).padStart(10)}`);
  console.log(`  ${'total'.padEnd(40)} ${kib(rows.reduce((s, r) => s + r.raw, 0)).padStart(10)} ${kib(rows.reduce((s, r) => s + r.gzip, 0)).padStart(10)}`);
}

async function startServer(): Promise<() => void> {
  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/serve.ts', '--port', String(port), '--no-idp'], { cwd: root, stdio: 'ignore' });
  await new Promise<void>((resolve) => {
    const poll = () => http.get(`${origin}/`, () => resolve()).on('error', () => setTimeout(poll, 200));
    poll();
  });
  return () => server.kill();
}

interface FirstLoad {
  js: number;
  css: number;
  html: number;
  waves: number;
  files: string[];
}

/**
 * What a first visit downloads until the network is idle: scripts and style sheets (gzip -9 of the files),
 * the HTML document (its critical CSS is inline), and how many request waves the scripts came in (a script
 * requested after another script finished starts a new wave).
 */
async function firstLoad(routes: string[]): Promise<Map<string, FirstLoad>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = new Map<string, FirstLoad>();
  for (const route of routes) {
    const page = await browser.newPage();
    const load: FirstLoad = { js: 0, css: 0, html: 0, waves: 0, files: [] };
    // A script's wave: one more than the latest wave that had finished a script when it was requested.
    const waves = new Map<string, number>();
    let finishedWave = 0;
    page.on('request', (req) => {
      if (req.resourceType() === 'script') waves.set(req.url(), finishedWave + 1);
    });
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin !== origin) return;
      const file = url.pathname;
      if (res.request().resourceType() === 'document') {
        void res.body().then((body) => (load.html = gzipSize(body)));
      } else if (file.endsWith('.js')) {
        load.js += gzipFile(path.join(dist, file));
        load.files.push(path.basename(file));
      } else if (file.endsWith('.css')) {
        load.css += gzipFile(path.join(dist, file));
      }
    });
    page.on('requestfinished', (req) => {
      if (req.resourceType() === 'script') finishedWave = Math.max(finishedWave, waves.get(req.url()) ?? 0);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    load.waves = Math.max(0, ...waves.values());
    results.set(route, load);
    await page.close();
  }
  await browser.close();
  return results;
}

/** Bytes on the wire for the whole page (headers + bodies), compressed as served and with Accept-Encoding: identity. */
async function bytesTransferred(routes: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
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
  for (const route of routes) console.log(`  ${route.padEnd(16)} ${kib(await load(route, null))} compressed (br/gzip), ${kib(await load(route, 'identity'))} uncompressed`);
  await browser.close();
}

async function sizesAgainstFloor(): Promise<number> {
  const floor = await dependencyFloor();
  const routes = ['/', '/second-chair', '/login'];
  const loads = await firstLoad(routes);
  console.log('\nFirst load (gzip -9; HTML includes the inline critical CSS):');
  console.log(`  ${'route'.padEnd(16)} ${'JS+CSS'.padStart(10)} ${'HTML'.padStart(10)} ${'÷ floor'.padStart(8)}  script waves  files`);
  for (const [route, load] of loads) {
    console.log(`  ${route.padEnd(16)} ${kib(load.js + load.css).padStart(10)} ${kib(load.html).padStart(10)} ${((load.js + load.css) / floor.gzip).toFixed(2).padStart(8)}× ${String(load.waves).padStart(6)}        ${load.files.join(' ')}`);
  }
  console.log(`  ${'/home (signed in)'.padEnd(16)} not measured: needs the identity provider's sign-in (see README)`);
  console.log(`  ${'floor of /'.padEnd(16)} ${kib(floor.gzip).padStart(10)} ${''.padStart(10)} ${'1.00'.padStart(8)}×  esbuild bundle of the ${floor.packages} imports the public pages make`);
  return floor.gzip;
}

async function lighthouseSection(): Promise<void> {
  const runs = Number(args.runs ?? 3);
  const routes = args.routes ? args.routes.split(',') : publicPages.map((p) => p.path);
  const medians = await lighthouseMedians(
    routes.map((route) => `${origin}${route}`),
    runs,
  );
  const staticServer = await serveWithoutScripts(dist);
  const staticMedians = await lighthouseMedians([`${staticServer.url}/`], runs);
  staticServer.close();
  console.log(`\nLighthouse 13 (mobile, simulated throttling, Debian Chromium), median of ${runs}:`);
  console.log(`  ${'page'.padEnd(22)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'SEO'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}`);
  const row = (label: string, f: { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number }) =>
    console.log(
      `  ${label.padEnd(22)} ${f.performance.toFixed(2).padStart(5)} ${f.accessibility.toFixed(2).padStart(5)} ${f.bestPractices.toFixed(2).padStart(5)} ${f.seo.toFixed(2).padStart(5)} ${`${f.lcpMs.toFixed(0)} ms`.padStart(8)} ${`${f.tbtMs.toFixed(0)} ms`.padStart(8)} ${f.cls.toFixed(3).padStart(6)}`,
    );
  for (const [url, f] of medians) row(new URL(url).pathname, f);
  const staticRoot = staticMedians.get(`${staticServer.url}/`);
  const appRoot = medians.get(`${origin}/`);
  if (staticRoot) row('/ static (no scripts)', staticRoot);
  if (staticRoot && appRoot) console.log(`  LCP of / ÷ LCP of its static HTML: ${(appRoot.lcpMs / staticRoot.lcpMs).toFixed(2)}×`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'app.html'))) throw new Error('dist/ has no build: run `npm run build` first.');
  benchReplay();
  console.log('');
  chunkSizes();
  const stop = await startServer();
  try {
    await sizesAgainstFloor();
    await bytesTransferred(['/', '/second-chair', '/login']);
    await lighthouseSection();
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
