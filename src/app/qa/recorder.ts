import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isAction } from '@reduxjs/toolkit';
import { nonPlainPaths, redactTokens } from '../../lib/sanitize';
import { toLiftedState } from './logFormat';
import type { ActionLog, LiftedState, RecordedStep } from './logFormat';
import { PERSIST_ACTION_TYPES } from '../persistActions';

/** redux-persist's own actions carry functions by design; they are recorded without them (the reducer replays them without). */
const PERSIST_ACTIONS = new Set<string>(PERSIST_ACTION_TYPES);

const plain = <T>(value: T): T => redactTokens(JSON.parse(JSON.stringify(value ?? null)) as T);

export interface Recorder {
  middleware: Middleware;
  /** Actions so far. */
  count: () => number;
  /** Calls `listener` after each recorded action; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Values that were not plain JSON, with the action that carried them (should stay empty). */
  problems(): string[];
  log(): ActionLog;
  /** The Redux DevTools export (lifted state) of everything recorded. */
  exportLiftedState(): LiftedState;
}

/**
 * Records every action from start-up with its time and the state after it (tokens redacted), including
 * the initial and the rehydrated state, so a session can be exported and replayed.
 */
export function createRecorder(now: () => number = () => Date.now()): Recorder {
  let preloaded: unknown;
  let started = false;
  const steps: RecordedStep[] = [];
  const states: unknown[] = [];
  const problems: string[] = [];
  const listeners = new Set<() => void>();

  const middleware: Middleware = (api) => (next) => (action) => {
    if (!started) {
      started = true;
      preloaded = plain(api.getState());
      states.push(preloaded);
    }
    const result = next(action);
    if (isAction(action)) {
      if (!PERSIST_ACTIONS.has(action.type)) {
        for (const path of nonPlainPaths(action)) problems.push(`${action.type}: ${path}`);
        for (const path of nonPlainPaths(api.getState())) problems.push(`state after ${action.type}: ${path}`);
      }
      steps.push({ action: plain(action as UnknownAction), timestamp: now() });
      states.push(plain(api.getState()));
      listeners.forEach((listener) => listener());
    }
    return result;
  };

  const log = (): ActionLog => ({ preloadedState: preloaded ?? null, steps: [...steps], recordedStates: [...states] });
  return {
    middleware,
    count: () => steps.length,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    problems: () => [...new Set(problems)],
    log,
    exportLiftedState: () => toLiftedState(log()),
  };
}
