import { combineSlices } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';
import { coreFeatures } from '../features/coreFeatures';
import type { CoreFeaturesState } from '../features/coreFeatures';
import type { PortalState } from '../features/portalFeatures';
import { featureSlices } from './features';
import type { AnyFeatureManifest } from './types';

/** The core features' reducers by key, typed from their manifests (the list and the type have one source). */
const coreReducers = Object.fromEntries(featureSlices(coreFeatures).map(({ reducerPath, reducer }) => [reducerPath, reducer])) as {
  [Key in keyof CoreFeaturesState]: Reducer<CoreFeaturesState[Key]>;
};

/**
 * One store, one state shape, split in code (ADR 0109, 0121, 0135): the core features' slices are here, in the
 * entry chunk; the sign-in and portal features' are injected from their manifests when their runtime loads.
 */
export const rootReducer = combineSlices(coreReducers).withLazyLoadedSlices<PortalState>();

type InjectableSlice = Parameters<typeof rootReducer.inject>[0];

/** The keys of the core slices: a portal slice under one of them replaces the core reducer (the persisted theme). */
const CORE_KEYS = new Set(featureSlices(coreFeatures).map(({ reducerPath }) => reducerPath));

/**
 * Injects the manifests' slices into the one root reducer (idempotent: the same reducers again change nothing).
 * Returns the reducer with every slice injected so far.
 */
export function injectFeatureSlices(features: readonly AnyFeatureManifest[]) {
  // The lazy-loaded part of the root reducer's type is computed from the portal's manifests (PortalState).
  for (const slice of featureSlices(features)) rootReducer.inject(slice as InjectableSlice, { overrideExisting: CORE_KEYS.has(slice.reducerPath) });
  return rootReducer.withLazyLoadedSlices();
}
