import { makeStore } from '../../app/store';
import { navigated } from '../router/routerSlice';
import { toastRequested } from './events';
import { DEFAULT_DURATION_MS, ERROR_DURATION_MS, MAX_TOASTS } from './toastsSlice';
import { toastActionClicked, toastCloseClicked, toastHovered, toastLeft } from './events';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('refuses a blank title with a console warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore();
    store.dispatch(toastRequested({ type: 'info', title: '   ' }));
    expect(store.getState().toasts.items).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('uses the spec durations: 5000 default, 8000 for errors, 0 for loading', () => {
    const store = makeStore();
    store.dispatch(toastRequested({ type: 'success', title: 'Saved' }));
    store.dispatch(toastRequested({ type: 'error', title: 'Failed' }));
    store.dispatch(toastRequested({ type: 'loading', title: 'Loading' }));
    expect(store.getState().toasts.items.map((t) => [t.title, t.duration])).toEqual([
      ['Loading', 0],
      ['Failed', ERROR_DURATION_MS],
      ['Saved', DEFAULT_DURATION_MS],
    ]);
  });

  it('stacks an identical type and title: the counter rises, message and time refresh, and it moves to the front', async () => {
    const store = makeStore();
    store.dispatch(toastRequested({ type: 'error', title: 'Authentication Failed', message: 'first' }));
    store.dispatch(toastRequested({ type: 'info', title: 'Other' }));
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(toastRequested({ type: 'error', title: 'Authentication Failed', message: 'second' }));
    const [front, ...rest] = store.getState().toasts.items;
    expect(front).toMatchObject({ title: 'Authentication Failed', stackCount: 2, message: 'second', createdAt: '2026-11-22T10:00:01.000Z' });
    expect(rest.map((t) => t.title)).toEqual(['Other']);
    // The refreshed toast gets its full time again.
    await jest.advanceTimersByTimeAsync(ERROR_DURATION_MS - 1);
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Authentication Failed']);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('keeps at most 5, newest first', () => {
    const store = makeStore();
    for (let i = 1; i <= 7; i += 1) store.dispatch(toastRequested({ type: 'info', title: `Toast ${i}` }));
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
    expect(store.getState().toasts.items).toHaveLength(MAX_TOASTS);
  });

  it('expires after its duration; a loading toast never does', async () => {
    const store = makeStore();
    store.dispatch(toastRequested({ type: 'success', title: 'Saved' }));
    store.dispatch(toastRequested({ type: 'loading', title: 'Working' }));
    await jest.advanceTimersByTimeAsync(DEFAULT_DURATION_MS - 1);
    expect(store.getState().toasts.items).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Working']);
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(store.getState().toasts.items.map((t) => t.title)).toEqual(['Working']);
  });

  it('hovering pauses the countdown; leaving resumes it with the time that was left', async () => {
    const store = makeStore();
    store.dispatch(toastRequested({ type: 'info', title: 'Hover me' }));
    const id = store.getState().toasts.items[0]!.id;
    await jest.advanceTimersByTimeAsync(2000);
    store.dispatch(toastHovered(id));
    expect(store.getState().toasts.items[0]).toMatchObject({ remaining: 3000, runningSince: null });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.getState().toasts.items).toHaveLength(1);
    store.dispatch(toastLeft(id));
    await jest.advanceTimersByTimeAsync(2999);
    expect(store.getState().toasts.items).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().toasts.items).toHaveLength(0);
  });

  it('closes manually, and a toast button dispatches its stored action', () => {
    const store = makeStore();
    store.dispatch(toastRequested({ type: 'info', title: 'Go', action: { label: 'Open help', action: navigated('/help') } }));
    store.dispatch(toastRequested({ type: 'info', title: 'Close me' }));
    const [closeMe, go] = store.getState().toasts.items;
    store.dispatch(toastCloseClicked({ id: closeMe!.id }));
    store.dispatch(toastActionClicked({ id: go!.id }));
    expect(store.getState().toasts.items).toEqual([]);
    expect(store.getState().router.location.pathname).toBe('/help');
  });
});
