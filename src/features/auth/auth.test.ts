import { makeStore } from '../../app/store';
import { TokenError } from '../../services/tokenPort';
import { authResult, deferred, fakeAccount, fakeMsal } from '../../../test/fakes/fakeMsal';
import { PROVIDER_UNREACHABLE_SIGN_IN_TEXT, ProviderUnreachableError } from '../../services/providerErrors';
import { PROVIDER_UNREACHABLE_LOGIN_TEXT, AUTH_SERVICE_UNAVAILABLE_TEXT, LOGIN_FAILED_TEXT, LOGOUT_FAILED_TEXT, POPUP_BLOCKED_TEXT, SIGN_IN_CANCELLED_TEXT, SIGN_IN_WINDOW_CLOSED_TEXT } from '../../services/authErrors';
import { LOGOUT_ERROR_REDIRECT_MS, LOGOUT_REDIRECT_MS, PROVIDER_LOGOUT_LIMIT_MS } from './authListeners';
import { POPUP_CLOSED_GRACE_MS, POPUP_POLL_MS } from '../../services/popupWatch';
import { authStartupRequested, selectIsAuthenticated } from './authSlice';
import { selectNavRoles, selectSessionPrompt, selectUserProfile } from './signedInSelectors';
import { loginClicked, signInAgainClicked, signOutClicked, tryAgainClicked } from './events';
import { appStarted, portalNeededSoon } from '../lifecycle/events';
import { logoutPageOpened } from './events';
import { NO_ACTIVE_ACCOUNT_TEXT, SESSION_EXPIRED_TOKEN_TEXT, TOKEN_RENEWAL_OFFSET_MS, msalTokenPort } from '../../services/msalTokenPort';
import type { AuthenticationResult } from '@azure/msal-browser';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(accounts = [fakeAccount()]) {
  const msal = fakeMsal(accounts);
  const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
  store.dispatch(authStartupRequested());
  await flush();
  return { store, ...msal };
}

