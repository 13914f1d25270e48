import type { FeatureManifest } from '../../app/types';
import { addCalendarListeners } from './calendarListeners';
import { calendarSlice } from './calendarSlice';

/** Who's out and the company holidays (portal runtime). */
export const calendarFeature: FeatureManifest<[typeof calendarSlice]> = {
  name: 'calendar',
  slices: [calendarSlice],
  listeners: addCalendarListeners,
};
