import type { FeatureManifest } from '../../app/types';

/** The app's own events (started, portal loaded, crashed): no state, other features' listeners react to them. */
export const lifecycleFeature: FeatureManifest = { name: 'lifecycle' };

export { appCrashed, appStarted, portalLoaded, portalNeededSoon, signInLoaded } from './events';
