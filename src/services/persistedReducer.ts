import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PERSIST, PURGE, persistReducer } from 'redux-persist';
import type { PersistConfig } from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';

/**
 * Reducers that give the same state whether an action comes from this page or from a recorded log
 * (Redux DevTools import, the QA viewer, `npm run replay`). A log is plain JSON: it has lost the
 * functions some actions carry and the ids made when the recording page loaded.
 */

/** redux-persist's own actions carry callbacks (`register`/`rehydrate`, `result`); a logged one has none. */
function persistCallbacksLost(action: UnknownAction): boolean {
  if (action.type === PERSIST) return typeof action.register !== 'function' || typeof action.rehydrate !== 'function';
  if (action.type === FLUSH || action.type === PURGE) return typeof action.result !== 'function';
  return false;
}

/**
 * `persistReducer`, except that a PERSIST, FLUSH or PURGE without its callbacks (from a log) only does
 * what it did to the state when it was recorded: PERSIST marks the slice `{ version, rehydrated: false }`,
 * the others keep the mark. persistReducer would throw on it ("rehydrate or register is not a function"),
 * call the missing `rehydrate` from a 5 s timer, and start a storage writer that copies a replayed state
 * into this browser's localStorage. A logged REHYDRATE carries its payload and replays unchanged.
 */
export function logSafePersistReducer<S>(config: PersistConfig<S>, base: Reducer<S>): Reducer<S & Partial<PersistPartial>> {
  const persisted = persistReducer<S, UnknownAction>(config, base);
  const mark = { version: config.version ?? -1, rehydrated: false };
  return (state, action) => {
    // Before its PERSIST action the state has no mark (the theme's, injected over the plain theme reducer,
    // ADR 0109): persistReducer passes such a state straight to the base reducer.
    if (!persistCallbacksLost(action)) return persisted(state as (S & PersistPartial) | undefined, action);
    const { _persist, ...rest } = state ?? ({} as Partial<S & PersistPartial>);
    return { ...base(state ? (rest as S) : undefined, action), _persist: _persist ?? mark };
  };
}
