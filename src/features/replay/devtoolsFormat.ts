import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * The Redux DevTools "lifted state", which the extension's Export writes and its Import reads
 * (redux-devtools-instrument). The extension also accepts `{ payload, preloadedState }` with both as
 * JSON strings; `parseLog` reads both shapes.
 */
export interface LiftedState {
  actionsById: Record<string, { type: 'PERFORM_ACTION'; action: UnknownAction; timestamp: number }>;
  computedStates: { state: unknown; error?: string }[];
  committedState: unknown;
  currentStateIndex: number;
  nextActionId: number;
  skippedActionIds: number[];
  stagedActionIds: number[];
  isLocked: boolean;
  isPaused: boolean;
}

export interface RecordedStep {
  action: UnknownAction;
  timestamp: number;
}

export interface ActionLog {
  preloadedState: unknown;
  steps: RecordedStep[];
  /** The state after each step as recorded (index 0 = before any action), when the file has them. */
  recordedStates: unknown[];
}

export const INIT_ACTION = { type: '@@INIT' };

export function toLiftedState(log: ActionLog): LiftedState {
  const actionsById: LiftedState['actionsById'] = { 0: { type: 'PERFORM_ACTION', action: INIT_ACTION, timestamp: log.steps[0]?.timestamp ?? 0 } };
  log.steps.forEach((step, i) => {
    actionsById[i + 1] = { type: 'PERFORM_ACTION', action: step.action, timestamp: step.timestamp };
  });
  const states = log.recordedStates.length === log.steps.length + 1 ? log.recordedStates : [log.preloadedState];
  return {
    actionsById,
    computedStates: states.map((state) => ({ state })),
    committedState: log.preloadedState,
    currentStateIndex: log.steps.length,
    nextActionId: log.steps.length + 1,
    skippedActionIds: [],
    stagedActionIds: Array.from({ length: log.steps.length + 1 }, (_, i) => i),
    isLocked: false,
    isPaused: false,
  };
}

export class LogFormatError extends Error {
  override name = 'LogFormatError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a DevTools export (lifted state, or `{payload, preloadedState}` strings). Throws LogFormatError with a reason. */
export function parseLog(text: string): ActionLog {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LogFormatError('The file is not JSON.');
  }
  if (isRecord(json) && typeof json.payload === 'string') {
    const lifted: unknown = JSON.parse(json.payload);
    const preloaded: unknown = typeof json.preloadedState === 'string' ? JSON.parse(json.preloadedState) : undefined;
    return fromLifted(lifted, preloaded);
  }
  return fromLifted(json, undefined);
}

function fromLifted(lifted: unknown, preloaded: unknown): ActionLog {
  if (!isRecord(lifted) || !isRecord(lifted.actionsById) || !Array.isArray(lifted.stagedActionIds)) {
    throw new LogFormatError('This is not a Redux DevTools export: actionsById or stagedActionIds is missing.');
  }
  const byId = lifted.actionsById;
  const skipped = new Set(Array.isArray(lifted.skippedActionIds) ? lifted.skippedActionIds : []);
  const steps: RecordedStep[] = [];
  for (const id of lifted.stagedActionIds.slice(1)) {
    if (skipped.has(id)) continue;
    const entry = byId[String(id)];
    if (!isRecord(entry) || !isRecord(entry.action) || typeof entry.action.type !== 'string') {
      throw new LogFormatError(`Action ${String(id)} has no type.`);
    }
    steps.push({ action: entry.action as UnknownAction, timestamp: typeof entry.timestamp === 'number' ? entry.timestamp : 0 });
  }
  const computed = Array.isArray(lifted.computedStates) ? lifted.computedStates.map((c) => (isRecord(c) ? c.state : undefined)) : [];
  const start = preloaded ?? lifted.committedState ?? computed[0];
  return { preloadedState: start, steps, recordedStates: computed };
}
