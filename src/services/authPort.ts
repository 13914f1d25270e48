import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';

/**
 * The part of MSAL the listeners use: the API boundary that tests fake. Only types are imported here,
 * so nothing of MSAL reaches the public pages' bundle.
 */
export type MsalClient = Pick<
  IPublicClientApplication,
  | 'initialize'
  | 'handleRedirectPromise'
  | 'getAllAccounts'
  | 'getAccount'
  | 'getActiveAccount'
  | 'setActiveAccount'
  | 'loginPopup'
  | 'loginRedirect'
  | 'logoutPopup'
  | 'acquireTokenSilent'
  | 'acquireTokenPopup'
  | 'addEventCallback'
  | 'removeEventCallback'
  | 'clearCache'
>;

/** Creates the MSAL client on first use (lazily loading MSAL) and returns the same one afterwards. */
export interface AuthLoader {
  load(): Promise<MsalClient>;
  /** Forgets the client, so the next `load` makes a new one (start-up's one retry after clearing a corrupted cache). */
  reset(): void;
  /**
   * After `load`: whether the identity provider could not be reached and the client was made from the
   * provider's description saved at an earlier start (signed-in people keep working on their cached tokens).
   */
  providerUnavailable(): boolean;
  /** Scopes requested at sign-in and for API / Graph tokens. */
  scopes: { login: string[]; api: string[]; graph: string[] };
  /** The app's origin: sign-in by redirect returns to a page under it. */
  origin: string;
  /** Whether the identity provider answers (its discovery document) within `timeoutMs`. */
  providerReachable(timeoutMs: number): Promise<boolean>;
}

/**
 * The account the store names as active (`auth.activeAccountId`, a `homeAccountId`), as MSAL's cache holds
 * it, through MSAL's public `getAccount`. The store is the one source of the active account; null = none.
 */
export function cachedAccount(client: Pick<MsalClient, 'getAccount'>, homeAccountId: string | null): AccountInfo | null {
  return homeAccountId === null ? null : client.getAccount({ homeAccountId });
}
