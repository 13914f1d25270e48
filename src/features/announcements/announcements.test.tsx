import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { ALEX, HARPER, signedInAs } from '../../../test/accounts';
import { notifications } from '../../mocks/handlers';

const FIRST_LOAD = { timeout: 10_000 };
const items = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => within(li).getByRole('heading', { level: 3 }).textContent);

describe('announcements on Home (issue #26 §4)', () => {
  it('an employee reads the current ones, pinned first, and has no editing controls', async () => {
    renderApp('/home', { preloadedState: signedInAs(ALEX) });
    const list = await screen.findByRole('list', { name: 'Announcements' }, FIRST_LOAD);
    expect(items(list)).toEqual(['Open enrolment closes on Friday', 'Safety stand-down on every site']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Pinned');
    expect(screen.queryByRole('button', { name: 'New announcement' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  }, 30_000);

  it('HR posts one (the form checks it first), everyone else is notified; then pins it and takes another down', async () => {
    const pushed = jest.spyOn(notifications, 'push');
    renderApp('/home', { preloadedState: signedInAs(HARPER) });
    await screen.findByRole('list', { name: 'Announcements' }, FIRST_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog', { name: /New announcement/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post announcement' }));
    expect(within(dialog).getByText('Give the announcement a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write what you want to announce.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Badge photos on Tuesday');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Come to reception between 9 and 11.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post announcement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Resource created successfully')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Announcements' });
    await waitFor(() => expect(items(list)).toEqual(['Open enrolment closes on Friday', 'Badge photos on Tuesday', 'Safety stand-down on every site']));
    expect(pushed.mock.calls.map(([userId]) => userId).sort()).toEqual(['alex.rivera@contoso.test', 'morgan.lee@contoso.test', 'olivia.chen@contoso.test', 'pat.morgan@contoso.test']);
    expect(pushed.mock.calls[0]?.[1]).toMatchObject({ title: 'Announcement: Badge photos on Tuesday', type: 'announcement' });

    await userEvent.click(within(list).getByRole('button', { name: 'Pin "Badge photos on Tuesday"' }));
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Unpin "Badge photos on Tuesday"' })).toBeInTheDocument());

    await userEvent.click(within(list).getByRole('button', { name: 'Take down "Safety stand-down on every site"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Take this announcement down?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(items(list)).not.toContain('Safety stand-down on every site'));
    pushed.mockRestore();
  }, 30_000);
});
