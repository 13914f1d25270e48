/**
 * Prints figures, asserts nothing (README "Public pages", ADR 0107). Run `npm run build` first. Sections, each a
 * function in scripts/bench/:
 *   replay      replay of a 10,000-action QA log in Node (replay.ts)
 *   sizes       chunk sizes; first load of `/`, `/second-chair`, `/login`, the click from `/` to `/login` and
 *               `/home` signed in, with their script waves, against the dependency floor; bytes transferred
 *               (sizes.ts, floor.ts)
 *   portal      search keystroke → results painted at 1× and 4× CPU; notifications panel with 10,000 items (portal.ts)
 *   startup     the longest start-up task and the slowest start-up steps per route at 4× CPU (startup.ts)
 *   lighthouse  Lighthouse per public route and the static limit of `/` (lighthouse.ts)
 *   api         the API service under autocannon (list, approvals, decisions) on PGlite and PostgreSQL 15,
 *               1,000 employees with 1,000 and 100,000 time-off rows (api.ts; needs no build)
 *
 *   npm run bench -- [--only replay,sizes,portal,startup,lighthouse,api] [--runs 3] [--routes /,/contact] [--port 4199]
 *
 * `--runs` and `--routes` narrow the Lighthouse section. The browser sections start scripts/serve.ts (with the
 * local identity provider and the mock API) on `--port`: run them under the e2e lock (ports are shared).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publicPages } from '../src/marketing/content/pages.ts';
import { startServer } from './bench/browser.ts';
import { apiSection } from './bench/api.ts';
import { lighthouseSection } from './bench/lighthouse.ts';
import { portalSection } from './bench/portal.ts';
import { benchReplay } from './bench/replay.ts';
import { sizesSection } from './bench/sizes.ts';
import { startupSection } from './bench/startup.ts';

const SECTIONS = ['replay', 'sizes', 'portal', 'startup', 'lighthouse', 'api'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (name: string): name is Section => (SECTIONS as readonly string[]).includes(name);

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

const { values: args } = parseArgs({ options: { only: { type: 'string' }, runs: { type: 'string' }, routes: { type: 'string' }, port: { type: 'string' } } });
const only = args.only ? args.only.split(',').map((s) => s.trim()) : [...SECTIONS];
const unknown = only.filter((name) => !isSection(name));
if (unknown.length > 0) {
  console.error(`Unknown section(s) ${unknown.join(', ')}: choose from ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const chosen = new Set(only.filter(isSection));
const port = Number(args.port ?? 4199);
const origin = `http://localhost:${port}`;
const runs = Number(args.runs ?? 3);
// Every public route, and the two noindex pages the issue also scores (#14): /404 and the frame of /login.
const routes = args.routes ? args.routes.split(',') : [...publicPages.map((p) => p.path), '/404', '/login'];

async function main(): Promise<void> {
  if (chosen.has('api')) {
    await apiSection();
    console.log('');
    if (chosen.size === 1) return;
  }
  if (!fs.existsSync(path.join(dist, 'app.html'))) throw new Error('dist/ has no build: run `npm run build` first.');
  if (chosen.has('replay')) {
    benchReplay();
    console.log('');
  }
  if (!chosen.has('sizes') && !chosen.has('portal') && !chosen.has('startup') && !chosen.has('lighthouse')) return;
  const stop = await startServer(port);
  try {
    if (chosen.has('sizes')) await sizesSection(dist, origin);
    if (chosen.has('portal')) {
      console.log('');
      await portalSection(origin);
    }
    if (chosen.has('startup')) {
      console.log('');
      await startupSection(origin, runs);
    }
    if (chosen.has('lighthouse')) await lighthouseSection(dist, origin, routes, runs);
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
