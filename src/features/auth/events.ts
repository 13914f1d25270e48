import { createAction, nanoid } from '@reduxjs/toolkit';
import type { AuthFailure } from '../../services/authErrors';
import type { AccountSummary, LoginMethod, MsalEvent } from './authSlice';

/** The /logout page was shown: a listener signs out and, after the spec's delay, goes to the site root. */
export const logoutPageOpened = createAction('logout/pageOpened');

export const loginClicked = createAction('auth/loginClicked', (method: LoginMethod = 'popup', returnTo: string | null = null) => ({
  payload: { method, returnTo, attemptId: nanoid(8) },
}));
export const signInSucceeded = createAction<{ attemptId: string | null; account: AccountSummary }>('auth/signInSucceeded');
export const signInFailed = createAction<{ attemptId: string | null } & AuthFailure>('auth/signInFailed');
export const signOutClicked = createAction('auth/signOutClicked');
export const tryAgainClicked = createAction('auth/tryAgainClicked');
export const signOutSucceeded = createAction('auth/signOutSucceeded');
export const signOutFailed = createAction<AuthFailure>('auth/signOutFailed');
export const redirectHandlingFailed = createAction<AuthFailure>('auth/redirectHandlingFailed');
export const msalEventReceived = createAction<MsalEvent>('auth/msalEventReceived');
/** Another tab of the site signed out (BroadcastChannel): this tab is signed out too. */
export const signedOutElsewhere = createAction('auth/signedOutElsewhere');
/** After another tab signed out, this tab's own sign-in cache and session storage are cleared. */
export const localSessionCleared = createAction('auth/localSessionCleared');
/** Silent token renewal needs an interaction: the prompt opens. */
export const sessionExpired = createAction('auth/sessionExpired');
export const signInAgainClicked = createAction('auth/signInAgainClicked');
export const sessionRenewed = createAction<{ account: AccountSummary }>('auth/sessionRenewed');
export const sessionRenewalFailed = createAction<AuthFailure>('auth/sessionRenewalFailed');
