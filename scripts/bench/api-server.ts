/**
 * The API service for the bench (scripts/bench/api.ts): the real app, with tokens checked against the
 * bench's own key, on a fresh database (in-memory PGlite, or PostgreSQL at DATABASE_URL, emptied first)
 * seeded with `--employees` (1,000 unless given) and `--rows` time-off requests, and with approved timecard weeks of
 * every employee for each Monday of `--weeks` (comma-separated). Prints `ready` when it listens.
 *
 *   tsx scripts/bench/api-server.ts --port 4290 --rows 100000
 *   tsx scripts/bench/api-server.ts --port 4291 --employees 100000 --rows 100000 --weeks 2025-01-06,2025-01-13
 */
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import type { JWK } from 'jose';
import pg from 'pg';
import { buildApp } from '../../service/src/app.ts';
import { openDatabase } from '../../service/src/db/client.ts';
import { writeBenchSeed } from '../../service/src/db/benchSeed.ts';
import { EventHub } from '../../service/src/events/hub.ts';
import { LOCAL_API_AUDIENCE } from '../../src/shared/identity.ts';

export const BENCH_ISSUER = 'http://bench.invalid';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string' }, rows: { type: 'string' }, employees: { type: 'string' }, weeks: { type: 'string' } } });
  const url = process.env.DATABASE_URL || undefined;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.end();
  }
  const database = await openDatabase({ url, dataDir: 'memory://' });
  await writeBenchSeed(database, { employees: Number(values.employees ?? 1000), requests: Number(values.rows ?? 1000), weeks: values.weeks ? values.weeks.split(',') : [] });
  const jwk = JSON.parse(process.env.BENCH_JWK ?? '{}') as JWK;
  const app = await buildApp({
    database,
    hub: await EventHub.start(database),
    policy: { issuer: BENCH_ISSUER, audience: LOCAL_API_AUDIENCE, scope: 'access_as_user', keys: createLocalJWKSet({ keys: [jwk] }), algorithms: ['RS256'] },
    // The bench is one token and one address asking as fast as 50 connections can: it measures the service, not its limits.
    limits: { perToken: Number.MAX_SAFE_INTEGER, perAddress: Number.MAX_SAFE_INTEGER },
  });
  await app.listen({ port: Number(values.port ?? 4290), host: '127.0.0.1' });
  // The pid is this Node process's (tsx starts the script in a child of its own): the bench reads its peak memory.
  console.log(`ready ${process.pid}`);
  // Bench only (scripts/bench/api.ts): "reset-pending <first> <last>" on stdin sets the bench's requests
  // b-<first> … b-<last> pending again (all of b-1 … b-1000 without numbers) and answers "reset <first> <last>", so
  // the warm service decides the same items again, also while a timed run goes on (the bench sets a block pending
  // again once every decision on it has been answered).
  createInterface({ input: process.stdin }).on('line', (line) => {
    const asked = /^reset-pending(?: (\d+) (\d+))?$/.exec(line.trim());
    if (!asked) return;
    const first = Number(asked[1] ?? 1);
    const last = Number(asked[2] ?? 1000);
    void database.db
      .execute(sql`update time_off_requests set status = 'pending', decided_by = null, reason = null where id in (select 'b-' || g from generate_series(${first}::int, ${last}::int) g)`)
      .then(() => console.log(`reset ${first} ${last}`));
  });
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
