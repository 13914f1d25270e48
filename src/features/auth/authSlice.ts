import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AuthFailure } from '../../services/authErrors';
import { isAuthenticated } from './authStatus';
import { loginClicked, signInSucceeded, signInFailed, signOutClicked, tryAgainClicked, signOutSucceeded, signOutFailed, redirectHandlingFailed, msalEventReceived, signedOutElsewhere, sessionExpired, signInAgainClicked, sessionRenewed, sessionRenewalFailed } from './events';

/** An account as plain data (never tokens). */
export interface AccountSummary {
  homeAccountId: string;
  localAccountId: string;
  /** The directory object id (`oid` claim): stable across tenants and providers. */
  oid: string;
  username: string;
  name: string;
  tenantId: string;
  roles: string[];
}

export type AuthStartup = 'idle' | 'loading' | 'ready' | 'failed';
/** Spec §4 sign-in progress. */
export type InteractionStatus = 'startup' | 'none' | 'login' | 'acquireToken' | 'ssoSilent' | 'handleRedirect' | 'logout';
export type LoginMethod = 'popup' | 'redirect';

/** An MSAL event as plain data, produced by the bridge (msalBridge.ts). */
export interface MsalEvent {
  eventType: string;
  interactionType: string | null;
  homeAccountId: string | null;
  username: string | null;
  name: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  at: number;
}

/** Spec §4 login screen: idle → signing_in → authenticated | error; Try Again → idle; signing_out → idle | error. */
export type LoginScreenStatus = 'idle' | 'signing_in' | 'signing_out' | 'authenticated' | 'error';

export interface AuthState {
  startup: AuthStartup;
  startupError: string | null;
  interaction: InteractionStatus;
  accounts: AccountSummary[];
  activeAccountId: string | null;
  /** The sign-in attempt in flight; outcomes of older attempts are ignored. */
  attemptId: string | null;
  lastEvent: MsalEvent | null;
  /** `code`: the library's error code, shown on a second, smaller line under the plain sentence. */
  loginScreen: { status: LoginScreenStatus; error: string | null; code: string | null };
  /** Silent renewal is no longer possible: the "Your session has expired" prompt is open. */
  sessionExpired: boolean;
  /** Why the last "Sign in again" did not work (a plain sentence and a code), or null. */
  renewalError: AuthFailure | null;
  /**
   * Started while the identity provider did not answer: signed in on cached tokens, signing in is unavailable.
   * Absent otherwise, so logs recorded before it existed replay to the same states.
   */
  providerUnavailable?: true;
}

export const initialAuthState: AuthState = {
  startup: 'idle',
  startupError: null,
  interaction: 'startup',
  accounts: [],
  activeAccountId: null,
  attemptId: null,
  lastEvent: null,
  loginScreen: { status: 'idle', error: null, code: null },
  sessionExpired: false,
  renewalError: null,
};

const IDLE_SCREEN = { status: 'idle', error: null, code: null } as const;

/** Spec §4: login is ignored while an interaction is in progress or when authenticated. */
export const canStartLogin = (state: AuthState) => state.startup === 'ready' && state.interaction === 'none' && !isAuthenticated(state);
/** Spec §4: logout is ignored while busy or when not authenticated. */
export const canStartLogout = (state: AuthState) => state.startup === 'ready' && state.interaction === 'none' && isAuthenticated(state);

