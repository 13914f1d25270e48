import type { FeatureManifest } from '../../app/types';
import { addApiToastListeners } from './apiToastListeners';
import { addToastListeners } from './toastsListeners';
import { toastsSlice } from './toastsSlice';

/** Toasts, and the toasts API calls raise (portal runtime). */
export const toastsFeature: FeatureManifest<[typeof toastsSlice]> = {
  name: 'toasts',
  slices: [toastsSlice],
  listeners: (startAppListening) => {
    addToastListeners(startAppListening);
    addApiToastListeners(startAppListening);
  },
};
