/**
 * `npm run deps-report`: writes docs/dependencies.md, the production dependencies with their licence
 * (from the installed package), the newest version and release dates the registry reports, and a
 * maintenance verdict; then the development dependencies with their installed version and licence (no
 * registry look-up: they are not shipped). `npm audit` cannot run here (the registry mirror answers 405 to
 * the advisory endpoint), so this list is the dependency check (issue 15).
 *
 * `renderDependenciesDoc` is pure; `scripts/dependencies-report.test.ts` reads the committed document back
 * (`parseDependenciesDoc`) and fails when it lists another package or version than package.json, or when it is
 * not exactly what this script renders.
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
      'Works with RTK 2 here (the six persist actions are ignored by the serializable check), so no urgency; it is in ' +
      'the portal runtime only (ADR 0109), and the theme already reaches it through themeStorage.ts (ADR 0121). ' +
      'Replace it when it next gets in the way: the persisted preferences (theme, sidebar) are a few keys, so a ' +
      'listener that writes them to localStorage after each change and a read at start-up (as readSavedTheme does ' +
      'for the theme) replace persistStore, the portal runtime\'s startPersistence and the ignored actions; read the ' +
      'old `persist:*` keys once so nobody loses settings.',
  },
  notistack: {
    repository: 'iamhosseindhv/notistack',
    lastRelease: '2025-01-18 (v3.0.2)',
    lastCommit: '2026-03-31',
  },
};

export interface PackageJson {
  version: string;
  license?: string | { type: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
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

const licenseOf = (installed: PackageJson): string => (typeof installed.license === 'object' ? installed.license.type : (installed.license ?? 'unknown'));

const monthsSince = (date: string) => (today.getTime() - new Date(date).getTime()) / (30.44 * 24 * 3600 * 1000);
const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : 'unknown');

/** One production dependency: its installed version and licence, and what the registry (or upstream) says. */
export interface ProductionRow {
  name: string;
  installed: string;
  license: string;
  latest: string;
  lastRelease: string;
  source: string;
  verdict: string;
}

/** One development dependency: installed version and licence only. */
export interface DevelopmentRow {
  name: string;
  installed: string;
  license: string;
}

/** Everything docs/dependencies.md says; `renderDependenciesDoc` writes it, `parseDependenciesDoc` reads it back. */
export interface DependenciesReport {
  /** The day the registry was asked (YYYY-MM-DD). */
  date: string;
  /** How many production packages have registry dates out of version order. */
  unreliable: number;
  production: ProductionRow[];
  development: DevelopmentRow[];
}

const PRODUCTION_HEADER = ['| Package | Installed | Licence | Latest | Last release | Date from | Verdict |', '|---|---|---|---|---|---|---|'];
const DEVELOPMENT_HEADER = ['| Package | Installed | Licence |', '|---|---|---|'];
const cells = (values: readonly string[]) => `| ${values.join(' | ')} |`;

/** The document, from the report alone (pure). The flagged sections come from UPSTREAM's plans. */
export function renderDependenciesDoc(report: DependenciesReport): string {
  const flagged = report.production.flatMap(({ name }) => {
    const upstream = UPSTREAM[name];
    return upstream?.plan ? [`### ${name}\n\nUpstream ${upstream.repository}: last release ${upstream.lastRelease}, last commit ${upstream.lastCommit}.\n\n${upstream.plan}\n`] : [];
  });
  return [
    '# Dependencies',
    '',
    `Generated by \`npm run deps-report\` (scripts/dependencies-report.ts) on ${report.date}. Do not edit by hand:`,
    '`scripts/dependencies-report.test.ts` fails when this list and package.json disagree.',
    '',
    '## Production dependencies',
    '',
    '`npm audit` cannot run here (the registry mirror answers 405 to the advisory endpoint), so this list is the',
    `dependency check: licence, newest version, last release, and a verdict (no release for ${MONTHS_UNMAINTAINED} months = unmaintained).`,
    '',
    `The registry mirror reports republish dates, not release dates: ${report.unreliable} of ${report.production.length} packages have dates that go`,
    "backwards as versions go up. Where that matters, the last release comes from the project's own repository",
    '(its tags), recorded in the script with the date it was read.',
    '',
    ...PRODUCTION_HEADER,
    ...report.production.map((row) => cells([row.name, row.installed, row.license, row.latest, row.lastRelease, row.source, row.verdict])),
    '',
    '## Flagged',
    '',
    ...(flagged.length > 0 ? flagged : ['None.', '']),
    '## Development dependencies',
    '',
    'Build, test and development tools (`devDependencies`): none of them is in the production build, so they are',
    'listed with their installed version and licence only, without a registry look-up.',
    '',
    ...DEVELOPMENT_HEADER,
    ...report.development.map((row) => cells([row.name, row.installed, row.license])),
    '',
  ].join('\n');
}

