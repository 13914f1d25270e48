/** Which resource a token is for: the product API scope or Microsoft Graph's scopes. */
export type TokenAudience = 'api' | 'graph';

/** What a token is asked for: the resource, and the account the store holds as active (`auth.activeAccountId`). */
export interface TokenRequest {
  /** The active account's `homeAccountId`, as the store has it; null = nobody is signed in. */
  accountId: string | null;
  forceRefresh?: boolean;
}

/**
 * Token acquisition (implemented over MSAL). The caller names the account: the store is the only source of
 * the active account, and the port only resolves it in MSAL's cache. Tokens go straight from here into
 * request headers: never into actions or state.
 * Rejects with a `TokenError` whose `code` is 'no_account' (no such account) or 'interaction_failed'.
 */
export interface TokenPort {
  getToken(audience: TokenAudience, request: TokenRequest): Promise<string>;
}

export class TokenError extends Error {
  constructor(
    readonly code: 'no_account' | 'interaction_failed' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}
