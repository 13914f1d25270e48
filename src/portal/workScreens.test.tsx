import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderWithProviders';
import { ALEX, signedInAs } from '../../test/accounts';
import { eachTestAtWidth } from '../../test/viewport';
import { addDays, isoDate, longDay, mondayOf, dayWithWeekday } from '../shared/work/dates';
import { seedWork } from '../shared/demo/work';

const FIRST_LOAD = { timeout: 10_000 };
const thisWeek = mondayOf(isoDate(new Date()));

describe('My Time on a phone: the week entered day by day (issue #26)', () => {
  eachTestAtWidth(390);

  it('shows a button per day with its total, the chosen day by job, and keeps the week total', async () => {
    renderApp('/timecard/mytime', { preloadedState: signedInAs(ALEX) });
    const days = await screen.findByRole('group', { name: 'Day of the week' }, FIRST_LOAD);
    // No grid on a phone: the seven days are buttons, Monday's total (8 h of the seeded draft) on its button.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const buttons = within(days).getAllByRole('button');
    expect(buttons).toHaveLength(7);
    await waitFor(() => expect(within(days).getByRole('button', { name: `${dayWithWeekday(thisWeek)}, 8 h` })).toBeInTheDocument());

    const wednesday = addDays(thisWeek, 2);
    await userEvent.click(within(days).getByRole('button', { name: `${dayWithWeekday(wednesday)}, 0 h` }));
    expect(within(days).getByRole('button', { name: `${dayWithWeekday(wednesday)}, 0 h` })).toHaveAttribute('aria-pressed', 'true');
    const field = screen.getByRole('textbox', { name: `24-117 ${dayWithWeekday(wednesday)}` });
    await userEvent.type(field, '7.5');
    expect(within(days).getByRole('button', { name: `${dayWithWeekday(wednesday)}, 7.5 h` })).toBeInTheDocument();
    // 8 + 6.5 seeded, 7.5 typed.
    expect(screen.getByLabelText('Week total')).toHaveTextContent('22');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Resource updated successfully')).toBeInTheDocument();
  }, 30_000);
});

describe('Time off on a phone (issue #26)', () => {
  eachTestAtWidth(390);

  it('lists each request as a card with its status, reason and, while pending, its Cancel', async () => {
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    const list = await screen.findByRole('list', { name: 'My time-off requests' }, FIRST_LOAD);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const pending = cards.find((c) => within(c).queryByText('Pending'));
    expect(pending).toBeDefined();
    expect(within(pending as HTMLElement).getByRole('button', { name: /^Cancel request from / })).toBeInTheDocument();
    const denied = cards.find((c) => within(c).queryByText('Denied'));
    expect(denied).toHaveTextContent('Denied by Morgan Lee: Site inspection that day; please pick another.');
  }, 30_000);
});

describe('overview pages agree with the data (issue #26 §8)', () => {
  it("/employee shows Alex's pending request as needing attention and as the next time off", async () => {
    renderApp('/employee', { preloadedState: signedInAs(ALEX) });
    const attention = await screen.findByRole('list', { name: 'Needs your attention' }, FIRST_LOAD);
    expect(within(attention).getByRole('link', { name: '1 time-off request waiting for a decision' })).toHaveAttribute('href', '/employee/timeoff');
    const next = screen.getByRole('region', { name: 'My next time off' });
    const first = addDays(thisWeek, 14);
    await waitFor(() => expect(next).toHaveTextContent(`Vacation, ${longDay(first)} to ${longDay(addDays(first, 2))} (24 h)Pending`));
    expect(screen.queryByText('Nothing needs your attention.')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Vacation balance')).toHaveTextContent('80 h');
  }, 30_000);

  it("/timecard lists Alex's last four weeks with their status and hours, each opening My Time on that week", async () => {
    renderApp('/timecard', { preloadedState: signedInAs(ALEX) });
    const weeks = await screen.findByRole('list', { name: 'Recent weeks' }, FIRST_LOAD);
    const line = (weeksAgo: number) => within(weeks).getByRole('link', { name: `Week of ${longDay(addDays(thisWeek, -7 * weeksAgo))}` }).closest('li') as HTMLElement;
    await waitFor(() => expect(line(0)).toHaveTextContent('14.5 hDraft'));
    await waitFor(() => expect(line(1)).toHaveTextContent('40 hSubmitted'));
    expect(line(2)).toHaveTextContent('40 hApproved');
    // Three weeks ago: nothing entered, but the seed's approved sick day counts in the week's hours (issue #46 §1).
    const sick = seedWork().requests.filter((r) => r.status === 'approved' && r.employeeId === 'alex.rivera@contoso.test' && r.firstDay >= addDays(thisWeek, -21) && r.firstDay < addDays(thisWeek, -14));
    await waitFor(() => expect(line(3)).toHaveTextContent(`${sick.reduce((s, r) => s + r.hours, 0)} hNot started`));
    expect(screen.queryByText('No timecards this period.')).not.toBeInTheDocument();

    await userEvent.click(within(weeks).getByRole('link', { name: `Week of ${longDay(addDays(thisWeek, -7))}` }));
    expect(await screen.findByRole('heading', { name: `Week of ${longDay(addDays(thisWeek, -7))}` })).toBeInTheDocument();
  }, 30_000);

  it("Home's Calendar card lists the coming holidays and who of Alex's teammates is out in the next two weeks (issue #26 §5)", async () => {
    renderApp('/home', { preloadedState: signedInAs(ALEX) });
    const card = await screen.findByRole('region', { name: 'Calendar' }, FIRST_LOAD);
    const holidays = await within(card).findByRole('region', { name: 'Holidays' }, FIRST_LOAD);
    expect(holidays).toHaveTextContent(`${dayWithWeekday(addDays(thisWeek, 11))}: Company Wellness Day`);
    const out = within(card).getByRole('region', { name: 'Who is out in the next two weeks' });
    expect(out).toHaveTextContent('Pat Morgan');
    expect(out).toHaveTextContent(`Olivia Chen, ${dayWithWeekday(addDays(thisWeek, 9))} (not yet approved)`);
    expect(out).not.toHaveTextContent('Alex Rivera');
    expect(within(card).queryByText('No upcoming events.')).not.toBeInTheDocument();
  }, 30_000);
});
