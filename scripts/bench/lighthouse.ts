/**
 * Lighthouse (npm `lighthouse`, Debian Chromium, mobile, simulated throttling) on served pages: the median of
 * N runs of performance, accessibility, best practices, SEO, LCP, TBT and CLS (ADR 0107), and the LCP of `/`
 * against its static limit the honest way (ADR 0132).
 */
import os from 'node:os';
import { interleave, loadRange, median, medianOfRatios } from './stats.ts';
import type { SummaryRow } from './stats.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

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

/** One Chromium for Lighthouse (CHROME_PATH, default Debian's), and a function scoring a URL once in it. */
async function openLighthouse(): Promise<{ score: (url: string) => Promise<LighthouseFigures>; close: () => void }> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  return {
    // A run whose trace has no navigation start (Lighthouse's `NO_NAVSTART`, seen on the app and the static page
    // alike) has no performance score: it is run once more at once, in the same place of the interleaving, so a
    // median is over the runs asked for; a second failure is left out of the median and said.
    score: async (url) => {
      let sample = figures({ categories: {}, audits: {} });
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        sample = result ? figures(result.lhr) : figures({ categories: {}, audits: {} });
        if (Number.isFinite(sample.performance)) return sample;
        const reason = result?.lhr.runtimeError?.message ?? result?.lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no reason given';
        console.log(`  (${url}: no performance score, ${attempt === 1 ? 'run again' : 'left out of the median'}: ${reason})`);
      }
      return sample;
    },
    close: () => chrome.kill(),
  };
}

const medians = (samples: LighthouseFigures[]): LighthouseFigures => {
  const keys = Object.keys(samples[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])) as unknown as LighthouseFigures;
};

const row = (label: string, f: LighthouseFigures, load: string) =>
  console.log(
    `  ${label.padEnd(22)} ${f.performance.toFixed(2).padStart(5)} ${f.accessibility.toFixed(2).padStart(5)} ${f.bestPractices.toFixed(2).padStart(5)} ${f.seo.toFixed(2).padStart(5)} ${`${f.lcpMs.toFixed(0)} ms`.padStart(8)} ${`${f.tbtMs.toFixed(0)} ms`.padStart(8)} ${f.cls.toFixed(3).padStart(6)}  ${load}`,
  );

/**
 * The "lighthouse" section: the LCP of `/` against its static limit, both served by the same server and config
 * (`staticOrigin` serves the build with `/`'s scripts removed), run interleaved (app, static, app, static…) and
 * compared run by run (the median of the per-run ratios); then the medians for `routes` (`/login`'s total
 * blocking time among them). Returns its lines of the summary table.
 */
export async function lighthouseSection(origin: string, staticOrigin: string, routes: string[], runs: number): Promise<SummaryRow[]> {
  const summary: SummaryRow[] = [];
  const lighthouse = await openLighthouse();
  try {
    console.log(`\nLighthouse 13 (mobile, simulated throttling, Debian Chromium), median of ${runs}; load average (1 min) at each run:`);
    console.log(`  ${'page'.padEnd(22)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'SEO'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}  load`);
    const app: LighthouseFigures[] = [];
    const stat: LighthouseFigures[] = [];
    const rootLoads: number[] = [];
    for (const kind of interleave(runs, 'app', 'static')) {
      rootLoads.push(os.loadavg()[0] ?? Number.NaN);
      if (kind === 'app') app.push(await lighthouse.score(`${origin}/`));
      else stat.push(await lighthouse.score(`${staticOrigin}/`));
    }
    const { median: lcpRatio, ratios } = medianOfRatios(
      app.map((f) => f.lcpMs),
      stat.map((f) => f.lcpMs),
    );
    row('/ (app)', medians(app), loadRange(rootLoads));
    row('/ static (no scripts)', medians(stat), loadRange(rootLoads));
    console.log(`  LCP of / ÷ LCP of its static HTML, run by run: ${ratios.map((r) => `${r.toFixed(2)}×`).join(', ')}; median ${lcpRatio.toFixed(2)}×`);
    summary.push({ interaction: 'LCP of `/` ÷ its static HTML (Lighthouse mobile, same server, interleaved)', figure: `median ${lcpRatio.toFixed(2)}× (${ratios.map((r) => r.toFixed(2)).join(', ')})`, reference: `static LCP ${median(stat.map((f) => f.lcpMs)).toFixed(0)} ms`, target: '≤ 1.1×', load: loadRange(rootLoads) });
    for (const route of routes.filter((r) => r !== '/')) {
      const samples: LighthouseFigures[] = [];
      const loads: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        loads.push(os.loadavg()[0] ?? Number.NaN);
        samples.push(await lighthouse.score(`${origin}${route}`));
      }
      const figure = medians(samples);
      row(route, figure, loadRange(loads));
      if (route === '/login')
        summary.push({ interaction: '`/login` total blocking time (Lighthouse mobile)', figure: `median ${figure.tbtMs.toFixed(0)} ms (${samples.map((s) => s.tbtMs.toFixed(0)).join(', ')})`, reference: '–', target: '≤ 150 ms', load: loadRange(loads) });
    }
  } finally {
    lighthouse.close();
  }
  return summary;
}
