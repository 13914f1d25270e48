import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { initialAuthState } from './authSlice';
import type { AccountSummary, AuthState } from './authSlice';
import { NOTHING_TO_SIGN_OUT, returnPathFrom } from './LoginPage';
import { unreachableProviderMessage } from '../../services/authErrors';

const ready: AuthState = { ...initialAuthState, startup: 'ready', interaction: 'none' };
const account: AccountSummary = { homeAccountId: 'h', localAccountId: 'l', oid: 'o', username: 'a@b.test', name: 'Alex Rivera', tenantId: 't', roles: [] };

describe('login screen', () => {
  it('shows the two sign-in buttons', async () => {
    renderApp('/login', { preloadedState: { auth: ready } });
    expect(await screen.findByRole('button', { name: 'Sign in with your work account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with a full-page redirect' })).toBeInTheDocument();
  });

  it('shows the error with Try Again, which returns to idle', async () => {
    const { store } = renderApp('/login', { preloadedState: { auth: { ...ready, loginScreen: { status: 'error', error: 'Sign-in was cancelled.', code: 'access_denied' } } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication Error');
    expect(alert).toHaveTextContent('Sign-in was cancelled.');
    expect(alert).toHaveTextContent('Error code: access_denied');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(store.getState().auth.loginScreen.status).toBe('idle');
    expect(screen.getByRole('button', { name: 'Sign in with your work account' })).toBeInTheDocument();
  });

  it('has a Sign out action: disabled, saying why, when no account is signed in; ending the session of one that is (spec §2)', async () => {
    renderApp('/login', { preloadedState: { auth: ready } });
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    expect(signOut).toBeDisabled();
    expect(signOut).toHaveAccessibleDescription(NOTHING_TO_SIGN_OUT);
  });

  it('while an account is being signed out, the screen says so and its Sign out waits (a second click does nothing)', async () => {
    renderApp('/login', { preloadedState: { auth: { ...ready, accounts: [account], activeAccountId: 'h', interaction: 'logout', loginScreen: { status: 'signing_out', error: null, code: null } } } });
    expect(await screen.findByText('Signing out...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeDisabled();
    expect(screen.queryByText(NOTHING_TO_SIGN_OUT)).not.toBeInTheDocument();
  });

  it('falls back to the generic text when the error has none', async () => {
    renderApp('/login', { preloadedState: { auth: { ...ready, loginScreen: { status: 'error', error: '', code: null } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during authentication');
  });

  it('sends an authenticated visitor to the remembered page', async () => {
    const { store } = renderApp('/login?returnTo=%2Fhelp%3Fq%3Dx%23top', {
      preloadedState: { auth: { ...ready, accounts: [account], activeAccountId: 'h' } },
    });
    // The first render of the lazy portal chunk in this file (transpiled on first import): allow it longer.
    expect(await screen.findByRole('heading', { name: 'Help' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(store.getState().router.location).toMatchObject({ pathname: '/help', search: '?q=x', hash: '#top' });
  });

  it('shows the start-up view while authentication starts: the product mark, the spec texts as heading and sub-text, busy', async () => {
    const { container } = renderApp('/login', { preloadedState: { auth: { ...initialAuthState, startup: 'loading' } } });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Initializing authentication...' });
    const status = screen.getByRole('status');
    expect(status).toContainElement(heading);
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading the Microsoft Authentication Library (MSAL)');
    // The mark is decoration (the heading names the view): an inline drawing hidden from assistive technology, above the heading.
    const mark = container.querySelector('svg[viewBox="0 0 32 32"]');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark?.compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the start-up failure view', async () => {
    renderApp('/login', { preloadedState: { auth: { ...initialAuthState, startup: 'failed' } } });
    expect(await screen.findByRole('heading', { name: 'Failed to initialize authentication' })).toBeInTheDocument();
    expect(screen.getByText('Please check your environment variables and try refreshing')).toBeInTheDocument();
  });

  it('names the real cause under the spec texts when the provider could not be reached', async () => {
    const cause = unreachableProviderMessage('http://localhost:4000');
    renderApp('/login', { preloadedState: { auth: { ...initialAuthState, startup: 'failed', startupError: cause } } });
    expect(await screen.findByRole('heading', { name: 'Failed to initialize authentication' })).toBeInTheDocument();
    expect(screen.getByText('Please check your environment variables and try refreshing')).toBeInTheDocument();
    expect(screen.getByText(cause)).toBeInTheDocument();
  });

  it('only returns to same-origin paths', () => {
    expect(returnPathFrom('?returnTo=%2Fsettings%23account')).toBe('/settings#account');
    expect(returnPathFrom('?returnTo=https%3A%2F%2Fevil.test')).toBe('/home');
    expect(returnPathFrom('?returnTo=%2F%2Fevil.test')).toBe('/home');
    expect(returnPathFrom('')).toBe('/home');
  });
});
