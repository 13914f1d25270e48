import { TokenError } from './tokenPort';
import type { TokenAudience, TokenPort } from './tokenPort';
import { cachedAccount } from './authPort';
import type { AuthLoader } from './authPort';
import { isInteractionRequired } from './authErrors';

export const NO_ACTIVE_ACCOUNT_TEXT = 'No active account found. Please sign in.';
export const SESSION_EXPIRED_TOKEN_TEXT = 'Your session has expired. Please sign in again.';

/**
 * Spec §7: silent for the active account with the API or Graph scopes. The account is the one the caller
 * names (the store's `activeAccountId`), looked up in MSAL's cache with its public `getAccount`. An interaction-required error ends
 * the call (the session-expired prompt offers the popup); other errors are logged and rethrown. Tokens go
 * to the caller only.
 */
export function msalTokenPort(loader: AuthLoader): TokenPort {
  return {
    async getToken(audience: TokenAudience, { accountId, forceRefresh }) {
      const client = await loader.load();
      await client.initialize();
      const account = cachedAccount(client, accountId);
      if (!account) throw new TokenError('no_account', NO_ACTIVE_ACCOUNT_TEXT);
      const scopes = audience === 'api' ? loader.scopes.api : loader.scopes.graph;
      try {
        const result = await client.acquireTokenSilent({ account, scopes, forceRefresh: forceRefresh === true });
        return result.accessToken;
      } catch (error) {
        // Silent renewal is no longer possible: the auth listeners show "Your session has expired", whose
        // Sign in again button opens the popup (a popup opened without a click would be blocked).
        if (isInteractionRequired(error)) throw new TokenError('interaction_failed', SESSION_EXPIRED_TOKEN_TEXT);
        console.error('Silent token acquisition failed', error);
        throw error;
      }
    },
  };
}
