import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { server } from '../../mocks/node';
import { makeStore } from '../../app/store';
import { workApi } from '../../api/workApi';
import { ALEX, MORGAN, signedInAs, tokenFor } from '../../../test/accounts';
import type { ApprovalItem } from '../../shared/work/schemas';
import { ApprovalsQuerySchema, pageOfQueue, pageRequest } from '../../shared/work/approvalsQueue';
import { modalConfirmClicked } from '../modals/events';
import { ModalHost } from '../modals/ModalHost';
import { navigated } from '../router/routerSlice';
import { signOutClicked } from '../auth/events';
import { authStartupSucceeded } from '../auth/authSlice';
import { toastActionClicked } from '../toasts/events';
import { ApprovalsView, PHONE_QUERY } from './ApprovalsView';
import {
  approvalRows,
  approveClicked,
  BULK_MODAL_ID,
  decisionsFlushed,
  denyClicked,
  denySubmitClicked,
  reasonChanged,
  selectApprovalRows,
  selectBulkChoice,
  selectionToggled,
  UNDO_WINDOW_MS,
  undoClicked,
} from './approvalsSlice';
import { bulkApproveClicked } from './events';
import type { DecisionMark } from './approvalsSlice';

const tokens = { getToken: () => Promise.resolve(tokenFor(MORGAN)) };
/** Lets the listeners and the mock API answer (the clock is fake: it moves on with the real one). */
const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));
/** The undo window closes: the fake clock jumps over it, then the sends are answered. */
const windowCloses = async () => {
  await act(() => jest.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
  await settle();
};

beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

/** Counts the decisions and queue reads that reach the API. */
function countCalls() {
  const calls = { decisions: 0, queueReads: 0, decided: [] as string[] };
  const onRequest = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.startsWith('/api/approvals/')) {
      calls.decisions += 1;
      calls.decided.push(path);
    }
    if (request.method === 'GET' && path === '/api/approvals') calls.queueReads += 1;
  };
  server.events.on('request:start', onRequest);
  return { calls, stop: () => server.events.removeListener('request:start', onRequest) };
}

async function storeWithQueue() {
  const store = makeStore(undefined, { services: { tokens } });
  await store.dispatch(workApi.endpoints.getApprovals.initiate());
  const queue = () => workApi.endpoints.getApprovals.select()(store.getState()).data?.pages.flatMap((page) => page.items) ?? [];
  const mark = (item: ApprovalItem) => store.getState().approvals.decisions[item.id];
  const toasts = () => store.getState().toasts.items;
  return { store, queue, mark, toasts };
}


/** Makes the phone media query match (the views read it through matchMedia); returns the original to restore. */
function actAsPhone(): typeof window.matchMedia {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original(query);
    return Object.assign(Object.create(list) as MediaQueryList, { matches: query === PHONE_QUERY, media: query });
  };
  return original;
}

describe('approvals: an approver\'s queue is read once the browser is idle after sign-in (issue #28)', () => {
  it('reads it once for someone who approves, so Approve Time has it before the first click; not again for later actions', async () => {
    const { calls, stop } = countCalls();
    try {
      const store = makeStore(undefined, { services: { tokens } });
      store.dispatch(authStartupSucceeded({ accounts: [MORGAN], activeAccountId: MORGAN.homeAccountId }));
      await settle();
      expect(calls.queueReads).toBe(1);
      expect(workApi.endpoints.getApprovals.select()(store.getState()).data?.pages[0]?.items.length).toBeGreaterThan(0);
      store.dispatch(navigated('/home'));
      await settle();
      expect(calls.queueReads).toBe(1);
    } finally {
      stop();
    }
  });

  it('reads nothing for someone Approve Time is not for, nor before sign-in', async () => {
    const { calls, stop } = countCalls();
    try {
      const store = makeStore(undefined, { services: { tokens: { getToken: () => Promise.resolve(tokenFor(ALEX)) } } });
      store.dispatch(navigated('/home'));
      await settle();
      store.dispatch(authStartupSucceeded({ accounts: [ALEX], activeAccountId: ALEX.homeAccountId }));
      await settle();
      expect(calls.queueReads).toBe(0);
    } finally {
      stop();
    }
  });
});

