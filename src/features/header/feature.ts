import type { FeatureManifest } from '../../app/types';
import { headerSlice } from './headerSlice';

/** The portal header's menus (portal runtime). */
export const headerFeature: FeatureManifest<[typeof headerSlice]> = {
  name: 'header',
  slices: [headerSlice],
};
