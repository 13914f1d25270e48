import type { UnknownAction } from '@reduxjs/toolkit';
import jsan from 'jsan';

/**
 * The Redux DevTools "lifted state" (`@redux-devtools/instrument`): what this app exports, what the
 * remote DevTools export and what every DevTools Import reads. The extension's own export is
 * `{ payload, preloadedState }` with both as strings; `readLog` reads both shapes.
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

/** The log as a file: the lifted state, which the extension, the remote DevTools and `/__qa` import. */
export function writeLog(log: ActionLog): string {
  return JSON.stringify(toLiftedState(log));
}

export class LogFormatError extends Error {
  override name = 'LogFormatError';
}

/** The one sentence shown for a file that is not a log. */
export const NOT_A_LOG =
  'This file is not a Redux DevTools log: expected a lifted state (with actionsById and stagedActionIds) or the extension’s export ({ "payload": …, "preloadedState": … }).';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** DevTools writes JSON, or jsan when `serialize` is on (`$jsan` references); jsan reads both, JSON.parse faster. */
function parseText(text: string): unknown {
  try {
    return text.includes('"$jsan"') ? jsan.parse(text) : JSON.parse(text);
  } catch {
    throw new LogFormatError(NOT_A_LOG);
  }
}

function isAction(value: unknown): value is UnknownAction {
  return isRecord(value) && typeof value.type === 'string';
}

/**
 * Reads what Redux DevTools writes: the lifted state (this app's export, the remote DevTools' export),
 * or the extension's `{ payload, preloadedState }` with both as strings (JSON or jsan) and the payload
 * either the staged actions or a lifted state. Anything else throws LogFormatError(NOT_A_LOG).
 */
export function readLog(text: string): ActionLog {
  const json = parseText(text);
  if (isRecord(json) && typeof json.payload === 'string') {
    const payload = parseText(json.payload);
    const preloaded = typeof json.preloadedState === 'string' ? parseText(json.preloadedState) : json.preloadedState;
    if (Array.isArray(payload)) return fromActions(payload, preloaded);
    return fromLifted(payload, preloaded);
  }
  return fromLifted(json, undefined);
}

function fromActions(actions: unknown[], preloaded: unknown): ActionLog {
  const steps = actions.map((action) => {
    if (!isAction(action)) throw new LogFormatError(NOT_A_LOG);
    return { action, timestamp: 0 };
  });
  return { preloadedState: preloaded, steps, recordedStates: [] };
}

function fromLifted(lifted: unknown, preloaded: unknown): ActionLog {
  if (!isRecord(lifted) || !isRecord(lifted.actionsById) || !Array.isArray(lifted.stagedActionIds)) throw new LogFormatError(NOT_A_LOG);
  const byId = lifted.actionsById;
  const skipped = new Set(Array.isArray(lifted.skippedActionIds) ? lifted.skippedActionIds : []);
  const steps: RecordedStep[] = [];
  const recordedStates: unknown[] = [];
  const computed = Array.isArray(lifted.computedStates) ? lifted.computedStates : [];
  const hasStates = computed.length === lifted.stagedActionIds.length;
  lifted.stagedActionIds.forEach((id: unknown, index) => {
    const entry = computed[index] as unknown;
    if (index > 0 && !skipped.has(id)) {
      const lifted = byId[String(id)];
      if (!isRecord(lifted) || !isAction(lifted.action)) throw new LogFormatError(NOT_A_LOG);
      steps.push({ action: lifted.action, timestamp: typeof lifted.timestamp === 'number' ? lifted.timestamp : 0 });
    } else if (index > 0) return;
    if (hasStates) recordedStates.push(isRecord(entry) ? entry.state : undefined);
  });
  const start = preloaded ?? lifted.committedState ?? recordedStates[0];
  return { preloadedState: start, steps, recordedStates: recordedStates.length === steps.length + 1 ? recordedStates : [] };
}
