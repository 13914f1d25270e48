import type { Middleware } from '@reduxjs/toolkit';
import type { AnyFeatureManifest, AppStartListening, FeatureSlice } from './types';

/**
 * How the store reads feature manifests (ADR 0121). The lists themselves live with the features
 * (`src/features/coreFeatures.ts`, `src/features/portalFeatures.ts`), so adding a feature edits nothing here.
 */

/** Every slice of the manifests, in order. */
export function featureSlices(features: readonly AnyFeatureManifest[]): FeatureSlice[] {
  return features.flatMap((feature) => feature.slices ?? []);
}

/** Every middleware of the manifests, in order. */
export function featureMiddleware(features: readonly AnyFeatureManifest[]): Middleware[] {
  return features.flatMap((feature) => feature.middleware ?? []);
}

/** Registers the manifests' listeners on the store's one listener middleware, in order. */
export function registerFeatureListeners(features: readonly AnyFeatureManifest[], startAppListening: AppStartListening): void {
  for (const feature of features) feature.listeners?.(startAppListening);
}
