import { persistStore } from 'redux-persist';
import type { Store } from '@reduxjs/toolkit';
import { coreFeatures } from '../features/coreFeatures';
import { portalFeatures } from '../features/portalFeatures';
import { featureMiddleware, featureSlices, registerFeatureListeners } from './features';
import { rootReducer } from './rootReducer';
import type { AppStartListening } from './types';

/**
 * The portal runtime (ADR 0109, 0121): the portal features' manifests, read by the store. `appStore.ts` imports
 * this module on the way to the portal (its own chunk), or before the store is made when the page starts in the
 * portal or in QA mode; tests, the replay store and the prerender get it statically through `makeStore`. Public
 * pages never load it.
 */

type InjectableSlice = Parameters<typeof rootReducer.inject>[0];

/** The keys of the core slices: a portal slice under one of them replaces the core reducer (the persisted theme). */
const CORE_KEYS = new Set(featureSlices(coreFeatures).map(({ reducerPath }) => reducerPath));

/**
 * Injects the portal features' slices into the one root reducer (idempotent: the same reducers again change
 * nothing). Returns the reducer with every slice.
 */
export function injectPortalReducers() {
  // The lazy-loaded part of the root reducer's type is computed from these same manifests (PortalState).
  for (const slice of featureSlices(portalFeatures)) rootReducer.inject(slice as InjectableSlice, { overrideExisting: CORE_KEYS.has(slice.reducerPath) });
  return rootReducer.withLazyLoadedSlices();
}

/** The portal features' middleware (RTK Query's), added to the store's dynamic middleware. */
export const portalMiddleware = featureMiddleware(portalFeatures);

/** The portal features' listeners, on the store's one listener middleware. */
export function registerPortalListeners(startAppListening: AppStartListening): void {
  registerFeatureListeners(portalFeatures, startAppListening);
}

/** Starts keeping the persisted slices (theme and sidebar) in localStorage; resolves once the saved values are in the store. */
export function startPersistence(store: Store): Promise<void> {
  return new Promise((resolve) => {
    persistStore(store, null, resolve);
  });
}
