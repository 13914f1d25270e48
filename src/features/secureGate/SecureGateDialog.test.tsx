import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { ALEX, signedInAs } from '../../../test/accounts';
import { modalRequested } from '../modals/events';
import { navigated } from '../router/routerSlice';
import { DEMO_PIN } from './secureGateSlice';

describe('feedback surfaces in the portal', () => {
  it('the PIN gate by keyboard: auto-advance, wrong PIN toast, Backspace back, then success', async () => {
    const { store } = renderApp('/employee/profile', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: 'Show sensitive details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Secure Authentication Required' });
    expect(within(dialog).getByText(DEMO_PIN)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Authenticate' })).toBeDisabled();
    const first = within(dialog).getByRole('textbox', { name: 'PIN character 1 of 4' });
    await userEvent.click(first);
    await userEvent.keyboard('12');
    expect(within(dialog).getByRole('textbox', { name: 'PIN character 3 of 4' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(within(dialog).getByRole('textbox', { name: 'PIN character 2 of 4' })).toHaveFocus();
    expect(store.getState().secureGate.digits).toEqual(['1', '', '', '']);
    await userEvent.keyboard('999');
    expect(await screen.findByText('Invalid PIN. Please try again.')).toBeInTheDocument();
    expect(store.getState().secureGate.digits).toEqual(['', '', '', '']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Secure Authentication Required' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'PIN character 1 of 4' }));
    await userEvent.keyboard(DEMO_PIN);
    expect(await screen.findByRole('table', { name: 'Sensitive details' })).toBeInTheDocument();
    expect(screen.getByText('Access granted to secure content')).toBeInTheDocument();
  });

  it('renders a destructive confirmation from the store and runs its stored action', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    act(() => {
      store.dispatch(modalRequested({ id: 'del', type: 'confirmation', title: 'Delete?', message: 'This cannot be undone.', confirmText: 'Delete', isDestructive: true, onConfirm: navigated('/help') }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(store.getState().router.location.pathname).toBe('/help');
    expect(screen.queryByRole('dialog', { name: 'Delete?' })).not.toBeInTheDocument();
  });
});
