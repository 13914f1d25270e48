import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { payPeriodOf, payPeriodWeeks } from '../../src/shared/payroll/periods.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import { PG_BIN, startCluster } from '../../service/test/postgres.ts';
import { benchName } from '../../service/src/db/benchSeed.ts';
import { peakMiB, startBenchServer, token } from './api.ts';
import type { BenchServer } from './api.ts';
import { percentile } from './stats.ts';

/**
 * `npm run bench -- --only scale` (issue #46): every read the portal makes, one request at a time as a person's page
 * asks, at 1,000 and 100,000 people (each with a pending time-off request; teams of ten), the two databases' services
 * running side by side and asked in turn, on the embedded database and on PostgreSQL 15; and the payroll export of
 * one pay period of 10,000 people (two approved weeks each).
 * Each read is asked by a person whose page is the same at every size (Alex's week and requests, a bench manager's
 * team of ten, HR's first directory page, a one-match search, HR's overview), so a read's growth from 1,000 to
 * 100,000 people is its tables' cost, not its page's: the issue allows at most 1.5×. Prints p50/p95 per read.
 */
/** The small and the large database's services run side by side, on these ports, and are asked in turn. */
const PORTS = { small: 4292, large: 4293 } as const;
const SMALL = 1_000;
const LARGE = 100_000;
const EXPORT_PEOPLE = 10_000;
const WARM_UP = 20;
const ASKS = 200;
/** A read stops early after this long, whatever its count (a bounded loop). */
const READ_LIMIT_MS = 20_000;
const EXPORT_RUNS = 5;
const GROWTH_LIMIT = 1.5;

interface Read {
  name: string;
  path: string;
  who: 'alex' | 'manager' | 'harper';
}

const thisWeek = mondayOf(isoDate(new Date()));
const READS: Read[] = [
  { name: "ledger: Alex's week (GET /timecards/{week})", path: `/api/timecards/${thisWeek}`, who: 'alex' },
  { name: "Alex's time-off requests (GET /timeoff/requests)", path: '/api/timeoff/requests', who: 'alex' },
  { name: "approvals: a manager's queue (GET /approvals)", path: '/api/approvals', who: 'manager' },
  { name: "a manager's team (GET /team)", path: '/api/team', who: 'manager' },
  { name: 'directory, first page (GET /people)', path: '/api/people', who: 'harper' },
  { name: `directory, one-match search (GET /people?q=${benchName(777)})`, path: `/api/people?q=${encodeURIComponent(benchName(777))}`, who: 'harper' },
  { name: 'HR overview (GET /hr/overview)', path: '/api/hr/overview', who: 'harper' },
];

async function startServer(port: number, people: number, weeks: readonly string[], env: NodeJS.ProcessEnv): Promise<BenchServer> {
  console.log(`  starting the service with ${people.toLocaleString('en')} people${weeks.length ? ` and their approved weeks of ${weeks.join(', ')}` : ''} (seeding as it starts)…`);
  return startBenchServer(['--port', String(port), '--employees', String(people), '--rows', String(people), ...(weeks.length ? ['--weeks', weeks.join(',')] : [])], env);
}

/** One request's time to its last byte, ms; refuses an answer other than 200. */
async function ask(url: string, authorization: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { authorization } });
  const bytes = (await answer.arrayBuffer()).byteLength;
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return { ms: performance.now() - started, bytes };
}

interface Figure {
  p50: number;
  p95: number;
  asks: number;
  bytes: number;
}

/**
 * One read at both sizes, asked in turn (small, large, small, …): whatever else the machine does in the meantime
 * weighs on both alike, so their ratio holds on a busy machine where two runs minutes apart did not (ADR 0173).
 */
async function timeReadPaired(urls: { small: string; large: string }, authorization: string): Promise<{ small: Figure; large: Figure }> {
  for (let i = 0; i < WARM_UP; i += 1) {
    await ask(urls.small, authorization);
    await ask(urls.large, authorization);
  }
  const times = { small: [] as number[], large: [] as number[] };
  const bytes = { small: 0, large: 0 };
  const started = performance.now();
  while (times.small.length < ASKS && performance.now() - started < READ_LIMIT_MS * 2) {
    for (const size of ['small', 'large'] as const) {
      const one = await ask(urls[size], authorization);
      times[size].push(one.ms);
      bytes[size] = one.bytes;
    }
  }
  const figure = (size: 'small' | 'large'): Figure => ({ p50: percentile(times[size], 50), p95: percentile(times[size], 95), asks: times[size].length, bytes: bytes[size] });
  return { small: figure('small'), large: figure('large') };
}

interface Row {
  storage: string;
  people: number;
  read: string;
  p50: number;
  p95: number;
  asks: number;
  bytes: number;
  load: number;
}

