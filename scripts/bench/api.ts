import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey } from 'jose';
import { LOCAL_API_AUDIENCE } from '../demo-users.ts';
import { PG_BIN, startCluster } from '../../service/test/postgres.ts';
import { withServiceNodeOptions } from '../api-service-launcher.ts';
import { BENCH_ISSUER } from './api-server.ts';

/**
 * `npm run bench -- --only api` (issue #25 §10): the API service under autocannon, 50 connections, 10 s per
 * read operation — the time-off list (Alex's) and the approvals queue (Morgan's) — and decisions (each bench
 * manager deciding their team's pending requests, every one of the 1,000 exactly once, first on a just-started
 * service, then again four times, in turn each read first and each after its manager has read their list as the
 * Approve Time page does, ADR 0152) — on the embedded database and on PostgreSQL 15
 * (a throwaway cluster), with 1,000 employees and 1,000 or 100,000 time-off rows. Prints requests/s,
 * p50/p99 latency, answers other than 2xx, the server's peak memory, and p99 growth from 1k to 100k rows.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const PORT = 4290;
const SECONDS = 10;
const CONNECTIONS = 50;
const EMPLOYEES = 1000;
const DECISION_COLD = 'decision (POST /approvals/timeoff/{id}), first 1,000 after start';
/**
 * After the first thousand the same 1,000 items are decided again (set pending between), in turn each read first
 * and each after its approver's list read (the portal's flow, ADR 0152), twice: V8 compiles a path the more it runs,
 * so the rounds show how far the figures move after 1,000 to 4,000 decisions; every round is printed.
 */
const WARM_ROUNDS = 2;
const decisionWarm = (before: number) => `decision, the same 1,000 again (after ${before.toLocaleString('en')}), each read first`;
const decisionListed = (before: number) => `decision, the same 1,000 again (after ${before.toLocaleString('en')}), after each approver's list read`;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const manager = (n: number) => `m-${pad(n, 3)}@bench.test`;

async function token(key: CryptoKey, who: string, roles: string[]): Promise<string> {
  return new SignJWT({ preferred_username: who, name: who, roles, scp: 'access_as_user' })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
    .setIssuer(BENCH_ISSUER)
    .setAudience(LOCAL_API_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(key);
}

interface Figure {
  storage: string;
  rows: number;
  operation: string;
  rps: number;
  p50: number;
  p99: number;
  other: number;
  peakMiB: number;
  load: number;
}

interface BenchServer {
  pid: number;
  /** Sets the bench's pending requests pending again (api-server.ts, bench only). */
  resetPending: () => Promise<void>;
  stop: () => Promise<void>;
}

async function startServer(rows: number, env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/bench/api-server.ts', '--port', String(PORT), '--rows', String(rows)], {
    cwd: root,
    // As the product starts it (the same Node options).
    env: withServiceNodeOptions({ ...process.env, ...env }),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const pid = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(chunk.toString());
      if (ready) resolve(Number(ready[1]));
    });
    child.on('exit', (code) => reject(new Error(`the bench server exited with ${code ?? 'a signal'}`)));
  });
  return {
    pid,
    resetPending: () =>
      new Promise((resolve) => {
        const onData = (chunk: Buffer) => {
          if (!/\breset\b/.test(chunk.toString())) return;
          child.stdout.off('data', onData);
          resolve();
        };
        child.stdout.on('data', onData);
        child.stdin.write('reset-pending\n');
      }),
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Peak resident memory of a process (Linux), MiB. */
function peakMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Runs for SECONDS, or for exactly `amount` requests (decisions: each pending item once). */
async function run(requests: autocannon.Request[], amount?: number): Promise<Pick<Figure, 'rps' | 'p50' | 'p99' | 'other'>> {
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, ...(amount ? { amount } : { duration: SECONDS }), requests }, (error: unknown, answer) => (error ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error })) : resolve(answer)));
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  // Requests answered over the run's own length: from the start to the last answer. (autocannon's own
  // `duration` ends at its next one-second tick: an `amount` run that took 1.1 s reports 2.02 s.)
  const seconds = (lastAnswer - started) / 1000;
  return { rps: result.requests.total / Math.max(0.001, seconds), p50: result.latency.p50, p99: result.latency.p99, other: result.non2xx + result.errors };
}

