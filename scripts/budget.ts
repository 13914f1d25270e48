/**
 * Size budget of the public site (bytes only, deterministic; ADR 0108, 0132). Reads the built `dist/index.html`
 * (the page of `/`), sums the gzip -9 size of every script `/` downloads with no click: those it lists (with those
 * `app-loader.js` requests: the entry's and the page's own chunk, ADR 0112, 0114) and the chunks it prefetches
 * when idle (`IDLE_PREFETCH_GROUPS`: the header's pop-ups, whose imports the floor counts), and fails when that is more than `FLOOR_RATIO_BUDGET`× the
 * dependency floor (the esbuild bundle of the public pages' imports, built here; the issue asks for 1.05×), when
 * any of those scripts' source maps lists MSAL, RTK Query or redux-persist sources, or when the page does not
 * list its own page chunk (it would load it later, uncounted). Prints what it found either way.
 *
 *   tsx scripts/budget.ts [--dist dist] [--maps dist-sourcemaps]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { dependencyFloor } from './bench/floor.ts';
import { publicPageChunk } from '../src/marketing/content/pages.ts';

/**
 * Issue #14 aims at 1.05×. Until ADR 0132 the first load left out the header pop-ups' chunk that `/` downloads
 * when idle while the floor counted its imports: that said 1.031–1.035× (budget 1.037×). Counted the same on both
 * sides (ADR 0132, issue #28), `/` is 193.4 KiB gzip against a floor of 167.3 KiB: 1.156×. This limit holds that
 * honest figure with about 1 KiB of room, so growth still fails `npm test` (ADR 0108); it is not the aim, which
 * issue #28 keeps open (1.05×). Where it goes from here is a product decision (issue #28's closing note).
 */
export const FLOOR_RATIO_BUDGET = 1.162;

/** Portal runtime that must never be in what a public route loads (matched against source map `sources`). */
export const FORBIDDEN_ON_PUBLIC: Record<string, RegExp> = {
  MSAL: /node_modules\/@azure\/msal-/,
  'RTK Query': /node_modules\/@reduxjs\/toolkit\/.*query/,
  'redux-persist': /node_modules\/redux-persist\//,
};

/** The script URLs a page loads, in document order, with those the inline app loader requests after the first paint (ADR 0112, 0139). */
export function pageScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].flatMap((m) => {
    const src = /\bsrc="([^"]+)"/.exec(m[0])?.[1] ?? '';
    const loaded = /\bdata-scripts="([^"]*)"/.exec(m[0])?.[1]?.split(' ') ?? [];
    return [src, ...loaded].filter(Boolean);
  });
}

/** Which forbidden packages each script's source map lists. */
export function forbiddenSources(maps: string, scripts: string[]): string[] {
  const found: string[] = [];
  for (const src of scripts) {
    const map = path.join(maps, `${src}.map`);
    if (!fs.existsSync(map)) {
      found.push(`${src}: no source map in ${maps}`);
      continue;
    }
    const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources?: string[] };
    for (const [name, pattern] of Object.entries(FORBIDDEN_ON_PUBLIC)) {
      const hits = sources.filter((s) => pattern.test(s));
      if (hits.length > 0) found.push(`${src}: ${name} (${hits.length} modules, e.g. ${hits[0] ?? ''})`);
    }
  }
  return found;
}

/** The files of `/`'s own page chunk (webpack's chunk groups beside the source maps, ADR 0113) that `scripts` leaves out. */
function unlistedPageChunk(groups: Record<string, string[]>, scripts: string[]): string[] {
  const own = groups[publicPageChunk('/')];
  if (!own) return [`the chunk group ${publicPageChunk('/')} (webpack built none)`];
  return own.filter((file) => !scripts.includes(file));
}

/**
 * Chunk groups `/` downloads by itself once it is ready, with no click: the header's pop-ups, fetched when the
 * browser is idle (src/boot.tsx, ADR 0118). The floor counts what they import, so the first load counts their
 * files too (ADR 0132); `npm run bench` measures what the browser really downloads and names any difference.
 */
export const IDLE_PREFETCH_GROUPS = ['public-header-popups'];

/** The files of the idle prefetch that the page's own scripts do not already list. */
export function idlePrefetchFiles(groups: Record<string, string[]>, scripts: string[]): string[] {
  const files = IDLE_PREFETCH_GROUPS.flatMap((group) => {
    const own = groups[group];
    if (!own) throw new Error(`webpack built no chunk group ${group}: update IDLE_PREFETCH_GROUPS (scripts/budget.ts)`);
    return own;
  });
  return [...new Set(files)].filter((file) => !scripts.includes(file));
}

export const readChunkGroups = (maps: string, build: string) => JSON.parse(fs.readFileSync(path.join(maps, `${build}.chunk-groups.json`), 'utf8')) as Record<string, string[]>;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, maps: { type: 'string' } } });
  const dist = path.resolve(values.dist ?? 'dist');
  // Source maps are built beside dist/, never deployed (ADR 0062).
  const maps = path.resolve(values.maps ?? 'dist-sourcemaps');
  const scripts = pageScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const groups = readChunkGroups(maps, path.basename(dist));
  const prefetched = idlePrefetchFiles(groups, scripts);
  const gzip = (src: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, src)), { level: 9 }).length;
  const listed = scripts.reduce((sum, src) => sum + gzip(src), 0);
  const idle = prefetched.reduce((sum, src) => sum + gzip(src), 0);
  const firstLoad = listed + idle;
  const floor = await dependencyFloor();
  const ratio = firstLoad / floor.gzip;
  const forbidden = forbiddenSources(maps, [...scripts, ...prefetched].filter((src) => src.startsWith('/assets/')));
  const unlisted = unlistedPageChunk(groups, scripts);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `every script / downloads ${kib(firstLoad)} gzip (listed by the page ${kib(listed)} + idle prefetch ${kib(idle)}), floor ${kib(floor.gzip)}: ${ratio.toFixed(3)}× (budget ${FLOOR_RATIO_BUDGET}×; the issue's aim 1.05×)`,
  );
  for (const line of forbidden) console.log(`portal runtime on a public page: ${line}`);
  for (const file of unlisted) console.log(`/ does not list its own page chunk's ${file} (ADR 0114): it would load it after start-up, uncounted`);
  if (ratio > FLOOR_RATIO_BUDGET || forbidden.length > 0 || unlisted.length > 0) process.exitCode = 1;
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
