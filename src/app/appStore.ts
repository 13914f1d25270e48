import { configureStore, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';
import type { DevToolsEnhancerOptions, Middleware, StoreEnhancer } from '@reduxjs/toolkit';
import type * as PortalRuntimeModule from './portalRuntime';
import type * as SignInRuntimeModule from './signInRuntime';
import { coreFeatures } from '../features/coreFeatures';
import { portalLoaded, portalNeededSoon, signInLoaded } from '../features/lifecycle/feature';
import { featureMiddleware, registerFeatureListeners } from './features';
import { queueAfterNextPaint } from '../lib/afterNextPaint';
import { injectFeatureSlices, rootReducer } from './rootReducer';
import { importPortalRuntime, importSignInRuntime } from './portalRuntimeChunk';
import { PERSIST_ACTION_TYPES } from './persistActions';
import { inertServices } from '../services/services';
import type { Services } from '../services/services';
import type { AnyFeatureManifest, RootState } from './types';

export type PortalRuntime = typeof PortalRuntimeModule;
export type SignInRuntime = typeof SignInRuntimeModule;
/** How far into the signed-in app a page needs the store to be: the sign-in pages, or the whole portal. */
export type RuntimeStage = 'sign-in' | 'portal';

export interface StoreOptions {
  /** Side-effect ports. Missing ones get inert in-memory fakes, so a bare makeStore() is safe in tests and Node. */
  services?: Partial<Services>;
  /** false: no feature listener is registered (the QA replay store: views may dispatch, nothing reacts). */
  listeners?: boolean;
  /** Redux DevTools' options (development, or production with APP_DEVTOOLS=true: the QA store chunk's `QA_DEVTOOLS`); none by default. */
  devTools?: DevToolsEnhancerOptions;
  /** Extra middleware appended last (the action recorder). */
  middleware?: Middleware[];
  /** Store enhancers applied inside the middleware (Redux DevTools' instrument or remote). */
  enhancers?: StoreEnhancer[];
  /**
   * The portal runtime, already loaded: in the store from its first action (tests, replay, prerendered
   * portal frames, QA mode, a page that starts in the portal). Absent: `portal.load()` brings it later.
   */
  portal?: PortalRuntime;
  /** The sign-in runtime, already loaded (a page that starts on `/login`, `/logout` or `/redirect`, ADR 0135). */
  signIn?: SignInRuntime;
  /** Ports the sign-in pages and the portal use (MSAL, session storage), made when the sign-in runtime loads (the browser). */
  signInServices?: () => Promise<Partial<Services>>;
  /** Ports only the portal uses (the event stream, downloads), made when the portal runtime loads (the browser, ADR 0147). */
  portalServices?: () => Promise<Partial<Services>>;
  /** `portal.load('portal')` also keeps theme and sidebar in localStorage (redux-persist; the browser only). */
  persist?: boolean;
}

/** Max actions Redux DevTools keeps: large, so QA can export a whole session. */
export const DEVTOOLS_MAX_AGE = 5000;

export interface PortalHost {
  /**
   * Brings in what `stage` needs if it is not in yet: for `'sign-in'` the sign-in runtime (the auth feature) and the
   * sign-in ports, then `signInLoaded`; for `'portal'` (the default) that and the portal runtime (its chunk, its
   * slices, RTK Query's middleware, its listeners, the portal's own ports), then `portalLoaded`, and persistence. Each manifest starts once.
   * Idempotent; a failed load may be retried.
   */
  load(stage?: RuntimeStage): Promise<void>;
  /** What `stage` needs is in (with `persist`, the saved preferences are back for the portal): its pages may render. */
  ready(stage?: RuntimeStage): boolean;
}

/** Memoises an async load; a failed one may be tried again. */
function once(load: () => Promise<void>): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/**
 * The app's one store (ADR 0109, 0135). Public pages get the core slices and listeners only; the sign-in runtime
 * and the portal runtime join the same store when `portal.load()` runs (or from the start with `options.signIn` or
 * `options.portal`).
 */
export function createAppStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const services: Services = { ...inertServices(), ...options.services };
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  const dynamicMiddleware = createDynamicMiddleware();
  const initialFeatures = options.portal?.features ?? options.signIn?.features ?? [];
  // Before the store exists, so a preloaded portal state is kept and the first state has every slice.
  injectFeatureSlices(initialFeatures);

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: options.devTools ?? false,
    middleware: (getDefaultMiddleware) => {
      const base = getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [...PERSIST_ACTION_TYPES] },
      });
      return base.prepend(listenerMiddleware.middleware).concat(dynamicMiddleware.middleware, ...(options.middleware ?? []));
    },
    // RTK Query's notifications follow the next paint rather than precede it (ADR 0143).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'callback', queueNotification: queueAfterNextPaint } }).concat(...(options.enhancers ?? [])),
  });

  const listeners = options.listeners !== false;
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, typeof store.dispatch, Services>();
  if (listeners) registerFeatureListeners(coreFeatures, startAppListening);
  // Each manifest is started once: the portal runtime's list starts with the sign-in runtime's.
  const started = new Set<AnyFeatureManifest>();
  /** Injects, adds and registers the manifests not started yet; whether there were any. */
  const startFeatures = (features: readonly AnyFeatureManifest[]): boolean => {
    const fresh = features.filter((feature) => !started.has(feature));
    for (const feature of fresh) started.add(feature);
    if (fresh.length === 0) return false;
    injectFeatureSlices(fresh);
    dynamicMiddleware.addMiddleware(...featureMiddleware(fresh));
    if (listeners) registerFeatureListeners(fresh, startAppListening);
    return true;
  };
  startFeatures(initialFeatures);

  /** Adds the ports `make` makes to `services` (read by the listeners through `extra`), once. */
  const addServices = (make: StoreOptions['signInServices']) =>
    once(async () => {
      Object.assign(services, await (make?.() ?? Promise.resolve({})));
    });
  const loadSignInServices = addServices(options.signInServices);
  const loadPortalServices = addServices(options.portalServices);
  const signInIn = options.signIn !== undefined || options.portal !== undefined;
  let signInReady = signInIn && options.signInServices === undefined;
  let portalReady = options.portal !== undefined && options.persist !== true && options.signInServices === undefined && options.portalServices === undefined;
  const loadSignIn = once(async () => {
    const [runtime] = await Promise.all([options.signIn ?? options.portal ?? importSignInRuntime(), loadSignInServices()]);
    // Gives the injected slice its state and starts auth's start-up listeners.
    if (startFeatures(runtime.features)) store.dispatch(signInLoaded());
    signInReady = true;
  });
  const loadPortal = once(async () => {
    const [runtime] = await Promise.all([options.portal ?? importPortalRuntime(), loadSignIn(), loadPortalServices()]);
    // Gives the injected slices their state and starts the portal's start-up listeners.
    if (startFeatures(runtime.features)) store.dispatch(portalLoaded());
    if (options.persist) await runtime.startPersistence(store);
    portalReady = true;
  });
  const portal: PortalHost = {
    load: (stage = 'portal') => (stage === 'portal' ? loadPortal() : loadSignIn()),
    ready: (stage = 'portal') => (stage === 'portal' ? portalReady : signInReady),
  };
  // A sign-in popup opened: the rest of the portal loads while the person is in it (ADR 0135). A failure shows
  // where the portal renders (its gate retries).
  if (listeners) startAppListening({ actionCreator: portalNeededSoon, effect: () => void loadPortal().catch(() => undefined) });
  return Object.assign(store, { portal });
}
