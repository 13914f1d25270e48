import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { HARPER, MORGAN, signedInAs } from '../../../test/accounts';
import { atWidth } from '../../../test/viewport';
import { addDays, dayWithWeekday, isoDate, longDay, mondayOf, monthOf } from '../../shared/work/dates';

const FIRST_LOAD = { timeout: 10_000 };
const now = isoDate(new Date());
const monday = mondayOf(now);
/** Alex's seeded pending vacation starts here (src/shared/demo/work.ts, to-1). */
const alexAway = addDays(monday, 14);
const wellness = addDays(monday, 11);
const dayName = (day: string) => dayWithWeekday(day);

/** Next month until the grid shows `day`'s month. */
async function showMonthOf(day: string) {
  while (!screen.queryByRole('grid', { name: `Who's out, ${monthOf(day)}` })) {
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
  }
  return screen.getByRole('grid', { name: `Who's out, ${monthOf(day)}` });
}

describe("who's out on /team (issue #26 §2)", () => {
  it("shows the team's pending leave and the holidays by day, moves by keyboard, and switches to a week", async () => {
    renderApp('/team', { preloadedState: signedInAs(MORGAN) });
    await screen.findByRole('grid', { name: `Who's out, ${monthOf(now)}` }, FIRST_LOAD);
    const grid = await showMonthOf(alexAway);
    const cell = await within(grid).findByRole('gridcell', { name: `${dayName(alexAway)}, Alex Rivera out (pending)` });
    expect(cell).toHaveTextContent('Alex Rivera (pending)');
    expect(within(cell).getByText(/Alex Rivera/).closest('[data-status]')).toHaveAttribute('data-status', 'pending');

    // One tab stop; the arrows move it a day or a week.
    await userEvent.click(cell);
    expect(cell).toHaveAttribute('tabindex', '0');
    cell.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-day', addDays(alexAway, 1));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAttribute('data-day', addDays(alexAway, -6));
    expect(within(screen.getAllByRole('grid')[0] as HTMLElement).getAllByRole('gridcell', { selected: true })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    const week = await screen.findByRole('grid', { name: `Who's out, ${longDay(mondayOf(addDays(alexAway, -6)))} to ${longDay(addDays(mondayOf(addDays(alexAway, -6)), 6))}` });
    expect(within(week).getAllByRole('gridcell')).toHaveLength(7);
    expect(await within(week).findByRole('gridcell', { name: `${dayName(wellness)}, holiday: Company Wellness Day, nobody out` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(within(screen.getByRole('grid')).getByRole('gridcell', { current: 'date' })).toHaveAttribute('data-day', now));
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
  }, 30_000);

  it('is a list of the days with someone out on a phone', async () => {
    const restore = atWidth(390);
    try {
      renderApp('/team', { preloadedState: signedInAs(MORGAN) });
      await screen.findByRole('heading', { name: `Who's out: ${monthOf(now)}` }, FIRST_LOAD);
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      while (!screen.queryByRole('heading', { name: `Who's out: ${monthOf(alexAway)}` })) await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
      const list = await screen.findByRole('list', { name: `Who's out, ${monthOf(alexAway)}` });
      expect(await within(list).findByRole('listitem', { name: `${dayName(alexAway)}, Alex Rivera out (pending)` })).toBeInTheDocument();
    } finally {
      restore();
    }
  }, 30_000);
});

describe('company holidays on /hr/calendar (issue #26 §3)', () => {
  it('an HR admin adds a holiday (the form checks the name) and removes it after a confirmation', async () => {
    renderApp('/hr/calendar', { preloadedState: signedInAs(HARPER) });
    const list = await screen.findByRole('list', { name: 'Company holidays' }, FIRST_LOAD);
    expect(within(list).getByText('Company Wellness Day')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add holiday' }));
    const dialog = await screen.findByRole('dialog', { name: /Add holiday/ });
    const day = addDays(monday, 30);
    fireEvent.change(within(dialog).getByLabelText(/^Day/), { target: { value: day } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '   ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(within(dialog).getByText('Give the holiday a name.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Founders Day' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Holiday added')).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Company holidays' })).findByText('Founders Day')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Remove Founders Day, ${longDay(day)}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this holiday?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove holiday' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Company holidays' })).queryByText('Founders Day')).not.toBeInTheDocument());
  }, 30_000);
});
