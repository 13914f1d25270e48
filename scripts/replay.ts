/**
 * `npm run replay -- <log.json>`: replays a recorded action log (Redux DevTools export) in Node, with no
 * side effects, and prints a digest of the final state, any action it could not replay and any value
 * that is not plain JSON. Exit code 1 when something could not be replayed, 2 when the file cannot be
 * read as a log (one sentence on stderr saying what was expected).
 */
import fs from 'node:fs';
import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { LogFormatError, makeReplayStore, readLog } from '../src/app/qa/replay.ts';
import type { ActionLog } from '../src/app/qa/replay.ts';
import { nonPlainPaths } from '../src/lib/sanitize.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run replay -- <log.json>');
  process.exit(2);
}

function readLogFile(path: string): ActionLog {
  let text: string;
  try {
    text = fs.readFileSync(path, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    console.error(`Cannot read ${path} (${code}): expected the path of a Redux DevTools log (.json).`);
    process.exit(2);
  }
  try {
    return readLog(text);
  } catch (error) {
    if (!(error instanceof LogFormatError)) throw error;
    console.error(`${path}: ${error.message}`);
    process.exit(2);
  }
}

const log = readLogFile(file);
const { store, failures } = makeReplayStore(log);
const state = store.getState() as unknown as Record<string, unknown>;
const hash = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

const s = store.getState();
console.log(`Replayed ${log.steps.length - failures.length}/${log.steps.length} actions from ${file}`);
console.log('\nFinal state digest:');
for (const [slice, value] of Object.entries(state)) console.log(`  ${slice.padEnd(20)} ${hash(value)}`);
console.log('\nKey facts:');
console.log(`  location        ${s.router.location.pathname}${s.router.location.search}${s.router.location.hash}`);
console.log(`  auth            ${s.auth.startup}, ${s.auth.accounts.length} account(s), active: ${s.auth.accounts.find((a) => a.homeAccountId === s.auth.activeAccountId)?.username ?? 'none'}`);
console.log(`  theme           ${s.theme.darkMode === null ? 'system' : s.theme.darkMode ? 'dark' : 'light'}, ${s.theme.customColor ?? s.theme.colorScheme}`);
console.log(`  toasts/modals   ${s.toasts.items.length} toast(s), ${s.modals.stack.length} modal(s)`);
console.log(`  notifications   panel ${s.notificationsPanel.open ? 'open' : 'closed'}, filter ${s.notificationsPanel.filter}`);

const recordedFinal = log.recordedStates.at(-1);
if (recordedFinal !== undefined && log.recordedStates.length === log.steps.length + 1) {
  const same = isDeepStrictEqual(recordedFinal, JSON.parse(JSON.stringify(state)));
  console.log(`\nMatches the recorded final state: ${same ? 'yes' : 'NO'}`);
}

const problems = [
  ...log.steps.flatMap((step, i) => nonPlainPaths(step.action).map((p) => `action #${i + 1} ${step.action.type}: ${p}`)),
  ...nonPlainPaths(state).map((p) => `final state: ${p}`),
];
if (failures.length) {
  console.log('\nActions that could not be replayed:');
  for (const f of failures) console.log(`  #${f.index + 1} ${f.type}: ${f.reason}`);
}
if (problems.length) {
  console.log('\nValues that are not plain JSON:');
  for (const p of problems) console.log(`  ${p}`);
}
if (!failures.length && !problems.length) console.log('\nNo unreplayable actions, no non-plain values.');
process.exit(failures.length ? 1 : 0);
