import type { FeatureManifest } from '../../app/types';
import { addPublicHeaderListeners } from './publicHeaderListeners';
import { publicHeaderSlice } from './publicHeaderSlice';

/** The public site's header menus and drawer (every page). */
export const publicHeaderFeature: FeatureManifest<[typeof publicHeaderSlice]> = {
  name: 'publicHeader',
  slices: [publicHeaderSlice],
  listeners: addPublicHeaderListeners,
};
