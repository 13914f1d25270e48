import { makeStore } from '../../app/store';
import { appStarted } from '../lifecycle/lifecycleActions';
import { memoryHistory } from '../../services/historyPort';
import { ANCHOR_SCROLL_DELAY_MS } from './routerListeners';
import { historyStepRequested, initialRouterState, locationFromPath, navigated, selectCurrentPath } from './routerSlice';

function setup(path = '/') {
  const start = locationFromPath(path, 'start');
  const history = memoryHistory([start]);
  const dom = { scrollToAnchor: jest.fn(), scrollToTop: jest.fn(), onKeyDown: () => () => undefined, onScroll: () => () => undefined };
  const store = makeStore({ router: { ...initialRouterState, location: start } }, { services: { history, dom } });
  store.dispatch(appStarted());
  return { store, history, dom };
}

describe('router in the store', () => {
  it('navigating changes the stored location and pushes a history entry', () => {
    const { store, history } = setup('/');
    store.dispatch(navigated('/second-chair?tab=engines'));
    expect(store.getState().router.location).toMatchObject({ pathname: '/second-chair', search: '?tab=engines', hash: '' });
    expect(store.getState().router.action).toBe('PUSH');
    expect(history.entries.map((e) => e.pathname)).toEqual(['/', '/second-chair']);
    expect(history.current().key).toBe(store.getState().router.location.key);
  });

  it('replace swaps the current history entry', () => {
    const { store, history } = setup('/home');
    store.dispatch(navigated('/login', { replace: true }));
    expect(history.entries.map((e) => e.pathname)).toEqual(['/login']);
    expect(store.getState().router.action).toBe('REPLACE');
  });

  it('back and forward come back as actions and restore the location', () => {
    const { store } = setup('/');
    store.dispatch(navigated('/assistant'));
    store.dispatch(navigated('/contact'));
    store.dispatch(historyStepRequested(-1));
    expect(selectCurrentPath(store.getState())).toBe('/assistant');
    expect(store.getState().router.action).toBe('POP');
    store.dispatch(historyStepRequested(-1));
    expect(selectCurrentPath(store.getState())).toBe('/');
    store.dispatch(historyStepRequested(2));
    expect(selectCurrentPath(store.getState())).toBe('/contact');
  });

  it('scrolls to an anchor 100 ms after navigating to it, and to the top otherwise', async () => {
    jest.useFakeTimers();
    try {
      const { store, dom } = setup('/');
      store.dispatch(navigated('/home#calendar'));
      expect(dom.scrollToAnchor).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(ANCHOR_SCROLL_DELAY_MS - 1);
      expect(dom.scrollToAnchor).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(dom.scrollToAnchor).toHaveBeenCalledWith('calendar');
      store.dispatch(navigated('/help'));
      expect(dom.scrollToTop).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('only the latest anchor navigation scrolls', async () => {
    jest.useFakeTimers();
    try {
      const { store, dom } = setup('/');
      store.dispatch(navigated('/home#calendar'));
      store.dispatch(navigated('/home#weather'));
      await jest.advanceTimersByTimeAsync(ANCHOR_SCROLL_DELAY_MS);
      expect(dom.scrollToAnchor).toHaveBeenCalledTimes(1);
      expect(dom.scrollToAnchor).toHaveBeenCalledWith('weather');
    } finally {
      jest.useRealTimers();
    }
  });
});
