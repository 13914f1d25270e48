import type { StateOfFeatures } from '../app/types';
import { deploymentFeature } from './deployment/feature';
import { lifecycleFeature } from './lifecycle/feature';
import { publicHeaderFeature } from './publicHeader/feature';
import { routerFeature } from './router/feature';
import { themeFeature } from './theme/feature';

/**
 * The features every page has, in the entry chunk (ADR 0109, 0121): the store starts with their slices and
 * listeners. A feature only the portal uses goes in `portalFeatures.ts` instead, so public pages never load it.
 */
export const coreFeatures = [routerFeature, publicHeaderFeature, deploymentFeature, themeFeature, lifecycleFeature] as const;

/** The state every page has. */
export type CoreFeaturesState = StateOfFeatures<typeof coreFeatures>;
