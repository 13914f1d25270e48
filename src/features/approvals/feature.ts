import type { FeatureManifest } from '../../app/types';
import { addApprovalsListeners } from './approvalsListeners';
import { approvalsSlice } from './approvalsSlice';

/** Approve Time (portal runtime). */
export const approvalsFeature: FeatureManifest<[typeof approvalsSlice]> = {
  name: 'approvals',
  slices: [approvalsSlice],
  listeners: addApprovalsListeners,
};
