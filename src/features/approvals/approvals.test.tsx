import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { server } from '../../mocks/node';
import { makeStore } from '../../app/store';
import { workApi } from '../../api/workApi';
import { MORGAN, tokenFor } from '../../../test/accounts';
import type { ApprovalItem } from '../../lib/work/schemas';
import { navigated } from '../router/routerSlice';
import { ApprovalsView } from './ApprovalsView';
import { approvalRows, approveClicked, denyClicked, denySubmitClicked, reasonChanged } from './approvalsSlice';
import type { DecisionMark } from './approvalsSlice';

const tokens = { getToken: () => Promise.resolve(tokenFor(MORGAN)) };
const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

/** Counts the decisions and queue reads that reach the API. */
function countCalls() {
  const calls = { decisions: 0, queueReads: 0 };
  const onRequest = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.startsWith('/api/approvals/')) calls.decisions += 1;
    if (request.method === 'GET' && path === '/api/approvals') calls.queueReads += 1;
  };
  server.events.on('request:start', onRequest);
  return { calls, stop: () => server.events.removeListener('request:start', onRequest) };
}

async function storeWithQueue() {
  const store = makeStore(undefined, { services: { tokens } });
  await store.dispatch(workApi.endpoints.getApprovals.initiate());
  const queue = () => workApi.endpoints.getApprovals.select()(store.getState()).data ?? [];
  const mark = (item: ApprovalItem) => store.getState().approvals.decisions[item.id];
  return { store, queue, mark };
}

describe('approvals: a decision stays on the row it was made on', () => {
  it('keeps an approved item in place, done, while the queue is read again without it', async () => {
    const { store, queue, mark } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timeoff' && i.request.id === 'to-1')!;
    const position = queue().indexOf(item);
    store.dispatch(approveClicked(item, position));
    expect(mark(item)).toMatchObject({ decision: 'approve', status: 'pending', position });
    await settle();
    expect(mark(item)?.status).toBe('done');
    expect(queue().some((i) => i.id === item.id)).toBe(false);
    expect(approvalRows(queue(), store.getState().approvals.decisions)[position]?.item.id).toBe(item.id);
    expect(store.getState().toasts.items[0]).toMatchObject({ type: 'success', title: 'Approved' });
  });

  it('sends one decision for a double click, and only for the item clicked', async () => {
    const { store, queue } = await storeWithQueue();
    const [first, second] = queue();
    const { calls, stop } = countCalls();
    store.dispatch(approveClicked(first!, 0));
    store.dispatch(approveClicked(first!, 0));
    await settle();
    stop();
    expect(calls.decisions).toBe(1);
    expect(store.getState().toasts.items.filter((t) => t.title === 'Approved')).toHaveLength(1);
    expect(queue().some((i) => i.id === second!.id)).toBe(true);
  });

  it('on a conflict says what happened on the row and reads the queue again', async () => {
    server.use(http.post('*/api/approvals/timeoff/:id', () => HttpResponse.json({ message: 'This request was already approved by Riley Park.' }, { status: 409 })));
    const { store, queue, mark } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timeoff')!;
    const { calls, stop } = countCalls();
    store.dispatch(approveClicked(item, 0));
    await settle();
    stop();
    expect(mark(item)).toMatchObject({ status: 'conflict', message: 'This request was already approved by Riley Park.' });
    expect(calls.queueReads).toBe(1);
    expect(store.getState().toasts.items[0]).toMatchObject({ type: 'error', message: 'This request was already approved by Riley Park.' });
  });

  it('gives the row its buttons back when the call fails for another reason', async () => {
    server.use(http.post('*/api/approvals/timeoff/:id', () => HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 })));
    const { store, queue, mark } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timeoff')!;
    store.dispatch(approveClicked(item, 0));
    await settle();
    expect(mark(item)).toBeUndefined();
    expect(queue()).toContainEqual(item);
  });

  it('wants a reason before a deny leaves the modal, then marks the row', async () => {
    const { store, queue, mark } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timecard')!;
    store.dispatch(denyClicked(item, 2));
    expect(store.getState().modals.stack.at(-1)).toMatchObject({ title: 'Return timecard', type: 'custom' });
    store.dispatch(denySubmitClicked());
    expect(store.getState().approvals.reasonError).toBe('Give a reason.');
    expect(mark(item)).toBeUndefined();
    store.dispatch(reasonChanged('Hours on the wrong job'));
    store.dispatch(denySubmitClicked());
    expect(store.getState().modals.stack).toEqual([]);
    expect(mark(item)).toMatchObject({ decision: 'deny', status: 'pending', position: 2 });
    await settle();
    expect(mark(item)?.status).toBe('done');
    expect(store.getState().toasts.items[0]).toMatchObject({ type: 'success', title: 'Timecard returned' });
  });

  it('forgets the decisions when the person leaves the page', async () => {
    const { store, queue } = await storeWithQueue();
    store.dispatch(approveClicked(queue()[0]!, 0));
    await settle();
    store.dispatch(navigated('/timecard/mytime'));
    expect(store.getState().approvals.decisions).toEqual({});
  });
});

describe('approvalRows', () => {
  const item = (id: string): ApprovalItem => ({ id, kind: 'timeoff' }) as unknown as ApprovalItem;
  const done = (it: ApprovalItem, position: number): DecisionMark => ({ item: it, decision: 'approve', status: 'done', position });
  it('puts decided items the server no longer lists back where they were', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(item);
    const rows = approvalRows([b!, d!], { a: done(a!, 0), c: done(c!, 2) });
    expect(rows.map((r) => r.item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(rows.map((r) => r.mark?.status)).toEqual(['done', undefined, 'done', undefined]);
  });
});

describe('ApprovalsView', () => {
  it('keeps the clicked row and its focused button in place; the next row keeps its own buttons', async () => {
    const { store, queue } = await storeWithQueue();
    const user = userEvent.setup();
    render(
      <Provider store={store}>
        <ApprovalsView emptyText="Nothing waiting" />
      </Provider>,
    );
    const rows = await screen.findAllByRole('row');
    const [first, second] = rows.slice(1);
    const approve = within(first!).getByRole('button', { name: 'Approve' });
    await user.dblClick(approve);
    await settle();
    expect(within(first!).getByRole('button', { name: 'Approved' })).toBe(approve);
    expect(approve).toHaveFocus();
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(within(second!).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(queue().length + 1);
  });
});
