import type { FeatureManifest } from '../../app/types';
import { addModalListeners } from './modalsListeners';
import { modalsSlice } from './modalsSlice';

/** The modal stack, with stored callback actions (portal runtime). */
export const modalsFeature: FeatureManifest<[typeof modalsSlice]> = {
  name: 'modals',
  slices: [modalsSlice],
  listeners: addModalListeners,
};
