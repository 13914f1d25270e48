/**
 * `npm run deps-report`: writes docs/dependencies.md, the production dependencies with their licence
 * (from the installed package), the newest version and release dates the registry reports, and a
 * maintenance verdict. `npm audit` cannot run here (the registry mirror answers 405 to the advisory
 * endpoint), so this list is the dependency check (issue 15).
 *
 * The mirror's `time` entries are the dates it republished each version, not the original releases
 * (redux-persist 6.0.0 was released on 2019-09-01; the mirror says 2024-12-07). The script detects that
 * (dates out of version order) and then relies on UPSTREAM below: facts read from each project's own
 * repository (last release tag and last commit), re-checked when this file is edited.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const MONTHS_UNMAINTAINED = 24;
const today = new Date();

interface Upstream {
  repository: string;
  lastRelease: string;
  lastCommit: string;
  /** Present when the package is flagged: what we do about it. */
  plan?: string;
}

/** Read from the upstream repositories (git tags and log) on 2026-11-22. */
const UPSTREAM: Record<string, Upstream> = {
  'redux-persist': {
    repository: 'rt2zz/redux-persist',
    lastRelease: '2019-09-01 (v6.0.0)',
    lastCommit: '2021-11-22',
    plan:
      'Works with RTK 2 here (the six persist actions are ignored by the serializable check), so no urgency. ' +
      'Replace it when it next gets in the way: the persisted preferences (theme, sidebar) are a few keys, so a ' +
      'listener that writes them to localStorage after each change and a preloadedState read in main.tsx replace ' +
      'persistStore, PersistGate and the ignored actions; read the old `persist:*` keys once so nobody loses settings.',
  },
  notistack: {
    repository: 'iamhosseindhv/notistack',
    lastRelease: '2025-01-18 (v3.0.2)',
    lastCommit: '2026-03-31',
  },
};

interface PackageJson {
  version: string;
  license?: string | { type: string };
  dependencies?: Record<string, string>;
}

const readPackage = (file: string): PackageJson => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;

interface RegistryInfo {
  latest: string;
  time: Record<string, string>;
}

function registry(name: string): RegistryInfo {
  const out = execFileSync('npm', ['view', name, 'time', 'dist-tags', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const data = JSON.parse(out) as { time: Record<string, string>; 'dist-tags': { latest: string } };
  return { latest: data['dist-tags'].latest, time: data.time };
}

const compareVersions = (a: string, b: string): number => {
  const parts = (v: string) => v.split(/[.+-]/).slice(0, 3).map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

/** True when release dates go backwards as versions go up (republished, not original, dates). */
function datesOutOfOrder(time: Record<string, string>): boolean {
  const stable = Object.entries(time)
    .filter(([version]) => /^\d+\.\d+\.\d+$/.test(version))
    .sort(([a], [b]) => compareVersions(a, b));
  return stable.some(([, date], i) => i > 0 && date < (stable[i - 1]?.[1] ?? ''));
}

const monthsSince = (date: string) => (today.getTime() - new Date(date).getTime()) / (30.44 * 24 * 3600 * 1000);
const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : 'unknown');

const pkg = readPackage(path.join(root, 'package.json'));
const rows: string[] = [];
const flagged: string[] = [];
let unreliable = 0;
const names = Object.keys(pkg.dependencies ?? {}).sort();
for (const name of names) {
  const installed = readPackage(path.join(root, 'node_modules', name, 'package.json'));
  const license = typeof installed.license === 'object' ? installed.license.type : (installed.license ?? 'unknown');
  const info = registry(name);
  const outOfOrder = datesOutOfOrder(info.time);
  if (outOfOrder) unreliable += 1;
  const upstream = UPSTREAM[name];
  const lastRelease = upstream ? upstream.lastRelease : day(info.time[info.latest]);
  const stale = upstream ? monthsSince(upstream.lastRelease.slice(0, 10)) > MONTHS_UNMAINTAINED : !outOfOrder && monthsSince(info.time[info.latest] ?? '') > MONTHS_UNMAINTAINED;
  const verdict = upstream?.plan ? '**unmaintained**' : stale ? '**check**' : 'maintained';
  if (upstream?.plan) flagged.push(`### ${name}\n\nUpstream ${upstream.repository}: last release ${upstream.lastRelease}, last commit ${upstream.lastCommit}.\n\n${upstream.plan}\n`);
  const source = upstream ? `upstream ${upstream.repository}` : outOfOrder ? 'registry (republish date)' : 'registry';
  rows.push(`| ${name} | ${installed.version} | ${license} | ${info.latest} | ${lastRelease} | ${source} | ${verdict} |`);
}

const doc = [
  '# Production dependencies',
  '',
  `Generated by \`npm run deps-report\` (scripts/dependencies-report.ts) on ${today.toISOString().slice(0, 10)}. Do not edit by hand.`,
  '',
  '`npm audit` cannot run here (the registry mirror answers 405 to the advisory endpoint), so this list is the',
  `dependency check: licence, newest version, last release, and a verdict (no release for ${MONTHS_UNMAINTAINED} months = unmaintained).`,
  '',
  `The registry mirror reports republish dates, not release dates: ${unreliable} of ${names.length} packages have dates that go`,
  'backwards as versions go up. Where that matters, the last release comes from the project\'s own repository',
  '(its tags), recorded in the script with the date it was read.',
  '',
  '| Package | Installed | Licence | Latest | Last release | Date from | Verdict |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  '## Flagged',
  '',
  ...(flagged.length > 0 ? flagged : ['None.', '']),
].join('\n');
fs.writeFileSync(path.join(root, 'docs', 'dependencies.md'), doc);
console.log(`wrote docs/dependencies.md (${names.length} packages, ${flagged.length} flagged)`);
