import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { MORGAN, signedInAs } from '../../../test/accounts';
import { eachTestAtWidth } from '../../../test/viewport';
import { dayWithWeekday, isoDate } from '../../shared/work/dates';

const FIRST_LOAD = { timeout: 10_000 };
const today = isoDate(new Date());
const line = `Alex Rivera, 24-117, ${dayWithWeekday(today)}`;

describe('Crew Time lists what was entered this week, each day changeable and removable (issue #49 §4)', () => {
  for (const width of [390, 1440]) {
    describe(`at ${width} px`, () => {
      eachTestAtWidth(width);

      it('shows the empty state, then the entered day; its hours change and it is removed', async () => {
        renderApp('/timecard/crew', { preloadedState: signedInAs(MORGAN) });
        const section = await screen.findByRole('region', { name: 'Crew time entered this week' }, FIRST_LOAD);
        expect(await within(section).findByText('No crew time entered this week.', {}, FIRST_LOAD)).toBeInTheDocument();

        const form = screen.getByRole('form', { name: 'Crew time' });
        await userEvent.click(within(form).getByRole('combobox', { name: /^Job/ }));
        await userEvent.click(await screen.findByRole('option', { name: /^24-117/ }));
        await userEvent.click(within(form).getByRole('checkbox', { name: 'Alex Rivera' }));
        await userEvent.click(within(form).getByRole('button', { name: 'Enter crew time' }));

        const item = await within(section).findByRole('listitem', { name: line }, FIRST_LOAD);
        const hours = within(item).getByRole('spinbutton', { name: `Hours for ${line}` });
        expect(hours).toHaveValue(8);
        expect(within(item).getByRole('button', { name: `Save hours for ${line}` })).toBeDisabled();
        await userEvent.clear(hours);
        await userEvent.type(hours, '6.5');
        await userEvent.click(within(item).getByRole('button', { name: `Save hours for ${line}` }));
        await waitFor(() => expect(within(screen.getByRole('listitem', { name: line })).getByRole('spinbutton', { name: `Hours for ${line}` })).toHaveValue(6.5));
        expect(await screen.findByText('Resource updated successfully')).toBeInTheDocument();

        await userEvent.click(within(screen.getByRole('listitem', { name: line })).getByRole('button', { name: `Remove crew time for ${line}` }));
        expect(await within(section).findByText('No crew time entered this week.', {}, FIRST_LOAD)).toBeInTheDocument();
        expect(screen.queryByRole('listitem', { name: line })).not.toBeInTheDocument();
      }, 60_000);
    });
  }
});
