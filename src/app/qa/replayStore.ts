import type { Action, Reducer, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import { ActionCreators, instrument } from '@redux-devtools/instrument';
import type { LiftedStore } from '@redux-devtools/instrument';
// RTK Query reduces a cache action with its endpoint's definition: load every endpoint a log can hold.
import './apiEndpoints';
import { makeStore } from '../store';
import type { RootState } from '../types';
import { SIGN_IN_REQUIRED_TEXT } from '../../lib/apiErrors';
import { TokenError } from '../../services/tokenPort';
import type { ActionLog } from './logFormat';

export interface ReplayFailure {
  /** Index of the step in the log (0 = first action). */
  index: number;
  type: string;
  reason: string;
}

/** A store rebuilt from a log, as Redux DevTools rebuilds it, that the app's views can render. */
export interface ReplayStore {
  /** The app's store (the real middleware, no listeners) showing the state at `position()`. */
  store: ReturnType<typeof makeStore>;
  /** Number of steps in the log. */
  total: number;
  /** Steps applied to the state shown (0 = the state before the first action). */
  position(): number;
  /** Shows the state after `position` steps (DevTools' JUMP_TO_STATE). */
  jumpTo(position: number): void;
  /** Steps the reducer threw on: they leave the state as it was. */
  failures: ReplayFailure[];
}

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
 * Rebuilds a recorded session the way Redux DevTools does: the log is imported (IMPORT_STATE) into an
 * `@redux-devtools/instrument` lifted store around the app's store, which recomputes every state with the
 * app's reducer, and changes are locked, so whatever the views dispatch changes nothing. No listener is
 * registered and the token port has no account, so nothing reaches MSAL, timers or the network.
 */
export function makeReplayStore(log: ActionLog): ReplayStore {
  let lifted: LiftedStore<RootState, UnknownAction, null> | undefined;
  const failed = new Map<Action, string>();
  const devTools: StoreEnhancer = (next) => (reducer, preloaded) => {
    const instrumented = instrument()(next)(skippingFailures(reducer, failed), preloaded);
    lifted = instrumented.liftedStore;
    return instrumented;
  };
  const noAccount = { getToken: () => Promise.reject(new TokenError('no_account', SIGN_IN_REQUIRED_TEXT)) };
  const store = makeStore(undefined, { listeners: false, services: { tokens: noAccount }, enhancers: [devTools] });
  const liftedStore = lifted;
  if (!liftedStore) throw new Error('The DevTools enhancer did not run');
  const actions = log.steps.map((step) => step.action);
  liftedStore.dispatch({ type: 'IMPORT_STATE', nextLiftedState: actions, preloadedState: log.preloadedState as RootState });
  liftedStore.dispatch(ActionCreators.lockChanges(true));
  return {
    store,
    total: actions.length,
    position: () => liftedStore.getState().currentStateIndex,
    jumpTo: (position) => {
      liftedStore.dispatch(ActionCreators.jumpToState(Math.max(0, Math.min(position, actions.length))));
    },
    failures: actions.flatMap((action, index) => {
      const reason = failed.get(action);
      return reason === undefined ? [] : [{ index, type: action.type, reason }];
    }),
  };
}