/** MSAL's own mapping of events to interaction status (EventMessageUtils), as a pure function. */
function interactionAfter(current: InteractionStatus, event: MsalEvent): InteractionStatus {
  const interactive = event.interactionType === 'popup' || event.interactionType === 'redirect';
  switch (event.eventType) {
    case 'msal:acquireTokenStart':
      return interactive && current === 'none' ? 'acquireToken' : current;
    case 'msal:handleRedirectStart':
      return 'handleRedirect';
    case 'msal:handleRedirectEnd':
      return current === 'handleRedirect' ? 'none' : current;
    case 'msal:logoutStart':
      return 'logout';
    case 'msal:logoutEnd':
      return current === 'logout' ? 'none' : current;
    case 'msal:acquireTokenSuccess':
    case 'msal:acquireTokenFailure':
    case 'msal:restoreFromBFCache':
      return interactive && current === 'acquireToken' ? 'none' : current;
    default:
      return current;
  }
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authStartupRequested(state) {
      if (state.startup === 'idle') {
        state.startup = 'loading';
        state.interaction = 'startup';
      }
    },
    authStartupSucceeded(state, action: PayloadAction<{ accounts: AccountSummary[]; activeAccountId: string | null; providerUnavailable?: boolean }>) {
      state.startup = 'ready';
      if (action.payload.providerUnavailable === true) state.providerUnavailable = true;
      else delete state.providerUnavailable;
      state.startupError = null;
      state.interaction = 'none';
      state.accounts = action.payload.accounts;
      // Spec §4: at start-up, if no account is active but accounts exist, the first becomes active.
      state.activeAccountId = action.payload.activeAccountId ?? action.payload.accounts[0]?.homeAccountId ?? null;
    },
    authStartupFailed(state, action: PayloadAction<{ message: string }>) {
      state.startup = 'failed';
      state.startupError = action.payload.message;
      state.interaction = 'none';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginClicked, (state, action) => {
        if (!canStartLogin(state)) return;
        state.interaction = 'login';
        state.attemptId = action.payload.attemptId;
        state.loginScreen = { status: 'signing_in', error: null, code: null };
      })
      .addCase(signInSucceeded, (state, action) => {
        if (action.payload.attemptId !== state.attemptId) return;
        const { account } = action.payload;
        state.accounts = [...state.accounts.filter((a) => a.homeAccountId !== account.homeAccountId), account];
        state.activeAccountId = account.homeAccountId;
        state.interaction = 'none';
        state.attemptId = null;
        state.loginScreen = { status: 'authenticated', error: null, code: null };
      })
      .addCase(signInFailed, (state, action) => {
        if (action.payload.attemptId !== state.attemptId) return;
        state.interaction = 'none';
        state.attemptId = null;
        state.loginScreen = { status: 'error', error: action.payload.message, code: action.payload.code };
      })
      .addCase(tryAgainClicked, (state) => {
        if (state.loginScreen.status === 'error') state.loginScreen = IDLE_SCREEN;
      })
      .addCase(signOutClicked, (state) => {
        if (!canStartLogout(state)) return;
        state.interaction = 'logout';
        state.loginScreen = { status: 'signing_out', error: null, code: null };
      })
      .addCase(signOutSucceeded, (state) => {
        state.accounts = [];
        state.activeAccountId = null;
        state.interaction = 'none';
        state.loginScreen = IDLE_SCREEN;
        state.sessionExpired = false;
        state.renewalError = null;
      })
      .addCase(signedOutElsewhere, (state) => {
        state.accounts = [];
        state.activeAccountId = null;
        state.sessionExpired = false;
        state.renewalError = null;
        if (state.loginScreen.status === 'authenticated') state.loginScreen = IDLE_SCREEN;
      })
      .addCase(sessionExpired, (state) => {
        state.sessionExpired = true;
        state.renewalError = null;
      })
      .addCase(signInAgainClicked, (state) => {
        state.renewalError = null;
      })
      .addCase(sessionRenewed, (state, action) => {
        const { account } = action.payload;
        state.accounts = [...state.accounts.filter((a) => a.homeAccountId !== account.homeAccountId), account];
        state.activeAccountId = account.homeAccountId;
        state.sessionExpired = false;
        state.renewalError = null;
      })
      .addCase(sessionRenewalFailed, (state, action) => {
        state.renewalError = action.payload;
      })
      .addCase(signOutFailed, (state, action) => {
        // Session storage (MSAL's cache) was cleared anyway: locally, nobody is signed in.
        state.accounts = [];
        state.activeAccountId = null;
        state.interaction = 'none';
        state.loginScreen = { status: 'error', error: action.payload.message, code: action.payload.code };
      })
      .addCase(redirectHandlingFailed, (state) => {
        state.accounts = [];
        state.activeAccountId = null;
      })
      .addCase(msalEventReceived, (state, action) => {
        state.lastEvent = action.payload;
        if (state.startup === 'ready') state.interaction = interactionAfter(state.interaction, action.payload);
      });
  },
  selectors: {
    selectAuthStartup: (state) => state.startup,
    selectAuthStartupError: (state) => state.startupError,
    selectIsAuthenticated: (state) => isAuthenticated(state),
    selectActiveAccount: (state) => state.accounts.find((a) => a.homeAccountId === state.activeAccountId) ?? null,
    selectLoginScreen: (state) => state.loginScreen,
    selectAccounts: (state) => state.accounts,
  },
});

export const { authStartupRequested, authStartupSucceeded, authStartupFailed } = authSlice.actions;
export const { selectAuthStartup, selectAuthStartupError, selectIsAuthenticated, selectActiveAccount, selectLoginScreen, selectAccounts } =
  authSlice.selectors;

/** Whether this tab runs on cached tokens because the identity provider did not answer at start (issue #27 §3). */
export const selectProviderUnavailable = (state: { auth: AuthState }) => state.auth.providerUnavailable === true;
