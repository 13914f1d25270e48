import { combineSlices } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';
import { coreFeatures } from '../features/coreFeatures';
import type { CoreFeaturesState } from '../features/coreFeatures';
import type { PortalState } from '../features/portalFeatures';
import { featureSlices } from './features';

/** The core features' reducers by key, typed from their manifests (the list and the type have one source). */
const coreReducers = Object.fromEntries(featureSlices(coreFeatures).map(({ reducerPath, reducer }) => [reducerPath, reducer])) as {
  [Key in keyof CoreFeaturesState]: Reducer<CoreFeaturesState[Key]>;
};

/**
 * One store, one state shape, split in code (ADR 0109, 0121): the core features' slices are here, in the
 * entry chunk; the portal features' are injected from their manifests when the portal runtime loads.
 */
export const rootReducer = combineSlices(coreReducers).withLazyLoadedSlices<PortalState>();
