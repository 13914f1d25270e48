import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { App } from '../src/app/App';
import { makeStore } from '../src/app/store';
import type { StoreOptions } from '../src/app/store';
import type { AppStore, RootState } from '../src/app/types';
import { memoryHistory } from '../src/features/router/historyPort';
import { initialRouterState, locationFromPath } from '../src/features/router/routerSlice';
import { tokenFor } from './accounts';
import { appStarted } from '../src/features/lifecycle/lifecycleActions';
import { AppThemeProvider } from '../src/features/theme/AppThemeProvider';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  storeOptions?: StoreOptions;
}

/** Renders a component with a fresh store (and the theme), as RTK's docs recommend. */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const { preloadedState, storeOptions, store = makeStore(preloadedState, storeOptions), ...renderOptions } = options;
  return {
    store,
    ...render(
      <Provider store={store}>
        <AppThemeProvider>{ui}</AppThemeProvider>
      </Provider>,
      renderOptions,
    ),
  };
}

/** Renders the whole app at a path with an in-memory browser history. */
export function renderApp(path: string, options: { preloadedState?: Partial<RootState> } = {}) {
  const start = locationFromPath(path);
  const history = memoryHistory([start]);
  const auth = options.preloadedState?.auth;
  const active = auth?.accounts.find((a) => a.homeAccountId === auth.activeAccountId);
  // The signed-in account's claims travel in the token, as with the real identity provider.
  const tokens = { getToken: () => Promise.resolve(active ? tokenFor(active) : 'test-token') };
  const store = makeStore({ router: { ...initialRouterState, location: start }, ...options.preloadedState }, { services: { history, tokens } });
  store.dispatch(appStarted());
  return { store, history, ...render(<App store={store} />) };
}
