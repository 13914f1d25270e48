import type { FeatureManifest } from '../../app/types';
import { addRouterListeners } from './routerListeners';
import { routerSlice } from './routerSlice';

/** The location as store state, applied to the history by listeners (every page). */
export const routerFeature: FeatureManifest<[typeof routerSlice]> = {
  name: 'router',
  slices: [routerSlice],
  listeners: addRouterListeners,
};

// What the app shell reads of the router: the start-up location and the gate's current path.
export { initialRouterState, selectLocation } from './routerSlice';
