import type { FeatureManifest } from '../../app/types';
import { addDeploymentListeners } from './deploymentListeners';
import { deploymentSlice } from './deploymentSlice';

/** The new-version check and failed-chunk recovery (every page). */
export const deploymentFeature: FeatureManifest<[typeof deploymentSlice]> = {
  name: 'deployment',
  slices: [deploymentSlice],
  listeners: addDeploymentListeners,
};
