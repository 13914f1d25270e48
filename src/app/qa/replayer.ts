import type { UnknownAction } from '@reduxjs/toolkit';
import { apiSlice } from '../../api/apiSlice';
// Every endpoint must be injected before a log that used it is replayed (RTK Query looks them up by name).
import '../../features/graph/graphApi';
import '../../features/notifications/notificationsApi';
import { makeStore } from '../store';
import type { AppStore, RootState } from '../types';
import type { ActionLog } from '../../features/replay/devtoolsFormat';

export interface ReplayResult {
  store: AppStore;
  /** Steps that could not be replayed, with the reason. */
  failures: { index: number; type: string; reason: string }[];
}

/**
 * RTK Query tags its "middleware registered" action with an id made when this page loaded; a log from
 * another page load carries another id, which the api reducer would flag as a conflict. Ask the api
 * middleware for this page's id (its first call announces it) so the replayed flag means the same.
 */
let apiUid: unknown;
function currentApiUid(): unknown {
  if (apiUid !== undefined) return apiUid;
  const probeApi = { dispatch: (a: unknown) => a, getState: () => ({ [apiSlice.reducerPath]: apiSlice.reducer(undefined, { type: 'replay/probe' }) }) };
  const next = (action: unknown) => {
    if (apiSlice.internalActions.middlewareRegistered.match(action)) apiUid = action.payload;
    return action;
  };
  apiSlice.middleware(probeApi as never)(next)({ type: 'replay/probe' });
  return apiUid;
}

/** Makes a recorded action dispatchable again in this page. */
function revive(action: UnknownAction): UnknownAction {
  if (action.type === `${apiSlice.reducerPath}/config/middlewareRegistered`) return { ...action, payload: currentApiUid() };
  return action;
}

/** Rebuilds the state of a recorded session in a replay store: no listeners, no RTK Query effects, no network. */
export function replayLog(log: ActionLog, upTo: number = log.steps.length): ReplayResult {
  const store = makeStore(log.preloadedState as Partial<RootState>, { replay: true, services: { replay: true } });
  const failures: ReplayResult['failures'] = [];
  log.steps.slice(0, upTo).forEach((step, index) => {
    try {
      store.dispatch(revive(step.action));
    } catch (error) {
      failures.push({ index, type: step.action.type, reason: error instanceof Error ? error.message : String(error) });
    }
  });
  return { store, failures };
}
