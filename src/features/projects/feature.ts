import type { FeatureManifest } from '../../app/types';
import { projectsSlice } from './projectsSlice';

/** Projects (portal runtime). */
export const projectsFeature: FeatureManifest<[typeof projectsSlice]> = {
  name: 'projects',
  slices: [projectsSlice],
};
