import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { navigated } from '../router/routerSlice';
import { appStarted, portalNeededSoon, signInLoaded } from '../lifecycle/events';
import { untilAborted } from '../lifecycle/untilAborted';
import { describeAuthError, LOGIN_FAILED_TEXT, LOGOUT_FAILED_TEXT } from '../../services/authErrors';
import { PROVIDER_UNREACHABLE_SIGN_IN_TEXT, ProviderUnreachableError } from '../../services/providerErrors';
import type { AuthFailure } from '../../services/authErrors';
import { cachedAccount } from '../../services/authPort';
import type { AuthLoader, MsalClient } from '../../services/authPort';
import { PopupEndedError, withPopupWatch } from '../../services/popupWatch';
import { authStartupFailed, authStartupRequested, authStartupSucceeded, canStartLogin, canStartLogout, selectIsAuthenticated } from './authSlice';
import { loginClicked, msalEventReceived, redirectHandlingFailed, signedOutElsewhere, signInFailed, signInSucceeded, signOutClicked, signOutFailed, signOutSucceeded } from './events';
import { localSessionCleared, logoutPageOpened } from './events';
import { toAccountSummary, toPlainEvent } from './msalBridge';

/** Spec §9: after sign-out the user goes to / after 2 s (3 s after an error). */
export const LOGOUT_REDIRECT_MS = 2000;
export const LOGOUT_ERROR_REDIRECT_MS = 3000;
/** How long the identity provider gets to answer a reachability check before sign-out gives up on it. */
export const PROVIDER_CHECK_MS = 2000;
/** The longest the provider's own sign-out page may take; the local session is cleared whatever happens. */
export const PROVIDER_LOGOUT_LIMIT_MS = 8000;

/**
 * Ends a provider call early when the provider does not answer its discovery document within
 * PROVIDER_CHECK_MS, or when the call takes longer than `limitMs`. `cancel` stops the clock.
 */
function providerDeadline(auth: AuthLoader, limitMs: number): { giveUp: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PopupEndedError('timed_out', 'The identity provider did not answer in time.')), limitMs);
    void auth.providerReachable(PROVIDER_CHECK_MS).then((reachable) => {
      if (!reachable) reject(new PopupEndedError('provider_unreachable', 'The identity provider is unreachable.'));
    });
  });
  return { giveUp, cancel: () => clearTimeout(timer) };
}

/**
 * Rejects when the identity provider does not answer its discovery document (PROVIDER_CHECK_MS), else never
 * settles: a sign-in window showing the browser's error page then ends at once with what to check, instead
 * of reading, a minute later, as a window the person closed (issue #27 §10).
 */
export function unlessProviderUnreachable(auth: AuthLoader): Promise<never> {
  return new Promise<never>((_resolve, reject) => {
    void auth.providerReachable(PROVIDER_CHECK_MS).then((reachable) => {
      if (!reachable) reject(new PopupEndedError('provider_unreachable', 'The identity provider is unreachable.'));
    });
  });
}

/** Clears MSAL's cache through its public API (also its in-memory copy), then all session storage. */
async function clearLocalSession(client: MsalClient | null, clearAll: () => void): Promise<void> {
  try {
    await client?.clearCache();
  } catch (error) {
    console.error('Clearing the sign-in cache failed', error);
  }
  clearAll();
}

