/**
 * Lighthouse (npm `lighthouse`, Debian Chromium, mobile, simulated throttling) on served pages: the median of
 * N runs of performance, accessibility, best practices, SEO, LCP, TBT and CLS (ADR 0107).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The median of the runs that produced the figure (a run Lighthouse could not score gives NaN and is left out). */
const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface LhrLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined>;
  runtimeError?: { message?: string };
}

function figures(lhr: LhrLike): LighthouseFigures {
  const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** Runs Lighthouse `runs` times on each URL in one Chromium, returning the median of every figure per URL. */
async function lighthouseMedians(urls: string[], runs: number): Promise<Map<string, LighthouseFigures>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results = new Map<string, LighthouseFigures>();
  try {
    for (const url of urls) {
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) continue;
        const sample = figures(result.lhr);
        samples.push(sample);
        if (!Number.isFinite(sample.performance)) {
          const reason = result.lhr.runtimeError?.message ?? result.lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no reason given';
          console.log(`  (${url}, run ${run + 1}: no performance score, left out of the median: ${reason})`);
        }
      }
      const keys = Object.keys(samples[0] ?? {}) as (keyof LighthouseFigures)[];
      results.set(url, Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])) as unknown as LighthouseFigures);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * The static limit of a page: its prerendered HTML with every <script> removed, served from dist/ with the
 * same files around it. Returns the server and its base URL.
 */
async function serveWithoutScripts(dist: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.js': 'text/javascript', '.png': 'image/png', '.txt': 'text/plain' };
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = pathname.endsWith('/') ? path.join(dist, pathname, 'index.html') : path.join(dist, pathname);
    if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    let body: Buffer | string = fs.readFileSync(file);
    if (file.endsWith('.html')) body = body.toString('utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replaceAll('__CSP_NONCE__', '');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => server.close() };
}

const row = (label: string, f: LighthouseFigures) =>
  console.log(
    `  ${label.padEnd(22)} ${f.performance.toFixed(2).padStart(5)} ${f.accessibility.toFixed(2).padStart(5)} ${f.bestPractices.toFixed(2).padStart(5)} ${f.seo.toFixed(2).padStart(5)} ${`${f.lcpMs.toFixed(0)} ms`.padStart(8)} ${`${f.tbtMs.toFixed(0)} ms`.padStart(8)} ${f.cls.toFixed(3).padStart(6)}`,
  );

/** The "lighthouse" section: medians for `routes` served at `origin`, then the static limit of `/` and the LCP ratio. */
export async function lighthouseSection(dist: string, origin: string, routes: string[], runs: number): Promise<void> {
  const medians = await lighthouseMedians(
    routes.map((route) => `${origin}${route}`),
    runs,
  );
  const staticServer = await serveWithoutScripts(dist);
  const staticMedians = await lighthouseMedians([`${staticServer.url}/`], runs);
  staticServer.close();
  console.log(`\nLighthouse 13 (mobile, simulated throttling, Debian Chromium), median of ${runs}:`);
  console.log(`  ${'page'.padEnd(22)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'SEO'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}`);
  for (const [url, f] of medians) row(new URL(url).pathname, f);
  const staticRoot = staticMedians.get(`${staticServer.url}/`);
  const appRoot = medians.get(`${origin}/`);
  if (staticRoot) row('/ static (no scripts)', staticRoot);
  if (staticRoot && appRoot) console.log(`  LCP of / ÷ LCP of its static HTML: ${(appRoot.lcpMs / staticRoot.lcpMs).toFixed(2)}×`);
}
