import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { fakeAccount, fakeMsal } from '../../../test/fakes/fakeMsal';
import { LoadState } from '../../ui/LoadState';
import { ModalHost } from '../modals/views';
import { modalRequested } from '../modals/events';
import { authStartupRequested } from './authSlice';
import { SessionExpiredPrompt } from './SessionExpiredPrompt';

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function signedInStore() {
  const msal = fakeMsal([fakeAccount()]);
  const store = makeStore(undefined, { services: { auth: msal.loader, session: msal.session } });
  store.dispatch(authStartupRequested());
  await flush();
  return { store, ...msal };
}

describe('the session prompt over a dialog (issue #27 §6)', () => {
  it('is heard and reached by keyboard while a dialog is open, and focus may stay on it', async () => {
    const { store, emit } = await signedInStore();
    const user = userEvent.setup();
    render(
      <Provider store={store}>
        <ModalHost />
        <SessionExpiredPrompt />
      </Provider>,
    );
    act(() => {
      store.dispatch(modalRequested({ id: 'confirm', type: 'confirmation', title: 'Submit this week?', primaryAction: { label: 'Submit week' }, secondaryAction: { label: 'Cancel' } }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Submit this week?' });
    expect(dialog).toBeInTheDocument();
    act(() => emit({ eventType: 'msal:acquireTokenFailure', interactionType: 'silent' as never, error: { errorCode: 'interaction_required' } as never }));
    // Not aria-hidden: the accessibility tree has it (getByRole skips hidden elements).
    const prompt = await screen.findByRole('alert');
    expect(within(prompt).getByText('Your session has expired')).toBeInTheDocument();
    const signInAgain = within(prompt).getByRole('button', { name: 'Sign in again' });
    // It took no focus by itself; Tab from the dialog's last control reaches it, and the dialog does not pull focus back.
    expect(signInAgain).not.toHaveFocus();
    dialog.focus();
    let reached = false;
    for (let i = 0; i < 6 && !reached; i += 1) {
      await user.tab();
      reached = document.activeElement === signInAgain;
    }
    expect(reached).toBe(true);
    await flush();
    expect(signInAgain).toHaveFocus();
  });
});

describe('the session prompt under a dialog opened after it', () => {
  it('comes back on top: still heard, and the dialog no longer keeps focus from it', async () => {
    const { store, emit } = await signedInStore();
    render(
      <Provider store={store}>
        <ModalHost />
        <SessionExpiredPrompt />
      </Provider>,
    );
    act(() => emit({ eventType: 'msal:acquireTokenFailure', interactionType: 'silent' as never, error: { errorCode: 'interaction_required' } as never }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired');
    act(() => {
      store.dispatch(modalRequested({ id: 'confirm', type: 'confirmation', title: 'Submit this week?', primaryAction: { label: 'Submit week' }, secondaryAction: { label: 'Cancel' } }));
    });
    await screen.findByText('Submit this week?');
    await flush();
    // Not aria-hidden behind the later dialog: getByRole skips hidden elements.
    const prompt = screen.getByRole('alert');
    expect(within(prompt).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(prompt.closest('[aria-hidden="true"]')).toBeNull();
  });
});

describe('LoadState', () => {
  it('says "Sign in again" quietly for a session error, and shows the failure with Try again otherwise', () => {
    const { rerender } = render(
      <LoadState loading={false} failed error={{ category: 'auth' }} what="approvals" onRetry={() => undefined}>
        content
      </LoadState>,
    );
    expect(screen.getByText('Sign in again to load approvals.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    rerender(
      <LoadState loading={false} failed error={{ category: 'server' }} what="approvals" onRetry={() => undefined}>
        content
      </LoadState>,
    );
    expect(screen.getByText('Failed to load approvals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
