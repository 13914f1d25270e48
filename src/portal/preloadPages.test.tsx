import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { ALEX, signedInAs } from '../../test/accounts';
import { PAGES } from '../navigation/navModel';
import { navigated } from '../features/router/routerSlice';
import { initialAuthState } from '../features/auth/authSlice';

/**
 * ADR 0137: once signed in and idle, the portal requests every page view's module, so a click never waits for a
 * chunk; a page whose module is in renders in the navigation's own commit. Nothing is requested before sign-in.
 * The page views are wrapped before the portal's chunk is evaluated (it is a lazy import), so its route table
 * calls these wrappers.
 */
const requested = new Set<string>();
for (const page of PAGES) {
  const view = page.view;
  if (view)
    page.view = () => {
      requested.add(page.id);
      return view();
    };
}

jest.setTimeout(20_000);

/** Lets idle callbacks (a new task in jsdom) and the module requests they start run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('page views preloaded after sign-in', () => {
  it('requests no page view on the login screen', async () => {
    renderApp('/login', { preloadedState: { auth: { ...initialAuthState, startup: 'ready', interaction: 'none' } } });
    expect(await screen.findByRole('button', { name: 'Sign in with your work account' }, { timeout: 5000 })).toBeInTheDocument();
    await settle();
    await settle();
    expect([...requested]).toEqual([]);
  });

  it('requests every page view once idle after sign-in, and a page then renders in the navigation commit (no empty fallback)', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
    const withViews = PAGES.filter((page) => page.view).map((page) => page.id);
    await waitFor(() => expect([...requested].sort()).toEqual([...withViews].sort()), { timeout: 5000 });
    await settle();
    // A synchronous act: the commit of the navigation itself, before any promise could settle.
    act(() => {
      store.dispatch(navigated('/projects'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    act(() => {
      store.dispatch(navigated('/timecard/mytime'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Time' })).toBeInTheDocument();
  });
});
