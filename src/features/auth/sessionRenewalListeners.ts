import type { AppStartListening } from '../../app/types';
import { describeAuthError, isInteractionRequiredCode, LOGIN_FAILED_TEXT } from '../../services/authErrors';
import { cachedAccount } from '../../services/authPort';
import { withPopupWatch } from '../../services/popupWatch';
import { unlessProviderUnreachable } from './authListeners';
import { selectIsAuthenticated } from './authSlice';
import { msalEventReceived, sessionExpired, sessionRenewalFailed, sessionRenewed, signInAgainClicked } from './events';
import { toAccountSummary } from './msalBridge';

/**
 * An expired session in the portal (spec §7): silent renewal failed, so the person is asked to sign in again, and
 * "Sign in again" opens the popup in its click. In the portal runtime, not the sign-in runtime (ADR 0147): tokens are
 * acquired by the portal's requests only, and the prompt is the portal's, so the sign-in pages never need them.
 */
export function addSessionRenewalListeners(startAppListening: AppStartListening): void {
  // Silent renewal no longer possible: the person is asked to sign in again (spec §7's popup, opened by a click).
  startAppListening({
    predicate: (action, state) =>
      msalEventReceived.match(action) &&
      action.payload.eventType === 'msal:acquireTokenFailure' &&
      action.payload.interactionType === 'silent' &&
      isInteractionRequiredCode(action.payload.errorCode) &&
      selectIsAuthenticated(state) &&
      !state.auth.sessionExpired,
    effect: (_action, api) => {
      api.dispatch(sessionExpired());
    },
  });
  startAppListening({
    predicate: (action, _state, original) => signInAgainClicked.match(action) && original.auth.sessionExpired && original.auth.interaction === 'none',
    effect: async (_action, api) => {
      const { auth } = api.extra;
      try {
        const client = await auth.load();
        const account = cachedAccount(client, api.getState().auth.activeAccountId);
        // A popup: the page, its URL and anchor and anything typed stay as they are.
        const result = await withPopupWatch(
          client,
          () =>
            client.acquireTokenPopup({ scopes: auth.scopes.api, extraScopesToConsent: auth.scopes.graph, account: account ?? undefined, loginHint: account?.username, overrideInteractionInProgress: true }),
          unlessProviderUnreachable(auth),
        );
        client.setActiveAccount(result.account);
        // Queries that failed while the session was expired are fetched again (apiDataListeners.ts).
        api.dispatch(sessionRenewed({ account: toAccountSummary(result.account) }));
      } catch (error) {
        console.error('Signing in again failed', error);
        api.dispatch(sessionRenewalFailed(describeAuthError(error, LOGIN_FAILED_TEXT)));
      }
    },
  });
}
