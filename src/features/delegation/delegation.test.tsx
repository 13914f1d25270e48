import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { ALEX, MORGAN, signedInAs } from '../../../test/accounts';
import { addDays, isoDate, longDay } from '../../shared/work/dates';

const FIRST_LOAD = { timeout: 10_000 };
const today = isoDate(new Date());

describe('Settings ▸ Delegate approvals (issue #48 §3)', () => {
  it('names a delegate for some days, refuses an overlap with its message, and ends it', async () => {
    renderApp('/settings', { preloadedState: signedInAs(MORGAN) });
    const form = await screen.findByRole('form', { name: 'Name a delegate' }, FIRST_LOAD);
    expect(screen.getByText('Nobody decides for you.')).toBeInTheDocument();

    const name = async (first: string, last: string) => {
      await userEvent.click(within(form).getByRole('combobox', { name: /Delegate/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Pat Morgan' }));
      // Morgan is not among the choices: nobody is their own delegate.
      await userEvent.clear(within(form).getByLabelText(/First day/));
      await userEvent.type(within(form).getByLabelText(/First day/), first);
      await userEvent.clear(within(form).getByLabelText(/Last day/));
      await userEvent.type(within(form).getByLabelText(/Last day/), last);
      await userEvent.click(within(form).getByRole('button', { name: 'Name delegate' }));
    };
    await name(today, addDays(today, 4));
    const given = await screen.findByRole('list', { name: 'Your delegates' });
    expect(given).toHaveTextContent(`Pat Morgan decides for you from ${longDay(today)} to ${longDay(addDays(today, 4))}. Running now.`);

    await name(addDays(today, 2), addDays(today, 6));
    expect(await screen.findByText(/You already have a delegate for some of these days: Pat Morgan/)).toBeInTheDocument();
    expect(within(given).getAllByRole('listitem')).toHaveLength(1);

    // The checkbox: no days to choose, it runs whenever Morgan's leave is approved.
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Start by itself when my own leave is approved' }));
    expect(within(form).queryByLabelText(/First day/)).not.toBeInTheDocument();

    // Keyboard: End delegation without a pointer.
    const end = within(given).getByRole('button', { name: 'End delegation to Pat Morgan' });
    act(() => end.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Nobody decides for you.')).toBeInTheDocument());
  }, 30_000);

  it('is not shown to someone who approves nothing', async () => {
    renderApp('/settings', { preloadedState: signedInAs(ALEX) });
    await screen.findByRole('list', { name: 'Calendar feeds' }, FIRST_LOAD);
    expect(screen.queryByRole('form', { name: 'Name a delegate' })).not.toBeInTheDocument();
  });
});
