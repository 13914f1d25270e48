import type { FeatureManifest } from '../../app/types';
import { addTimeOffListeners } from './timeoffListeners';
import { timeOffSlice } from './timeoffSlice';

/** Time off: the request form and its cancellations (portal runtime). */
export const timeOffFeature: FeatureManifest<[typeof timeOffSlice]> = {
  name: 'timeoff',
  slices: [timeOffSlice],
  listeners: addTimeOffListeners,
};
