import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderWithProviders';
import { account, ALEX, HARPER, MORGAN, signedInAs } from '../../test/accounts';
import { customColorPreviewed, initialThemeState } from '../features/theme/themeSlice';
import { SUBMENU_OPEN_DELAY_MS } from '../features/sidebar/sidebarSlice';
import { NOT_FOUND_HEADING, UNAUTHORIZED_MESSAGE } from '../ui/StatusPage';
import { SIDEBAR } from '../navigation/navModel';
import { visibleSidebar } from '../features/sidebar/visibleSidebar';

describe('portal layout', () => {
  it('shows the page title and subtitle from the navigation model, with sub-tabs when more than one is permitted', async () => {
    renderApp('/timecard', { preloadedState: signedInAs(ALEX) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Timecard' })).toBeInTheDocument();
    expect(screen.getByText('Hours, approvals and crew time')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Timecard sections' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'My Time']);
  });

  it('shows more sub-tabs to a manager', async () => {
    renderApp('/timecard', { preloadedState: signedInAs(MORGAN) });
    const tabs = await screen.findByRole('tablist', { name: 'Timecard sections' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'My Time', 'Approve Time', 'Crew Time']);
  });

  it('puts the sub-tabs in the Tab order once, the current one selected; arrow keys, Home and End move along them and Enter follows one', async () => {
    renderApp('/timecard/mytime', { preloadedState: signedInAs(MORGAN) });
    const list = await screen.findByRole('tablist', { name: 'Timecard sections' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(tabs[0]).toHaveAttribute('href', '/timecard');
    act(() => tabs[1]?.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timecard' })).toBeInTheDocument();
    expect(within(screen.getByRole('tablist', { name: 'Timecard sections' })).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides the tab bar when only one item is permitted', async () => {
    renderApp('/projects', { preloadedState: signedInAs(ALEX) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Jobs' })).toHaveTextContent('Riverside Medical Center');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows the 401 page when the roles do not allow the page', async () => {
    renderApp('/hr', { preloadedState: signedInAs(ALEX) });
    expect(await screen.findByText(UNAUTHORIZED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/home');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('lets an HR admin into HR', async () => {
    renderApp('/hr/calendar', { preloadedState: signedInAs(HARPER) });
    expect(await screen.findByRole('heading', { level: 1, name: 'HR Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HR');
  });

  it('shows the signed-in profile', async () => {
    renderApp('/employee/profile', { preloadedState: signedInAs(MORGAN) });
    const table = await screen.findByRole('table', { name: 'Profile' });
    expect(table).toHaveTextContent('Morgan Lee');
    expect(table).toHaveTextContent('morgan.lee@contoso.test');
    expect(table).toHaveTextContent('TeamManager');
  });

  it('has the dashboard cards at their anchors', async () => {
    renderApp('/home', { preloadedState: signedInAs(ALEX) });
    for (const [id, name] of [['announcements', 'Announcements'], ['calendar', 'Calendar'], ['weather', 'Weather']] as const) {
      const card = await screen.findByRole('region', { name });
      expect(card).toHaveAttribute('id', id);
    }
  });
});

describe('sidebar', () => {
  it('marks one item as the current page: on Approve Time, Approve Time, not Timecard too (issue #26)', async () => {
    renderApp('/timecard/approval', { preloadedState: signedInAs(MORGAN) });
    const nav = await screen.findByRole('navigation', { name: 'Portal' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Approve Time' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Timecard' })).not.toHaveClass('Mui-selected');
    expect(nav.querySelectorAll('.Mui-selected')).toHaveLength(1);
  });

  it('has the default navigation and collapses to icons', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    const nav = await screen.findByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Help' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Collapse' }));
    expect(store.getState().sidebar.collapsed).toBe(true);
    expect(within(nav).getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('when collapsed, a click on an item with children expands, then opens the sub-menu after 100 ms', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderApp('/home', { preloadedState: { ...signedInAs(ALEX), sidebar: { collapsed: true, expanded: [], filter: '', drawerOpen: false, _persist: { version: 1, rehydrated: true } } } });
      const nav = await screen.findByRole('navigation', { name: 'Portal' });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(within(nav).getByRole('link', { name: 'Settings' }));
      expect(store.getState().sidebar.collapsed).toBe(false);
      expect(store.getState().sidebar.expanded).toEqual([]);
      await act(() => jest.advanceTimersByTimeAsync(SUBMENU_OPEN_DELAY_MS));
      expect(store.getState().sidebar.expanded).toEqual(['settings']);
      expect(store.getState().router.location.pathname).toBe('/home');
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters items by label', () => {
    expect(visibleSidebar(SIDEBAR, ['EMPLOYEE'], 'hel').flatMap((g) => g.items.map((i) => i.label))).toEqual(['Help']);
    expect(visibleSidebar(SIDEBAR, ['EMPLOYEE'], 'notif').flatMap((g) => g.items.map((i) => [i.label, ...(i.items ?? []).map((c) => c.label)]))).toEqual([
      ['Settings', 'Notifications'],
    ]);
  });
});

describe('global search', () => {
  it('shows tips on focus, results grouped by level, and navigates by keyboard', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(MORGAN) });
    const box = await screen.findByRole('combobox', { name: 'Search portal' });
    await userEvent.click(box);
    expect(screen.getByText('Use the arrow keys and Enter to navigate.')).toBeInTheDocument();
    await userEvent.type(box, 'approve');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getByRole('group', { name: 'Pages' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: /Approve Time/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', 'portal-search-option-0');
    await userEvent.keyboard('{Enter}');
    expect(store.getState().router.location.pathname).toBe('/timecard/approval');
    expect(store.getState().search.query).toBe('');
    // The focus is on the page that was chosen, not lost to the document (issue #26).
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('arrow keys move the active option: aria-activedescendant names the one option that is aria-selected, and wraps at the ends', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(MORGAN) });
    const box = await screen.findByRole('combobox', { name: 'Search portal' });
    await userEvent.type(box, 'time');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    const selected = () => within(listbox).getAllByRole('option', { selected: true });
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toEqual([options[1]]);
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toEqual([options[options.length - 1]]);
    expect(box).toHaveAttribute('aria-activedescendant', options[options.length - 1]?.id);
    // The focus never left the field; Enter goes to the active option.
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(store.getState().search.query).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('the pointer highlights the option it moves onto, not one that results changing under it bring', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(MORGAN) });
    const box = await screen.findByRole('combobox', { name: 'Search portal' });
    await userEvent.type(box, 'time');
    const options = within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option');
    // A keystroke re-lists the results under a pointer at rest: the browser sends mouseover/mouseenter, no mousemove.
    fireEvent.mouseOver(options[2] as HTMLElement);
    fireEvent.mouseEnter(options[2] as HTMLElement);
    expect(store.getState().search.highlighted).toBe(-1);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    // The pointer moves onto an option: it is the active one, for the keyboard too.
    fireEvent.mouseMove(options[2] as HTMLElement);
    expect(store.getState().search.highlighted).toBe(2);
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    // Moving on within the same option dispatches nothing more.
    const actions: string[] = [];
    const unsubscribe = store.subscribe(() => actions.push('changed'));
    fireEvent.mouseMove(screen.getAllByRole('option')[2] as HTMLElement);
    unsubscribe();
    expect(actions).toEqual([]);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[3]?.id);
  });

  it('hides what the roles do not allow', async () => {
    renderApp('/home', { preloadedState: signedInAs(ALEX) });
    const box = await screen.findByRole('combobox', { name: 'Search portal' });
    await userEvent.type(box, 'approve');
    expect(screen.getByText('No results found for "approve"')).toBeInTheDocument();
  });

  it('leads to an anchor, and Escape closes and clears', async () => {
    const { store } = renderApp('/help', { preloadedState: signedInAs(ALEX) });
    const box = await screen.findByRole('combobox', { name: 'Search portal' });
    await userEvent.type(box, 'weather');
    await userEvent.keyboard('{Enter}');
    expect(store.getState().router.location).toMatchObject({ pathname: '/home', hash: '#weather' });
    await userEvent.type(box, 'xyz');
    await userEvent.keyboard('{Escape}');
    expect(store.getState().search.query).toBe('');
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
  });
});

describe('header menus', () => {
  it('the profile dropdown shows the user above a menu of View Profile, Settings and Logout, and leads to the profile', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(MORGAN) });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for Morgan Lee/ }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(screen.getByText('morgan.lee@contoso.test')).toBeVisible();
    expect(screen.getByText('TeamManager')).toBeVisible();
    expect(screen.getByText('Morgan Lee')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: /Logout/ })).toHaveTextContent('Ctrl+Shift+L');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View Profile' }));
    expect(store.getState().router.location.pathname).toBe('/employee/profile');
    expect(store.getState().header.openMenu).toBeNull();
  });

  it('choosing a preset sets the scheme and clears the custom colour', async () => {
    const { store } = renderApp('/home', { preloadedState: { ...signedInAs(ALEX), theme: { ...initialThemeState, darkMode: false, customColor: '#123456', _persist: { version: 1, rehydrated: true } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Theme colour' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Purple' }));
    expect(store.getState().theme).toMatchObject({ colorScheme: 'purple', customColor: null });
    expect(store.getState().header.openMenu).toBeNull();
  });

  it('the dark mode toggle flips the stored preference', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(store.getState().theme.darkMode).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});

describe('help', () => {
  it('filters articles by title or description', async () => {
    renderApp('/help', { preloadedState: signedInAs(ALEX) });
    const field = await screen.findByRole('searchbox', { name: 'Search help articles' });
    await userEvent.type(field, 'CTRL+SHIFT');
    const list = screen.getByRole('list', { name: 'Help articles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(field);
    await userEvent.type(field, 'nothing like this');
    expect(screen.getByText('No articles match your search.')).toBeInTheDocument();
  });
});

describe('role-filtered sidebar', () => {
  const labels = (roles: string[]) => visibleSidebar(SIDEBAR, roles, '').map((g) => [g.heading, g.items.map((i) => i.label)]);

  it('gives a plain employee exactly the default navigation', () => {
    expect(labels(['EMPLOYEE'])).toEqual([
      ['Main', ['Dashboard', 'Employee', 'Timecard', 'Projects']],
      ['Settings', ['Settings', 'Help']],
    ]);
  });

  it('adds what the roles open', () => {
    expect(labels(['EMPLOYEE', 'TEAM_MANAGER', 'TEAM_APPROVER'])[2]).toEqual(['Manage', ['Approve Time', 'Crew Time', 'Team']]);
    // HR admins decide at a route's HR step (issue #48 §4).
    expect(labels(['EMPLOYEE', 'HR_ADMIN'])[2]).toEqual(['Manage', ['Approve Time', 'Team', 'HR']]);
    expect(labels(['EMPLOYEE', 'PAYROLL_USER'])[2]).toEqual(['Manage', ['Approve Time', 'Payroll']]);
  });
});

describe('every search target is a real page', () => {
  const EVERYONE = account('Erin Everyone', ['Employee', 'TeamManager', 'HRAdmin', 'OperationsUser', 'PayrollUser', 'DevOpsUser']);
  const targets: [string, string][] = [
    ['/employee', 'Employee'], ['/employee/timeoff', 'Time Off'], ['/employee/profile', 'My Profile'], ['/timecard', 'Timecard'],
    ['/timecard/mytime', 'My Time'], ['/timecard/approval', 'Approve Time'], ['/timecard/crew', 'Crew Time'], ['/timecard/payroll', 'Payroll'], ['/projects', 'Projects'],
    ['/projects/J-1001', 'Job J-1001'], ['/team', 'Team'], ['/team/members', 'Team Members'], ['/hr', 'HR'], ['/hr/employees', 'Employees'],
    ['/hr/calendar', 'HR Calendar'], ['/settings#account', 'Settings'], ['/settings#notifications', 'Settings'], ['/help', 'Help'],
    ['/home#announcements', 'Dashboard'], ['/home#calendar', 'Dashboard'], ['/home#weather', 'Dashboard'],
  ];

  it.each(targets)('%s has its title and is not the 404 page', async (path, title) => {
    renderApp(path, { preloadedState: signedInAs(EVERYONE) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND_HEADING)).not.toBeInTheDocument();
    const anchor = path.split('#')[1];
    if (anchor) expect(document.getElementById(anchor)).not.toBeNull();
  });
});

describe('Settings', () => {
  const sectionOf = (name: string) => screen.getByRole('region', { name });

  it('has its first screen not busy with the heading, and every section below it filled in and not busy after', async () => {
    renderApp('/settings', { preloadedState: signedInAs(MORGAN) });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(sectionOf('Account')).not.toHaveAttribute('aria-busy');
    expect(sectionOf('Notifications')).not.toHaveAttribute('aria-busy');
    // Every section is in the outline from the start; the ones below the first screen fill in after its frame.
    for (const name of ['Calendar feeds', 'Delegate approvals', 'Appearance']) await waitFor(() => expect(sectionOf(name)).not.toHaveAttribute('aria-busy'));
    expect(within(sectionOf('Appearance')).getByRole('radiogroup', { name: 'Colour scheme' })).toBeInTheDocument();
  });

  it('opened at a section, renders every section at once so nothing above it grows', async () => {
    renderApp('/settings#delegation', { preloadedState: signedInAs(MORGAN) });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    for (const name of ['Account', 'Notifications', 'Calendar feeds', 'Delegate approvals', 'Appearance']) expect(sectionOf(name)).not.toHaveAttribute('aria-busy');
    expect(within(sectionOf('Appearance')).getByRole('radiogroup', { name: 'Colour scheme' })).toBeInTheDocument();
  });
});

describe('custom colour picker', () => {
  it('ignores invalid hex, previews valid hex live and saves on Apply, closing the picker', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: 'Theme colour' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Custom Color' }));
    const picker = screen.getByRole('dialog', { name: 'Custom colour' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(within(picker).getAllByRole('button', { name: /^Use #/ })).toHaveLength(16);
    const field = within(picker).getByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(field);
    await userEvent.type(field, 'zz12');
    expect(store.getState().theme.previewColor).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '#b91c1c');
    expect(store.getState().theme.previewColor).toBe('#b91c1c');
    expect(store.getState().theme.customColor).toBeNull();
    await userEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
    expect(store.getState().theme.customColor).toBe('#b91c1c');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom colour' })).not.toBeInTheDocument());
  });

  it('saves when the drag ends (pointer up) and a swatch saves at once', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await userEvent.click(await screen.findByRole('button', { name: 'Theme colour' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Custom Color' }));
    let picker = screen.getByRole('dialog', { name: 'Custom colour' });
    act(() => {
      store.dispatch(customColorPreviewed('#2563eb'));
    });
    fireEvent.pointerUp(within(picker).getByRole('slider', { name: 'Color' }));
    expect(store.getState().theme.customColor).toBe('#2563eb');

    await userEvent.click(screen.getByRole('button', { name: 'Theme colour' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Custom Color' }));
    picker = screen.getByRole('dialog', { name: 'Custom colour' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Use #ef4444' }));
    expect(store.getState().theme.customColor).toBe('#ef4444');
  });
});

describe('custom colour picker, keyboard', () => {
  it('Enter applies a typed colour; Escape cancels, restores the preview and returns the focus; low contrast warns but saves', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    const open = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Theme colour' }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Custom Color' }));
      return screen.getByRole('dialog', { name: 'Custom colour' });
    };
    let field = within(await open()).getByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(field);
    await userEvent.type(field, '#1d4ed8');
    expect(store.getState().theme.previewColor).toBe('#1d4ed8');
    await userEvent.keyboard('{Escape}');
    expect(store.getState().theme.previewColor).toBeNull();
    expect(store.getState().theme.customColor).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theme colour' })).toHaveFocus());

    field = within(await open()).getByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(field);
    await userEvent.type(field, '#fde68a');
    expect(field).toHaveAccessibleDescription(/Low contrast \(white text 1\.\d:1; WCAG AA needs 4\.5:1\)/);
    await userEvent.keyboard('{Enter}');
    expect(store.getState().theme.customColor).toBe('#fde68a');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Custom colour' })).not.toBeInTheDocument());
  });
});

describe('header', () => {
  it('shows the unread count on the bell and toggles the notifications panel', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    const count = /(\d+)/.exec(bell.getAttribute('aria-label') ?? '')![1]!;
    expect(bell).toHaveTextContent(count);
    await userEvent.click(bell);
    expect(store.getState().notificationsPanel.open).toBe(true);
  });
});

describe('settings', () => {
  it('has its sections at their anchors, and the toast position is chosen there', async () => {
    const { store } = renderApp('/settings', { preloadedState: signedInAs(ALEX) });
    expect(await screen.findByRole('region', { name: 'Account' })).toHaveAttribute('id', 'account');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('id', 'notifications');
    const group = screen.getByRole('radiogroup', { name: 'Toast position' });
    expect(within(group).getByRole('radio', { name: 'Top right (default)' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Bottom left' }));
    expect(store.getState().toasts.position).toBe('bottom-left');
  });
});
