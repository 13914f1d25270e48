import { authFeature } from './auth/feature';

/**
 * The sign-in runtime (ADR 0135): the manifests `/login`, `/logout` and `/redirect` need before the person acts,
 * in the sign-in-runtime chunk: the auth state machine and its listeners, nothing of RTK Query, persistence or the
 * work features. The portal runtime starts with this list (`portalFeatures.ts`); the store starts a manifest once.
 */
export const signInFeatures = [authFeature] as const;

