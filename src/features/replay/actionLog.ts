import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isAction } from '@reduxjs/toolkit';

export interface RecordedAction {
  /** Milliseconds since the recording started. */
  at: number;
  action: UnknownAction;
}

/**
 * Records every action that reaches the store, as plain JSON, so the session can be replayed into a
 * fresh store. (The QA replay issue grows this into the DevTools export format.)
 */
export function createActionRecorder(now: () => number = () => Date.now()) {
  const started = now();
  const entries: RecordedAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    if (isAction(action)) entries.push({ at: now() - started, action: JSON.parse(JSON.stringify(action)) as UnknownAction });
    return next(action);
  };
  return { middleware, entries };
}
