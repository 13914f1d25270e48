import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { notifications as mockNotifications } from '../../mocks/handlers';
import { manyUnreadNotifications, seedNotifications } from '../../shared/demo/notifications';
import { UNREADABLE_RESPONSE_TEXT } from '../../lib/apiFailures';
import { NOTIFICATIONS_POLL_MS } from './notificationsListeners';
import { makeStore } from '../../app/store';
import { renderApp } from '../../../test/renderWithProviders';
import { ALEX, signedInAs } from '../../../test/accounts';
import { relativeTime } from '../../lib/relativeTime';
import { clockTicked } from '../clock/clockSlice';
import { workApi } from '../../api/workApi';
import { notificationsApi, notificationsFromWire, selectUnreadCount, unreadCount } from '../../api/notificationsApi';
import { markReadClicked } from './events';
import { signOutSucceeded } from '../auth/events';
import { notificationsPanelToggled } from './events';
import { newestFirst } from '../../shared/notifications/schemas';
import type { Notification } from '../../shared/notifications/schemas';
import { STREAM_CURSOR_HEADER } from '../../shared/contract/notifications';
import { STREAM_SILENCE_LIMIT_MS, fetchEventStreams } from '../../services/eventStreamPort';

const tokens = { getToken: () => Promise.resolve('t') };
// The panel tests render the whole portal (lazy chunks) on a shared, busy machine.
jest.setTimeout(20_000);

describe('notification data', () => {
  it('counts unread as acknowledgedYN not Y, and defaults unknown type and priority', () => {
    const n = (ack: string) => ({ notificationUID: ack, title: 't', message: 'm', type: 'system', priority: 'low', dateCreated: '2026-01-01T00:00:00Z', acknowledgedYN: ack });
    expect(unreadCount(notificationsFromWire([n('Y'), n('N'), n(''), n('y')]))).toBe(3);
    expect(notificationsFromWire([{ ...n('N'), type: 'weird', priority: 'critical' }])[0]).toMatchObject({ type: 'other', priority: 'medium' });
  });

  it('drops and logs each item that does not have the documented shape, and keeps the rest', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = { notificationUID: 'ok', title: 't', message: 'm', type: 'chat', priority: 'low', dateCreated: '2026-01-01T00:00:00Z', acknowledgedYN: 'N', extra: 1 };
    const bad = [
      { ...good, notificationUID: 'title-object', title: { text: 'x' } },
      { ...good, notificationUID: 'message-number', message: 42 },
      { ...good, notificationUID: 'no-date', dateCreated: 'yesterday' },
      { ...good, notificationUID: undefined },
      null,
      'a string',
      [],
    ];
    const kept = notificationsFromWire([good, ...bad]);
    expect(kept).toEqual([{ notificationUID: 'ok', title: 't', message: 'm', type: 'chat', priority: 'low', dateCreated: '2026-01-01T00:00:00Z', acknowledgedYN: 'N' }]);
    expect(warn).toHaveBeenCalledTimes(bad.length);
  });

  it.each([
    ['2026-01-01T00:00:30Z', 'just now'],
    ['2026-01-01T00:05:00Z', '5m ago'],
    ['2026-01-01T00:59:59Z', '59m ago'],
    ['2026-01-01T03:00:00Z', '3h ago'],
    ['2026-01-03T00:00:00Z', '2d ago'],
  ])('relative time at %s is %s', (now, text) => {
    expect(relativeTime('2026-01-01T00:00:00Z', now)).toBe(text);
  });
});

