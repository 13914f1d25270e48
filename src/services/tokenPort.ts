/** Which resource a token is for: the product API scope or Microsoft Graph's scopes. */
export type TokenAudience = 'api' | 'graph';

/**
 * Token acquisition (implemented by the sign-in feature over MSAL). Tokens go straight from here into
 * request headers: never into actions or state.
 * Rejects with a `TokenError` whose `code` is 'no_account' (no active account) or 'interaction_failed'.
 */
export interface TokenPort {
  getToken(audience: TokenAudience, options?: { forceRefresh?: boolean }): Promise<string>;
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
