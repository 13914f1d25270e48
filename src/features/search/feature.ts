import type { FeatureManifest } from '../../app/types';
import { searchSlice } from './searchSlice';

/** The portal search (portal runtime). */
export const searchFeature: FeatureManifest<[typeof searchSlice]> = {
  name: 'search',
  slices: [searchSlice],
};