describe('newest first (the API order)', () => {
  const arbitraryNotification = fc.record({
    notificationUID: fc.uuid(),
    dateCreated: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  });

  it('orders by dateCreated descending and keeps every item (property)', () => {
    fc.assert(
      fc.property(fc.array(arbitraryNotification, { maxLength: 40 }), (items) => {
        const sorted = newestFirst(items);
        expect(sorted).toHaveLength(items.length);
        expect([...sorted].map((n) => n.notificationUID).sort()).toEqual([...items].map((n) => n.notificationUID).sort());
        sorted.slice(1).forEach((n, i) => expect(Date.parse(n.dateCreated)).toBeLessThanOrEqual(Date.parse(sorted[i]!.dateCreated)));
        expect(newestFirst(sorted)).toEqual(sorted);
      }),
    );
  });

  it('the mock API serves newest first, and the client re-sorts a list the server sent in any order', async () => {
    const served = (await (await fetch('http://localhost/api/notifications', { headers: { Authorization: 'Bearer t' } })).json()) as Notification[];
    expect(served.length).toBeGreaterThan(2);
    expect(served.map((n) => n.dateCreated)).toEqual(newestFirst(served).map((n) => n.dateCreated));
    const shuffled = [...served].reverse();
    server.use(http.get('*/api/notifications', () => HttpResponse.json(shuffled)));
    const store = makeStore(undefined, { services: { tokens } });
    const result = await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
    expect(result.data?.map((n) => n.notificationUID)).toEqual(newestFirst(served).map((n) => n.notificationUID));
  });
});

describe('optimistic updates', () => {
  it('marks read at once and keeps it when the server agrees', async () => {
    const store = makeStore(undefined, { services: { tokens } });
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
    store.dispatch(markReadClicked({ id: 'n-1' }));
    const cached = () => notificationsApi.endpoints.getNotifications.select()(store.getState()).data ?? [];
    expect(cached().find((n) => n.notificationUID === 'n-1')?.acknowledgedYN).toBe('Y');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(mockNotifications.all().find((n) => n.notificationUID === 'n-1')?.acknowledgedYN).toBe('Y');
  });

  it('rolls back when the call fails, with an error toast', async () => {
    server.use(http.delete('*/api/notifications/:id', () => HttpResponse.json({ message: 'Cannot dismiss' }, { status: 409 })));
    const store = makeStore(undefined, { services: { tokens } });
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
    const before = notificationsApi.endpoints.getNotifications.select()(store.getState()).data;
    await store.dispatch(notificationsApi.endpoints.dismissNotification.initiate('n-2'));
    expect(notificationsApi.endpoints.getNotifications.select()(store.getState()).data).toEqual(before);
    expect(store.getState().toasts.items[0]).toMatchObject({ title: 'Validation Error', message: 'Cannot dismiss' });
  });
});

describe('selectUnreadCount and more rollbacks', () => {
  const cached = (store: ReturnType<typeof makeStore>) => notificationsApi.endpoints.getNotifications.select()(store.getState()).data ?? [];

  it('counts the cached list (0 before it loads) and follows optimistic changes', async () => {
    const store = makeStore(undefined, { services: { tokens } });
    expect(selectUnreadCount(store.getState())).toBe(0);
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
    expect(selectUnreadCount(store.getState())).toBe(4);
    const pending = store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate());
    expect(selectUnreadCount(store.getState())).toBe(0);
    await pending;
    expect(selectUnreadCount(store.getState())).toBe(0);
  });

  it('rolls back mark-all-read and clear-all when the server refuses', async () => {
    server.use(
      http.put('*/api/notifications/read', () => HttpResponse.json({ message: 'Locked' }, { status: 423 })),
      http.delete('*/api/notifications', () => HttpResponse.json({ message: 'Locked' }, { status: 423 })),
    );
    const store = makeStore(undefined, { services: { tokens } });
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
    const before = cached(store);
    const markAll = store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate());
    expect(selectUnreadCount(store.getState())).toBe(0);
    await markAll;
    expect(cached(store)).toEqual(before);
    const clear = store.dispatch(notificationsApi.endpoints.clearAllNotifications.initiate());
    expect(cached(store)).toEqual([]);
    await clear;
    expect(cached(store)).toEqual(before);
    expect(store.getState().toasts.items.map((t) => [t.title, t.message])).toContainEqual(['Validation Error', 'Locked']);
  });

  it('rolls back a mark-read of a notification the server no longer has', async () => {
    const store = makeStore(undefined, { services: { tokens } });
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
    mockNotifications.reset([]);
    await store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate('n-1'));
    expect(cached(store).find((n) => n.notificationUID === 'n-1')?.acknowledgedYN).toBe('N');
  });
});

