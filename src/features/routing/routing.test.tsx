import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { HARPER, signedInAs } from '../../../test/accounts';
import { ROUTING_TEXTS } from '../../shared/routing/schemas';

const FIRST_LOAD = { timeout: 10_000 };

describe('HR ▸ Approval routing (issue #48 §4)', () => {
  it('shows the routing as kept, refuses a number that is not a day count beside its field, and saves a valid one', async () => {
    renderApp('/hr', { preloadedState: signedInAs(HARPER) });
    const form = await screen.findByRole('form', { name: 'Approval routing' }, FIRST_LOAD);
    const vacation = within(form).getByRole('textbox', { name: 'Vacation: HR above (days)' });
    expect(vacation).toHaveValue('5');
    expect(within(form).getAllByText('Longer than 5 days: manager, then HR')).toHaveLength(3);

    await userEvent.clear(vacation);
    await userEvent.type(vacation, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save routing' }));
    expect(await within(form).findByText(ROUTING_TEXTS.days)).toBeInTheDocument();
    expect(vacation).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(vacation);
    await userEvent.type(vacation, '10');
    const sick = within(form).getByRole('textbox', { name: 'Sick: HR above (days)' });
    await userEvent.clear(sick);
    expect(within(form).getByText('No HR step')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save routing' }));
    expect(await screen.findByText('Approval routing saved')).toBeInTheDocument();
    await waitFor(() => expect(vacation).toHaveValue('10'));
    expect(sick).toHaveValue('');
    expect(vacation).not.toHaveAttribute('aria-invalid', 'true');
  }, 30_000);

  it('keeps the timecards’ payroll step: any overtime by default, refuses a fraction beside its field, saves a number', async () => {
    renderApp('/hr', { preloadedState: signedInAs(HARPER) });
    const form = await screen.findByRole('form', { name: 'Approval routing' }, FIRST_LOAD);
    const payroll = within(form).getByRole('textbox', { name: 'Timecards: payroll above overtime (hours)' });
    expect(payroll).toHaveValue('0');
    expect(within(form).getByText('Any overtime: manager, then payroll')).toBeInTheDocument();

    await userEvent.clear(payroll);
    await userEvent.type(payroll, '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save routing' }));
    expect(await within(form).findByText(ROUTING_TEXTS.overtime)).toBeInTheDocument();
    expect(payroll).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(payroll);
    await userEvent.type(payroll, '4');
    expect(within(form).getByText('More than 4 h overtime: manager, then payroll')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save routing' }));
    expect(await screen.findByText('Approval routing saved')).toBeInTheDocument();
    await waitFor(() => expect(payroll).toHaveValue('4'));
    expect(payroll).not.toHaveAttribute('aria-invalid', 'true');
  }, 30_000);
});
