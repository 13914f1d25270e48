import type { AppStartListening } from '../../app/types';
import { navigated } from '../router/routerSlice';
import { describeAuthError, LOGIN_FAILED_TEXT, LOGOUT_FAILED_TEXT, SIGN_IN_WINDOW_CLOSED_TEXT } from '../../services/authErrors';
import {
  authStartupFailed,
  authStartupRequested,
  authStartupSucceeded,
  canStartLogin,
  canStartLogout,
  loginClicked,
  msalEventReceived,
  redirectHandlingFailed,
  selectIsAuthenticated,
  signInFailed,
  signInSucceeded,
  signOutClicked,
  signOutFailed,
  signOutSucceeded,
} from './authSlice';
import { logoutPageOpened } from './events';
import { toAccountSummary, toPlainEvent } from './msalBridge';

/** Spec §9: after sign-out the user goes to / after 2 s (3 s after an error). */
export const LOGOUT_REDIRECT_MS = 2000;
export const LOGOUT_ERROR_REDIRECT_MS = 3000;
/** How often an open sign-in popup is checked, and how long a closed one may still deliver its answer. */
export const POPUP_POLL_MS = 500;
export const POPUP_CLOSED_GRACE_MS = 2000;

export function addAuthListeners(startAppListening: AppStartListening): void {
  // The popup MSAL opened (a Window: kept here, never in state), so a popup closed by the person is noticed.
  let openPopup: Window | null = null;

  startAppListening({
    predicate: (action, _state, original) => authStartupRequested.match(action) && original.auth.startup === 'idle',
    effect: async (_action, api) => {
      const { auth, session } = api.extra;
      try {
        const client = await auth.load();
        client.addEventCallback((message) => {
          if (message.eventType === 'msal:popupOpened') {
            const payload: unknown = message.payload;
            openPopup = typeof payload === 'object' && payload !== null && 'popupWindow' in payload ? (payload.popupWindow as Window) : null;
          }
          api.dispatch(msalEventReceived(toPlainEvent(message)));
        });
        await client.initialize();
        try {
          const result = await client.handleRedirectPromise();
          if (result?.account) {
            client.setActiveAccount(result.account);
          }
        } catch (error) {
          console.error('Handling the sign-in redirect failed', error);
          session.removeCachedAccountEntries();
          api.dispatch(redirectHandlingFailed(describeAuthError(error, LOGIN_FAILED_TEXT)));
        }
        const accounts = client.getAllAccounts();
        let active = client.getActiveAccount();
        if (!active && accounts[0]) {
          active = accounts[0];
          client.setActiveAccount(active);
        }
        api.dispatch(authStartupSucceeded({ accounts: accounts.map(toAccountSummary), activeAccountId: active?.homeAccountId ?? null }));
      } catch (error) {
        console.error('Authentication start-up failed', error);
        api.dispatch(authStartupFailed({ message: error instanceof Error ? error.message : String(error) }));
      }
    },
  });

  startAppListening({
    predicate: (action, _state, original) => loginClicked.match(action) && canStartLogin(original.auth),
    effect: async (action, api) => {
      if (!loginClicked.match(action)) return;
      const { attemptId, method, returnTo } = action.payload;
      const { auth } = api.extra;
      try {
        const client = await auth.load();
        if (method === 'redirect') {
          await client.loginRedirect({
            scopes: auth.scopes.login,
            extraScopesToConsent: auth.scopes.graph,
            prompt: 'select_account',
            redirectStartPage: `${auth.origin}${returnTo ?? '/home'}`,
          });
          return;
        }
        openPopup = null;
        // MSAL cannot see a popup the person closed; our state machine can, so a new attempt may override.
        // Graph scopes are consented up front, so Graph tokens can later be had silently.
        const result = await client.loginPopup({
          scopes: auth.scopes.login,
          extraScopesToConsent: auth.scopes.graph,
          prompt: 'select_account',
          overrideInteractionInProgress: true,
        });
        client.setActiveAccount(result.account);
        api.dispatch(signInSucceeded({ attemptId, account: toAccountSummary(result.account) }));
      } catch (error) {
        console.error('Sign-in failed', error);
        api.dispatch(signInFailed({ attemptId, ...describeAuthError(error, LOGIN_FAILED_TEXT) }));
      }
    },
  });

  // A popup closed by the person ends the attempt (MSAL itself would only time out after 60 s).
  startAppListening({
    predicate: (action) => msalEventReceived.match(action) && action.payload.eventType === 'msal:popupOpened',
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const attemptId = api.getState().auth.attemptId;
      if (!attemptId) return;
      const stillTrying = () => api.getState().auth.attemptId === attemptId;
      while (stillTrying() && openPopup && !openPopup.closed) await api.delay(POPUP_POLL_MS);
      if (!stillTrying()) return;
      await api.delay(POPUP_CLOSED_GRACE_MS);
      if (stillTrying()) api.dispatch(signInFailed({ attemptId, code: 'user_cancelled', message: SIGN_IN_WINDOW_CLOSED_TEXT }));
    },
  });

  startAppListening({
    predicate: (action, _state, original) => signOutClicked.match(action) && canStartLogout(original.auth),
    effect: async (_action, api) => {
      const { auth, session } = api.extra;
      try {
        const client = await auth.load();
        const account = client.getActiveAccount();
        await client.logoutPopup({ account: account ?? undefined, idTokenHint: account?.idToken });
        session.clearAll();
        api.dispatch(signOutSucceeded());
      } catch (error) {
        console.error('Sign-out failed', error);
        session.clearAll();
        api.dispatch(signOutFailed(describeAuthError(error, LOGOUT_FAILED_TEXT)));
      }
    },
  });

  // /logout: sign out (if signed in), then go to the site root after 2 s, or 3 s after an error.
  startAppListening({
    actionCreator: logoutPageOpened,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (api.getState().auth.startup === 'idle') api.dispatch(authStartupRequested());
      const settled = (startup: string) => startup === 'ready' || startup === 'failed';
      // `condition` only looks at actions still to come, so check the current state first.
      if (!settled(api.getState().auth.startup)) await api.condition((_a, state) => settled(state.auth.startup));
      let delay = LOGOUT_REDIRECT_MS;
      if (selectIsAuthenticated(api.getState())) {
        const outcome = api.take((a) => signOutSucceeded.match(a) || signOutFailed.match(a));
        api.dispatch(signOutClicked());
        const [result] = await outcome;
        if (signOutFailed.match(result)) delay = LOGOUT_ERROR_REDIRECT_MS;
      } else if (api.getState().auth.startup === 'failed') {
        delay = LOGOUT_ERROR_REDIRECT_MS;
      }
      await api.delay(delay);
      api.dispatch(navigated('/', { replace: true }));
    },
  });
}
