import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../test/renderWithProviders';
import { ALEX, HARPER, signedInAs } from '../../../test/accounts';
import { work } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { emptyWork } from '../../shared/demo/work';
import { nextWorkingDay } from '../../shared/people/today';
import { addDays, isoDate, longDay } from '../../shared/work/dates';
import { UNAUTHORIZED_MESSAGE } from '../../ui/StatusPage';
import { apiSlice } from '../../api/apiSlice';
import { UNREADABLE_RESPONSE_TEXT } from '../../lib/apiFailures';

const FIRST_LOAD = { timeout: 10_000 };
const today = isoDate(new Date());

describe('/hr, the HR overview (ADR 0140)', () => {
  it("shows Harper the company's pending time off, who is out today, headcount by department and the next holidays", async () => {
    renderApp('/hr', { preloadedState: signedInAs(HARPER) });
    expect(await screen.findByRole('heading', { level: 1, name: 'HR' })).toBeInTheDocument();
    const pending = await screen.findByRole('list', { name: 'Pending time-off requests' }, FIRST_LOAD);
    expect(within(pending).getAllByRole('listitem').map((li) => li.querySelector('.MuiListItemText-primary')?.textContent)).toEqual(['Olivia Chen', 'Alex Rivera', 'Pat Morgan']);
    expect(screen.getByText('3 requests are waiting for a decision:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the HR calendar' })).toHaveAttribute('href', '/hr/calendar');
    // The seed's approved sick days for Pat run from today to tomorrow.
    const out = screen.getByRole('list', { name: 'Out today' });
    expect(within(out).getByText('Pat Morgan')).toBeInTheDocument();
    expect(within(out).getByText(`Operations · Sick, back on ${longDay(nextWorkingDay(addDays(today, 1)))}`)).toBeInTheDocument();
    const headcount = screen.getByRole('table', { name: 'Headcount by department' });
    expect(within(headcount).getAllByRole('row').map((row) => row.textContent)).toEqual(['DepartmentPeople', 'Engineering1', 'Human Resources1', 'Operations3']);
    expect(screen.getByText('5 people in all')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Next company holidays' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('No HR items need attention.')).not.toBeInTheDocument();
  });

  it('keeps its empty state when nothing needs attention (no pending requests, nobody out), with headcount and holidays below', async () => {
    work.reset(emptyWork());
    renderApp('/hr', { preloadedState: signedInAs(HARPER) });
    expect(await screen.findByText('No HR items need attention.', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pending time-off requests' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Headcount by department' })).toBeInTheDocument();
  });

  it('refuses a response of the wrong shape (checked on arrival by the derived endpoint): a Validation Error toast, the last good data stays', async () => {
    const { store } = renderApp('/hr', { preloadedState: signedInAs(HARPER) });
    expect(await screen.findByRole('table', { name: 'Headcount by department' }, FIRST_LOAD)).toBeInTheDocument();
    server.use(http.get('*/api/hr/overview', () => HttpResponse.json({ headcount: 'many' })));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.dispatch(apiSlice.util.invalidateTags(['TimeOff']));
    expect(await screen.findByText(UNREADABLE_RESPONSE_TEXT)).toBeInTheDocument();
    expect(store.getState().toasts.items.map((t) => t.title)).toContain('Validation Error');
    expect(screen.getByRole('table', { name: 'Headcount by department' })).toBeInTheDocument();
    expect(screen.getByText('5 people in all')).toBeInTheDocument();
  });

  it('says what failed when the first answer is unreadable, and loads on Try again', async () => {
    server.use(http.get('*/api/hr/overview', () => HttpResponse.json({ headcount: 'many' }), { once: true }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/hr', { preloadedState: signedInAs(HARPER) });
    expect(await screen.findByText('Failed to load the HR overview', undefined, FIRST_LOAD)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Headcount by department' })).toBeInTheDocument();
  });

  it('shows the 401 page to an employee', async () => {
    renderApp('/hr', { preloadedState: signedInAs(ALEX) });
    expect(await screen.findByText(UNAUTHORIZED_MESSAGE)).toBeInTheDocument();
  });
});
