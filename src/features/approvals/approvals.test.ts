import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { makeStore } from '../../app/store';
import { workApi } from '../../api/workApi';
import { MORGAN, tokenFor } from '../../../test/accounts';
import { approveClicked, denyClicked, denySubmitClicked, reasonChanged } from './approvalsSlice';

const tokens = { getToken: () => Promise.resolve(tokenFor(MORGAN)) };
const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

async function storeWithQueue() {
  const store = makeStore(undefined, { services: { tokens } });
  await store.dispatch(workApi.endpoints.getApprovals.initiate());
  const queue = () => workApi.endpoints.getApprovals.select()(store.getState()).data ?? [];
  return { store, queue };
}

describe('approvals: optimistic, with rollback', () => {
  it('takes an approved item out of the queue at once and keeps it out when the server agrees', async () => {
    const { store, queue } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timeoff' && i.request.id === 'to-1');
    expect(item).toBeDefined();
    store.dispatch(approveClicked(item!));
    expect(queue().some((i) => i.id === item!.id)).toBe(false);
    await settle();
    expect(queue().some((i) => i.id === item!.id)).toBe(false);
    expect(store.getState().toasts.items[0]).toMatchObject({ type: 'success', title: 'Approved' });
  });

  it('puts the item back, with an error toast, when the server refuses', async () => {
    server.use(http.post('*/api/approvals/timeoff/:id', () => HttpResponse.json({ message: 'Already decided' }, { status: 409 })));
    const { store, queue } = await storeWithQueue();
    const before = queue();
    const item = before.find((i) => i.kind === 'timeoff')!;
    store.dispatch(approveClicked(item));
    expect(queue()).toHaveLength(before.length - 1);
    await settle();
    expect(queue()).toEqual(before);
    expect(store.getState().toasts.items[0]).toMatchObject({ type: 'error', title: 'Validation Error', message: 'Already decided' });
  });

  it('wants a reason before a deny leaves the modal', async () => {
    const { store, queue } = await storeWithQueue();
    const item = queue().find((i) => i.kind === 'timecard')!;
    store.dispatch(denyClicked(item));
    expect(store.getState().modals.stack.at(-1)).toMatchObject({ title: 'Return timecard', type: 'custom' });
    store.dispatch(denySubmitClicked());
    expect(store.getState().approvals.reasonError).toBe('Give a reason.');
    expect(queue()).toContainEqual(item);
    store.dispatch(reasonChanged('Hours on the wrong job'));
    store.dispatch(denySubmitClicked());
    expect(store.getState().modals.stack).toEqual([]);
    expect(queue()).not.toContainEqual(item);
    await settle();
    expect(store.getState().toasts.items[0]).toMatchObject({ type: 'success', title: 'Timecard returned' });
  });
});
