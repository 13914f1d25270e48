import { createSelector } from '@reduxjs/toolkit';
import { buildProfile } from './profile';
import { navRolesFrom } from '../../shared/roles';
import { isAuthenticated } from './authStatus';
import { selectActiveAccount } from './authSlice';
import type { AuthState } from './authSlice';

// What the signed-in portal reads of the auth state (the profile, the navigation roles, the session prompt): not in
// the auth slice's module, so the sign-in pages, which show none of them, load neither the profile and role tables
// nor the memoising selector library (ADR 0147).

/** The signed-in profile (spec §3), or null when signed out. Memoised on the active account. */
export const selectUserProfile = createSelector([(state: { auth: AuthState }) => selectActiveAccount({ auth: state.auth })], (account) =>
  account ? buildProfile(account) : null,
);

/** Navigation role names (HR_ADMIN, ...) of the active account. Empty when signed out. */
export const selectNavRoles = createSelector([(state: { auth: AuthState }) => selectActiveAccount({ auth: state.auth })], (account) =>
  account ? navRolesFrom(account.roles) : [],
);

/** The "Your session has expired" prompt: open while signed in with an expired session. Memoised on the auth state. */
export const selectSessionPrompt = createSelector([(state: { auth: AuthState }) => state.auth], (auth) => ({
  open: auth.sessionExpired && isAuthenticated(auth),
  busy: auth.interaction !== 'none',
  error: auth.renewalError,
}));
