import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { UNREADABLE_RESPONSE_TEXT } from '../../lib/apiFailures';
import { renderApp } from '../../../test/renderWithProviders';
import { ALEX, as, HARPER, MORGAN, signedInAs } from '../../../test/accounts';
import { config } from '../../config';
import { addDays, isoDate, longDay, mondayOf } from '../../shared/work/dates';

/** The first render loads the portal and work chunks (transpiled on the fly by Jest). */
const FIRST_LOAD = { timeout: 10_000 };
const free = addDays(mondayOf(isoDate(new Date())), 56);

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('time off page', () => {
  it('shows balances and requests, checks the form with the shared rules, and creates a request', async () => {
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    const table = await screen.findByRole('table', { name: 'My time-off requests' }, FIRST_LOAD);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByLabelText('Vacation balance')).toHaveTextContent('80 h');
    await userEvent.click(screen.getByRole('button', { name: 'Request time off' }));
    const dialog = await screen.findByRole('dialog', { name: /Request time off/ });
    fill(/^First day/, free);
    fill(/^Last day/, addDays(free, -1));
    fill(/^Hours/, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(within(dialog).getByText('The last day must be on or after the first day.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter more than 0 hours.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Hours/)).toHaveAttribute('aria-invalid', 'true');
    fill(/^Last day/, free);
    fill(/^Hours/, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Resource created successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'My time-off requests' })).getAllByRole('row')).toHaveLength(6));
  }, 30_000);

  it("shows the server's per-field message beside the field when the service refuses what the form let through", async () => {
    const message = 'These days overlap your approved request from 1 December to 2 December.';
    server.use(http.post('*/api/timeoff/requests', () => HttpResponse.json({ message, fields: { firstDay: message } }, { status: 422 })));
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: 'Request time off' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: /Request time off/ });
    fill(/^First day/, free);
    fill(/^Last day/, free);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First day/)).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);

  it('a response of the wrong shape is a Validation Error toast, never a crash, and the last good data stays', async () => {
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    const table = await screen.findByRole('table', { name: 'My time-off requests' }, FIRST_LOAD);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    // The next answer has a request whose dates are numbers (it used to crash the page: "reading 'split'").
    server.use(http.get('*/api/timeoff/requests', () => HttpResponse.json([{ id: 'x', firstDay: 5, lastDay: 6 }])));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /^Cancel request from/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this request?' })).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText(UNREADABLE_RESPONSE_TEXT)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'My time-off requests' })).getAllByRole('row')).toHaveLength(5);
  }, 30_000);

  it('cancels a pending request after a destructive confirmation', async () => {
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel request from/ }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancel request from/ })).not.toBeInTheDocument());
    expect(await screen.findByText('Resource updated successfully')).toBeInTheDocument();
  }, 30_000);

  it('offers Cancel on an approved request that has not started, which is withdrawn like a pending one (issue #48 §5)', async () => {
    // Morgan approves Alex's pending vacation (to-1, two weeks ahead) on the mock API.
    const approve = await fetch(new URL(`${config.apiBaseUrl}/approvals/timeoff/to-1`, location.href).href, {
      method: 'POST',
      headers: { ...as(MORGAN), 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve' }),
    });
    expect(approve.status).toBe(200);
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    const table = await screen.findByRole('table', { name: 'My time-off requests' }, FIRST_LOAD);
    const approved = within(table).getAllByRole('row').find((row) => within(row).queryByText('Family visit'));
    if (!approved) throw new Error('no row for to-1');
    expect(approved).toHaveTextContent('Approved');
    // Cancel, and no Edit: only a pending request can be changed.
    expect(within(approved).queryByRole('button', { name: /^Edit request/ })).not.toBeInTheDocument();
    await userEvent.click(within(approved).getByRole('button', { name: /^Cancel request from/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent('the hours of an approved one go back to your balance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(within(approved).getByText('Cancelled')).toBeInTheDocument());
    // The started or decided ones (approved in the past, denied, cancelled) offer none.
    expect(within(table).queryAllByRole('button', { name: /^Cancel request from/ })).toHaveLength(0);
  }, 30_000);

  it("suggests 8 h per working day less holidays, and warns (without refusing) when a teammate is out then", async () => {
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: 'Request time off' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: /Request time off/ });
    // Wednesday to Friday of next week: Olivia's pending appointment is on the Wednesday, the Friday is the
    // seeded Company Wellness Day — two working days.
    const monday = mondayOf(isoDate(new Date()));
    fill(/^First day/, addDays(monday, 9));
    fill(/^Last day/, addDays(monday, 11));
    await waitFor(() => expect(screen.getByLabelText(/^Hours/)).toHaveValue(16));
    expect(within(dialog).getByText('8 h per working day, holidays excluded')).toBeInTheDocument();
    const warning = await within(dialog).findByRole('list', { name: 'Others out on these days' });
    expect(within(warning).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`Olivia Chen: ${longDay(addDays(monday, 9))} (pending)`]);
    expect(warning.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // Typed hours stay: a later change of days suggests nothing.
    fill(/^Hours/, '12');
    fill(/^Last day/, addDays(monday, 10));
    await waitFor(() => expect(within(dialog).queryByText('8 h per working day, holidays excluded')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Hours/)).toHaveValue(12);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it('says in place which chosen days already have hours worked, and sends the request only once that is confirmed', async () => {
    server.use(http.get('*/api/timeoff/worked-days', () => HttpResponse.json([{ day: free, hours: 7.5 }])));
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/timeoff/requests', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: 'Request time off' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: /Request time off/ });
    fill(/^First day/, free);
    fill(/^Last day/, addDays(free, 1));
    const warning = await within(dialog).findByText(/^You already worked on 1 of these days: /);
    expect(warning.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(warning).toHaveTextContent(`${longDay(free)} (7.5 h).`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    const refusal = 'You already worked on 1 of these days. Tick "I know I worked on these days" to ask anyway, or change the days.';
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(sent).toEqual([]);
    const confirm = within(dialog).getByRole('checkbox', { name: 'I know I worked on these days' });
    expect(confirm).toHaveAccessibleDescription(refusal);
    await userEvent.click(confirm);
    expect(within(dialog).queryByText(refusal)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([expect.objectContaining({ firstDay: free, lastDay: addDays(free, 1), workedDaysConfirmed: true })]);
  }, 30_000);

  it('changes a pending request from the list: the form comes filled in, and the list shows the change', async () => {
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    const first = addDays(mondayOf(isoDate(new Date())), 14);
    await userEvent.click(await screen.findByRole('button', { name: `Edit request from ${longDay(first)}` }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: /Change time-off request/ });
    expect(screen.getByLabelText(/^First day/)).toHaveValue(first);
    expect(screen.getByLabelText(/^Hours/)).toHaveValue(24);
    expect(screen.getByLabelText(/^Note/)).toHaveValue('Family visit');
    fill(/^Last day/, addDays(first, 1));
    fill(/^Hours/, '16');
    fill(/^Note/, 'Family visit, shorter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Request changed')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'My time-off requests' });
    expect(await within(table).findByText('Family visit, shorter')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  }, 30_000);

  it('a change of a request decided meanwhile says so (409), closes the form and reads the list again', async () => {
    const message = 'This request was already approved by Morgan Lee; it can no longer be changed.';
    server.use(http.put('*/api/timeoff/requests/:id', () => HttpResponse.json({ message }, { status: 409 })));
    let reads = 0;
    server.use(
      http.get('*/api/timeoff/requests', () => {
        reads += 1;
      }),
    );
    renderApp('/employee/timeoff', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: /^Edit request from/ }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: /Change time-off request/ });
    const before = reads;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reads).toBeGreaterThan(before));
  }, 30_000);

  it('keeps the honest empty state for a person with no requests', async () => {
    renderApp('/employee/timeoff', { preloadedState: signedInAs(HARPER) });
    expect(await screen.findByText('You have no time-off requests.', {}, FIRST_LOAD)).toBeInTheDocument();
  });
});
