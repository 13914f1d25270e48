import type { FeatureManifest } from '../../app/types';
import { addSessionRenewalListeners } from './sessionRenewalListeners';

/** The auth feature's part for an expired session in the portal: the prompt and "Sign in again" (portal runtime, ADR 0147). */
export const authSessionRenewalFeature: FeatureManifest = {
  name: 'auth-session-renewal',
  listeners: addSessionRenewalListeners,
};
