/**
 * `npm run bench` section "replay": how long `npm run replay` of a 10,000-action log takes, the whole command
 * (ADR 0132). The log is the session the e2e suite recorded in Chromium (test/fixtures/qa-logs), its user
 * actions repeated up to 10,000.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readLog, writeLog } from '../../src/app/qa/replay.ts';
import { loadRange, median } from './stats.ts';
import type { SummaryRow } from './stats.ts';

const ACTIONS = 10_000;
const root = path.resolve(import.meta.dirname, '..', '..');
const fixture = path.join(root, 'test', 'fixtures', 'qa-logs', 'e2e-session.json');

/** The recorded session, then its actions after start-up again and again: a long QA session's log text. */
function longLogText(): string {
  const session = readLog(fs.readFileSync(fixture, 'utf8'));
  const startUp = session.steps.findIndex((s) => s.action.type === 'persist/REHYDRATE') + 1;
  const repeatable = session.steps.slice(startUp);
  const steps = [...session.steps];
  while (steps.length < ACTIONS) steps.push(...repeatable.slice(0, ACTIONS - steps.length));
  return writeLog({ preloadedState: session.preloadedState, steps, recordedStates: [] });
}

/** Runs `command` to its end, returning its wall-clock time in ms and its exit code. */
function timed(command: string, args: string[]): { ms: number; code: number | null; stderr: string } {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { ms: performance.now() - started, code: result.status, stderr: result.stderr };
}

/**
 * The whole command a QA person runs, `npm run replay -- <log>`, on a 10,000-action log, timed from outside
 * (spawned, wall clock: npm, tsx's compile, the imports, reading and replaying, the digest), `runs` times
 * beside `node -e 0` (a Node start with nothing to do) taken in the same turn; the median of each.
 */
export function benchReplay(runs = 3): SummaryRow[] {
  const text = longLogText();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-replay-'));
  const file = path.join(dir, 'log.json');
  fs.writeFileSync(file, text);
  const actions = readLog(text).steps.length;
  const whole: number[] = [];
  const node: number[] = [];
  const loads: number[] = [];
  let failed = '';
  try {
    for (let run = 0; run < runs; run += 1) {
      loads.push(os.loadavg()[0] ?? Number.NaN);
      const replay = timed('npm', ['run', '--silent', 'replay', '--', file]);
      if (replay.code !== 0) failed = `exit code ${replay.code ?? 'signal'}: ${replay.stderr.trim().split('\n').at(-1) ?? ''}`;
      whole.push(replay.ms);
      node.push(timed(process.execPath, ['-e', '0']).ms);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  console.log(`\`npm run replay\` of a ${actions.toLocaleString('en')}-action log (${(text.length / 1024 / 1024).toFixed(1)} MiB: the e2e session, its user actions repeated), the whole command timed from outside:`);
  console.log(`  runs ${whole.map(seconds).join(', ')}: median ${seconds(median(whole))}; \`node -e 0\` ${node.map(seconds).join(', ')}: median ${seconds(median(node))}${failed ? `; the replay FAILED (${failed})` : ''}`);
  console.log(`  (load average ${loadRange(loads)} on ${os.cpus().length} cores)`);
  return [
    {
      interaction: `\`npm run replay\` of ${actions.toLocaleString('en')} actions, whole command${failed ? ' (FAILED)' : ''}`,
      figure: `median ${seconds(median(whole))}`,
      reference: `\`node -e 0\`: ${seconds(median(node))}`,
      target: '≤ 1.5 s',
      load: loadRange(loads),
    },
  ];
}
