import type { FeatureManifest } from '../../app/types';
import { crewSlice } from './crewSlice';
import { myTimeSlice } from './myTimeSlice';
import { addTimecardListeners } from './timecardListeners';

/** My Time and Crew Time (portal runtime). */
export const timecardFeature: FeatureManifest<[typeof myTimeSlice, typeof crewSlice]> = {
  name: 'timecard',
  slices: [myTimeSlice, crewSlice],
  listeners: addTimecardListeners,
};