export function addAuthListeners(startAppListening: AppStartListening): void {
  // The MSAL client once start-up has created it (a class instance: kept here, never in state).
  let loaded: MsalClient | null = null;

  startAppListening({
    predicate: (action, _state, original) => authStartupRequested.match(action) && original.auth.startup === 'idle',
    effect: async (_action, api) => {
      const { auth, session } = api.extra;
      /** Makes and initialises the client, handles a redirect's answer, and reads the cached accounts. */
      const start = async () => {
        const client = await auth.load();
        loaded = client;
        client.addEventCallback((message) => api.dispatch(msalEventReceived(toPlainEvent(message))));
        await client.initialize();
        try {
          const result = await client.handleRedirectPromise();
          if (result?.account) {
            client.setActiveAccount(result.account);
          }
        } catch (error) {
          console.error('Handling the sign-in redirect failed', error);
          // Spec §4: the cached account and token entries are removed (MSAL's public API, not its key layout).
          await client.clearCache().catch((clearError: unknown) => console.error('Clearing the sign-in cache failed', clearError));
          api.dispatch(redirectHandlingFailed(describeAuthError(error, LOGIN_FAILED_TEXT)));
        }
        const accounts = client.getAllAccounts();
        let active = client.getActiveAccount();
        if (!active && accounts[0]) {
          active = accounts[0];
          client.setActiveAccount(active);
        }
        return { accounts, active };
      };
      const fail = (error: unknown) => {
        console.error('Authentication start-up failed', error);
        api.dispatch(authStartupFailed({ message: error instanceof Error ? error.message : String(error) }));
      };
      let started: Awaited<ReturnType<typeof start>>;
      try {
        started = await start();
      } catch (error) {
        // A provider that does not answer is not fixed by clearing anything (and the cache may still be good).
        if (error instanceof ProviderUnreachableError) return fail(error);
        // Anything else at start-up is the MSAL cache in this tab's session storage (an entry that is not JSON,
        // or of the wrong type: issue #27 §2): it is cleared and start-up tries once more, with a new client.
        console.warn('Authentication start-up failed; clearing the sign-in cache of this tab and trying once more', error);
        session.clearAll();
        auth.reset();
        loaded = null;
        try {
          started = await start();
        } catch (again) {
          return fail(again);
        }
      }
      const { accounts, active } = started;
      const providerUnavailable = auth.providerUnavailable();
      // The provider does not answer: people signed in keep working on their cached tokens; the failure view is
      // for people who must sign in (issue #27 §3).
      if (providerUnavailable && accounts.length === 0) return fail(new ProviderUnreachableError(PROVIDER_UNREACHABLE_SIGN_IN_TEXT));
      api.dispatch(
        authStartupSucceeded({ accounts: accounts.map(toAccountSummary), activeAccountId: active?.homeAccountId ?? null, ...(providerUnavailable ? { providerUnavailable } : {}) }),
      );
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
        // A popup the person closes ends the attempt within seconds (MSAL alone would wait 60 s), and a new
        // attempt may then override MSAL's stale interaction flag.
        // Graph scopes are consented up front, so Graph tokens can later be had silently.
        // The rest of the portal runtime loads while the person is in the popup (ADR 0135).
        api.dispatch(portalNeededSoon());
        const result = await withPopupWatch(
          client,
          () => client.loginPopup({ scopes: auth.scopes.login, extraScopesToConsent: auth.scopes.graph, prompt: 'select_account', overrideInteractionInProgress: true }),
          unlessProviderUnreachable(auth),
        );
        client.setActiveAccount(result.account);
        api.dispatch(signInSucceeded({ attemptId, account: toAccountSummary(result.account) }));
      } catch (error) {
        console.error('Sign-in failed', error);
        api.dispatch(signInFailed({ attemptId, ...describeAuthError(error, LOGIN_FAILED_TEXT) }));
      }
    },
  });

  startAppListening({
    predicate: (action, _state, original) => signOutClicked.match(action) && canStartLogout(original.auth),
    effect: async (_action, api) => {
      const { auth, session } = api.extra;
      // Every other tab signs out now (each clears its own session storage), not after the provider answers.
      session.announceSignOut();
      let failure: AuthFailure | null = null;
      let client: MsalClient | null = null;
      const deadline = providerDeadline(auth, PROVIDER_LOGOUT_LIMIT_MS);
      try {
        client = await auth.load();
        const signedIn = client;
        const account = cachedAccount(signedIn, api.getState().auth.activeAccountId);
        await withPopupWatch(signedIn, () => signedIn.logoutPopup({ account: account ?? undefined, idTokenHint: account?.idToken }), deadline.giveUp);
      } catch (error) {
        // Spec: logout errors are logged; the user still reaches / (after 3 s) and the session is cleared.
        console.error('Sign-out failed', error);
        failure = { code: describeAuthError(error, LOGOUT_FAILED_TEXT).code, message: LOGOUT_FAILED_TEXT };
      } finally {
        deadline.cancel();
      }
      // Spec §4: on sign-out success or failure all session storage is cleared; every tab follows.
      await clearLocalSession(client, () => session.clearAll());
      // The portal's API data goes with the session (apiDataListeners.ts).
      api.dispatch(failure ? signOutFailed(failure) : signOutSucceeded());
    },
  });

  // /logout: sign out (if signed in), then go to the site root after 2 s, or 3 s after an error.
  startAppListening({
    actionCreator: logoutPageOpened,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const { session } = api.extra;
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
      } else {
        // Not signed in here, or start-up failed (provider unreachable): whatever session storage holds goes.
        await clearLocalSession(loaded, () => session.clearAll());
        session.announceSignOut();
        if (api.getState().auth.startup === 'failed') delay = LOGOUT_ERROR_REDIRECT_MS;
      }
      await api.delay(delay);
      api.dispatch(navigated('/', { replace: true }));
    },
  });

  // Another tab signed out: this tab's own session storage (its MSAL cache) goes too, and its API data.
  startAppListening({
    // At start-up, or when the sign-in runtime arrives after it (ADR 0135).
    matcher: isAnyOf(appStarted, signInLoaded),
    effect: async (_action, api) => {
      api.unsubscribe();
      const stop = api.extra.session.onSignOutElsewhere(() => api.dispatch(signedOutElsewhere()));
      await untilAborted(api.signal);
      stop();
    },
  });
  startAppListening({
    actionCreator: signedOutElsewhere,
    effect: async (_action, api) => {
      await clearLocalSession(loaded, () => api.extra.session.clearAll());
      api.dispatch(localSessionCleared());
    },
  });
}
