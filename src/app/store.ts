import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Middleware, StoreEnhancer } from '@reduxjs/toolkit';
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
import { addShortcutListeners } from '../features/shortcuts/shortcutsListeners';
import { addSidebarListeners } from '../features/sidebar/sidebarListeners';
import { addThemeListeners } from '../features/theme/themeListeners';
import { addDeploymentListeners } from '../features/deployment/deploymentListeners';
import { addTimeOffListeners } from '../features/timeoff/timeoffListeners';
import { addTimecardListeners } from '../features/timecard/timecardListeners';
import { addApprovalsListeners } from '../features/approvals/approvalsListeners';
import { redactTokens } from '../lib/sanitize';
import { rootReducer } from './rootReducer';
import { inertServices } from '../services/services';
import type { Services } from '../services/services';
import type { AppStartListening, RootState } from './types';

export interface StoreOptions {
  /** Side-effect ports. Missing ones get inert in-memory fakes, so a bare makeStore() is safe in tests and Node. */
  services?: Partial<Services>;
  /** false: no feature listener is registered (the QA replay store: views may dispatch, nothing reacts). */
  listeners?: boolean;
  /** Redux DevTools (development, or production with APP_DEVTOOLS=true). */
  devTools?: boolean;
  /** Extra middleware appended last (the action recorder). */
  middleware?: Middleware[];
  /** Store enhancers applied inside the middleware (Redux DevTools' instrument or remote). */
  enhancers?: StoreEnhancer[];
}

/** Max actions Redux DevTools keeps: large, so QA can export a whole session. */
export const DEVTOOLS_MAX_AGE = 5000;

/** Every feature's listeners, registered on one listener middleware per store. */
function registerListeners(startAppListening: AppStartListening): void {
  addRouterListeners(startAppListening);
  addAuthListeners(startAppListening);
  addSidebarListeners(startAppListening);
  addShortcutListeners(startAppListening);
  addToastListeners(startAppListening);
  addModalListeners(startAppListening);
  addSecureGateListeners(startAppListening);
  addApiToastListeners(startAppListening);
  addNotificationsListeners(startAppListening);
  addClockListeners(startAppListening);
  addPublicHeaderListeners(startAppListening);
  addThemeListeners(startAppListening);
  addDeploymentListeners(startAppListening);
  addTimeOffListeners(startAppListening);
  addTimecardListeners(startAppListening);
  addApprovalsListeners(startAppListening);
}

export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const services: Services = { ...inertServices(), ...options.services };
  const listenerMiddleware = createListenerMiddleware({ extra: services });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: options.devTools ? { maxAge: DEVTOOLS_MAX_AGE, name: 'Portal', actionSanitizer: redactTokens, stateSanitizer: redactTokens } : false,
    middleware: (getDefaultMiddleware) => {
      const base = getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      });
      return base.prepend(listenerMiddleware.middleware).concat(apiSlice.middleware, ...(options.middleware ?? []));
    },
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(...(options.enhancers ?? [])),
  });

  if (options.listeners !== false) registerListeners(listenerMiddleware.startListening.withTypes<RootState, typeof store.dispatch, Services>());
  return store;
}
