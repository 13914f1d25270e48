import { createSelector, createSlice } from '@reduxjs/toolkit';
import { buildProfile } from './profile';
import { navRolesFrom } from './roles';
import type { PayloadAction } from '@reduxjs/toolkit';

/** An account as plain data (never tokens). */
export interface AccountSummary {
  homeAccountId: string;
  localAccountId: string;
  username: string;
  name: string;
  tenantId: string;
  roles: string[];
}

export type AuthStartup = 'idle' | 'loading' | 'ready' | 'failed';

export interface AuthState {
  startup: AuthStartup;
  accounts: AccountSummary[];
  activeAccountId: string | null;
}

export const initialAuthState: AuthState = { startup: 'idle', accounts: [], activeAccountId: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authStartupRequested(state) {
      if (state.startup === 'idle') state.startup = 'loading';
    },
    authStartupSucceeded(state, action: PayloadAction<{ accounts: AccountSummary[]; activeAccountId: string | null }>) {
      state.startup = 'ready';
      state.accounts = action.payload.accounts;
      state.activeAccountId = action.payload.activeAccountId ?? action.payload.accounts[0]?.homeAccountId ?? null;
    },
    authStartupFailed(state) {
      state.startup = 'failed';
    },
  },
  selectors: {
    selectAuthStartup: (state) => state.startup,
    selectIsAuthenticated: (state) => state.startup === 'ready' && state.accounts.length > 0,
    selectActiveAccount: (state) => state.accounts.find((a) => a.homeAccountId === state.activeAccountId) ?? null,
  },
});

export const { authStartupRequested, authStartupSucceeded, authStartupFailed } = authSlice.actions;
export const { selectAuthStartup, selectIsAuthenticated, selectActiveAccount } = authSlice.selectors;

/** The signed-in profile (spec §3), or null when signed out. Memoised on the active account. */
export const selectUserProfile = createSelector([(state: { auth: AuthState }) => selectActiveAccount({ auth: state.auth })], (account) =>
  account ? buildProfile(account) : null,
);

/** Navigation role names (HR_ADMIN, ...) of the active account. Empty when signed out. */
export const selectNavRoles = createSelector([(state: { auth: AuthState }) => selectActiveAccount({ auth: state.auth })], (account) =>
  account ? navRolesFrom(account.roles) : [],
);