/** The rows of the markdown table that starts with `header` (none when the document has no such table). */
function tableRows(doc: string, header: readonly string[]): string[][] {
  const lines = doc.split('\n');
  const start = lines.findIndex((line, i) => line === header[0] && lines[i + 1] === header[1]);
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, -1).split('|').map((cell) => cell.trim()));
  }
  return rows;
}

/** Reads a document this script wrote back into its report (the inverse of `renderDependenciesDoc`). */
export function parseDependenciesDoc(doc: string): DependenciesReport {
  const date = / on (\d{4}-\d{2}-\d{2})\. Do not edit by hand/.exec(doc)?.[1];
  const unreliable = /: (\d+) of \d+ packages have dates that go/.exec(doc)?.[1];
  if (date === undefined || unreliable === undefined) throw new Error('not a document written by scripts/dependencies-report.ts');
  return {
    date,
    unreliable: Number(unreliable),
    production: tableRows(doc, PRODUCTION_HEADER).map(([name = '', installed = '', license = '', latest = '', lastRelease = '', source = '', verdict = '']) => ({ name, installed, license, latest, lastRelease, source, verdict })),
    development: tableRows(doc, DEVELOPMENT_HEADER).map(([name = '', installed = '', license = '']) => ({ name, installed, license })),
  };
}

/**
 * Where the report and package.json disagree, one sentence each: a package of package.json missing from its
 * table or listed at another version, and a listed package package.json does not have. Empty when in step.
 */
export function dependencyDrift(pkg: Pick<PackageJson, 'dependencies' | 'devDependencies'>, report: Pick<DependenciesReport, 'production' | 'development'>): string[] {
  const compare = (kind: string, wanted: Record<string, string>, rows: readonly { name: string; installed: string }[]) => {
    const listed = new Map(rows.map((row) => [row.name, row.installed]));
    return [
      ...Object.entries(wanted).flatMap(([name, version]) => {
        const found = listed.get(name);
        if (found === undefined) return [`${kind} ${name} ${version} is not listed`];
        return found === version ? [] : [`${kind} ${name} is listed at ${found}, package.json has ${version}`];
      }),
      ...rows.filter((row) => !(row.name in wanted)).map((row) => `${kind} ${row.name} is listed but not in package.json`),
    ];
  };
  return [...compare('dependency', pkg.dependencies ?? {}, report.production), ...compare('devDependency', pkg.devDependencies ?? {}, report.development)];
}

function main(): void {
  const pkg = readPackage(path.join(root, 'package.json'));
  const installedPackage = (name: string) => readPackage(path.join(root, 'node_modules', name, 'package.json'));
  let unreliable = 0;
  const production = Object.keys(pkg.dependencies ?? {})
    .sort()
    .map((name): ProductionRow => {
      const installed = installedPackage(name);
      const info = registry(name);
      const outOfOrder = datesOutOfOrder(info.time);
      if (outOfOrder) unreliable += 1;
      const upstream = UPSTREAM[name];
      const lastRelease = upstream ? upstream.lastRelease : day(info.time[info.latest]);
      const stale = upstream ? monthsSince(upstream.lastRelease.slice(0, 10)) > MONTHS_UNMAINTAINED : !outOfOrder && monthsSince(info.time[info.latest] ?? '') > MONTHS_UNMAINTAINED;
      const verdict = upstream?.plan ? '**unmaintained**' : stale ? '**check**' : 'maintained';
      const source = upstream ? `upstream ${upstream.repository}` : outOfOrder ? 'registry (republish date)' : 'registry';
      return { name, installed: installed.version, license: licenseOf(installed), latest: info.latest, lastRelease, source, verdict };
    });
  const development = Object.keys(pkg.devDependencies ?? {})
    .sort()
    .map((name): DevelopmentRow => {
      const installed = installedPackage(name);
      return { name, installed: installed.version, license: licenseOf(installed) };
    });
  const report: DependenciesReport = { date: today.toISOString().slice(0, 10), unreliable, production, development };
  fs.writeFileSync(path.join(root, 'docs', 'dependencies.md'), renderDependenciesDoc(report));
  const flagged = production.filter(({ name }) => UPSTREAM[name]?.plan).length;
  console.log(`wrote docs/dependencies.md (${production.length} production and ${development.length} development packages, ${flagged} flagged)`);
}

if (process.argv[1] === import.meta.filename) main();
