import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey } from 'jose';
import { LOCAL_API_AUDIENCE } from '../../src/shared/identity.ts';
import { PG_BIN, startCluster } from '../../service/test/postgres.ts';
import { withServiceNodeOptions } from '../api-service-launcher.ts';
import { BENCH_ISSUER } from './api-server.ts';
import { percentile } from './stats.ts';

/**
 * `npm run bench -- --only api` (issue #25 §10): the API service under autocannon, 50 connections, 10 s per
 * operation — the time-off list (Alex's), the approvals queue (Morgan's), and decisions (each bench manager deciding
 * their team's pending requests: every one of the 1,000 once on a just-started service, then 10 s each read first,
 * then 10 s in the Approve Time page's flow, after the approver's list read and with the list read again after each
 * answer, ADR 0152; the items set pending again as they are decided, ADR 0155) — on the embedded database and on
 * PostgreSQL 15
 * (a throwaway cluster), with 1,000 employees and 1,000 or 100,000 time-off rows. Prints requests/s,
 * p50/p99 latency, answers other than 2xx, the server's peak memory, and p99 growth from 1k to 100k rows.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const PORT = 4290;
const SECONDS = 10;
const CONNECTIONS = 50;
const EMPLOYEES = 1000;
const DECISION_COLD = 'decision (POST /approvals/timeoff/{id}), first 1,000 after start';
const DECISION_WARM = `decision, ${SECONDS} s more, each read first`;
const DECISION_LISTED = `decision, ${SECONDS} s more, in Approve Time's flow (its list read again after each, not timed)`;
/**
 * During a timed decision run the items are set pending again a block at a time (five managers' teams), once every
 * decision sent on the block has been answered; the run comes back to the block about 950 decisions later.
 */
const BLOCK = 50;
/** How long the bench waits after a run for the decisions it dropped to land, before setting all pending again. */
const SETTLE_MS = 1000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const manager = (n: number) => `m-${pad(n, 5)}@bench.test`;

