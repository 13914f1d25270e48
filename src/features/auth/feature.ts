import type { FeatureManifest } from '../../app/types';
import { addAuthListeners } from './authListeners';
import { authSlice } from './authSlice';

/** Sign-in, sign-out and the session, through the MSAL bridge and the auth ports (portal runtime). */
export const authFeature: FeatureManifest<[typeof authSlice]> = {
  name: 'auth',
  slices: [authSlice],
  listeners: addAuthListeners,
};
