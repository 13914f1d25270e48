import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { ALEX, signedInAs } from '../../../test/accounts';

const FIRST_LOAD = { timeout: 10_000 };
const feedItem = (list: HTMLElement, name: string) => {
  const item = within(list).getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { level: 3, name }));
  if (!item) throw new Error(`no feed ${name}`);
  return item;
};

describe('Settings ▸ Calendar feeds (issue #48 §5)', () => {
  it('makes an address shown once with Copy, makes a new one in its place, and revokes it', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/settings', { preloadedState: signedInAs(ALEX) });
    const list = await screen.findByRole('list', { name: 'Calendar feeds' }, FIRST_LOAD);
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['My time off', "My team's absences", 'Company holidays']);
    const own = feedItem(list, 'My time off');
    expect(own).toHaveTextContent('Off: there is no address.');
    expect(within(own).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();

    await userEvent.click(within(own).getByRole('button', { name: 'Make an address for My time off' }));
    const field = await within(own).findByRole<HTMLInputElement>('textbox', { name: 'Address of My time off' });
    const first = field.value;
    expect(first).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/feeds\/[0-9a-f]{64}\.ics$/);
    expect(field).toHaveAttribute('readonly');
    expect(own).toHaveTextContent(/On: the address made on .+ works\./);
    expect(within(own).getByText(/shown only this once/)).toBeInTheDocument();

    await userEvent.click(within(own).getByRole('button', { name: 'Copy address of My time off' }));
    expect(writeText).toHaveBeenCalledWith(first);
    expect(await screen.findByText('Address copied')).toBeInTheDocument();

    await userEvent.click(within(own).getByRole('button', { name: 'Make a new address for My time off (the old one stops working)' }));
    await waitFor(() => expect(within(own).getByRole<HTMLInputElement>('textbox', { name: 'Address of My time off' }).value).not.toBe(first));

    // Keyboard: Revoke is reached and pressed without a pointer.
    const revoke = within(own).getByRole('button', { name: 'Revoke address of My time off' });
    revoke.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(own).toHaveTextContent('Off: there is no address.'));
    expect(within(own).queryByRole('textbox')).not.toBeInTheDocument();
    // The other feeds were left alone.
    expect(feedItem(list, 'Company holidays')).toHaveTextContent('Off: there is no address.');
  }, 30_000);
});
