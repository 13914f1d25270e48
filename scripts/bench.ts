/**
 * Prints figures, asserts nothing (README "Public pages" and "Bench", ADR 0107, 0132). Run `npm run build` first.
 * Sections, each a function in scripts/bench/:
 *   replay      `npm run replay` of a 10,000-action QA log, the whole command timed from outside, beside `node -e 0` (replay.ts)
 *   sizes       chunk sizes; every byte the first load of `/`, `/second-chair`, `/login`, the click from `/` to `/login`
 *               and `/home` signed in download (the idle prefetch included), each against its own route's
 *               dependency floor; bytes transferred (sizes.ts, floor.ts)
 *   lighthouse  LCP of `/` against its static HTML (same server, interleaved, median of per-run ratios); Lighthouse
 *               per public route, `/404` and `/login` (its total blocking time) (lighthouse.ts)
 *   portal      signed-in interactions at 1× and 4× CPU with 100 / 1,000 / 10,000 notifications and pending
 *               approvals, each beside a no-op click in the same run (portal.ts)
 *   startup     the longest start-up task and the slowest start-up steps per route at 4× CPU (startup.ts, ADR 0134)
 *   api         the API service under autocannon (api.ts; needs no build)
 *   scale       every read one at a time at 1,000, 10,000 and 100,000 people; the payroll export (scale.ts)
 * It ends with one table in the issue's columns (#28): interaction | p95 at 1× / 4× | no-op 1× / 4× | target | load avg.
 *
 *   npm run bench -- [--only replay,sizes,lighthouse,portal,startup,api,scale] [--runs 3] [--routes /,/contact]
 *                    [--sizes 100,1000,10000] [--rates 1,4] [--interactions noop,sidebar,approve,tick,decide,open,scroll,search] [--port 4199] [--storages pglite,postgres]
 * `--interactions` picks the portal section's interactions (all by default); the no-op click, the reference,
 * always runs (`--interactions approve` measures the no-op and Approve Time).
 *
 * The app is served by nginx with the generated config (scripts/serve-nginx.ts) when nginx is installed, else by
 * scripts/serve.ts (BENCH_SERVER=node forces it); it says which. Ports: `--port` (app; 4199 is among the local
 * identity provider's default origins), +1 mock Graph, +2 API service, +3 the static limit of `/`. The identity
 * provider on 4000 is reused when one runs, else started and stopped here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publicPages } from '../src/marketing/content/pages.ts';
import { apiSection } from './bench/api.ts';
import { scaleSection } from './bench/scale.ts';
import { lighthouseSection } from './bench/lighthouse.ts';
import { INTERACTIONS, isInteraction, portalSection } from './bench/portal.ts';
import { benchReplay } from './bench/replay.ts';
import { describeServer, serverKind, startAppServer, startStaticServer, writeStaticSite } from './bench/servers.ts';
import { sizesSection } from './bench/sizes.ts';
import { startupSection } from './bench/startup.ts';
import { summaryTable } from './bench/stats.ts';
import type { SummaryRow } from './bench/stats.ts';

const SECTIONS = ['replay', 'sizes', 'lighthouse', 'portal', 'startup', 'api', 'scale'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (name: string): name is Section => (SECTIONS as readonly string[]).includes(name);

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

const { values: args } = parseArgs({
  options: { only: { type: 'string' }, runs: { type: 'string' }, routes: { type: 'string' }, port: { type: 'string' }, sizes: { type: 'string' }, rates: { type: 'string' }, interactions: { type: 'string' }, storages: { type: 'string' } },
});
const list = (value: string | undefined) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : undefined);
const only = list(args.only) ?? [...SECTIONS];
const unknown = only.filter((name) => !isSection(name));
if (unknown.length > 0) {
  console.error(`Unknown section(s) ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const chosen = new Set(only.filter(isSection));
const interactionNames = list(args.interactions) ?? [...INTERACTIONS];
const unknownInteractions = interactionNames.filter((name) => !isInteraction(name));
if (unknownInteractions.length > 0) {
  console.error(`Unknown interaction(s) ${unknownInteractions.join(', ')}: choose from ${INTERACTIONS.join(', ')}`);
  process.exit(2);
}
const interactions = interactionNames.filter(isInteraction);
const port = Number(args.port ?? 4199);
const runs = Number(args.runs ?? 3);
const sizes = (list(args.sizes) ?? ['100', '1000', '10000']).map(Number);
const rates = (list(args.rates) ?? ['1', '4']).map(Number);
// Every public route, and the two noindex pages the issue also scores (#14): /404 and the frame of /login.
const routes = list(args.routes) ?? [...publicPages.map((p) => p.path), '/404', '/login'];
if (![port, runs, ...sizes, ...rates].every((n) => Number.isFinite(n) && n > 0)) {
  console.error('--port, --runs, --sizes and --rates take positive numbers');
  process.exit(2);
}

async function main(): Promise<void> {
  const summary: SummaryRow[] = [];
  if (chosen.has('api')) {
    await apiSection();
    console.log('');
  }
  if (chosen.has('scale')) {
    await scaleSection(list(args.storages) ?? undefined);
    console.log('');
  }
  const browserSections = chosen.has('sizes') || chosen.has('lighthouse') || chosen.has('portal') || chosen.has('startup');
  if ((chosen.has('replay') || browserSections) && !fs.existsSync(path.join(dist, 'app.html'))) throw new Error('dist/ has no build: run `npm run build` first.');
  if (chosen.has('replay')) {
    summary.push(...benchReplay());
    console.log('');
  }
  const kind = serverKind();
  if (browserSections) console.log(`Server: ${describeServer(kind)}`);
  if (chosen.has('sizes') || chosen.has('lighthouse') || chosen.has('startup')) {
    // The public pages and `/login` on the demo data (a fresh directory: the service seeds it on its first start).
    const dataDir = path.join(root, '.data', `bench-${port}-pages`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const app = await startAppServer(port, dataDir, kind);
    try {
      if (chosen.has('sizes')) summary.push(...(await sizesSection(dist, app.origin)));
      if (chosen.has('startup')) await startupSection(app.origin, runs);
      if (chosen.has('lighthouse')) {
        const site = writeStaticSite(dist, path.join(root, '.serve', `bench-static-${port + 3}`));
        const statik = await startStaticServer(port + 3, site, kind);
        try {
          summary.push(...(await lighthouseSection(app.origin, statik.origin, routes, runs)));
        } finally {
          await statik.stop();
        }
      }
    } finally {
      await app.stop();
    }
  }
  if (chosen.has('portal')) summary.push(...(await portalSection({ port, kind, sizes, runs, rates, interactions })));
  if (summary.length > 0) {
    console.log(`\nSummary (npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}; ${browserSections ? `server: ${kind}; ` : ''}${new Date().toISOString()}):\n`);
    console.log(summaryTable(summary));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
