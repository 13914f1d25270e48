import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../store';
import type { AppStore, RootState } from '../types';
import type { ActionLog } from '../../features/replay/devtoolsFormat';

export interface ReplayResult {
  store: AppStore;
  /** Steps that could not be replayed, with the reason. */
  failures: { index: number; type: string; reason: string }[];
}

/** redux-persist's PERSIST action calls functions it carries; a recorded one has lost them, so give it inert ones. */
function revive(action: UnknownAction): UnknownAction {
  if (action.type === 'persist/PERSIST') return { ...action, register: () => undefined, rehydrate: () => undefined };
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
