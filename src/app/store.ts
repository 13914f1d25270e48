import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { apiSlice } from '../api/apiSlice';
import { addAuthListeners } from '../features/auth/authListeners';
import { addClockListeners } from '../features/clock/clockListeners';
import { addModalListeners } from '../features/modals/modalsListeners';
import { addNotificationsListeners } from '../features/notifications/notificationsListeners';
import { addApiToastListeners } from '../features/toasts/apiToastListeners';
import { addPublicHeaderListeners } from '../features/publicHeader/publicHeaderListeners';
import { addRouterListeners } from '../features/router/routerListeners';
import { addSecureGateListeners } from '../features/secureGate/secureGateListeners';
import { addToastListeners } from '../features/toasts/toastsListeners';
import { addSearchListeners } from '../features/search/searchListeners';
import { addShortcutListeners } from '../features/shortcuts/shortcutsListeners';
import { addSidebarListeners } from '../features/sidebar/sidebarListeners';
import { addThemeListeners } from '../features/theme/themeListeners';
import { addTimeOffListeners } from '../features/timeoff/timeoffListeners';
import { addTimecardListeners } from '../features/timecard/timecardListeners';
import { addApprovalsListeners } from '../features/approvals/approvalsListeners';
import { redactTokens } from '../lib/sanitize';
import { PERSIST_VERSION, rootReducer } from './rootReducer';
import { inertServices } from '../services/services';
import type { Services } from '../services/services';
import type { AppStartListening, RootState } from './types';

export interface StoreOptions {
  /** Side-effect ports. Missing ones get inert in-memory fakes, so a bare makeStore() is safe in tests and Node. */
  services?: Partial<Services>;
  /**
   * Replay mode: state is rebuilt from a recorded action log. No listener and no RTK Query middleware
   * run, so nothing reaches MSAL, the network, timers or window.history.
   */
  replay?: boolean;
  /** Redux DevTools (development, or production with APP_DEVTOOLS=true). */
  devTools?: boolean;
  /** Extra middleware appended last (the action recorder). */
  middleware?: Middleware[];
}

/** Max actions Redux DevTools keeps: large, so QA can export a whole session. */
export const DEVTOOLS_MAX_AGE = 5000;

/** Every feature's listeners, registered on one listener middleware per store. */
function registerListeners(startAppListening: AppStartListening): void {
  addRouterListeners(startAppListening);
  addAuthListeners(startAppListening);
  addSidebarListeners(startAppListening);
  addSearchListeners(startAppListening);
  addShortcutListeners(startAppListening);
  addToastListeners(startAppListening);
  addModalListeners(startAppListening);
  addSecureGateListeners(startAppListening);
  addApiToastListeners(startAppListening);
  addNotificationsListeners(startAppListening);
  addClockListeners(startAppListening);
  addPublicHeaderListeners(startAppListening);
  addThemeListeners(startAppListening);
  addTimeOffListeners(startAppListening);
  addTimecardListeners(startAppListening);
  addApprovalsListeners(startAppListening);
}

/**
 * In replay stores redux-persist's PERSIST only marks the slice, as it did when recorded: letting
 * persistReducer see it would start a storage writer, and the replayed theme would be written into this
 * browser's localStorage.
 */
const replayReducer: typeof rootReducer = Object.assign(
  (state: Parameters<typeof rootReducer>[0], action: UnknownAction) => {
    if (action.type !== PERSIST) return rootReducer(state, action);
    // persistStore dispatches one PERSIST for every persisted slice.
    const next = rootReducer(state, { type: 'replay/persistMarked' });
    const marker = { version: PERSIST_VERSION, rehydrated: false };
    return { ...next, theme: { ...next.theme, _persist: marker }, sidebar: { ...next.sidebar, _persist: marker } };
  },
  { withLazyLoadedSlices: rootReducer.withLazyLoadedSlices.bind(rootReducer), inject: rootReducer.inject.bind(rootReducer), selector: rootReducer.selector },
);

/** Stands in for RTK Query's middleware in replay mode: no cache timers, no refetches. */
const passThrough: Middleware = () => (next) => (action) => next(action);

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const services: Services = { ...inertServices(), ...options.services };
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  const replay = options.replay === true;

  const store = configureStore({
    reducer: replay ? replayReducer : rootReducer,
    preloadedState,
    devTools: options.devTools ? { maxAge: DEVTOOLS_MAX_AGE, name: 'Portal', actionSanitizer: redactTokens, stateSanitizer: redactTokens } : false,
    middleware: (getDefaultMiddleware) => {
      const base = getDefaultMiddleware({
        thunk: { extraArgument: services },
        // In replay stores the log was already checked when it was recorded.
        serializableCheck: replay ? false : { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
        immutableCheck: !replay,
      });
      return base.prepend(listenerMiddleware.middleware).concat(replay ? passThrough : apiSlice.middleware, ...(options.middleware ?? []));
    },
  });

  if (!replay) registerListeners(listenerMiddleware.startListening.withTypes<RootState, typeof store.dispatch, Services>());
  return store;
}
