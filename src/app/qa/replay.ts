/**
 * QA replay, one public surface: record a session, write it as a Redux DevTools log, read any log
 * DevTools writes, and make a replay store from it. Used by the QA tools, `/__qa`, `npm run replay` and
 * `npm run bench`; nothing outside `src/app/qa` knows how a replay works (docs/adr/0070-qa-replay-seam.md).
 */
export { createRecorder } from './recorder';
export type { Recorder } from './recorder';
export { LogFormatError, NOT_A_LOG, readLog, writeLog } from './logFormat';
export type { ActionLog } from './logFormat';
export { makeReplayStore } from './replayStore';
export type { ReplayStore } from './replayStore';
