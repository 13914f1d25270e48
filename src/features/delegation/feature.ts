import type { FeatureManifest } from '../../app/types';
import { delegationSlice } from './delegationSlice';

/** Delegation of approvals: the form on Settings (portal runtime, issue #48 §3). */
export const delegationFeature: FeatureManifest<[typeof delegationSlice]> = {
  name: 'delegation',
  slices: [delegationSlice],
};
