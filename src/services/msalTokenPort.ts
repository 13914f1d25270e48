import type { EventMessage } from '@azure/msal-browser';
import { TokenError } from './tokenPort';
import type { TokenAudience, TokenPort } from './tokenPort';
import { cachedAccount } from './authPort';
import type { AuthLoader, MsalClient } from './authPort';
import { isInteractionRequired } from './authErrors';

export const NO_ACTIVE_ACCOUNT_TEXT = 'No active account found. Please sign in.';
export const SESSION_EXPIRED_TOKEN_TEXT = 'Your session has expired. Please sign in again.';

/**
 * How long before its expiry a held token is no longer handed out: MSAL's own renewal offset
 * (`tokenRenewalOffsetSeconds`, 300 s), so a held token is one MSAL would itself still return from its cache.
 */
export const TOKEN_RENEWAL_OFFSET_MS = 300_000;

/** A token MSAL gave, held for its account and audience until its renewal offset. */
interface Held {
  token: string;
  renewAt: number;
}

/** Silent token events: the only ones that leave the held tokens as they are. */
function silentTokenEvent(message: EventMessage): boolean {
  // MSAL's enums are read as the strings they are: no MSAL code is imported here.
  const interaction: string | null = message.interactionType;
  return interaction === 'silent' && (message.eventType === 'msal:acquireTokenStart' || message.eventType === 'msal:acquireTokenSuccess');
}

/**
 * Spec §7: silent for the active account with the API or Graph scopes. The account is the one the caller
 * names (the store's `activeAccountId`), looked up in MSAL's cache with its public `getAccount`. An interaction-required error ends
 * the call (the session-expired prompt offers the popup); other errors are logged and rethrown. Tokens go
 * to the caller only.
 *
 * Each token MSAL returns is held in memory (never in storage, state or actions), by account and audience, and
 * handed out again until MSAL's renewal offset before its expiry (ADR 0096). MSAL's own cache answer costs a
 * lookup of the account in storage, a decode of the cached tokens and a start and a success event (each an
 * action through the store) per request: 6 ms of main thread per API call at 1× CPU, 25 ms at 4×, inside the
 * click when a page's queries start. `forceRefresh` (a 401's retry) always asks MSAL. Any MSAL event but a silent
 * token's (a sign-in, a sign-out, a popup, an account added, removed or made active, a failure) lets go of every
 * held token, and so does a new client (the loader's reset); a caller with no account gets none.
 */
export function msalTokenPort(loader: AuthLoader, now: () => number = Date.now): TokenPort {
  const heldBy = new WeakMap<MsalClient, Map<string, Held>>();
  const heldFor = (client: MsalClient): Map<string, Held> => {
    let held = heldBy.get(client);
    if (!held) {
      const made = new Map<string, Held>();
      client.addEventCallback((message) => {
        if (!silentTokenEvent(message)) made.clear();
      });
      heldBy.set(client, made);
      held = made;
    }
    return held;
  };
  return {
    async getToken(audience: TokenAudience, { accountId, forceRefresh }) {
      if (accountId === null) throw new TokenError('no_account', NO_ACTIVE_ACCOUNT_TEXT);
      const client = await loader.load();
      await client.initialize();
      const held = heldFor(client);
      const key = `${audience} ${accountId}`;
      const kept = forceRefresh === true ? undefined : held.get(key);
      if (kept && kept.renewAt > now()) return kept.token;
      held.delete(key);
      const account = cachedAccount(client, accountId);
      if (!account) throw new TokenError('no_account', NO_ACTIVE_ACCOUNT_TEXT);
      const scopes = audience === 'api' ? loader.scopes.api : loader.scopes.graph;
      try {
        const result = await client.acquireTokenSilent({ account, scopes, forceRefresh: forceRefresh === true });
        if (result.expiresOn) held.set(key, { token: result.accessToken, renewAt: result.expiresOn.getTime() - TOKEN_RENEWAL_OFFSET_MS });
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