describe('auth start-up', () => {
  it('goes loading → ready, and makes the first account active when none is', async () => {
    const msal = fakeMsal([fakeAccount(), fakeAccount({ homeAccountId: 'home-2', username: 'b@x.test' })]);
    const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
    store.dispatch(authStartupRequested());
    expect(store.getState().auth.startup).toBe('loading');
    expect(store.getState().auth.interaction).toBe('startup');
    await flush();
    const { auth } = store.getState();
    expect(auth.startup).toBe('ready');
    expect(auth.interaction).toBe('none');
    expect(auth.activeAccountId).toBe('home-1');
    expect(msal.client.initialize).toHaveBeenCalledTimes(1);
    expect(msal.client.handleRedirectPromise).toHaveBeenCalledTimes(1);
    expect(msal.client.setActiveAccount).toHaveBeenCalledWith(expect.objectContaining({ homeAccountId: 'home-1' }));
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('starts once however often it is requested', async () => {
    const { store, loader, client } = await setup();
    store.dispatch(authStartupRequested());
    await flush();
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(client.initialize).toHaveBeenCalledTimes(1);
  });

  it('fails when the client cannot be created', async () => {
    const msal = fakeMsal();
    msal.loader.load = () => Promise.reject(new Error('The local identity provider at http://localhost:4000 answered 503'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore(undefined, { services: { auth: msal.loader } });
    store.dispatch(authStartupRequested());
    await flush();
    expect(store.getState().auth.startup).toBe('failed');
    expect(store.getState().auth.startupError).toContain('503');
  });

  it('clears the cached accounts and tokens through MSAL when redirect handling fails', async () => {
    const msal = fakeMsal([]);
    msal.client.handleRedirectPromise.mockRejectedValue({ errorCode: 'state_mismatch', errorMessage: 'bad state' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
    store.dispatch(authStartupRequested());
    await flush();
    expect(msal.client.clearCache).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.startup).toBe('ready');
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('bridges MSAL events to plain actions and interaction status', async () => {
    const { store, emit } = await setup();
    emit({ eventType: 'msal:acquireTokenStart', interactionType: 'popup' as never });
    expect(store.getState().auth.interaction).toBe('acquireToken');
    expect(store.getState().auth.lastEvent).toMatchObject({ eventType: 'msal:acquireTokenStart', interactionType: 'popup' });
    emit({ eventType: 'msal:acquireTokenSuccess', interactionType: 'popup' as never });
    expect(store.getState().auth.interaction).toBe('none');
    // Silent token calls do not make the app busy.
    emit({ eventType: 'msal:acquireTokenStart', interactionType: 'silent' as never });
    expect(store.getState().auth.interaction).toBe('none');
    expect(JSON.parse(JSON.stringify(store.getState().auth))).toEqual(store.getState().auth);
  });
});

describe('sign-in', () => {
  it('idle → signing_in → authenticated; the account becomes active and the profile is built', async () => {
    const { store, client } = await setup([]);
    const signedIn = fakeAccount({ roles: ['Employee', 'TeamManager', 'TeamApprover'], name: 'Morgan Lee', homeAccountId: 'home-9' });
    const popup = deferred<AuthenticationResult>();
    client.loginPopup.mockReturnValue(popup.promise);
    store.dispatch(loginClicked('popup'));
    expect(store.getState().auth.loginScreen.status).toBe('signing_in');
    expect(store.getState().auth.interaction).toBe('login');
    await flush();
    expect(client.loginPopup).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'select_account' }));
    popup.resolve(authResult(signedIn));
    await flush();
    expect(store.getState().auth.loginScreen.status).toBe('authenticated');
    expect(client.setActiveAccount).toHaveBeenCalledWith(signedIn);
    expect(store.getState().auth.activeAccountId).toBe('home-9');
    expect(selectNavRoles(store.getState())).toEqual(['EMPLOYEE', 'TEAM_MANAGER', 'TEAM_APPROVER']);
    expect(selectUserProfile(store.getState())).toMatchObject({ firstName: 'Morgan', lastName: 'Lee', isTeamManagerYN: true, isTeamApproverYN: true });
  });

  it('ignores a second login while one is in progress, and any login when authenticated', async () => {
    const { store, client } = await setup([]);
    const popup = deferred<AuthenticationResult>();
    client.loginPopup.mockReturnValue(popup.promise);
    store.dispatch(loginClicked('popup'));
    store.dispatch(loginClicked('popup'));
    await flush();
    expect(client.loginPopup).toHaveBeenCalledTimes(1);
    popup.resolve(authResult(fakeAccount()));
    await flush();
    store.dispatch(loginClicked('popup'));
    await flush();
    expect(client.loginPopup).toHaveBeenCalledTimes(1);
    expect(client.loginRedirect).not.toHaveBeenCalled();
  });

  it.each([
    [{ errorCode: 'popup_window_error', errorMessage: 'popup blocked' }, POPUP_BLOCKED_TEXT],
    [{ errorCode: 'access_denied', errorMessage: 'The user cancelled sign-in.' }, SIGN_IN_CANCELLED_TEXT],
    [{ errorCode: 'server_error', errorMessage: 'See https://aka.ms/msal.js.errors#server_error for details' }, LOGIN_FAILED_TEXT],
    [{ errorCode: 'post_request_failed', errorMessage: 'See https://aka.ms/msal.js.errors#post_request_failed, additionalErrorInfo: error.name:TypeError' }, AUTH_SERVICE_UNAVAILABLE_TEXT],
    [{ errorCode: 'weird', errorMessage: '' }, LOGIN_FAILED_TEXT],
    [{ errorCode: '<script>https://x', errorMessage: 'stack at foo.js:1' }, LOGIN_FAILED_TEXT],
  ])('a failed sign-in (%j) shows its text, and Try Again returns to idle', async (error, text) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, client } = await setup([]);
    client.loginPopup.mockRejectedValue(error);
    store.dispatch(loginClicked('popup'));
    await flush();
    const { loginScreen } = store.getState().auth;
    expect(loginScreen).toMatchObject({ status: 'error', error: text });
    // Never a library URL or a stack; the code (when it is a plain code) goes on its own line.
    expect(`${loginScreen.error ?? ''} ${loginScreen.code ?? ''}`).not.toMatch(/https?:|aka\.ms|\.js:|</);
    expect(store.getState().auth.interaction).toBe('none');
    store.dispatch(tryAgainClicked());
    expect(store.getState().auth.loginScreen).toEqual({ status: 'idle', error: null, code: null });
  });

  it('asks for the rest of the portal when the popup opens, not for a redirect that leaves the page (ADR 0135)', async () => {
    const started = async () => {
      const msal = fakeMsal([]);
      const seen: string[] = [];
      const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session }, middleware: [() => (next) => (action) => (seen.push((action as { type: string }).type), next(action))] });
      store.dispatch(authStartupRequested());
      await flush();
      return { store, seen, client: msal.client };
    };
    const byRedirect = await started();
    byRedirect.store.dispatch(loginClicked('redirect', '/home'));
    await flush();
    expect(byRedirect.client.loginRedirect).toHaveBeenCalled();
    expect(byRedirect.seen).not.toContain(portalNeededSoon.type);

    const { store, seen, client } = await started();
    const popup = deferred<AuthenticationResult>();
    client.loginPopup.mockReturnValue(popup.promise);
    store.dispatch(loginClicked('popup'));
    await flush();
    // While the person is in the popup, before they are back.
    expect(client.loginPopup).toHaveBeenCalled();
    expect(seen).toContain(portalNeededSoon.type);
    expect(seen).not.toContain('auth/signInSucceeded');
    popup.resolve(authResult(fakeAccount()));
    await flush();
    expect(seen.indexOf(portalNeededSoon.type)).toBeLessThan(seen.indexOf('auth/signInSucceeded'));
  });

  it('signs in by redirect, returning to the remembered page', async () => {
    const { store, client } = await setup([]);
    store.dispatch(loginClicked('redirect', '/settings#account'));
    await flush();
    expect(client.loginRedirect).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'select_account', redirectStartPage: 'http://localhost/settings#account' }));
  });

  it('ends the attempt when the person closes the popup, and ignores its late outcome', async () => {
    jest.useFakeTimers();
    try {
      const { store, client, emit } = await setupWithFakeTimers();
      const popup = deferred<AuthenticationResult>();
      client.loginPopup.mockReturnValue(popup.promise);
      store.dispatch(loginClicked('popup'));
      await jest.advanceTimersByTimeAsync(0);
      const win = { closed: false };
      emit({ eventType: 'msal:popupOpened', interactionType: 'popup' as never, payload: { popupWindow: win as unknown as Window } });
      await jest.advanceTimersByTimeAsync(POPUP_POLL_MS * 3);
      expect(store.getState().auth.loginScreen.status).toBe('signing_in');
      win.closed = true;
      await jest.advanceTimersByTimeAsync(POPUP_POLL_MS + POPUP_CLOSED_GRACE_MS);
      expect(store.getState().auth.loginScreen).toMatchObject({ status: 'error', error: SIGN_IN_WINDOW_CLOSED_TEXT });
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      popup.reject({ errorCode: 'timed_out' });
      await jest.advanceTimersByTimeAsync(0);
      expect(store.getState().auth.loginScreen).toMatchObject({ status: 'error', error: SIGN_IN_WINDOW_CLOSED_TEXT });
      store.dispatch(tryAgainClicked());
      client.loginPopup.mockResolvedValue(authResult(fakeAccount()));
      store.dispatch(loginClicked('popup'));
      await jest.advanceTimersByTimeAsync(0);
      expect(client.loginPopup).toHaveBeenLastCalledWith(expect.objectContaining({ overrideInteractionInProgress: true }));
      expect(store.getState().auth.loginScreen.status).toBe('authenticated');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sign-in with the provider unreachable (issue #27 §10)', () => {
  it('ends at once with what to check, closing the window that shows the browser error page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, client, loader } = await setup([]);
    (loader.providerReachable as jest.Mock).mockResolvedValue(false);
    client.loginPopup.mockReturnValue(deferred<AuthenticationResult>().promise);
    const win = { closed: false, close: jest.fn() };
    client.addEventCallback.mockImplementationOnce((cb) => {
      queueMicrotask(() => cb({ eventType: 'msal:popupOpened', interactionType: 'popup' as never, payload: { popupWindow: win as unknown as Window }, error: null, correlationId: 'c', timestamp: 1 }));
      return 'watch';
    });
    store.dispatch(loginClicked('popup'));
    await flush();
    await flush();
    expect(store.getState().auth.loginScreen).toMatchObject({ status: 'error', code: 'provider_unreachable', error: PROVIDER_UNREACHABLE_LOGIN_TEXT });
    expect(win.close).toHaveBeenCalled();
  });
});

async function setupWithFakeTimers(accounts: ReturnType<typeof fakeAccount>[] = []) {
  const msal = fakeMsal(accounts);
  const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
  store.dispatch(authStartupRequested());
  await jest.advanceTimersByTimeAsync(0);
  return { store, ...msal };
}

describe('sign-out', () => {
  it('is ignored when signed out', async () => {
    const { store, client } = await setup([]);
    store.dispatch(signOutClicked());
    await flush();
    expect(client.logoutPopup).not.toHaveBeenCalled();
    expect(store.getState().auth.loginScreen.status).toBe('idle');
  });

  it('is ignored while an interaction is in progress', async () => {
    const { store, client, emit } = await setup();
    emit({ eventType: 'msal:acquireTokenStart', interactionType: 'popup' as never });
    store.dispatch(signOutClicked());
    await flush();
    expect(client.logoutPopup).not.toHaveBeenCalled();
  });

  it('signing_out → idle, passing the id token hint, and clears all session storage', async () => {
    const { store, client, session } = await setup();
    store.dispatch(signOutClicked());
    expect(store.getState().auth.loginScreen.status).toBe('signing_out');
    await flush();
    expect(client.logoutPopup).toHaveBeenCalledWith(expect.objectContaining({ idTokenHint: 'header.payload.signature' }));
    expect(session.clearAll).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.loginScreen.status).toBe('idle');
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('signing_out → error on failure, still clearing session storage', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, client, session } = await setup();
    client.logoutPopup.mockRejectedValue({ errorCode: 'x', errorMessage: '' });
    store.dispatch(signOutClicked());
    await flush();
    expect(session.clearAll).toHaveBeenCalledTimes(1);
    expect(client.clearCache).toHaveBeenCalledTimes(1);
    expect(session.announceSignOut).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.loginScreen).toEqual({ status: 'error', error: LOGOUT_FAILED_TEXT, code: 'x' });
  });

  it.each([
    ['unreachable', false, 0],
    ['hanging', true, PROVIDER_LOGOUT_LIMIT_MS],
  ])('gives up on a provider that is %s, clears the session and reaches / 3 s later', async (_name, reachable, wait) => {
    jest.useFakeTimers();
    try {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const msal = fakeMsal([fakeAccount()]);
      msal.client.logoutPopup.mockReturnValue(new Promise<void>(() => undefined));
      (msal.loader.providerReachable as jest.Mock).mockResolvedValue(reachable);
      const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
      store.dispatch(logoutPageOpened());
      await jest.advanceTimersByTimeAsync(wait);
      expect(store.getState().auth.loginScreen.status).toBe('error');
      expect(msal.session.clearAll).toHaveBeenCalled();
      expect(selectIsAuthenticated(store.getState())).toBe(false);
      await jest.advanceTimersByTimeAsync(LOGOUT_ERROR_REDIRECT_MS);
      expect(store.getState().router.action).toBe('REPLACE');
      expect(store.getState().router.location.pathname).toBe('/');
    } finally {
      jest.useRealTimers();
    }
  });

  it('/logout clears session storage even when start-up failed (provider unreachable)', async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const msal = fakeMsal([fakeAccount()]);
      (msal.loader.load as jest.Mock).mockRejectedValue(new ProviderUnreachableError('The local identity provider at http://localhost:4000 answered 503'));
      const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
      store.dispatch(logoutPageOpened());
      await jest.advanceTimersByTimeAsync(0);
      expect(store.getState().auth.startup).toBe('failed');
      expect(msal.session.clearAll).toHaveBeenCalledTimes(1);
      expect(msal.session.announceSignOut).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(LOGOUT_ERROR_REDIRECT_MS);
      expect(store.getState().router.location.pathname).toBe('/');
      expect(store.getState().router.action).toBe('REPLACE');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('start-up faults (issue #27 §2, §3)', () => {
  it('clears a corrupted sign-in cache and starts again once, with a new client', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const msal = fakeMsal([fakeAccount()]);
    msal.client.initialize.mockRejectedValueOnce(new SyntaxError('Unexpected token o in JSON at position 1'));
    const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
    store.dispatch(authStartupRequested());
    await flush();
    expect(msal.session.clearAll).toHaveBeenCalledTimes(1);
    expect(msal.loader.reset).toHaveBeenCalledTimes(1);
    expect(msal.client.initialize).toHaveBeenCalledTimes(2);
    expect(store.getState().auth.startup).toBe('ready');
  });

  it('shows the failure view when the second start fails too', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const msal = fakeMsal([fakeAccount()]);
    msal.client.initialize.mockRejectedValue(new TypeError('token keys is not an array'));
    const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
    store.dispatch(authStartupRequested());
    await flush();
    expect(msal.client.initialize).toHaveBeenCalledTimes(2);
    expect(store.getState().auth).toMatchObject({ startup: 'failed', startupError: 'token keys is not an array' });
  });

  it('does not clear anything when the provider does not answer and nothing was saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const msal = fakeMsal([fakeAccount()]);
    (msal.loader.load as jest.Mock).mockRejectedValue(new ProviderUnreachableError('The local identity provider at http://localhost:4000 could not be reached.'));
    const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
    store.dispatch(authStartupRequested());
    await flush();
    expect(msal.session.clearAll).not.toHaveBeenCalled();
    expect(store.getState().auth.startup).toBe('failed');
  });

  it('keeps a signed-in tab working on cached tokens while the provider does not answer; someone who must sign in gets the failure view', async () => {
    const signedIn = fakeMsal([fakeAccount()]);
    (signedIn.loader.providerUnavailable as jest.Mock).mockReturnValue(true);
    const store = makeStore(undefined, { services: { auth: signedIn.loader, session: signedIn.session } });
    store.dispatch(authStartupRequested());
    await flush();
    expect(store.getState().auth).toMatchObject({ startup: 'ready', providerUnavailable: true });
    expect(selectIsAuthenticated(store.getState())).toBe(true);

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const nobody = fakeMsal([]);
    (nobody.loader.providerUnavailable as jest.Mock).mockReturnValue(true);
    const other = makeStore(undefined, { services: { auth: nobody.loader, session: nobody.session } });
    other.dispatch(authStartupRequested());
    await flush();
    expect(other.getState().auth).toMatchObject({ startup: 'failed', startupError: PROVIDER_UNREACHABLE_SIGN_IN_TEXT });
  });
});

