import type { FeatureManifest } from '../../app/types';
import { addClockListeners } from './clockListeners';
import { clockSlice } from './clockSlice';

/** The `now` relative times are computed from, kept by a tick (portal runtime). */
export const clockFeature: FeatureManifest<[typeof clockSlice]> = {
  name: 'clock',
  slices: [clockSlice],
  listeners: addClockListeners,
};