describe('notifications panel', () => {
  async function openPanel(preloaded = signedInAs(ALEX)) {
    const view = renderApp('/home', { preloadedState: preloaded });
    // The portal and the panel are lazy chunks: the first test pays for their transform.
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
    act(() => {
      view.store.dispatch(clockTicked({ now: new Date().toISOString() }));
      view.store.dispatch(notificationsPanelToggled());
    });
    return view;
  }

  it('shows tabs with counts, items with priority and relative time; a click marks read', async () => {
    const { store } = await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
    expect(await within(panel).findByRole('tab', { name: 'All (6)' })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Unread (4)' })).toBeInTheDocument();
    // Alex is an employee: the timecard deadline asks him to submit, not to approve (issue #49).
    expect(within(panel).queryByRole('article', { name: /^Timecard approval due/ })).not.toBeInTheDocument();
    const item = within(panel).getByRole('article', { name: 'Timecard due, unread' });
    // The priority in words people read, not its code (issue #49).
    expect(within(item).getByText('Urgent')).toBeInTheDocument();
    expect(item).not.toHaveTextContent(/\burgent\b/);
    expect(item).toHaveTextContent('just now');
    await userEvent.click(within(item).getByRole('button', { name: /^Timecard due/ }));
    expect(await within(panel).findByRole('tab', { name: 'Unread (3)' })).toBeInTheDocument();
    expect(store.getState().notificationsPanel.open).toBe(true);
  });

  it('Mark all read only when unread exist; the Unread tab then shows its empty state', async () => {
    await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument());
    await userEvent.click(within(panel).getByRole('tab', { name: 'Unread (0)' }));
    expect(within(panel).getByText('No unread notifications')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'View all notifications' }));
    expect(within(panel).getByRole('tab', { name: 'All (6)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Clear all asks for confirmation first', async () => {
    await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
    await within(panel).findByRole('tab', { name: 'All (6)' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Clear all notifications' });
    expect(confirm).toHaveTextContent('Are you sure you want to clear all notifications? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(mockNotifications.all(ALEX.username)).toEqual([]);
  });

  it('shows the failure state with Try again', async () => {
    let fail = true;
    server.use(http.get('*/api/notifications', () => (fail ? HttpResponse.json({ message: 'bad' }, { status: 400 }) : HttpResponse.json([]))));
    await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
    expect(await within(panel).findByText('Failed to load notifications')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
  });

  it('a failed list is sent once and toasted once, even when the panel mounts after the failure', async () => {
    let sent = 0;
    server.use(http.get('*/api/notifications', () => ((sent += 1), HttpResponse.json({ message: 'Not yours' }, { status: 403 }))));
    const view = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await waitFor(() => expect(view.store.getState().toasts.items).toHaveLength(1));
    act(() => {
      view.store.dispatch(notificationsPanelToggled());
    });
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
    expect(await within(panel).findByText('Failed to load notifications')).toBeInTheDocument();
    expect(sent).toBe(1);
    expect(view.store.getState().toasts.items.map((t) => [t.title, t.message, t.stackCount])).toEqual([['Validation Error', 'Not yours', 1]]);
  });

  it('a list that is not a list is a validation error with its toast, not a crash', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/notifications', () => HttpResponse.json({ items: 'surprise' })));
    const { store } = await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
    expect(await within(panel).findByText('Failed to load notifications')).toBeInTheDocument();
    expect(store.getState().toasts.items.map((t) => [t.title, t.message])).toEqual([['Validation Error', UNREADABLE_RESPONSE_TEXT]]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('getNotifications response does not have its documented shape'), expect.anything());
  });

  it('a notification whose title is an object is skipped; the others show', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [first, ...rest] = seedNotifications();
    server.use(http.get('*/api/notifications', () => HttpResponse.json([{ ...first, title: { nested: true } }, ...rest])));
    await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
    expect(await within(panel).findByRole('tab', { name: 'All (5)' })).toBeInTheDocument();
    // Only the dropped item's warning: on a busy machine RTK's development checks also warn that they were slow.
    const dropped = warn.mock.calls.filter(([message]) => String(message).includes('was dropped: it does not have the documented shape'));
    expect(dropped).toHaveLength(1);
  });

  it('Escape closes the panel (the store says closed)', async () => {
    const { store } = await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
    await within(panel).findByRole('tab', { name: 'All (6)' });
    await userEvent.keyboard('{Escape}');
    expect(store.getState().notificationsPanel.open).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('stays mounted while closed: hidden from screen readers and the keyboard, no announcer outlet; opening shows the rows already there, Escape gives the focus back to the bell (ADR 0137)', async () => {
    renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    // Mounted once the browser is idle, before anyone opens it, with its rows rendered.
    await waitFor(() => expect(document.querySelectorAll('[role="dialog"][aria-labelledby="notifications-title"] article')).toHaveLength(6), { timeout: 5000 });
    const dialog = document.querySelector<HTMLElement>('[role="dialog"][aria-labelledby="notifications-title"]');
    if (!dialog) throw new Error('no panel');
    const row = within(dialog).getAllByRole('article', { hidden: true })[0];
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(dialog.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(getComputedStyle(dialog).visibility).toBe('hidden');
    expect(dialog.querySelector('[data-announcer-outlet]')).toBeNull();

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toBe(dialog);
    expect(within(panel).getAllByRole('article')[0]).toBe(row);
    expect(panel.querySelector('[data-announcer-outlet]')).not.toBeNull();
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(dialog.isConnected).toBe(true);
    expect(dialog.querySelector('[data-announcer-outlet]')).toBeNull();
    // The next Tab from the bell stays in the header, never inside the hidden panel.
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(false);
  });

  it('opened and closed faster than its transitions (a double click), it ends closed: hidden, and the page given back its screen reader and scroll (ADR 0150)', async () => {
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('[role="dialog"][aria-labelledby="notifications-title"]')).not.toBeNull(), { timeout: 5000 });
    const dialog = document.querySelector<HTMLElement>('[role="dialog"][aria-labelledby="notifications-title"]')!;
    const main = document.querySelector('main')!;
    // Open, close, open, close, each before the last transition ended.
    for (let i = 0; i < 4; i += 1) act(() => void store.dispatch(notificationsPanelToggled()));
    expect(store.getState().notificationsPanel.open).toBe(false);
    await waitFor(() => expect(getComputedStyle(dialog).visibility).toBe('hidden'));
    await waitFor(() => expect(main.closest('[aria-hidden="true"]')).toBeNull());
    expect(document.body.style.overflow).not.toBe('hidden');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    // And it still opens.
    act(() => void store.dispatch(notificationsPanelToggled()));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBe(dialog);
    await waitFor(() => expect(main.closest('[aria-hidden="true"]')).not.toBeNull());
  });

  it('dismiss removes an item and Mark as read marks one', async () => {
    await openPanel();
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Dismiss Holiday schedule posted' }));
    expect(await within(panel).findByRole('tab', { name: 'All (5)' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark Scheduled maintenance as read' }));
    expect(await within(panel).findByRole('article', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    expect(mockNotifications.all(ALEX.username).find((n) => n.notificationUID === 'n-3')?.acknowledgedYN).toBe('Y');
  });

  it('shows 99+ on the bell above 99 unread', async () => {
    mockNotifications.reset(manyUnreadNotifications(120));
    renderApp('/home', { preloadedState: signedInAs(ALEX) });
    expect(await screen.findByRole('button', { name: 'Notifications, 120 unread' })).toHaveTextContent('99+');
  });
});

/** A response body that sends `text` and ends. */
const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

/**
 * A signed-in store whose event stream is a stub (the test says when it is live or down), its list loaded,
 * counting the reads of the list that reach the mock API. Call `stop` at the end.
 */
async function pollingStore() {
  let onStatus: ((live: boolean) => void) | null = null;
  const eventStreams = {
    open: (options: { onStatus?: (live: boolean) => void }) => {
      onStatus = options.onStatus ?? null;
      return () => undefined;
    },
  };
  let reads = 0;
  const count = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/notifications') reads += 1;
  };
  server.events.on('request:start', count);
  const store = makeStore(signedInAs(ALEX), { services: { tokens, eventStreams } });
  await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
  // The list loaded: the stream was opened, with its status callback.
  expect(onStatus).not.toBeNull();
  return {
    store,
    status: (live: boolean) => onStatus?.(live),
    reads: () => reads,
    stop: () => server.events.removeListener('request:start', count),
  };
}

describe('notifications pushed by the service', () => {
  it('opens the event stream once the list has loaded, puts each pushed notification on top once, and closes on sign-out', async () => {
    let push: ((event: { id: string; event: string; data: string }) => void) | null = null;
    const closed = jest.fn();
    const opened: string[] = [];
    const eventStreams = {
      open: (options: { url: string; onEvent: (event: { id: string; event: string; data: string }) => void }) => {
        opened.push(options.url);
        push = options.onEvent;
        return closed;
      },
    };
    const store = makeStore(signedInAs(ALEX), { services: { tokens, eventStreams } });
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate(undefined, { forceRefetch: true }));
    expect(opened).toEqual(['http://localhost/api/notifications/stream']);
    const before = selectUnreadCount(store.getState());
    // A view of time off is open: a new notification reads it again, one the list already has does not.
    const reads: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/timeoff/requests') reads.push(request.url);
    };
    server.events.on('request:start', count);
    const timeOff = store.dispatch(workApi.endpoints.getTimeOffRequests.initiate());
    await timeOff;
    const first = reads.length;
    const pushed = { notificationUID: 'pushed-1', title: 'Time off approved', message: 'm', type: 'system', priority: 'medium', dateCreated: new Date().toISOString(), acknowledgedYN: 'N' };
    act(() => push?.({ id: '41', event: 'notification', data: JSON.stringify(pushed) }));
    await waitFor(() => expect(reads.length).toBeGreaterThan(first));
    // (Answered 401 here: this store's token is not one the mock accepts; only the reads are counted.)
    await waitFor(() => expect(workApi.endpoints.getTimeOffRequests.select()(store.getState()).status).not.toBe('pending'));
    const afterNew = reads.length;
    // Sent again (a batch a client was cut off inside of comes again, ADR 0166): kept once, and nothing is read again.
    act(() => push?.({ id: '41', event: 'notification', data: JSON.stringify(pushed) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toHaveLength(afterNew);
    server.events.removeListener('request:start', count);
    timeOff.unsubscribe();
    act(() => push?.({ id: '42', event: 'notification', data: '{"title": {}}' }));
    const list = notificationsApi.endpoints.getNotifications.select()(store.getState()).data ?? [];
    expect(list[0]?.notificationUID).toBe('pushed-1');
    expect(list.filter((n) => n.notificationUID === 'pushed-1')).toHaveLength(1);
    expect(selectUnreadCount(store.getState())).toBe(before + 1);
    store.dispatch(signOutSucceeded());
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the cursor the list answered', '1234:1240:1236,1238', '1234:1240:1236,1238'],
    ['no Last-Event-ID when its cursor is a number (an older service)', '1234', null],
    ['no Last-Event-ID when the list answered no cursor (an older service)', null, null],
    ['no Last-Event-ID when its cursor is not of the contract shape', 'latest', null],
  ])("opens the stream first with %s, and after a drop resumes from the id the stream announced (ADR 0151)", async (_name, header, first) => {
    // The real port over MSW: the list answers its cursor; the stream's first answer announces its own id and ends
    // (a drop), later ones are refused (the port keeps trying until sign-out).
    const sent: (string | null)[] = [];
    server.use(
      http.get('*/api/notifications', () => HttpResponse.json(seedNotifications(), { headers: header === null ? {} : { [STREAM_CURSOR_HEADER]: header } })),
      http.get('*/api/notifications/stream', ({ request }) => {
        sent.push(request.headers.get('Last-Event-ID'));
        if (sent.length > 1) return HttpResponse.json({ message: 'down' }, { status: 503 });
        return new HttpResponse(streamOf('retry: 10\n: connected\n\nid: 57\n\n'), { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const store = makeStore(signedInAs(ALEX), { services: { tokens, eventStreams: fetchEventStreams } });
    await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(2));
    store.dispatch(signOutSucceeded());
    expect(sent.slice(0, 2)).toEqual([first, '57']);
  });

  it('a poll is quiet: a failing one raises no toast and keeps the list, a good one replaces it, and none starts while a read is under way', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const poll = await pollingStore();
      const { store } = poll;
      const status = (live: boolean) => poll.status(live);
      const list = () => notificationsApi.endpoints.getNotifications.select()(store.getState()).data ?? [];
      const before = list();
      act(() => status(false));
      // The server fails: the poll (with its retries) says nothing and the list stays.
      server.use(http.get('*/api/notifications', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS + 20_000);
      expect(poll.reads()).toBeGreaterThan(1);
      expect(store.getState().toasts.items).toEqual([]);
      expect(list()).toEqual(before);
      // The server answers again: the next poll's list is the one shown.
      const fresh = [{ ...before[0]!, notificationUID: 'polled-1', title: 'Polled', dateCreated: new Date(Date.now() + 60_000).toISOString() }, ...before];
      server.use(http.get('*/api/notifications', () => HttpResponse.json(fresh)));
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
      expect(list()[0]?.notificationUID).toBe('polled-1');
      // The person's own read hangs: polls wait for it instead of piling on.
      server.use(http.get('*/api/notifications', () => new Promise<never>(() => undefined)));
      await jest.advanceTimersByTimeAsync(10_000);
      const readsBefore = poll.reads();
      void store.dispatch(notificationsApi.endpoints.getNotifications.initiate(undefined, { forceRefetch: true, subscribe: false }));
      // Past the next poll's time (20 s on), before the read's own 30 s time-out.
      await jest.advanceTimersByTimeAsync(25_000);
      expect(poll.reads() - readsBefore).toBe(1);
      store.dispatch(signOutSucceeded());
      poll.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a poll leaves a pending change alone: it waits for it to settle, and drops an answer a change overlapped (issue #47 §4)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const poll = await pollingStore();
      const { store } = poll;
      const list = () => notificationsApi.endpoints.getNotifications.select()(store.getState()).data ?? [];
      const before = list();
      expect(before.length).toBeGreaterThan(1);
      // The server keeps its list (the changes below never reach the mock's data); each change hangs until released.
      server.use(http.get('*/api/notifications', () => HttpResponse.json(before)));
      const release: (() => void)[] = [];
      const held = (answer: () => Response) => () => new Promise<Response>((resolve) => release.push(() => resolve(answer())));
      server.use(http.delete('*/api/notifications', held(() => HttpResponse.json({ message: 'refused' }, { status: 422 }))));
      act(() => poll.status(false));
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS - 10_000);
      // Clear all is pending (within its own 30 s time-out): the poll due meanwhile reads nothing, and the list stays cleared.
      void store.dispatch(notificationsApi.endpoints.clearAllNotifications.initiate());
      expect(list()).toEqual([]);
      const reads = poll.reads();
      await jest.advanceTimersByTimeAsync(15_000);
      expect(list()).toEqual([]);
      expect(poll.reads()).toBe(reads);
      // It fails and is rolled back; the poll it held back reads the list at once.
      act(() => release.shift()?.());
      await jest.advanceTimersByTimeAsync(100);
      expect(list()).toEqual(before);
      expect(poll.reads()).toBe(reads + 1);

      // A poll under way when a change starts: its answer (as of before the change) is dropped, and the list read
      // again once the change has settled.
      const first = before[0]!;
      server.use(http.get('*/api/notifications', held(() => HttpResponse.json(before.map((n) => ({ ...n, acknowledgedYN: 'N' }))))));
      server.use(http.put('*/api/notifications/:id/read', held(() => new HttpResponse(null, { status: 204 }))));
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
      expect(poll.reads()).toBe(reads + 2);
      void store.dispatch(notificationsApi.endpoints.markNotificationRead.initiate(first.notificationUID));
      act(() => release.shift()?.());
      await jest.advanceTimersByTimeAsync(100);
      expect(list().find((n) => n.notificationUID === first.notificationUID)?.acknowledgedYN).toBe('Y');
      server.use(http.get('*/api/notifications', () => HttpResponse.json(before.map((n) => (n.notificationUID === first.notificationUID ? { ...n, acknowledgedYN: 'Y' } : n)))));
      act(() => release.shift()?.());
      await jest.advanceTimersByTimeAsync(100);
      expect(poll.reads()).toBe(reads + 3);
      expect(list().find((n) => n.notificationUID === first.notificationUID)?.acknowledgedYN).toBe('Y');
      store.dispatch(signOutSucceeded());
      poll.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a stream silent for longer than two heartbeats is dropped: the list is polled, and the stream reopens from its last id (issue #47 §4)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    // The real port over MSW: the first stream announces its id and then says nothing, never ending (a proxy that
    // kept the response open after the service died); later ones are refused until the test ends.
    const sent: (string | null)[] = [];
    let reads = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/notifications') reads += 1;
    };
    server.events.on('request:start', count);
    server.use(
      http.get('*/api/notifications/stream', ({ request }) => {
        sent.push(request.headers.get('Last-Event-ID'));
        if (sent.length > 1) return HttpResponse.json({ message: 'down' }, { status: 503 });
        const silent = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('retry: 3000\n: connected\n\nid: 57\n\n'));
          },
        });
        return new HttpResponse(silent, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    try {
      const store = makeStore(signedInAs(ALEX), { services: { tokens, eventStreams: fetchEventStreams } });
      await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
      await jest.advanceTimersByTimeAsync(STREAM_SILENCE_LIMIT_MS - 1000);
      expect(sent).toHaveLength(1);
      const readsWhileLive = reads;
      // Past the limit: dropped, reported down, reopened after the server's retry from the id it announced…
      await jest.advanceTimersByTimeAsync(1000 + 3000);
      expect(sent[1]).toBe('57');
      // …and while it stays down the list is read every NOTIFICATIONS_POLL_MS.
      await jest.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
      expect(reads - readsWhileLive).toBeGreaterThanOrEqual(1);
      store.dispatch(signOutSucceeded());
    } finally {
      server.events.removeListener('request:start', count);
      jest.useRealTimers();
    }
  });

  it('polls the list every 30 s while the stream is down, stops when it is back, and stops on sign-out (issue #25 §6)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const poll = await pollingStore();
      const { store } = poll;
      const status = (live: boolean) => poll.status(live);
      const readsAfter = async (ms: number) => {
        const before = poll.reads();
        await jest.advanceTimersByTimeAsync(ms);
        return poll.reads() - before;
      };
      // Connected: no polling.
      act(() => status(true));
      expect(await readsAfter(NOTIFICATIONS_POLL_MS * 2)).toBe(0);
      // Down: a read every 30 s.
      act(() => status(false));
      expect(await readsAfter(NOTIFICATIONS_POLL_MS - 1)).toBe(0);
      expect(await readsAfter(1)).toBe(1);
      expect(await readsAfter(NOTIFICATIONS_POLL_MS)).toBe(1);
      // Back: polling stops.
      act(() => status(true));
      expect(await readsAfter(NOTIFICATIONS_POLL_MS * 2)).toBe(0);
      // Down again, then signed out: polling stops too.
      act(() => status(false));
      store.dispatch(signOutSucceeded());
      expect(await readsAfter(NOTIFICATIONS_POLL_MS * 2)).toBe(0);
      poll.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
