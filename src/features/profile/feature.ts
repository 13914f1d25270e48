import type { FeatureManifest } from '../../app/types';
import { profileSlice } from './profileSlice';

/** The profile details revealed behind the PIN (portal runtime). */
export const profileFeature: FeatureManifest<[typeof profileSlice]> = {
  name: 'profile',
  slices: [profileSlice],
};
