import type { FeatureManifest } from '../../app/types';
import { addApiDataListeners } from './apiDataListeners';

/** The auth feature's part that needs RTK Query: the API data follows the session (portal runtime, ADR 0135). */
export const authApiDataFeature: FeatureManifest = {
  name: 'auth-api-data',
  listeners: addApiDataListeners,
};