describe('approvals: a decision is held for 5 s with Undo, then sent (ADR 0128)', () => {
  it('holds an approval on its row with Undo on its toast, sends nothing meanwhile, then sends it and keeps the row in place', async () => {
    const { store, queue, mark, toasts } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timeoff' && i.request.id === 'to-1')!;
    const position = queue().indexOf(item);
    const { calls, stop } = countCalls();
    store.dispatch(approveClicked(item, position));
    await settle();
    expect(mark(item)).toMatchObject({ decision: 'approve', status: 'held', position });
    expect(calls.decisions).toBe(0);
    const toast = toasts()[0]!;
    expect(toast).toMatchObject({ type: 'success', title: 'Approved', message: "Alex Rivera's time off", duration: UNDO_WINDOW_MS, action: { label: 'Undo', action: undoClicked(mark(item)!.batch) } });
    await windowCloses();
    stop();
    expect(calls.decisions).toBe(1);
    expect(mark(item)?.status).toBe('done');
    expect(queue().some((i) => i.id === item.id)).toBe(false);
    expect(approvalRows(queue(), store.getState().approvals.decisions)[position]?.item.id).toBe(item.id);
    // One toast for the decision: the one with Undo, gone with its window; the answer raises none.
    expect(toasts().filter((t) => t.type === 'success')).toEqual([]);
  });

  it('Undo on the toast takes the decision back before anything reaches the server', async () => {
    const { store, queue, mark, toasts } = await storeWithQueue();
    const item = queue()[0]!;
    const { calls, stop } = countCalls();
    store.dispatch(approveClicked(item, 0));
    await settle();
    store.dispatch(toastActionClicked({ id: toasts()[0]!.id }));
    expect(mark(item)).toBeUndefined();
    await windowCloses();
    stop();
    expect(calls.decisions).toBe(0);
    expect(queue()).toContainEqual(item);
  });

  it('sends a held decision at once when the page is left, or on pagehide, never losing it', async () => {
    const { store, queue } = await storeWithQueue();
    const [first, second] = queue();
    const { calls, stop } = countCalls();
    store.dispatch(approveClicked(first!, 0));
    await settle();
    // pagehide: sent there and then, with the token the hold already has, by a request that outlives the page.
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.decisions).toBe(1);
    await settle();
    expect(store.getState().approvals.decisions[first!.id]?.status).toBe('done');
    store.dispatch(approveClicked(second!, 1));
    await settle();
    expect(calls.decisions).toBe(1);
    store.dispatch(navigated('/timecard/mytime'));
    await settle();
    stop();
    expect(calls.decisions).toBe(2);
    expect(store.getState().approvals.decisions).toEqual({});
  });

  it('sends a held decision at once on sign-out', async () => {
    const { store, queue } = await storeWithQueue();
    const { calls, stop } = countCalls();
    store.dispatch(approveClicked(queue()[0]!, 0));
    await settle();
    expect(calls.decisions).toBe(0);
    store.dispatch(signOutClicked());
    await settle();
    stop();
    expect(calls.decisions).toBe(1);
  });

  it('sends one decision for a double click, and only for the item clicked', async () => {
    const { store, queue, toasts } = await storeWithQueue();
    const [first, second] = queue();
    const { calls, stop } = countCalls();
    store.dispatch(approveClicked(first!, 0));
    store.dispatch(approveClicked(first!, 0));
    await settle();
    expect(toasts().filter((t) => t.title === 'Approved')).toHaveLength(1);
    await windowCloses();
    stop();
    expect(calls.decisions).toBe(1);
    expect(queue().some((i) => i.id === second!.id)).toBe(true);
  });

  it('on a conflict says what happened on the row and takes the item out of the loaded pages, reading none again (ADR 0172)', async () => {
    server.use(http.post('*/api/approvals/timeoff/:id', () => HttpResponse.json({ message: 'This request was already approved by Riley Park.' }, { status: 409 })));
    const { store, queue, mark, toasts } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timeoff')!;
    const { calls, stop } = countCalls();
    store.dispatch(approveClicked(item, 0));
    await windowCloses();
    stop();
    expect(mark(item)).toMatchObject({ status: 'conflict', message: 'This request was already approved by Riley Park.' });
    expect(calls.queueReads).toBe(0);
    expect(queue().some((i) => i.id === item.id)).toBe(false);
    expect(toasts()[0]).toMatchObject({ type: 'error', message: 'This request was already approved by Riley Park.' });
  });

  it('gives the row its buttons back when the call fails for another reason', async () => {
    server.use(http.post('*/api/approvals/timeoff/:id', () => HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 })));
    const { store, queue, mark } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timeoff')!;
    store.dispatch(approveClicked(item, 0));
    store.dispatch(decisionsFlushed());
    // The base query retries a 503 three times (1 s, 2 s, 4 s) before it gives up.
    await act(() => jest.advanceTimersByTimeAsync(8000));
    await settle();
    expect(mark(item)).toBeUndefined();
    expect(queue()).toContainEqual(item);
  });

  it('wants a reason before a deny leaves the modal, then holds the deny on the row and sends it', async () => {
    const { store, queue, mark, toasts } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timecard')!;
    store.dispatch(denyClicked(item, 2));
    expect(store.getState().modals.stack.at(-1)).toMatchObject({ title: 'Return timecard', type: 'custom' });
    store.dispatch(denySubmitClicked());
    expect(store.getState().approvals.reasonError).toBe('Give a reason.');
    expect(mark(item)).toBeUndefined();
    store.dispatch(reasonChanged('Hours on the wrong job'));
    store.dispatch(denySubmitClicked());
    await settle();
    expect(store.getState().modals.stack).toEqual([]);
    expect(mark(item)).toMatchObject({ decision: 'deny', status: 'held', position: 2 });
    expect(toasts()[0]).toMatchObject({ type: 'success', title: 'Timecard returned', action: { label: 'Undo' } });
    await windowCloses();
    expect(mark(item)?.status).toBe('done');
  });
});

