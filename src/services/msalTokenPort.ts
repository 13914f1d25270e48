import { TokenError } from './tokenPort';
import type { TokenAudience, TokenPort } from './tokenPort';
import type { AuthLoader } from './authPort';
import { isInteractionRequired } from './authErrors';

export const NO_ACTIVE_ACCOUNT_TEXT = 'No active account found. Please sign in.';

/**
 * Spec §7: silent for the active account with the API or Graph scopes; an interaction-required error
 * falls back to a popup; other errors are logged and rethrown. Tokens go to the caller only.
 */
export function msalTokenPort(loader: AuthLoader): TokenPort {
  return {
    async getToken(audience: TokenAudience, options = {}) {
      const client = await loader.load();
      await client.initialize();
      const account = client.getActiveAccount();
      if (!account) throw new TokenError('no_account', NO_ACTIVE_ACCOUNT_TEXT);
      const scopes = audience === 'api' ? loader.scopes.api : loader.scopes.graph;
      try {
        const result = await client.acquireTokenSilent({ account, scopes, forceRefresh: options.forceRefresh === true });
        return result.accessToken;
      } catch (error) {
        if (isInteractionRequired(error)) {
          try {
            const result = await client.acquireTokenPopup({ account, scopes });
            return result.accessToken;
          } catch (popupError) {
            console.error('Interactive token acquisition failed', popupError);
            throw new TokenError('interaction_failed', popupError instanceof Error ? popupError.message : String(popupError));
          }
        }
        console.error('Silent token acquisition failed', error);
        throw error;
      }
    },
  };
}
