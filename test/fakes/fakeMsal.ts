import type { AccountInfo, AuthenticationResult, EventCallbackFunction, EventMessage } from '@azure/msal-browser';
import type { AuthLoader, MsalClient } from '../../src/services/authPort';
import type { SessionPort } from '../../src/services/sessionPort';

export function fakeAccount(overrides: Partial<AccountInfo> & { roles?: string[]; oid?: string } = {}): AccountInfo {
  const { roles = ['Employee'], oid = 'oid-1', ...rest } = overrides;
  return {
    homeAccountId: 'home-1',
    environment: 'localhost',
    tenantId: 'tenant-1',
    username: 'alex.rivera@contoso.test',
    localAccountId: 'local-1',
    name: 'Alex Rivera',
    idToken: 'header.payload.signature',
    idTokenClaims: { roles, oid },
    ...rest,
  };
}

export function authResult(account: AccountInfo, accessToken = 'access-token'): AuthenticationResult {
  return { account, accessToken } as AuthenticationResult;
}

/** A deferred promise, to control when a faked MSAL call settles. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** MSAL faked at its API boundary: every method is a jest mock with a sensible default. */
export function fakeMsal(accounts: AccountInfo[] = []) {
  const callbacks: EventCallbackFunction[] = [];
  let active: AccountInfo | null = null;
  /** MSAL's account cache: the given accounts and any account made active (as a sign-in leaves it). */
  const cached = () => (active && !accounts.some((a) => a.homeAccountId === active?.homeAccountId) ? [...accounts, active] : accounts);
  const client = {
    initialize: jest.fn(() => Promise.resolve()),
    handleRedirectPromise: jest.fn(() => Promise.resolve<AuthenticationResult | null>(null)),
    getAllAccounts: jest.fn(() => accounts),
    getAccount: jest.fn((filter: Parameters<MsalClient['getAccount']>[0]) => cached().find((a) => a.homeAccountId === filter.homeAccountId) ?? null),
    getActiveAccount: jest.fn(() => active),
    setActiveAccount: jest.fn((account: AccountInfo | null) => {
      active = account;
    }),
    loginPopup: jest.fn(() => Promise.resolve(authResult(fakeAccount()))),
    loginRedirect: jest.fn(() => Promise.resolve()),
    logoutPopup: jest.fn(() => Promise.resolve()),
    acquireTokenSilent: jest.fn(() => Promise.resolve(authResult(fakeAccount(), 'silent-token'))),
    acquireTokenPopup: jest.fn(() => Promise.resolve(authResult(fakeAccount(), 'popup-token'))),
    addEventCallback: jest.fn((cb: EventCallbackFunction) => {
      callbacks.push(cb);
      return String(callbacks.length);
    }),
    removeEventCallback: jest.fn((id: string) => {
      callbacks[Number(id) - 1] = () => undefined;
    }),
    clearCache: jest.fn(() => Promise.resolve()),
  } satisfies MsalClient;
  const emit = (message: Partial<EventMessage> & { eventType: EventMessage['eventType'] }) =>
    callbacks.forEach((cb) => cb({ interactionType: null, payload: null, error: null, correlationId: 'c', timestamp: 1, ...message }));
  const loader: AuthLoader = {
    load: jest.fn(() => Promise.resolve(client)),
    reset: jest.fn(),
    providerUnavailable: jest.fn(() => false),
    scopes: { login: ['api://portal-api/access_as_user'], api: ['api://portal-api/access_as_user'], graph: ['User.Read'] },
    origin: 'http://localhost',
    providerReachable: jest.fn(() => Promise.resolve(true)),
  };
  const elsewhere = new Set<() => void>();
  const session: SessionPort & { clearAll: jest.Mock; announceSignOut: jest.Mock; signOutElsewhere: () => void } = {
    clearAll: jest.fn(),
    announceSignOut: jest.fn(),
    onSignOutElsewhere: (handler: () => void) => {
      elsewhere.add(handler);
      return () => void elsewhere.delete(handler);
    },
    signOutElsewhere: () => elsewhere.forEach((h) => h()),
  };
  return { client, loader, session, emit };
}