describe('approvals: bulk approve', () => {
  it('asks first, naming how many items of whom; approves each as its own decision; one 409 does not stop the others; one toast for the act', async () => {
    const { store, queue, mark, toasts } = await storeWithQueue();
    const items = queue().slice(0, 3);
    const refused = items.find((i) => i.kind === 'timeoff')!;
    const path = `*/api/approvals/timeoff/${refused.request.id}`;
    server.use(http.post(path, () => HttpResponse.json({ message: 'This request was cancelled.' }, { status: 409 })));
    for (const item of items) store.dispatch(selectionToggled(item.id));
    store.dispatch(bulkApproveClicked(items.map((item, position) => ({ item, position }))));
    const modal = store.getState().modals.stack.at(-1)!;
    expect(modal).toMatchObject({ id: BULK_MODAL_ID, type: 'confirmation', title: 'Approve 3 items?', confirmText: 'Approve 3 items' });
    const names = [...new Set(items.map((i) => (i.kind === 'timeoff' ? i.request.employeeName : i.week.employeeName)))];
    for (const name of names) expect(modal.message).toContain(name);
    expect(modal.message).toMatch(/^You are approving 3 items of /);
    const { calls, stop } = countCalls();
    store.dispatch(modalConfirmClicked({ id: BULK_MODAL_ID }));
    await settle();
    expect(items.map((i) => mark(i)?.status)).toEqual(['held', 'held', 'held']);
    expect(store.getState().approvals.selected).toEqual({});
    expect(calls.decisions).toBe(0);
    await windowCloses();
    stop();
    expect(calls.decisions).toBe(3);
    expect(mark(refused)).toMatchObject({ status: 'conflict', message: 'This request was cancelled.' });
    expect(items.filter((i) => i !== refused).map((i) => mark(i)?.status)).toEqual(['done', 'done']);
    // No error toast per item: one toast says how many were approved and which failed.
    expect(toasts().filter((t) => t.type === 'success' || t.type === 'error')).toEqual([]);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ type: 'warning', title: '2 of 3 items approved' });
    expect(toasts()[0]!.message).toContain('This request was cancelled.');
  });

  it('one success toast with Undo for the whole act, and Undo takes every item back unsent', async () => {
    const { store, queue, mark, toasts } = await storeWithQueue();
    const items = queue().slice(0, 2);
    const { calls, stop } = countCalls();
    store.dispatch(bulkApproveClicked(items.map((item, position) => ({ item, position }))));
    store.dispatch(modalConfirmClicked({ id: BULK_MODAL_ID }));
    await settle();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ type: 'success', title: '2 items approved', action: { label: 'Undo' } });
    store.dispatch(toastActionClicked({ id: toasts()[0]!.id }));
    await windowCloses();
    stop();
    expect(calls.decisions).toBe(0);
    expect(items.map(mark)).toEqual([undefined, undefined]);
  });
});

describe('approvals: history', () => {
  it("reads an item's history from the trail: the request (from the record), then the approval and who made it", async () => {
    const { store, queue } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timeoff' && i.request.id === 'to-1')!;
    store.dispatch(approveClicked(item, 0));
    store.dispatch(decisionsFlushed());
    await settle();
    const history = await store.dispatch(workApi.endpoints.getApprovalHistory.initiate(item.id));
    expect(history.data?.map((e) => [e.event, e.by])).toEqual([
      ['requested', 'Alex Rivera'],
      ['approved', 'Morgan Lee'],
    ]);
    expect(history.data?.[1]?.at).toEqual(expect.any(String));
  });

  it('refuses the history of an item of someone the caller does not approve for', async () => {
    const { store } = await storeWithQueue();
    const result = await store.dispatch(workApi.endpoints.getApprovalHistory.initiate('timecard:harper.quinn@contoso.test:2026-11-16'));
    expect(result.error).toMatchObject({ status: 404 });
  });
});

