import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { App } from './App';
import { PortalRuntimeGate } from './PortalRuntimeGate';
import { createAppStore } from './appStore';
import { memoryHistory } from '../services/historyPort';
import { initialRouterState, locationFromPath } from '../features/router/routerSlice';
import { appStarted, portalLoaded, portalNeededSoon, signInLoaded } from '../features/lifecycle/events';
import { localSessionCleared, signedOutElsewhere } from '../features/auth/events';
import { authStartupRequested } from '../features/auth/authSlice';
import { fakeAccount, fakeMsal } from '../../test/fakes/fakeMsal';

/** A store as a public page starts it in the browser: the core only (ADR 0109). */
function publicPageStore(path: string) {
  const start = locationFromPath(path);
  const seen: string[] = [];
  const store = createAppStore(
    { router: { ...initialRouterState, location: start } },
    { services: { history: memoryHistory([start]) }, middleware: [() => (next) => (action) => (seen.push((action as UnknownAction).type), next(action))] },
  );
  return { store, seen };
}

describe('the portal runtime (ADR 0109)', () => {
  it('is not in the store of a public page, which renders from the core slices alone', async () => {
    const { store } = publicPageStore('/');
    store.dispatch(appStarted());
    render(<App store={store} />);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    const state = store.getState();
    expect(Object.keys(state).sort()).toEqual(['deployment', 'publicHeader', 'router', 'theme']);
  });

  it('brings only the sign-in runtime on the way to /login (ADR 0135): the auth slice and listeners, no RTK Query', async () => {
    const { store, seen } = publicPageStore('/');
    store.dispatch(appStarted());
    render(<App store={store} />);
    // The inert auth loader of tests fails the start-up: the login page's start-up view says so.
    const failed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(await screen.findByRole('link', { name: 'Login' }));
    await waitFor(() => expect(store.getState().auth?.startup).toBe('failed'), { timeout: 10_000 });
    expect(failed).toHaveBeenCalledWith('Authentication start-up failed', expect.any(Error));
    expect(store.getState().router.location.pathname).toBe('/login');
    expect(seen).toContain(signInLoaded.type);
    expect(seen).not.toContain(portalLoaded.type);
    expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'deployment', 'publicHeader', 'router', 'theme']);
    expect(store.portal.ready('sign-in')).toBe(true);
    expect(store.portal.ready('portal')).toBe(false);
  });

  it('then the portal runtime joins the same store, starting the sign-in manifests once', async () => {
    const { store, seen } = publicPageStore('/login');
    store.dispatch(appStarted());
    await act(() => store.portal.load('sign-in'));
    await act(() => store.portal.load('portal'));
    expect(seen.filter((type) => type === signInLoaded.type)).toHaveLength(1);
    expect(seen.filter((type) => type === portalLoaded.type)).toHaveLength(1);
    const state = store.getState();
    expect(state.auth).toBeDefined();
    expect(state.api).toBeDefined();
    expect(state.toasts?.items).toEqual([]);
    // The auth listeners are registered once: another tab's sign-out clears this tab once, and its API data once.
    store.dispatch(signedOutElsewhere());
    await waitFor(() => expect(seen).toContain(localSessionCleared.type));
    await waitFor(() => expect(seen).toContain('api/resetApiState'));
    expect(seen.filter((type) => type === localSessionCleared.type)).toHaveLength(1);
    expect(seen.filter((type) => type === 'api/resetApiState')).toHaveLength(1);
    // Loading again changes nothing.
    const count = seen.length;
    await act(() => store.portal.load());
    await act(() => store.portal.load('sign-in'));
    expect(seen.length).toBe(count);
  });

  it('loads the portal runtime when a sign-in popup opens (portalNeededSoon), before the person is back', async () => {
    const { store, seen } = publicPageStore('/login');
    store.dispatch(appStarted());
    await act(() => store.portal.load('sign-in'));
    expect(seen).not.toContain(portalLoaded.type);
    store.dispatch(portalNeededSoon());
    await waitFor(() => expect(seen).toContain(portalLoaded.type));
    expect(store.portal.ready('portal')).toBe(true);
  });

  it("makes the sign-in pages' ports with the sign-in runtime, and the portal's own (event stream, downloads) only with the portal runtime (ADR 0147)", async () => {
    const made: string[] = [];
    const store = createAppStore(undefined, {
      signInServices: () => (made.push('sign-in'), Promise.resolve({})),
      portalServices: () => (made.push('portal'), Promise.resolve({})),
    });
    await act(() => store.portal.load('sign-in'));
    expect(made).toEqual(['sign-in']);
    expect(store.portal.ready('sign-in')).toBe(true);
    expect(store.portal.ready('portal')).toBe(false);
    await act(() => store.portal.load('portal'));
    expect(made).toEqual(['sign-in', 'portal']);
    expect(store.portal.ready('portal')).toBe(true);
    await act(() => store.portal.load('portal'));
    expect(made).toEqual(['sign-in', 'portal']);
  });

  it("notices an expired session only once the portal runtime is in: the prompt and signing in again are the portal's (ADR 0147)", async () => {
    const msal = fakeMsal([fakeAccount()]);
    const store = createAppStore(undefined, { services: { auth: msal.loader, session: msal.session } });
    await act(() => store.portal.load('sign-in'));
    store.dispatch(authStartupRequested());
    await waitFor(() => expect(store.getState().auth?.startup).toBe('ready'));
    const silentFailure = { eventType: 'msal:acquireTokenFailure', interactionType: 'silent' as never, error: { errorCode: 'interaction_required' } as never } as const;
    msal.emit(silentFailure);
    expect(store.getState().auth?.sessionExpired).toBe(false);
    await act(() => store.portal.load('portal'));
    msal.emit(silentFailure);
    expect(store.getState().auth?.sessionExpired).toBe(true);
  });

  it("asks for the page's own chunks while the runtime is still loading, not after it (ADR 0113)", () => {
    const { store } = publicPageStore('/login');
    // The runtime's chunk is still on its way.
    const load = jest.spyOn(store.portal, 'load').mockReturnValue(new Promise<void>(() => undefined));
    const preloadPage = jest.fn();
    render(
      <Provider store={store}>
        <PortalRuntimeGate stage="sign-in" preloadPage={preloadPage} />
      </Provider>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloadPage).toHaveBeenCalledWith('/login');
  });
});

describe('store notifications (ADR 0143)', () => {
  afterEach(() => jest.useRealTimers());

  it('tells subscribers of a plain action at once, and of a batched one (RTK Query’s) only after the next frame has been painted', () => {
    jest.useFakeTimers();
    const { store } = publicPageStore('/');
    const told = jest.fn();
    store.subscribe(told);
    store.dispatch({ type: 'test/plain' });
    expect(told).toHaveBeenCalledTimes(1);
    told.mockClear();
    // Redux Toolkit's mark for actions whose notification may wait (RTK Query's pending and fulfilled carry it).
    store.dispatch({ type: 'test/batched', meta: { RTK_autoBatch: true } });
    store.dispatch({ type: 'test/batched', meta: { RTK_autoBatch: true } });
    expect(told).not.toHaveBeenCalled();
    // The next animation frame runs: the paint that follows it is not held back by the notification.
    jest.advanceTimersToNextFrame();
    expect(told).not.toHaveBeenCalled();
    // The task after that frame (a zero delay set during a frame's callbacks counts 1 ms in fake timers): one
    // notification for both actions, long before the 100 ms a tab without frames waits.
    jest.advanceTimersByTime(1);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
