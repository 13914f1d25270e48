import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { PAT, signedInAs } from '../../../test/accounts';
import { eachTestAtWidth } from '../../../test/viewport';
import { addDays, dayWithWeekday, isoDate, longDay, mondayOf } from '../../shared/work/dates';

const FIRST_LOAD = { timeout: 10_000 };
const today = isoDate(new Date());
const thisWeek = mondayOf(today);
// The seed's approved sick days of Pat's: today and tomorrow (tomorrow may be next week's Monday).
const tomorrow = addDays(today, 1);
const sickThisWeek = mondayOf(tomorrow) === thisWeek ? 16 : 8;

describe('My Time shows the ledger: time off beside the hours, in the totals, and hours worked on it said in place (issue #46)', () => {
  eachTestAtWidth(1440);

  it("Pat's approved sick days are rows of the week; hours typed on one of them are flagged and counted once in the day", async () => {
    renderApp('/timecard/mytime', { preloadedState: signedInAs(PAT) });
    const list = await screen.findByRole('list', { name: 'Time off, holidays and crew time this week' }, FIRST_LOAD);
    expect(within(list).getByText(/^Sick \(approved\):/)).toHaveTextContent(dayWithWeekday(today));
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a job' }));
    await userEvent.click(await screen.findByRole('option', { name: /^24-117/ }));
    const grid = await screen.findByRole('table', { name: 'Hours by job and day' });
    expect(within(grid).getByRole('rowheader', { name: /Sick \(approved\)/ })).toBeInTheDocument();
    expect(within(grid).getByLabelText('Week total')).toHaveTextContent(String(sickThisWeek));
    expect(screen.queryByText('Hours on time off or a holiday')).not.toBeInTheDocument();
    await userEvent.type(within(grid).getByRole('textbox', { name: `24-117 ${dayWithWeekday(today)}` }), '2');
    expect(within(grid).getByLabelText(`Total ${dayWithWeekday(today)}`)).toHaveTextContent('10');
    expect(within(grid).getByLabelText('Week total')).toHaveTextContent(String(sickThisWeek + 2));
    const warning = screen.getByText('Hours on time off or a holiday').closest('[role="status"]');
    expect(warning).toHaveTextContent(`${longDay(today)}: 2 h worked on a day of sick (approved).`);
  }, 30_000);
});
