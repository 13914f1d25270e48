import { render } from '@testing-library/react';
import { App } from '../src/app/App';
import { makeStore } from '../src/app/store';
import type { RootState } from '../src/app/types';
import { memoryHistory } from '../src/services/historyPort';
import type { Services } from '../src/services/services';
import { initialRouterState, locationFromPath } from '../src/features/router/routerSlice';
import { tokenFor } from './accounts';
import { appStarted } from '../src/features/lifecycle/events';

/** Renders the whole app at a path with an in-memory browser history. */
export function renderApp(path: string, options: { preloadedState?: Partial<RootState>; services?: Partial<Services> } = {}) {
  const start = locationFromPath(path);
  const history = memoryHistory([start]);
  const auth = options.preloadedState?.auth;
  const active = auth?.accounts.find((a) => a.homeAccountId === auth.activeAccountId);
  // The signed-in account's claims travel in the token, as with the real identity provider.
  const tokens = { getToken: () => Promise.resolve(active ? tokenFor(active) : 'test-token') };
  const store = makeStore({ router: { ...initialRouterState, location: start }, ...options.preloadedState }, { services: { history, tokens, ...options.services } });
  store.dispatch(appStarted());
  return { store, history, ...render(<App store={store} />) };
}
