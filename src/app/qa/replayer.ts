import type { Action, Reducer, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import { ActionCreators, instrument } from '@redux-devtools/instrument';
import type { LiftedStore } from '@redux-devtools/instrument';
// RTK Query reduces a cache action with its endpoint's definition: load every endpoint a log can hold.
import './apiEndpoints';
import { makeStore } from '../store';
import type { AppStore, RootState } from '../types';
import type { ActionLog } from '../../features/replay/devtoolsFormat';

export interface ReplayResult {
  store: AppStore;
  /** Steps that could not be replayed, with the reason. */
  failures: { index: number; type: string; reason: string }[];
}

type ReplayLiftedStore = LiftedStore<RootState, UnknownAction, null>;

/** The reducer, except that an action it throws on is noted and leaves the state as it was. */
function skippingFailures<S, A extends Action, P>(reducer: Reducer<S, A, P>, failed: Map<Action, string>): Reducer<S, A, P> {
  let last: S | undefined;
  return (state, action) => {
    try {
      last = reducer(state, action);
    } catch (error) {
      if (last === undefined) throw error;
      failed.set(action, error instanceof Error ? error.message : String(error));
    }
    return last;
  };
}

/**
 * Rebuilds the state of a recorded session the way Redux DevTools does: the log is imported into an
 * `@redux-devtools/instrument` lifted store (IMPORT_STATE recomputes every state with the app's reducer)
 * and changes are locked, so nothing dispatched afterwards alters the replayed state. No listeners run.
 */
export function replayLog(log: ActionLog, upTo: number = log.steps.length): ReplayResult {
  let lifted: ReplayLiftedStore | undefined;
  const failed = new Map<Action, string>();
  const devTools: StoreEnhancer = (next) => (reducer, preloaded) => {
    const store = instrument()(next)(skippingFailures(reducer, failed), preloaded);
    lifted = store.liftedStore;
    return store;
  };
  const store = makeStore(undefined, { replay: true, enhancers: [devTools] });
  if (!lifted) throw new Error('The DevTools enhancer did not run');
  lifted.dispatch({ type: 'IMPORT_STATE', nextLiftedState: log.steps.map((s) => s.action), preloadedState: log.preloadedState as RootState });
  lifted.dispatch(ActionCreators.lockChanges(true));
  lifted.dispatch(ActionCreators.jumpToState(upTo));
  const failures = log.steps.slice(0, upTo).flatMap(({ action }, index) => {
    const reason = failed.get(action);
    return reason === undefined ? [] : [{ index, type: action.type, reason }];
  });
  return { store, failures };
}