describe('tabs in step', () => {
  it('a sign-out in another tab signs this tab out and clears its own session storage', async () => {
    const { store, client, session } = await setup();
    store.dispatch(appStarted());
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    session.signOutElsewhere();
    await flush();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(client.clearCache).toHaveBeenCalledTimes(1);
    expect(session.clearAll).toHaveBeenCalledTimes(1);
    expect(session.announceSignOut).not.toHaveBeenCalled();
  });
});

describe('session expiry', () => {
  it('asks to sign in again when silent renewal needs interaction, and renews in a popup', async () => {
    const { store, client, emit } = await setup();
    client.setActiveAccount(fakeAccount());
    emit({ eventType: 'msal:acquireTokenFailure', interactionType: 'silent' as never, error: { errorCode: 'interaction_required' } as never });
    expect(selectSessionPrompt(store.getState())).toEqual({ open: true, busy: false, error: null });
    // Other failures do not open it.
    store.dispatch(signInAgainClicked());
    await flush();
    expect(client.acquireTokenPopup).toHaveBeenCalledWith(expect.objectContaining({ scopes: ['api://portal-api/access_as_user'], loginHint: 'alex.rivera@contoso.test' }));
    expect(selectSessionPrompt(store.getState()).open).toBe(false);
    expect(store.getState().router.location.pathname).toBe('/');
  });

  it('keeps the prompt with a plain sentence when signing in again fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, client, emit } = await setup();
    emit({ eventType: 'msal:acquireTokenFailure', interactionType: 'silent' as never, error: { errorCode: 'login_required' } as never });
    client.acquireTokenPopup.mockRejectedValue({ errorCode: 'popup_window_error', errorMessage: 'See https://aka.ms/msal.js.errors' });
    store.dispatch(signInAgainClicked());
    await flush();
    expect(selectSessionPrompt(store.getState())).toEqual({ open: true, busy: false, error: { code: 'popup_window_error', message: POPUP_BLOCKED_TEXT } });
  });

  it('is not opened by other silent failures', async () => {
    const { store, emit } = await setup();
    emit({ eventType: 'msal:acquireTokenFailure', interactionType: 'silent' as never, error: { errorCode: 'post_request_failed' } as never });
    expect(selectSessionPrompt(store.getState()).open).toBe(false);
  });
});


