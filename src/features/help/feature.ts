import type { FeatureManifest } from '../../app/types';
import { helpSlice } from './helpSlice';

/** The help articles' query (portal runtime). */
export const helpFeature: FeatureManifest<[typeof helpSlice]> = {
  name: 'help',
  slices: [helpSlice],
};
