import { TokenError } from './tokenPort';
import type { TokenAudience, TokenPort } from './tokenPort';
import { cachedAccount } from './authPort';
import type { AuthLoader } from './authPort';
import { isInteractionRequired } from './authErrors';

export const NO_ACTIVE_ACCOUNT_TEXT = 'No active account found. Please sign in.';
export const SESSION_EXPIRED_TOKEN_TEXT = 'Your session has expired. Please sign in again.';

/** A kept token is asked of MSAL again this long before it expires (MSAL's own renewal offset: 5 minutes). */
const RENEW_BEFORE_MS = 5 * 60_000;

/**
 * Spec §7: silent for the active account with the API or Graph scopes. The account is the one the caller
 * names (the store's `activeAccountId`), looked up in MSAL's cache with its public `getAccount`. An interaction-required error ends
 * the call (the session-expired prompt offers the popup); other errors are logged and rethrown. Tokens go
 * to the caller only.
 */
export function msalTokenPort(loader: AuthLoader): TokenPort {
  // The last token per account and audience, while it has more than RENEW_BEFORE_MS to live: MSAL would answer the
  // same from its cache, but its account lookup and silent call cost 2–7 ms at 1× CPU (10–20 ms at 4×) per request,
  // inside the frame of the click that asked for the data (docs/perf/0180).
  const kept = new Map<string, { accessToken: string; expiresAt: number }>();
  return {
    async getToken(audience: TokenAudience, { accountId, forceRefresh }) {
      const key = `${accountId ?? ''}\n${audience}`;
      const hit = kept.get(key);
      if (accountId !== null && hit && forceRefresh !== true && hit.expiresAt - Date.now() > RENEW_BEFORE_MS) return hit.accessToken;
      kept.delete(key);
      const client = await loader.load();
      await client.initialize();
      const account = cachedAccount(client, accountId);
      if (!account) {
        kept.clear();
        throw new TokenError('no_account', NO_ACTIVE_ACCOUNT_TEXT);
      }
      const scopes = audience === 'api' ? loader.scopes.api : loader.scopes.graph;
      try {
        const result = await client.acquireTokenSilent({ account, scopes, forceRefresh: forceRefresh === true });
        if (result.expiresOn) kept.set(key, { accessToken: result.accessToken, expiresAt: result.expiresOn.getTime() });
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
