import type { FeatureManifest } from '../../app/types';
import { routingSlice } from './routingSlice';

/** Approval routing: the HR admin's editor on the HR page (portal runtime, issue #48 §4). */
export const routingFeature: FeatureManifest<[typeof routingSlice]> = {
  name: 'routing',
  slices: [routingSlice],
};
