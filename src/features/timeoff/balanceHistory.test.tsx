import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { ALEX, HARPER, signedInAs } from '../../../test/accounts';
import { isoDate, longDay } from '../../shared/work/dates';

/** Balances that explain themselves (issue #46 §3, ADR 0169), against the mock API. */
const FIRST_LOAD = { timeout: 10_000 };

describe('balance history', () => {
  it('opens a balance’s history from Time Off: date, reason in words, hours and balance after, newest first', async () => {
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: 'Show the sick history' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Sick history' });
    const table = await within(dialog).findByRole('table', { name: 'Sick history' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    // The seed: 40 h opened, then Alex's approved sick day taken off.
    expect(rows.slice(1).map((cells) => cells.slice(2))).toEqual([
      ['−8 h', '32 h'],
      ['+40 h', '40 h'],
    ]);
    expect(rows[1]?.[1]).toMatch(/^Approved request, /);
    expect(rows[2]?.[1]).toBe('Opening balance');
    expect(within(dialog).getByText('40 h granted on 1 January, up to 80 h; up to 40 h carried into the next year.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it('lets HR pick a person, requires a reason, and shows the adjustment in the history once saved', async () => {
    renderApp('/hr', { preloadedState: signedInAs(HARPER) });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Person' }, FIRST_LOAD));
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Rivera' }));
    const balances = await screen.findByRole('list', { name: "Alex Rivera's balances" });
    expect(balances).toHaveTextContent('Vacation: 80 h');
    const form = screen.getByRole('form', { name: "Adjust Alex Rivera's balance" });
    fireEvent.change(within(form).getByLabelText(/^Hours to add/), { target: { value: '-4' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust balance' }));
    expect(within(form).getByText('Give a reason for the adjustment.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Reason/), { target: { value: 'Day counted twice in November' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust balance' }));
    expect(await screen.findByText('HR adjustment by Harper Quinn: Day counted twice in November')).toBeInTheDocument();
    const row = screen.getByText('HR adjustment by Harper Quinn: Day counted twice in November').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([longDay(isoDate(new Date())), 'HR adjustment by Harper Quinn: Day counted twice in November', '−4 h', '76 h']);
    expect(screen.getByRole('list', { name: "Alex Rivera's balances" })).toHaveTextContent('Vacation: 76 h');
  }, 60_000);
});
