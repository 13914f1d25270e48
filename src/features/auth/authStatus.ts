import type { CoreState } from '../../app/types';
import type { AuthState } from './authSlice';

/** Signed in: start-up finished with an account. Its own module, so public pages can ask without loading auth. */
export const isAuthenticated = (state: AuthState) => state.startup === 'ready' && state.accounts.length > 0;

/** For public pages: false until the portal runtime (and its auth slice) is in (ADR 0109). */
export const selectSignedInSoFar = (state: CoreState) => state.auth !== undefined && isAuthenticated(state.auth);
