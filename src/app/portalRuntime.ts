import { persistStore } from 'redux-persist';
import type { Store } from '@reduxjs/toolkit';
import { portalFeatures } from '../features/portalFeatures';
import { injectFeatureSlices } from './rootReducer';

/**
 * The portal runtime (ADR 0109, 0121, 0135): the portal features' manifests (the sign-in runtime's first), read by
 * the store. `appStore.ts` imports this module on the way to the portal (its own chunk), or before the store is
 * made when the page starts in the portal or in QA mode; tests, the replay store and the prerender get it
 * statically through `makeStore`. Public pages and the sign-in pages never load it before it is needed.
 */
export const features = portalFeatures;

/** Injects the portal features' slices into the one root reducer; returns the reducer with every slice. */
export function injectPortalReducers() {
  return injectFeatureSlices(portalFeatures);
}

/** Starts keeping the persisted slices (theme and sidebar) in localStorage; resolves once the saved values are in the store. */
export function startPersistence(store: Store): Promise<void> {
  return new Promise((resolve) => {
    persistStore(store, null, resolve);
  });
}
