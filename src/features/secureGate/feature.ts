import type { FeatureManifest } from '../../app/types';
import { addSecureGateListeners } from './secureGateListeners';
import { secureGateSlice } from './secureGateSlice';

/** The PIN prompt in front of secure content (portal runtime). */
export const secureGateFeature: FeatureManifest<[typeof secureGateSlice]> = {
  name: 'secureGate',
  slices: [secureGateSlice],
  listeners: addSecureGateListeners,
};