describe('approvalRows', () => {
  const item = (id: string): ApprovalItem => ({ id, kind: 'timeoff' }) as unknown as ApprovalItem;
  const done = (it: ApprovalItem, position: number): DecisionMark => ({ item: it, decision: 'approve', status: 'done', position, batch: 'b' });
  it('puts decided items the server no longer lists back where they were', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(item);
    const rows = approvalRows([b!, d!], { a: done(a!, 0), c: done(c!, 2) });
    expect(rows.map((r) => r.item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(rows.map((r) => r.mark?.status)).toEqual(['done', undefined, 'done', undefined]);
  });
});

function renderPage(store: Awaited<ReturnType<typeof storeWithQueue>>['store']) {
  return render(
    <Provider store={store}>
      <ApprovalsView emptyText="Nothing waiting" />
      <ModalHost />
    </Provider>,
  );
}

describe('ApprovalsView', () => {
  it('keeps the clicked row and its focused button in place, with Undo while held; the next row keeps its own buttons', async () => {
    const { store, queue } = await storeWithQueue();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderPage(store);
    const rows = await screen.findAllByRole('row');
    const [first, second] = rows.slice(1);
    const approve = within(first!).getByRole('button', { name: 'Approve' });
    await user.dblClick(approve);
    await settle();
    expect(within(first!).getByRole('button', { name: 'Approved' })).toBe(approve);
    expect(approve).toHaveFocus();
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(within(second!).getByRole('button', { name: 'Approve' })).toBeEnabled();
    // Undo on the row takes it back: its buttons return, and nothing was sent.
    const { calls, stop } = countCalls();
    await user.click(within(first!).getByRole('button', { name: 'Undo' }));
    expect(within(first!).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await windowCloses();
    stop();
    expect(calls.decisions).toBe(0);
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(queue().length);
  });

  it('approves the ticked items after the confirmation (checkboxes named by person and item)', async () => {
    const { store, queue } = await storeWithQueue();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderPage(store);
    const boxes = await screen.findAllByRole('checkbox', { name: /^Select / });
    expect(boxes).toHaveLength(queue().length);
    // The queue's order (ADR 0172): time off by first day, Olivia's appointment first.
    expect(boxes[0]).toHaveAccessibleName(expect.stringMatching(/^Select Olivia Chen: Time off: Personal, /));
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();
    await user.click(boxes[0]!);
    act(() => boxes[1]!.focus());
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 items?' });
    const { calls, stop } = countCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2 items' }));
    await windowCloses();
    stop();
    expect(calls.decisions).toBe(2);
  });

  it('shows an item history in a dialog, dates in the browser locale', async () => {
    const { store } = await storeWithQueue();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderPage(store);
    await user.click(await screen.findByRole('button', { name: /^History: Alex Rivera, Time off: Vacation/ }));
    const dialog = await screen.findByRole('dialog', { name: /^History: Alex Rivera/ });
    const steps = await within(dialog).findAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/^Requested by Alex Rivera, /);
    const created = (workApi.endpoints.getApprovals.select()(store.getState()).data?.pages[0]?.items ?? []).find((i) => i.kind === 'timeoff')!;
    const at = created.request.createdAt;
    expect(within(steps[0]!).getByText(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)))).toHaveAttribute('datetime', at);
  });

  it('on a phone shows each item as a card with its actions', async () => {
    const original = actAsPhone();
    try {
      const { store, queue } = await storeWithQueue();
      renderPage(store);
      const list = await screen.findByRole('list', { name: 'Waiting for your approval' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(queue().length);
      expect(screen.queryByRole('table')).toBeNull();
      for (const card of cards) {
        expect(within(card).getByRole('button', { name: 'Approve' })).toBeVisible();
        expect(within(card).getByRole('button', { name: /^(Deny|Return)$/ })).toBeVisible();
        expect(within(card).getByRole('checkbox')).toBeEnabled();
      }
    } finally {
      window.matchMedia = original;
    }
  });
});

/** `count` pending time-off requests, one person each (Person 0, Person 1…), served as the queue. */
function manyItems(count: number): ApprovalItem[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'timeoff' as const,
    id: `timeoff:many-${String(i).padStart(5, '0')}`,
    request: {
      id: `many-${String(i).padStart(5, '0')}`,
      employeeId: `person.${i}@contoso.test`,
      employeeName: `Person ${i}`,
      type: 'vacation' as const,
      firstDay: '2026-12-07',
      lastDay: '2026-12-08',
      hours: 16,
      note: '',
      status: 'pending' as const,
      decidedBy: null,
      reason: null,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  }));
}

