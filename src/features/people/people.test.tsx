import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { server } from '../../mocks/node';
import { makeStore } from '../../app/store';
import { directoryUrl } from '../../api/peopleApi';
import { ALEX, HARPER, MORGAN, tokenFor } from '../../../test/accounts';
import type { AccountSummary } from '../auth/authSlice';
import { nextWorkingDay } from '../../shared/people/today';
import { addDays, isoDate, longDay, dayWithWeekday } from '../../shared/work/dates';
import { DirectoryView } from './DirectoryView';
import { telHref, todayLabel } from './PersonCard';
import { TeamMembersView } from './TeamMembersView';

const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

function renderAs(account: AccountSummary, view: 'team' | 'directory') {
  const store = makeStore(undefined, { services: { tokens: { getToken: () => Promise.resolve(tokenFor(account)) } } });
  render(<Provider store={store}>{view === 'team' ? <TeamMembersView emptyText="No team members to show." /> : <DirectoryView emptyText="No employee records to show." />}</Provider>);
  return store;
}

const cards = async (list: string) => within(await screen.findByRole('list', { name: list })).getAllByRole('listitem');
const cardNames = async (list: string) => (await cards(list)).map((c) => within(c).getByRole('heading').textContent);

describe('Team Members: the caller’s direct reports as cards', () => {
  it("shows Morgan's three reports with title, department, status today, and e-mail and phone links", async () => {
    renderAs(MORGAN, 'team');
    expect(await cardNames('Team members')).toEqual(['Alex Rivera', 'Olivia Chen', 'Pat Morgan']);
    const [alex, , pat] = await cards('Team members');
    expect(within(alex!).getByText('AR')).toBeInTheDocument();
    expect(within(alex!).getByText('Field Engineer')).toBeInTheDocument();
    expect(within(alex!).getByText('Operations · Riverside Medical Center site')).toBeInTheDocument();
    expect(within(alex!).getByText('In today')).toBeInTheDocument();
    expect(within(alex!).getByRole('link', { name: 'E-mail Alex Rivera: alex.rivera@contoso.test' })).toHaveAttribute('href', 'mailto:alex.rivera@contoso.test');
    expect(within(alex!).getByRole('link', { name: 'Call Alex Rivera: +1 206 555 0118' })).toHaveAttribute('href', 'tel:+12065550118');
    // The seed's approved sick days for Pat run from today to tomorrow.
    expect(within(pat!).getByText(`Out today · back ${dayWithWeekday(nextWorkingDay(addDays(isoDate(new Date()), 1)))}`)).toBeInTheDocument();
    expect(screen.getByText('3 people · 1 out today')).toBeInTheDocument();
  });

  it('shows the empty state to someone with no reports (Harper, HR)', async () => {
    renderAs(HARPER, 'team');
    expect(await screen.findByText('No team members to show.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says what failed and loads on Try again', async () => {
    server.use(http.get('*/api/team', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }), { once: true }));
    renderAs(MORGAN, 'team');
    expect(await screen.findByText('Failed to load your team')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardNames('Team members')).toHaveLength(3);
  });

  it('labels the status and builds tel: links from what people type', () => {
    expect(todayLabel({ status: 'in' })).toBe('In today');
    expect(todayLabel({ status: 'out', timeOffType: 'vacation', backOn: '2026-11-30' })).toBe(`Out today · back ${dayWithWeekday('2026-11-30')}`);
    expect(telHref('+1 (206) 555-0118 ')).toBe('tel:+12065550118');
  });
});

describe('Employees: the HR directory, searched by the API', () => {
  /** The directory queries that reach the API. */
  function directoryQueries() {
    const seen: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/people') seen.push(url.search);
    };
    server.events.on('request:start', onRequest);
    return { seen, stop: () => server.events.removeListener('request:start', onRequest) };
  }

  it('lists everyone and announces the count politely', async () => {
    renderAs(HARPER, 'directory');
    expect(await cardNames('Employees')).toEqual(['Alex Rivera', 'Harper Quinn', 'Morgan Lee', 'Olivia Chen', 'Pat Morgan']);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('5 employees found.');
    expect(within((await cards('Employees'))[0]!).getByText(`Reports to Morgan Lee · Started ${longDay('2021-06-01')}`)).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, then filters by department', async () => {
    const calls = directoryQueries();
    try {
      const user = userEvent.setup();
      renderAs(HARPER, 'directory');
      await cards('Employees');
      await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'engineer');
      expect(await screen.findByText('2 employees found.')).toBeInTheDocument();
      expect(await cardNames('Employees')).toEqual(['Alex Rivera', 'Olivia Chen']);
      // The whole word is asked for, and not once per key (on a loaded machine a pause between two keys may pass the
      // debounce, so the count is bounded rather than exact).
      expect(calls.seen.at(-1)).toBe('?q=engineer');
      expect(calls.seen.slice(1).length).toBeLessThan('engineer'.length);
      await user.click(screen.getByRole('combobox', { name: 'Department' }));
      await user.click(await screen.findByRole('option', { name: 'Engineering' }));
      expect(await screen.findByText('1 employee found.')).toBeInTheDocument();
      expect(await cardNames('Employees')).toEqual(['Olivia Chen']);
      expect(calls.seen.at(-1)).toBe('?q=engineer&department=Engineering');
    } finally {
      calls.stop();
    }
  });

  it('says honestly when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup();
    renderAs(HARPER, 'directory');
    await cards('Employees');
    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'nobody-here');
    expect(await screen.findByText('No employee records to show.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No employees match.');
    await user.click(screen.getByRole('button', { name: 'Clear search and department' }));
    expect(await cardNames('Employees')).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Search employees' })).toHaveValue('');
  });

  it('offers the departments the API lists', async () => {
    const user = userEvent.setup();
    renderAs(HARPER, 'directory');
    await cards('Employees');
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All departments', 'Engineering', 'Human Resources', 'Operations']);
  });

  it('shows the failure, not an empty directory, to a role the API refuses (Alex)', async () => {
    renderAs(ALEX, 'directory');
    expect(await screen.findByText('Failed to load employees')).toBeInTheDocument();
    expect(screen.queryByText('No employee records to show.')).not.toBeInTheDocument();
    await settle();
  });

  it('leaves blank filters out of the address', () => {
    expect(directoryUrl({ q: '  ', department: '' })).toBe('/people');
    expect(directoryUrl({ q: ' Chen ', department: 'Human Resources' })).toBe('/people?q=Chen&department=Human+Resources');
  });
});