/** `storages`: 'pglite', 'postgres' or both (the default). */
export async function scaleSection(storageNames: readonly string[] = ['pglite', 'postgres']): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const bearer = async (who: string, roles: string[]) => `Bearer ${await token(privateKey, who, roles)}`;
  const authorization = {
    alex: await bearer('alex.rivera@contoso.test', ['Employee']),
    manager: await bearer('m-00001@bench.test', ['Employee', 'TeamManager']),
    harper: await bearer('harper.quinn@contoso.test', ['Employee', 'HRAdmin']),
  };
  const pat = await bearer('pat.morgan@contoso.test', ['Employee', 'PayrollUser']);
  // A closed pay period well in the past, so no demo week falls in it: its weeks are the bench people's only.
  const period = payPeriodOf(addDays(thisWeek, -7 * 60));
  const periodWeeks = payPeriodWeeks(period.start);
  // Each storage holds two databases side by side: on PostgreSQL, two clusters (the same settings, memory of their own).
  const storages: { name: string; urls?: { small: string; large: string }; stop?: () => void }[] = storageNames.includes('pglite') ? [{ name: 'PGlite (embedded)' }] : [];
  if (!storageNames.includes('postgres')) console.log('PostgreSQL 15 is not measured (--storages).');
  else if (fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    const small = startCluster(25498);
    const large = startCluster(25499);
    storages.push({
      name: 'PostgreSQL 15',
      urls: { small: small.url, large: large.url },
      stop: () => {
        small.stop();
        large.stop();
      },
    });
  } else console.log(`PostgreSQL 15 is not installed (${PG_BIN}): only the embedded database is measured.`);
  const rows: Row[] = [];
  const exports: { storage: string; p50: number; max: number; bytes: number; peak: number; load: number }[] = [];
  const env = (url: string | undefined) => ({ BENCH_JWK: JSON.stringify(jwk), ...(url ? { DATABASE_URL: url } : {}) });
  try {
    for (const storage of storages) {
      const exporting = await startServer(PORTS.small, EXPORT_PEOPLE, periodWeeks, env(storage.urls?.small));
      try {
        const url = `http://127.0.0.1:${PORTS.small}/api/payroll/periods/${period.start}/csv`;
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < EXPORT_RUNS; i += 1) {
          const one = await ask(url, pat);
          times.push(one.ms);
          bytes = one.bytes;
        }
        exports.push({ storage: storage.name, p50: percentile(times, 50), max: Math.max(...times), bytes, peak: peakMiB(exporting.pid), load: os.loadavg()[0] ?? 0 });
      } finally {
        await exporting.stop();
      }
      const small = await startServer(PORTS.small, SMALL, [], env(storage.urls?.small));
      const large = await startServer(PORTS.large, LARGE, [], env(storage.urls?.large)).catch(async (error: unknown) => {
        await small.stop();
        throw error;
      });
      try {
        for (const read of READS) {
          const paired = await timeReadPaired({ small: `http://127.0.0.1:${PORTS.small}${read.path}`, large: `http://127.0.0.1:${PORTS.large}${read.path}` }, authorization[read.who]);
          const load = os.loadavg()[0] ?? 0;
          rows.push({ storage: storage.name, people: SMALL, read: read.name, ...paired.small, load }, { storage: storage.name, people: LARGE, read: read.name, ...paired.large, load });
        }
      } finally {
        await Promise.all([small.stop(), large.stop()]);
      }
    }
  } finally {
    for (const storage of storages) storage.stop?.();
  }
  const ms = (n: number) => n.toFixed(1);
  console.log(`\nReads one at a time, the ${SMALL.toLocaleString('en')}- and the ${LARGE.toLocaleString('en')}-person database's services asked in turn (${WARM_UP} each first, then ${ASKS} each timed or ${(READ_LIMIT_MS * 2) / 1000} s), ms to the last byte; ${os.cpus().length} cores`);
  console.log('| storage | people | read | p50 ms | p95 ms | asks | bytes | load (1 min) |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.storage} | ${r.people.toLocaleString('en')} | ${r.read} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.asks} | ${r.bytes} | ${r.load.toFixed(2)} |`);
  console.log(`\nGrowth from 1,000 to 100,000 people (p50; at most ${GROWTH_LIMIT}× when the page does not grow)`);
  console.log('| storage | read | p50 at 1,000 | p50 at 100,000 | growth | within |');
  console.log('|---|---|---|---|---|---|');
  for (const small of rows.filter((r) => r.people === SMALL)) {
    const large = rows.find((r) => r.storage === small.storage && r.read === small.read && r.people === LARGE);
    if (!large) continue;
    const growth = large.p50 / Math.max(0.001, small.p50);
    console.log(`| ${small.storage} | ${small.read} | ${ms(small.p50)} | ${ms(large.p50)} | ${growth.toFixed(2)}× | ${growth <= GROWTH_LIMIT ? 'yes' : 'no'} |`);
  }
  console.log(`\nPayroll export of the pay period ${period.start} to ${period.end}, ${EXPORT_PEOPLE.toLocaleString('en')} people with two approved weeks each (${EXPORT_RUNS} runs)`);
  console.log('| storage | p50 ms | slowest ms | bytes | service peak RSS MiB | load (1 min) |');
  console.log('|---|---|---|---|---|---|');
  for (const e of exports) console.log(`| ${e.storage} | ${e.p50.toFixed(0)} | ${e.max.toFixed(0)} | ${e.bytes} | ${e.peak.toFixed(0)} | ${e.load.toFixed(2)} |`);
}