const MANY = 2000;
/** The table row's estimate in ApprovalsView (jsdom lays nothing out, so every row keeps it). */
const ROW_PX = 53;

/** Serves `items` as the queue, paged as the service pages it (src/shared/work/approvalsQueue.ts). */
function serveQueue(items: readonly ApprovalItem[]) {
  server.use(
    http.get('*/api/approvals', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const { after, limit } = pageRequest(ApprovalsQuerySchema.parse(query));
      return HttpResponse.json(pageOfQueue(items, after, limit));
    }),
  );
}

/** A store with `count` items queued, every page of them loaded (as after scrolling to the end). */
async function storeWithMany(count = MANY) {
  serveQueue(manyItems(count));
  const made = await storeWithQueue();
  while (workApi.endpoints.getApprovals.select()(made.store.getState()).hasNextPage) await made.store.dispatch(workApi.endpoints.getApprovals.initiate(undefined, { direction: 'forward' }));
  expect(made.queue()).toHaveLength(count);
  return made;
}

/** The window scrolls to `y` (jsdom has no layout: the offset is set and the scroll event sent). */
function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The data rows in the DOM (the header and the spacers left out: spacers are hidden from assistive technology). */
const dataRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (i: number) => screen.getByRole('row', { name: new RegExp(`^Person ${i}: `) });

