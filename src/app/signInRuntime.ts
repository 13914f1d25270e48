import { signInFeatures } from '../features/signInFeatures';

/**
 * The sign-in runtime (ADR 0135): what `/login`, `/logout` and `/redirect` need before the person acts, in the
 * sign-in-runtime chunk: the auth feature's manifest. No RTK Query, persistence or work features: the portal
 * runtime (which starts with the same manifests) follows while a sign-in popup is open, or on the way to the portal.
 */
export const features = signInFeatures;