describe('/logout delays', () => {
  it.each([
    ['success', false, LOGOUT_REDIRECT_MS],
    ['failure', true, LOGOUT_ERROR_REDIRECT_MS],
  ])('/logout goes to the site root after the delay (%s)', async (_name, fails, delay) => {
    jest.useFakeTimers();
    try {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const msal = fakeMsal([fakeAccount()]);
      if (fails) msal.client.logoutPopup.mockRejectedValue(new Error('popup closed'));
      const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
      store.dispatch(logoutPageOpened());
      await jest.advanceTimersByTimeAsync(0);
      expect(msal.client.logoutPopup).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(delay - 1);
      expect(store.getState().router.location.pathname).toBe('/');
      expect(store.getState().router.action).toBe('POP');
      await jest.advanceTimersByTimeAsync(1);
      expect(store.getState().router.action).toBe('REPLACE');
      expect(store.getState().router.location.pathname).toBe('/');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('quick logout from inside the app', () => {
  it('signs out when /logout opens after start-up has finished', async () => {
    jest.useFakeTimers();
    try {
      const { store, client } = await setupWithFakeTimers([fakeAccount()]);
      expect(store.getState().auth.startup).toBe('ready');
      store.dispatch(logoutPageOpened());
      await jest.advanceTimersByTimeAsync(0);
      expect(client.logoutPopup).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS);
      expect(store.getState().router.location.pathname).toBe('/');
      expect(store.getState().router.action).toBe('REPLACE');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('token acquisition', () => {
  it('rejects with the spec text when no account is active, or the named one is not in MSAL\'s cache', async () => {
    const msal = fakeMsal([fakeAccount()]);
    const tokens = msalTokenPort(msal.loader);
    await expect(tokens.getToken('api', { accountId: null })).rejects.toEqual(new TokenError('no_account', NO_ACTIVE_ACCOUNT_TEXT));
    await expect(tokens.getToken('api', { accountId: 'someone-else' })).rejects.toEqual(new TokenError('no_account', NO_ACTIVE_ACCOUNT_TEXT));
    expect(msal.client.acquireTokenSilent).not.toHaveBeenCalled();
  });

  it('gets tokens silently for the account the caller names (not MSAL\'s active one), with the audience scopes', async () => {
    const morgan = fakeAccount({ homeAccountId: 'home-2', username: 'morgan.lee@contoso.test' });
    const msal = fakeMsal([fakeAccount(), morgan]);
    msal.client.setActiveAccount(fakeAccount());
    const tokens = msalTokenPort(msal.loader);
    await expect(tokens.getToken('graph', { accountId: 'home-2', forceRefresh: true })).resolves.toBe('silent-token');
    expect(msal.client.getAccount).toHaveBeenCalledWith({ homeAccountId: 'home-2' });
    expect(msal.client.acquireTokenSilent).toHaveBeenCalledWith(expect.objectContaining({ account: morgan, scopes: ['User.Read'], forceRefresh: true }));
    expect(msal.client.getActiveAccount).not.toHaveBeenCalled();
  });

  it('holds a token MSAL gave until its renewal offset, per account and audience, and lets go on any event but a silent token\'s', async () => {
    const morgan = fakeAccount({ homeAccountId: 'home-2', username: 'morgan.lee@contoso.test' });
    const msal = fakeMsal([fakeAccount(), morgan]);
    let clock = Date.parse('2026-12-03T09:00:00Z');
    let issued = 0;
    msal.client.acquireTokenSilent.mockImplementation(() => {
      issued += 1;
      return Promise.resolve({ ...authResult(morgan, `token-${issued}`), expiresOn: new Date(clock + 3_600_000) });
    });
    const tokens = msalTokenPort(msal.loader, () => clock);
    const ask = (audience: 'api' | 'graph' = 'api', forceRefresh = false) => tokens.getToken(audience, { accountId: 'home-2', forceRefresh });
    await expect(ask()).resolves.toBe('token-1');
    // Held: neither the account's lookup nor MSAL is asked again.
    await expect(ask()).resolves.toBe('token-1');
    expect(msal.client.acquireTokenSilent).toHaveBeenCalledTimes(1);
    expect(msal.client.getAccount).toHaveBeenCalledTimes(1);
    // Another audience or another account is held apart.
    await expect(ask('graph')).resolves.toBe('token-2');
    await expect(tokens.getToken('api', { accountId: 'home-1' })).resolves.toBe('token-3');
    await expect(ask()).resolves.toBe('token-1');
    // A 401's retry always asks MSAL, and holds what it gives.
    await expect(ask('api', true)).resolves.toBe('token-4');
    await expect(ask()).resolves.toBe('token-4');
    // Within MSAL's renewal offset of its expiry, MSAL is asked again.
    clock += 3_600_000 - TOKEN_RENEWAL_OFFSET_MS - 1;
    await expect(ask()).resolves.toBe('token-4');
    clock += 1;
    await expect(ask()).resolves.toBe('token-5');
    // A silent token's events leave it held; a sign-out (any other event) lets go of every token.
    msal.emit({ eventType: 'msal:acquireTokenSuccess', interactionType: 'silent' as never });
    await expect(ask()).resolves.toBe('token-5');
    msal.emit({ eventType: 'msal:logoutSuccess', interactionType: 'popup' as never });
    await expect(ask()).resolves.toBe('token-6');
    await expect(ask('graph')).resolves.toBe('token-7');
    // Nobody signed in: nothing is handed out.
    await expect(tokens.getToken('api', { accountId: null })).rejects.toEqual(new TokenError('no_account', NO_ACTIVE_ACCOUNT_TEXT));
  });

  it('ends with "session expired" when interaction is required (no popup without a click), and rethrows other errors', async () => {
    const msal = fakeMsal();
    msal.client.setActiveAccount(fakeAccount());
    const tokens = msalTokenPort(msal.loader);
    msal.client.acquireTokenSilent.mockRejectedValueOnce({ name: 'InteractionRequiredAuthError', errorCode: 'interaction_required' });
    await expect(tokens.getToken('api', { accountId: 'home-1' })).rejects.toEqual(new TokenError('interaction_failed', SESSION_EXPIRED_TOKEN_TEXT));
    expect(msal.client.acquireTokenPopup).not.toHaveBeenCalled();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = { name: 'ServerError', errorCode: 'server_error' };
    msal.client.acquireTokenSilent.mockRejectedValueOnce(failure);
    await expect(tokens.getToken('api', { accountId: 'home-1' })).rejects.toBe(failure);
    expect(log).toHaveBeenCalled();
  });
});
