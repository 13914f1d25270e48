import { act, render, screen, waitFor, within } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { buildTheme } from '../theme/buildTheme';
import { toastRequested } from './events';
import { ToastHost } from './ToastHost';

type Surface = 'dialog' | 'second dialog' | 'drawer' | 'permanent drawer' | 'menu';

/** The app's theme (it puts the outlets into modal papers) around the toast host and whichever surfaces are open. */
function Page({ open }: { open: readonly Surface[] }) {
  return (
    <ThemeProvider theme={buildTheme('#1976d2')}>
      <ToastHost />
      <button type="button" id="menu-anchor">
        Anchor
      </button>
      <Dialog open={open.includes('dialog')} aria-labelledby="first-title">
        <DialogTitle id="first-title">First</DialogTitle>
      </Dialog>
      {/* Mounted after the first: opened over it, like a confirmation over the notifications panel. */}
      <Dialog open={open.includes('second dialog')} aria-labelledby="second-title">
        <DialogTitle id="second-title">Second</DialogTitle>
      </Dialog>
      <Drawer open={open.includes('drawer')} slotProps={{ paper: { 'aria-label': 'Panel' } as object }}>
        Panel
      </Drawer>
      {open.includes('permanent drawer') && <Drawer variant="permanent">Rail</Drawer>}
      <Menu open={open.includes('menu')} anchorEl={() => document.getElementById('menu-anchor')}>
        <MenuItem>One</MenuItem>
      </Menu>
    </ThemeProvider>
  );
}

function setUp() {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <Page open={[]} />
    </Provider>,
  );
  const show = (...open: Surface[]) =>
    view.rerender(
      <Provider store={store}>
        <Page open={open} />
      </Provider>,
    );
  const toast = (type: 'info' | 'error', title: string, message?: string) =>
    act(() => void store.dispatch(toastRequested(message === undefined ? { type, title } : { type, title, message })));
  return { show, toast };
}

/** Each region exists exactly once on the page, wherever it is. */
const polite = () => screen.getByTestId('toast-announcer-polite');
const assertive = () => screen.getByTestId('toast-announcer-assertive');

describe('toast announcer and modals (ADR 0120)', () => {
  it('speaks inside the open dialog, never replays an old toast when a modal opens or closes, and goes back in place', async () => {
    const { show, toast } = setUp();
    toast('info', 'Saved', 'Your changes are saved');
    expect(polite()).toHaveTextContent('Saved. Your changes are saved');

    show('dialog');
    const dialog = await screen.findByRole('dialog', { name: 'First' });
    // Moved, not copied: one pair of regions, inside the dialog, and empty (the old toast is not said again).
    expect(dialog).toContainElement(polite());
    expect(dialog).toContainElement(assertive());
    expect(polite()).toBeEmptyDOMElement();
    expect(assertive()).toBeEmptyDOMElement();

    toast('error', 'Refresh failed', 'Server error occurred. Please try again later.');
    // Found through the accessibility tree: everything outside the dialog is aria-hidden.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Refresh failed. Server error occurred. Please try again later.');
    expect(screen.getByRole('alert')).toBe(assertive());
    expect(polite()).toBeEmptyDOMElement();

    show();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialog).not.toContainElement(polite());
    expect(polite()).toBeEmptyDOMElement();
    expect(assertive()).toBeEmptyDOMElement();

    toast('info', 'Marked all as read');
    expect(polite()).toHaveTextContent('Marked all as read');
    expect(screen.getAllByTestId('toast-announcer-polite')).toHaveLength(1);
  });

  it('follows the top-most modal: a dialog opened over another, then back to the one below', async () => {
    const { show, toast } = setUp();
    show('dialog');
    const first = await screen.findByRole('dialog', { name: 'First' });
    toast('info', 'Loaded');
    expect(within(first).getByTestId('toast-announcer-polite')).toHaveTextContent('Loaded');

    show('dialog', 'second dialog');
    const second = await screen.findByRole('dialog', { name: 'Second' });
    expect(second).toContainElement(polite());
    expect(polite()).toBeEmptyDOMElement();
    toast('info', 'Cleared');
    expect(within(second).getByTestId('toast-announcer-polite')).toHaveTextContent('Cleared');

    show('dialog');
    await waitFor(() => expect(first).toContainElement(polite()));
    expect(polite()).toBeEmptyDOMElement();
    toast('error', 'Failed');
    expect(within(first).getByRole('alert')).toHaveTextContent('Failed');
  });

  it('a temporary drawer and a menu hold an outlet; a permanent drawer (not modal) does not', async () => {
    const { show, toast } = setUp();
    show('permanent drawer');
    toast('info', 'In place');
    expect(screen.getByText('Rail')).not.toContainElement(polite());
    expect(polite()).toHaveTextContent('In place');

    show('drawer');
    const drawer = await screen.findByRole('dialog', { name: 'Panel' });
    toast('info', 'In the drawer');
    expect(within(drawer).getByTestId('toast-announcer-polite')).toHaveTextContent('In the drawer');

    show('menu');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.parentElement).toContainElement(polite()));
    expect(polite()).toBeEmptyDOMElement();
    toast('info', 'Beside the menu');
    // The page behind the menu is aria-hidden: the one status the accessibility tree has is the menu's.
    expect(screen.getByRole('status')).toHaveTextContent('Beside the menu');
  });
});
