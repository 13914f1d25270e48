/**
 * `npm run bench` section "replay": how long replaying a 10,000-action log takes in Node. The log is the session
 * the e2e suite recorded in Chromium (test/fixtures/qa-logs), its user actions repeated up to 10,000.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeReplayStore, readLog, writeLog } from '../../src/app/qa/replay.ts';

const ACTIONS = 10_000;
const fixture = path.resolve(import.meta.dirname, '..', '..', 'test', 'fixtures', 'qa-logs', 'e2e-session.json');

/** The recorded session, then its actions after start-up again and again: a long QA session's log text. */
function longLogText(): string {
  const session = readLog(fs.readFileSync(fixture, 'utf8'));
  const startUp = session.steps.findIndex((s) => s.action.type === 'persist/REHYDRATE') + 1;
  const repeatable = session.steps.slice(startUp);
  const steps = [...session.steps];
  while (steps.length < ACTIONS) steps.push(...repeatable.slice(0, ACTIONS - steps.length));
  return writeLog({ preloadedState: session.preloadedState, steps, recordedStates: [] });
}

/** Reads and replays the log as `npm run replay` does; the first run is cold (as in a fresh process). */
export function benchReplay(runs = 5): void {
  const text = longLogText();
  const times: string[] = [];
  let failed = 0;
  let actions = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const log = readLog(text);
    const parsed = performance.now();
    failed = makeReplayStore(log).failures.length;
    const done = performance.now();
    actions = log.steps.length;
    times.push(`${(done - started).toFixed(0)} ms (read ${(parsed - started).toFixed(0)} + replay ${(done - parsed).toFixed(0)})`);
  }
  console.log(`Replay of a ${actions}-action log in Node (${(text.length / 1024 / 1024).toFixed(1)} MiB: the e2e session, its user actions repeated)${failed ? `, ${failed} action(s) failed` : ''}:`);
  console.log(`  first run ${times[0]}; then ${times.slice(1).join(', ')}`);
  // Timings scale with how busy the machine is: print it beside them.
  console.log(`  (load average ${os.loadavg()[0]?.toFixed(1) ?? '?'} on ${os.cpus().length} cores)`);
}