export async function token(key: CryptoKey, who: string, roles: string[]): Promise<string> {
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

export interface BenchServer {
  pid: number;
  /** Sets the bench's requests b-<first> … b-<last> pending again (api-server.ts, bench only). */
  resetPending: (first: number, last: number) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts scripts/bench/api-server.ts with `args` (its port, people, rows, weeks) as the product starts the service
 * (the same Node options), and resolves once it prints `ready <pid>`.
 */
export async function startBenchServer(args: readonly string[], env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/bench/api-server.ts', ...args], {
    cwd: root,
    env: withServiceNodeOptions({ ...process.env, ...env }),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const resets = new Map<string, () => void>();
  lines.on('line', (line) => {
    const reset = /^reset (\d+ \d+)$/.exec(line);
    if (reset) resets.get(reset[1] ?? '')?.();
  });
  const pid = await new Promise<number>((resolve, reject) => {
    lines.on('line', (line) => {
      const ready = /^ready (\d+)$/.exec(line);
      if (ready) resolve(Number(ready[1]));
    });
    child.on('exit', (code) => reject(new Error(`the bench server exited with ${code ?? 'a signal'}`)));
  });
  return {
    pid,
    resetPending: (first, last) =>
      new Promise((resolve) => {
        const key = `${first} ${last}`;
        resets.set(key, () => {
          resets.delete(key);
          resolve();
        });
        child.stdin.write(`reset-pending ${key}\n`);
      }),
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const startServer = (rows: number, env: NodeJS.ProcessEnv) => startBenchServer(['--port', String(PORT), '--rows', String(rows)], env);

/** Peak resident memory of a process (Linux), MiB. */
export function peakMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Each manager reads their list as Approve Time does (GET /approvals): the service keeps what a decision needs. */
async function readLists(managerTokens: readonly string[]): Promise<void> {
  for (const managerToken of managerTokens) {
    const answer = await fetch(`http://127.0.0.1:${PORT}/api/approvals`, { headers: { authorization: `Bearer ${managerToken}` } });
    if (!answer.ok) throw new Error(`A bench manager's list read answered ${answer.status}`);
    await answer.arrayBuffer();
  }
}

interface DecisionLoad {
  requests: autocannon.Request[];
  /** Whether the answer that has just arrived is a decision's (the listed run also reads lists on its connections). */
  decided: () => boolean;
  /**
   * Waits for the blocks being set pending again. `early`: decisions sent on a block not ready (no block was: most
   * are answered 409); `skipped`: items passed over while their block was not ready; `refused`: the first answers
   * other than 2xx.
   */
  settled: () => Promise<{ early: number; skipped: number; refused: string[] }>;
}

/**
 * Decisions on b-1 … b-1000 in turn (b-n is employee n's, decided by their manager m-⌈n/10⌉), each approving. Once
 * every decision sent on a block of BLOCK has been answered, the block is set pending again (and, `listed`, its
 * managers read their lists, as on opening Approve Time), while the run goes on. `listed`: as Approve Time does, each
 * connection reads the approver's list again once a decision is answered, before its next decision.
 */
function decisionLoad(server: BenchServer, managerTokens: readonly string[], listed: boolean): DecisionLoad {
  const blocks = EMPLOYEES / BLOCK;
  const answered = new Array<number>(blocks).fill(0);
  // A block is ready when every item on it is pending and none has been sent in this round; it is taken as the run
  // enters it, and ready again once all its decisions have been answered and it is set pending again.
  const ready = new Array<boolean>(blocks).fill(true);
  const takenEarly = new Array<boolean>(blocks).fill(false);
  const blockOf = new WeakMap<object, number>();
  const approverOf = new WeakMap<object, string>();
  let lastAnswer: 'decision' | 'list' = 'decision';
  const refills: Promise<void>[] = [];
  let next = 0;
  let early = 0;
  let skipped = 0;
  const refused: string[] = [];
  const refill = async (block: number): Promise<void> => {
    await server.resetPending(block * BLOCK + 1, (block + 1) * BLOCK);
    if (listed) await readLists(managerTokens.slice((block * BLOCK) / 10, ((block + 1) * BLOCK) / 10));
    ready[block] = true;
  };
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/approvals/timeoff/x',
        setupRequest: (request, context) => {
          if (next % BLOCK === 0) {
            // A block not ready (its decisions still on their way, or its reset or its managers' list reads still
            // queued behind the run's decisions: the embedded database runs one statement at a time) is passed
            // over until the next round. With none ready, the next is taken anyway: its decisions are early.
            for (let tries = 0; tries < blocks && !ready[Math.floor((next % EMPLOYEES) / BLOCK)]; tries += 1) {
              skipped += BLOCK;
              next += BLOCK;
            }
            const entered = Math.floor((next % EMPLOYEES) / BLOCK);
            takenEarly[entered] = !ready[entered];
            ready[entered] = false;
          }
          const index = next % EMPLOYEES;
          next += 1;
          const block = Math.floor(index / BLOCK);
          if (takenEarly[block]) early += 1;
          blockOf.set(context, block);
          const approver = managerTokens[Math.floor(index / 10)] ?? '';
          approverOf.set(context, approver);
          return {
            ...request,
            path: `/api/approvals/timeoff/b-${index + 1}`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${approver}` },
            body: JSON.stringify({ decision: 'approve' }),
          };
        },
        onResponse: (status, body, context) => {
          lastAnswer = 'decision';
          if (status >= 300 && refused.length < 3) refused.push(`${status} ${body.slice(0, 200)}`);
          const block = blockOf.get(context);
          if (block === undefined) return;
          answered[block] = (answered[block] ?? 0) + 1;
          if (answered[block] < BLOCK) return;
          answered[block] = 0;
          refills.push(refill(block));
        },
      },
      ...(listed
        ? [
            {
              method: 'GET' as const,
              path: '/api/approvals',
              // The same connection's decision just answered: its approver's list, read again.
              setupRequest: (request: autocannon.Request, context: object) => ({ ...request, headers: { authorization: `Bearer ${approverOf.get(context) ?? ''}` } }),
              onResponse: (status: number, body: string) => {
                lastAnswer = 'list';
                if (status >= 300 && refused.length < 3) refused.push(`list read: ${status} ${body.slice(0, 200)}`);
              },
            },
          ]
        : []),
    ],
    decided: () => lastAnswer === 'decision',
    settled: async () => {
      await Promise.all(refills);
      return { early, skipped, refused };
    },
  };
}

/**
 * Runs for SECONDS, or for exactly `amount` requests (the first decisions: each pending item once). Only the answers
 * `timed` says are timed count (asked as each answer arrives; by default all): requests/s, p50/p99 (of the 2xx, as
 * autocannon's own histogram, but from the exact times, rounded up) and answers other than 2xx are theirs; other
 * requests only load the service. Every row of the table is measured this one way.
 */
async function run(requests: autocannon.Request[], amount?: number, timed: () => boolean = () => true): Promise<Pick<Figure, 'rps' | 'p50' | 'p99' | 'other'>> {
  const started = performance.now();
  let lastAnswer = started;
  const latencies: number[] = [];
  let answers = 0;
  let other = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, ...(amount ? { amount } : { duration: SECONDS }), requests }, (error: unknown, answer) => (error ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error })) : resolve(answer)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      lastAnswer = performance.now();
      if (!timed()) return;
      answers += 1;
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else other += 1;
    });
  });
  // Requests answered over the run's own length: from the start to the last answer. (autocannon's own
  // `duration` ends at its next one-second tick: an `amount` run that took 1.1 s reports 2.02 s.)
  const seconds = Math.max(0.001, (lastAnswer - started) / 1000);
  return { rps: answers / seconds, p50: Math.ceil(percentile(latencies, 50)), p99: Math.ceil(percentile(latencies, 99)), other: other + result.errors };
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
          const operations: [string, autocannon.Request[]][] = [
            ['list (GET /timeoff/requests)', [{ method: 'GET', path: '/api/timeoff/requests', headers: { authorization: `Bearer ${employeeToken}` } }]],
            ['approvals (GET /approvals)', [{ method: 'GET', path: '/api/approvals', headers: { authorization: `Bearer ${morganToken}` } }]],
          ];
          for (const [operation, requests] of operations) figures.push({ storage: storage.name, rows, operation, ...(await run(requests)), peakMiB: peakMiB(server.pid), load: os.loadavg()[0] ?? 0 });
          // The first decisions a started service takes (its decision path not yet compiled by V8, each pooled
          // connection preparing the statements on first use): each of the 1,000 once. Then the warm service for
          // SECONDS like the reads, the items set pending again as they are decided: each read first, then the
          // portal's flow, an approver deciding from the list Approve Time has read, which it reads again after each
          // answer (those reads are not timed, but load the same service meanwhile): the list brings what a decision
          // needs, so the decision is one statement (ADR 0152); behind a balancer the list read and the decision may
          // reach different instances, and the decision is then one read first.
          for (const [operation, listed, amount] of [
            [DECISION_COLD, false, EMPLOYEES],
            [DECISION_WARM, false, undefined],
            [DECISION_LISTED, true, undefined],
          ] as const) {
            // The run before ended with decisions on their way (autocannon stops at its time and drops them): the
            // service still takes them, within a few hundred milliseconds even on the embedded database. Setting
            // everything pending before they land would leave their items decided for this run (409).
            await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
            await server.resetPending(1, EMPLOYEES);
            if (listed) await readLists(managerTokens);
            const load = decisionLoad(server, managerTokens, listed);
            const figure = await run(load.requests, amount, load.decided);
            const { early, skipped, refused } = await load.settled();
            figures.push({ storage: storage.name, rows, operation, ...figure, peakMiB: peakMiB(server.pid), load: os.loadavg()[0] ?? 0 });
            const what = `${storage.name}, ${rows.toLocaleString('en')} rows, ${operation}`;
            if (early || skipped) console.log(`${what}: ${skipped} items passed over while their block was not ready; ${early} decisions sent on a block not ready (409, counted as not 2xx)`);
            for (const answer of refused) console.log(`${what}, not 2xx: ${answer}`);
          }
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    for (const storage of storages) storage.stop?.();
  }
  console.log(`API service, autocannon ${CONNECTIONS} connections, ${SECONDS} s per operation; decisions: each of the ${EMPLOYEES} pending requests (one per employee, the same at both sizes) decided once by a started service, then ${SECONDS} s each read first and ${SECONDS} s in Approve Time's flow (the approver's list read first and again after each answer, on the same connection; only the decisions timed), the items set pending again ${BLOCK} at a time as they are decided; ${EMPLOYEES} employees`);
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
