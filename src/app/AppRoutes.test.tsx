import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderWithProviders';
import { CRASH_HEADING, CRASH_MESSAGE, CrashBoundary } from '../ui/CrashBoundary';
import { NOT_FOUND_HEADING, NOT_FOUND_MESSAGE } from '../ui/StatusPage';
import { render } from '@testing-library/react';
import { initialAuthState } from '../features/auth/authSlice';
import type { AccountSummary } from '../features/auth/authSlice';
import { loadPublicPage } from '../marketing/publicRoutes';

const account: AccountSummary = {
  homeAccountId: 'u1',
  localAccountId: 'u1',
  oid: 'u1',
  username: 'alex@example.com',
  name: 'Alex Employee',
  tenantId: 't1',
  roles: [],
};
const signedIn = { auth: { ...initialAuthState, startup: 'ready' as const, accounts: [account], activeAccountId: 'u1' } };

describe('routes', () => {
  it('shows the public 404 page with the spec texts', async () => {
    renderApp('/404');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_HEADING })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('sends an unknown portal path to the portal 404, whose Return to Home leads to /home', async () => {
    const { store } = renderApp('/no/such/page', { preloadedState: signedIn });
    // The first render of the lazy portal chunk in this file (transpiled on first import): allow it longer.
    const heading = await screen.findByRole('heading', { name: NOT_FOUND_HEADING }, { timeout: 10_000 });
    expect(heading).toBeInTheDocument();
    // One main landmark: the portal layout's, with the 404 inside it (issue #26).
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(store.getState().router.location.pathname).toBe('/home');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor of the portal to sign in, remembering the origin', async () => {
    const { store } = renderApp('/settings?x=1#account', { preloadedState: { auth: { ...initialAuthState, startup: 'ready' } } });
    expect(await screen.findByRole('heading', { name: 'Sign in to the Employee Portal' })).toBeInTheDocument();
    const { pathname, search } = store.getState().router.location;
    expect(pathname).toBe('/login');
    expect(new URLSearchParams(search).get('returnTo')).toBe('/settings?x=1#account');
  });

  it('renders public pages inside the public layout, at once when start-up loaded the page (ADR 0114)', async () => {
    await loadPublicPage('/vision');
    renderApp('/vision');
    // No fallback first: the page's chunk is in, as start-up has it before hydrating.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Vision' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('crash screen', () => {
  function Boom(): never {
    throw new Error('Widget exploded');
  }

  it('shows the spec texts, the error message and a Refresh Page button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRefresh = jest.fn();
    const onCrash = jest.fn();
    render(
      <CrashBoundary onCrash={onCrash} onRefresh={onRefresh}>
        <Boom />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: CRASH_HEADING })).toBeInTheDocument();
    expect(screen.getByText(CRASH_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Widget exploded')).toBeInTheDocument();
    expect(onCrash).toHaveBeenCalledWith('Widget exploded');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
