import { configureStore, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Middleware, StoreEnhancer } from '@reduxjs/toolkit';
import type * as PortalRuntimeModule from './portalRuntime';
import { coreFeatures } from '../features/coreFeatures';
import { portalLoaded } from '../features/lifecycle/feature';
import { registerFeatureListeners } from './features';
import { redactTokens } from '../lib/sanitize';
import { rootReducer } from './rootReducer';
import { importPortalRuntime } from './portalRuntimeChunk';
import { PERSIST_ACTION_TYPES } from './persistActions';
import { inertServices } from '../services/services';
import type { Services } from '../services/services';
import type { RootState } from './types';

export type PortalRuntime = typeof PortalRuntimeModule;

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
  /**
   * The portal runtime, already loaded: in the store from its first action (tests, replay, prerendered
   * portal frames, QA mode, a page that starts in the portal). Absent: `portal.load()` brings it later.
   */
  portal?: PortalRuntime;
  /** Ports only the portal uses (MSAL, session storage), made when the portal loads (the browser). */
  portalServices?: () => Promise<Partial<Services>>;
  /** `portal.load()` also keeps theme and sidebar in localStorage (redux-persist; the browser only). */
  persist?: boolean;
}

/** Max actions Redux DevTools keeps: large, so QA can export a whole session. */
export const DEVTOOLS_MAX_AGE = 5000;

export interface PortalHost {
  /**
   * Brings in the portal runtime if it is not in yet (its chunk, its slices, RTK Query's middleware, its
   * listeners, `portalLoaded`), the portal's ports, and persistence. Idempotent; a failed load may be retried.
   */
  load(): Promise<void>;
  /** The portal runtime is in and (with `persist`) the saved preferences are back: the portal may render. */
  ready(): boolean;
}

/**
 * The app's one store (ADR 0109). Public pages get the core slices and listeners only; the portal
 * runtime joins the same store when `portal.load()` runs (or from the start with `options.portal`).
 */
export function createAppStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const services: Services = { ...inertServices(), ...options.services };
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  const dynamicMiddleware = createDynamicMiddleware();
  let runtime: PortalRuntime | null = options.portal ?? null;
  // Before the store exists, so a preloaded portal state is kept and the first state has every slice.
  runtime?.injectPortalReducers();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: options.devTools ? { maxAge: DEVTOOLS_MAX_AGE, name: 'Portal', actionSanitizer: redactTokens, stateSanitizer: redactTokens } : false,
    middleware: (getDefaultMiddleware) => {
      const base = getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [...PERSIST_ACTION_TYPES] },
      });
      return base.prepend(listenerMiddleware.middleware).concat(dynamicMiddleware.middleware, ...(options.middleware ?? []));
    },
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(...(options.enhancers ?? [])),
  });

  const listeners = options.listeners !== false;
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, typeof store.dispatch, Services>();
  if (listeners) registerFeatureListeners(coreFeatures, startAppListening);
  const start = (portal: PortalRuntime) => {
    dynamicMiddleware.addMiddleware(...portal.portalMiddleware);
    if (listeners) portal.registerPortalListeners(startAppListening);
  };
  if (runtime) start(runtime);

  let loading: Promise<void> | null = null;
  let ready = runtime !== null && options.persist !== true;
  const load = async (): Promise<void> => {
    const late = runtime === null;
    const [portal, portalServices] = await Promise.all([
      runtime ?? importPortalRuntime(),
      options.portalServices?.() ?? Promise.resolve({}),
    ]);
    Object.assign(services, portalServices);
    if (late) {
      portal.injectPortalReducers();
      runtime = portal;
      start(portal);
      // Gives the injected slices their state and starts the portal's start-up listeners.
      store.dispatch(portalLoaded());
    }
    if (options.persist) await portal.startPersistence(store);
    ready = true;
  };
  const portal: PortalHost = {
    load() {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
    ready: () => ready,
  };
  return Object.assign(store, { portal });
}