export async function apiSection(): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  // The list and the queue are read as demo people whose own rows are the same at every table size (Alex: 4
  // requests; Morgan: his team's pending items), so the 1k → 100k figure is the table's growth, not the answer's.
  const employeeToken = await token(privateKey, 'alex.rivera@contoso.test', ['Employee']);
  const morganToken = await token(privateKey, 'morgan.lee@contoso.test', ['Employee', 'TeamManager', 'TeamApprover']);
  const managerTokens = await Promise.all(Array.from({ length: EMPLOYEES / 10 }, (_, i) => token(privateKey, manager(i + 1), ['Employee', 'TeamManager'])));
  const figures: Figure[] = [];
  const storages: { name: string; url?: string; stop?: () => void }[] = [{ name: 'PGlite (embedded)' }];
  if (fs.existsSync(path.join(PG_BIN, 'initdb'))) {
    const cluster = startCluster(25499);
    storages.push({ name: 'PostgreSQL 15', url: cluster.url, stop: () => cluster.stop() });
  } else console.log(`PostgreSQL 15 is not installed (${PG_BIN}): only the embedded database is measured.`);
  try {
    for (const storage of storages) {
      for (const rows of [1_000, 100_000]) {
        const server = await startServer(rows, { BENCH_JWK: JSON.stringify(jwk), ...(storage.url ? { DATABASE_URL: storage.url } : {}) });
        try {
          // The pending requests are b-1 … b-1000, one per employee (benchSeed.ts); each goes to its employee's manager.
          const pending = Array.from({ length: Math.min(rows, EMPLOYEES) }, (_, i) => ({ id: `b-${i + 1}`, manager: Math.floor(i / 10) }));
          let next = 0;
          const decisions: autocannon.Request[] = [
            {
              method: 'POST',
              path: '/api/approvals/timeoff/x',
              setupRequest: (request) => {
                const item = pending[next % pending.length];
                next += 1;
                return {
                  ...request,
                  path: `/api/approvals/timeoff/${item?.id ?? 'none'}`,
                  headers: { 'content-type': 'application/json', authorization: `Bearer ${managerTokens[item?.manager ?? 0] ?? ''}` },
                  body: JSON.stringify({ decision: 'approve' }),
                };
              },
            },
          ];
          const operations: [string, autocannon.Request[], number?, (() => Promise<void>)?][] = [
            ['list (GET /timeoff/requests)', [{ method: 'GET', path: '/api/timeoff/requests', headers: { authorization: `Bearer ${employeeToken}` } }]],
            ['approvals (GET /approvals)', [{ method: 'GET', path: '/api/approvals', headers: { authorization: `Bearer ${morganToken}` } }]],
            // The first decisions a started service takes (its decision path not yet compiled by V8, each pooled
            // connection preparing the statements on first use), then the same items decided again by the warm
            // service: they are set pending again in between (the audit trail and notifications keep growing).
            [DECISION_COLD, decisions, pending.length],
            // The portal's flow: an approver decides from the list Approve Time has just read (not timed here). The
            // list brings what a decision needs, so the decision is one statement (ADR 0152); behind a balancer the
            // list read and the decision may reach different instances, and the decision is then one read first.
            ...Array.from({ length: WARM_ROUNDS }, (_, round): [string, autocannon.Request[], number, () => Promise<void>][] => [
              [decisionWarm((2 * round + 1) * pending.length), decisions, pending.length, () => server.resetPending()],
              [
                decisionListed((2 * round + 2) * pending.length),
                decisions,
                pending.length,
                async () => {
                  await server.resetPending();
                  for (const managerToken of managerTokens) {
                    const answer = await fetch(`http://127.0.0.1:${PORT}/api/approvals`, { headers: { authorization: `Bearer ${managerToken}` } });
                    if (!answer.ok) throw new Error(`A bench manager's list read answered ${answer.status}`);
                    await answer.arrayBuffer();
                  }
                },
              ],
            ]).flat(),
          ];
          for (const [operation, requests, amount, before] of operations) {
            await before?.();
            const figure = await run(requests, amount);
            figures.push({ storage: storage.name, rows, operation, ...figure, peakMiB: peakMiB(server.pid), load: os.loadavg()[0] ?? 0 });
          }
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    for (const storage of storages) storage.stop?.();
  }
  console.log(`API service, autocannon ${CONNECTIONS} connections, ${SECONDS} s per read operation; decisions: each of the ${EMPLOYEES} pending requests (one per employee, the same at both sizes) decided once by a started service, then again ${2 * WARM_ROUNDS} times, in turn each read first and each after its manager's list read (set pending between); ${EMPLOYEES} employees`);
  console.log('| storage | rows | operation | requests/s | p50 ms | p99 ms | not 2xx | peak RSS MiB | load (1 min) |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const f of figures) console.log(`| ${f.storage} | ${f.rows.toLocaleString('en')} | ${f.operation} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${f.other} | ${f.peakMiB.toFixed(0)} | ${f.load.toFixed(2)} |`);
  console.log('');
  console.log('| storage | operation | p99 at 1k rows | p99 at 100k rows | growth |');
  console.log('|---|---|---|---|---|');
  for (const small of figures.filter((f) => f.rows === 1_000)) {
    const large = figures.find((f) => f.rows === 100_000 && f.storage === small.storage && f.operation === small.operation);
    if (large) console.log(`| ${small.storage} | ${small.operation} | ${small.p99} | ${large.p99} | ${(large.p99 / Math.max(1, small.p99)).toFixed(2)}× |`);
  }
}