describe('ApprovalsView with a long queue: only the rows in view are mounted (ADR 0136)', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('mounts a window of rows, not the whole queue, and tells assistive technology the table has them all', async () => {
    const { store } = await storeWithMany();
    renderPage(store);
    const table = await screen.findByRole('table', { name: 'Waiting for your approval' });
    expect(table).toHaveAttribute('aria-rowcount', String(MANY + 1));
    expect(screen.getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    const rows = dataRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    rows.forEach((row, i) => {
      expect(row).toHaveAttribute('aria-rowindex', String(i + 2));
      expect(row).toHaveAccessibleName(new RegExp(`^Person ${i}: `));
    });
    // The rows left out are spacers of their height: the table is as tall as with every row.
    const spacers = table.querySelectorAll('tbody > tr[aria-hidden="true"]');
    const spacerPx = [...spacers].reduce((sum, tr) => sum + parseFloat((tr as HTMLElement).style.height), 0);
    expect(spacerPx).toBe((MANY - rows.length) * ROW_PX);
  });

  it('scrolled down, mounts the rows there, each with its place in the table', async () => {
    const { store } = await storeWithMany();
    renderPage(store);
    await screen.findByRole('table', { name: 'Waiting for your approval' });
    scrollWindowTo(1000 * ROW_PX);
    const rows = dataRows();
    expect(rows.length).toBeLessThan(60);
    expect(screen.queryByRole('row', { name: /^Person 0: / })).toBeNull();
    expect(rowOf(1000)).toHaveAttribute('aria-rowindex', '1002');
    for (const row of rows) {
      const index = Number(/^Person (\d+): /.exec(row.getAttribute('aria-label') ?? '')?.[1]);
      expect(row).toHaveAttribute('aria-rowindex', String(index + 2));
    }
  });

  it('keeps the row with the keyboard focus mounted, and focused, when it is scrolled out of view', async () => {
    const { store } = await storeWithMany();
    renderPage(store);
    await screen.findByRole('table', { name: 'Waiting for your approval' });
    const approve = within(rowOf(0)).getByRole('button', { name: 'Approve' });
    act(() => approve.focus());
    scrollWindowTo(1000 * ROW_PX);
    expect(rowOf(1000)).toBeInTheDocument();
    expect(rowOf(0)).toContainElement(approve);
    expect(approve).toHaveFocus();
    // Once the focus leaves the list (to "Approve selected", enabled by a tick), the row far away goes like the others.
    fireEvent.click(within(rowOf(1000)).getByRole('checkbox'));
    const bulk = screen.getByRole('button', { name: 'Approve selected (1)' });
    act(() => bulk.focus());
    expect(bulk).toHaveFocus();
    scrollWindowTo(1001 * ROW_PX);
    expect(screen.queryByRole('row', { name: /^Person 0: / })).toBeNull();
  });

  it('a decision made far down the list acts on the row it was made on, and only that one', async () => {
    const { store, queue, mark } = await storeWithMany();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderPage(store);
    await screen.findByRole('table', { name: 'Waiting for your approval' });
    scrollWindowTo(1500 * ROW_PX);
    await user.click(within(rowOf(1503)).getByRole('button', { name: 'Approve' }));
    const item = queue()[1503]!;
    expect(mark(item)).toMatchObject({ decision: 'approve', status: 'held', position: 1503 });
    expect(Object.keys(store.getState().approvals.decisions)).toEqual([item.id]);
    expect(within(rowOf(1503)).getByRole('button', { name: 'Approved' })).toHaveFocus();
    expect(within(rowOf(1504)).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await user.click(within(rowOf(1503)).getByRole('button', { name: 'Undo' }));
    expect(mark(item)).toBeUndefined();
  });

  it('keeps ticks on rows scrolled away and back, and approves exactly the ticked items', async () => {
    const { store, queue, mark } = await storeWithMany();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderPage(store);
    await screen.findByRole('table', { name: 'Waiting for your approval' });
    await user.click(within(rowOf(2)).getByRole('checkbox'));
    scrollWindowTo(1200 * ROW_PX);
    await user.click(within(rowOf(1201)).getByRole('checkbox', { name: /^Select Person 1201: / }));
    await user.click(within(rowOf(1205)).getByRole('checkbox', { name: /^Select Person 1205: / }));
    scrollWindowTo(0);
    expect(within(rowOf(2)).getByRole('checkbox')).toBeChecked();
    expect(within(rowOf(3)).getByRole('checkbox')).not.toBeChecked();
    scrollWindowTo(1200 * ROW_PX);
    expect(within(rowOf(1201)).getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Approve selected (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 3 items?' });
    expect(dialog).toHaveTextContent('You are approving 3 items of Person 2, Person 1201 and Person 1205.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 3 items' }));
    await settle();
    const decided = Object.values(store.getState().approvals.decisions).map((m) => [m.item.id, m.position]);
    const byId = (a: (string | number)[], b: (string | number)[]) => String(a[0]).localeCompare(String(b[0]));
    expect(decided.sort(byId)).toEqual(
      [
        [queue()[1201]!.id, 1201],
        [queue()[1205]!.id, 1205],
        [queue()[2]!.id, 2],
      ].sort(byId),
    );
    expect(mark(queue()[2]!)?.batch).toBe(mark(queue()[1205]!)?.batch);
    expect(store.getState().approvals.selected).toEqual({});
  });

  it('opened again, mounts from its first render the rows that fill the window where the list was, none mounted and taken out', async () => {
    const { store } = await storeWithMany();
    const innerHeight = window.innerHeight;
    // A layout as Chromium measured the page at 1280 × 800 (jsdom has none): the list 369 px down, its rows 85 px.
    const layout = (top: number, row: number) => {
      Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
      jest.spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: top, top, bottom: top, left: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
      jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function offsetHeight(this: HTMLElement) {
        return this.matches('tr[data-index]') ? row : 0;
      });
    };
    /** Opens the page, records the rows taken out of the document while it opens, and leaves it. */
    const visit = async () => {
      const removed: string[] = [];
      const rowsIn = (nodes: NodeList) =>
        [...nodes].flatMap((node) => (node instanceof HTMLElement ? [...(node.matches('tr[data-index]') ? [node] : node.querySelectorAll('tr[data-index]'))] : [])).map((row) => row.getAttribute('data-index') ?? '');
      const observer = new MutationObserver((records) => {
        for (const record of records) removed.push(...rowsIn(record.removedNodes));
      });
      observer.observe(document.body, { childList: true, subtree: true });
      const view = renderPage(store);
      await screen.findByRole('table', { name: 'Waiting for your approval' });
      await act(async () => {});
      const mounted = dataRows().map((row) => row.getAttribute('data-index'));
      for (const record of observer.takeRecords()) removed.push(...rowsIn(record.removedNodes));
      observer.disconnect();
      view.unmount();
      return { removed, mounted };
    };
    try {
      layout(369, 85);
      await visit();
      const again = await visit();
      // The 431 px of the window under the list's top hold rows 0–5; 4 more are mounted beyond it.
      expect(again.mounted).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
      expect(again.removed).toEqual([]);
      // Back to the layout jsdom gives the other tests (the list at the top, rows of the estimate).
      layout(0, ROW_PX);
      await visit();
    } finally {
      jest.restoreAllMocks();
      Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
    }
  });

  it('on a phone mounts a window of cards, each saying its place in the list', async () => {
    const original = actAsPhone();
    try {
      const { store } = await storeWithMany();
      renderPage(store);
      const list = await screen.findByRole('list', { name: 'Waiting for your approval' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards.length).toBeGreaterThan(2);
      expect(cards.length).toBeLessThan(30);
      cards.forEach((card, i) => {
        expect(card).toHaveAttribute('aria-setsize', String(MANY));
        expect(card).toHaveAttribute('aria-posinset', String(i + 1));
        expect(card).toHaveAccessibleName(new RegExp(`^Person ${i}: `));
      });
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('selectApprovalRows and selectBulkChoice', () => {
  it('derive the rows once per change of the queue or the decisions, and the ticked undecided items once per tick', async () => {
    const { store, queue } = await storeWithQueue();
    const items = queue();
    const rows = selectApprovalRows(store.getState(), items);
    expect(selectApprovalRows(store.getState(), items)).toBe(rows);
    expect(rows.map((r) => r.item)).toEqual(items);
    expect(selectBulkChoice(store.getState(), items).chosen).toEqual([]);
    store.dispatch(selectionToggled(items[1]!.id));
    // A tick derives no rows again: the list renders not again, only the ticked box and the bulk bar do.
    expect(selectApprovalRows(store.getState(), items)).toBe(rows);
    expect(selectBulkChoice(store.getState(), items).chosen).toEqual([{ item: items[1], position: 1 }]);
    store.dispatch(selectionToggled(items[3]!.id));
    store.dispatch(approveClicked(items[3]!, 3));
    const after = selectApprovalRows(store.getState(), items);
    expect(after).not.toBe(rows);
    expect(selectBulkChoice(store.getState(), items).chosen).toEqual([{ item: items[1], position: 1 }]);
    expect(selectBulkChoice(store.getState(), items).open).not.toContain(items[3]!.id);
    expect(store.getState().approvals.selected).toEqual({ [items[1]!.id]: true });
    // The rows keep the cached items: a memoised row whose item and decision stay renders not again.
    expect(after[1]!.item).toBe(rows[1]!.item);
  });

  it('derive nothing again when the page is left and opened again with nothing decided or ticked (ADR 0156)', async () => {
    const { store, queue } = await storeWithQueue();
    const items = queue();
    const rows = selectApprovalRows(store.getState(), items);
    const choice = selectBulkChoice(store.getState(), items);
    store.dispatch(navigated('/home'));
    store.dispatch(navigated('/timecard/approval'));
    expect(selectApprovalRows(store.getState(), items)).toBe(rows);
    expect(selectBulkChoice(store.getState(), items)).toBe(choice);
    // A tick is dropped on leaving.
    store.dispatch(selectionToggled(items[0]!.id));
    const ticked = selectBulkChoice(store.getState(), items);
    expect(ticked.chosen).toEqual([{ item: items[0], position: 0 }]);
    store.dispatch(navigated('/home'));
    const left = selectBulkChoice(store.getState(), items);
    expect(left).not.toBe(ticked);
    expect(left.chosen).toEqual([]);
    expect(selectApprovalRows(store.getState(), items).every((row) => row.mark === undefined)).toBe(true);
  });
});

describe('the queue starts with the navigation (issue #28, ADR 0136)', () => {
  it('is requested when Morgan goes to Approve Time, before anything renders, once; not for someone the page refuses', async () => {
    const { calls, stop } = countCalls();
    try {
      const morgan = makeStore(signedInAs(MORGAN), { services: { tokens } });
      morgan.dispatch(navigated('/timecard/approval'));
      await settle();
      expect(calls.queueReads).toBe(1);
      expect(workApi.endpoints.getApprovals.select()(morgan.getState()).data?.pages[0]?.items.length).toBeGreaterThan(0);
      // The page's own query reads the queue just fetched: no second request.
      render(
        <Provider store={morgan}>
          <ApprovalsView emptyText="Nothing waiting" />
        </Provider>,
      );
      await settle();
      expect(calls.queueReads).toBe(1);

      const alex = makeStore(signedInAs(ALEX), { services: { tokens: { getToken: () => Promise.resolve(tokenFor(ALEX)) } } });
      alex.dispatch(navigated('/timecard/approval'));
      const signedOut = makeStore(undefined, { services: { tokens } });
      signedOut.dispatch(navigated('/timecard/approval'));
      await settle();
      expect(calls.queueReads).toBe(1);
    } finally {
      stop();
    }
  });
});

describe('ApprovalsView in pages (issue #49 §1, ADR 0172)', () => {
  const QUEUED = 250;
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  /** The store with the queue's first page read, as the page finds it. */
  async function firstPageOnly() {
    serveQueue(manyItems(QUEUED));
    return storeWithQueue();
  }

  it('shows the first page with the count of every waiting item, and loads the next as the list is scrolled near its end, saying so politely', async () => {
    const { store, queue } = await firstPageOnly();
    expect(queue()).toHaveLength(100);
    const { calls, stop } = countCalls();
    renderPage(store);
    const table = await screen.findByRole('table', { name: 'Waiting for your approval' });
    expect(screen.getByText('250 waiting, 100 loaded')).toBeInTheDocument();
    // Every waiting item counts for assistive technology, loaded or not.
    expect(table).toHaveAttribute('aria-rowcount', String(QUEUED + 1));
    expect(screen.getByRole('status')).toHaveTextContent('Loaded 100 of 250.');
    expect(calls.queueReads).toBe(0);
    scrollWindowTo(95 * ROW_PX);
    await settle();
    expect(calls.queueReads).toBe(1);
    expect(queue()).toHaveLength(200);
    expect(screen.getByRole('status')).toHaveTextContent('Loaded 200 of 250.');
    scrollWindowTo(148 * ROW_PX);
    expect(rowOf(150)).toHaveAttribute('aria-rowindex', '152');
    // The rest with the button under the list (the keyboard's way): then there is nothing more to load.
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    stop();
    expect(queue().map((i) => i.id)).toEqual(manyItems(QUEUED).map((i) => i.id));
    expect(screen.getByText('250 waiting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('approves exactly the ticked items of every loaded page; a decided item leaves its page and the count, no page is read again', async () => {
    const { store, queue, mark } = await firstPageOnly();
    server.use(
      http.post('*/api/approvals/timeoff/:id', ({ params }) => {
        const found = manyItems(QUEUED).find((i) => i.kind === 'timeoff' && i.request.id === params.id);
        return found?.kind === 'timeoff' ? HttpResponse.json({ ...found.request, status: 'approved', decidedBy: 'Morgan Lee' }) : HttpResponse.json({ message: 'No such request' }, { status: 404 });
      }),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderPage(store);
    await screen.findByRole('table', { name: 'Waiting for your approval' });
    await user.click(within(rowOf(1)).getByRole('checkbox'));
    scrollWindowTo(95 * ROW_PX);
    await settle();
    scrollWindowTo(140 * ROW_PX);
    await user.click(within(rowOf(141)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 items?' });
    expect(dialog).toHaveTextContent('You are approving 2 items of Person 1 and Person 141.');
    const { calls, stop } = countCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2 items' }));
    await windowCloses();
    stop();
    expect(calls.decided.sort()).toEqual(['/api/approvals/timeoff/many-00001', '/api/approvals/timeoff/many-00141']);
    expect(calls.queueReads).toBe(0);
    expect(mark(manyItems(QUEUED)[141]!)).toMatchObject({ status: 'done', position: 141 });
    // Out of the loaded pages, the count down by two; the decided rows stay where they were on the page.
    expect(queue()).toHaveLength(198);
    expect(screen.getByText('248 waiting, 198 loaded')).toBeInTheDocument();
    expect(within(rowOf(141)).getByRole('button', { name: 'Approved' })).toBeInTheDocument();
  });

  it('"Select all loaded" ticks the loaded rows only, as it says', async () => {
    const { store } = await firstPageOnly();
    renderPage(store);
    await screen.findByRole('table', { name: 'Waiting for your approval' });
    fireEvent.click(screen.getByRole('button', { name: 'Select all loaded (100)' }));
    expect(Object.keys(store.getState().approvals.selected)).toHaveLength(100);
    expect(screen.getByRole('button', { name: 'Approve selected (100)' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(store.getState().approvals.selected).toEqual({});
  });

  it('a live update reads the loaded pages again from the first: an item added or decided elsewhere is listed once, none twice, none lost', async () => {
    const items = manyItems(QUEUED);
    serveQueue(items);
    const { store, queue } = await storeWithQueue();
    await store.dispatch(workApi.endpoints.getApprovals.initiate(undefined, { direction: 'forward' }));
    expect(queue()).toHaveLength(200);
    // Meanwhile: one decided elsewhere on the first page, one new before the cursor of the second.
    const added = { ...items[0]!, id: 'timeoff:many-00050a', request: { ...(items[0] as Extract<ApprovalItem, { kind: 'timeoff' }>).request, id: 'many-00050a', employeeName: 'Person new' } };
    serveQueue([...items.filter((i) => i.id !== items[10]!.id), added]);
    store.dispatch(workApi.util.invalidateTags(['Approval']));
    await settle();
    await settle();
    const ids = queue().map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(added.id);
    expect(ids).not.toContain(items[10]!.id);
    // Two pages again, contiguous in the queue's order: the second starts right after the first ends.
    expect(ids).toEqual([...items.filter((i) => i.id !== items[10]!.id), added].map((i) => i.id).sort().slice(0, 200));
  });
});
