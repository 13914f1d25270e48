import fc from 'fast-check';
import { makeStore } from '../../app/store';
import { appStarted } from '../lifecycle/events';
import { memoryHistory } from '../../services/historyPort';
import { searchQueryChanged, searchFocused } from '../search/searchSlice';
import { searchResultChosen } from './events';
import { ANCHOR_SCROLL_DELAY_MS, ANCHOR_WAIT_MS } from './routerListeners';
import { initialRouterState, locationFromPath, navigated, selectCurrentPath } from './routerSlice';
import { historyStepRequested } from './events';

function setup(path = '/') {
  const start = locationFromPath(path, 'start');
  const history = memoryHistory([start]);
  const dom = { scrollToAnchor: jest.fn(() => true), scrollToTop: jest.fn(), onKeyDown: () => () => undefined, onScroll: () => () => undefined };
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

  it('keeps looking for an anchor its page has not rendered yet (a page loaded on first use), then gives up', async () => {
    jest.useFakeTimers();
    try {
      const { store, dom } = setup('/');
      dom.scrollToAnchor.mockReturnValue(false);
      store.dispatch(navigated('/home#calendar'));
      await jest.advanceTimersByTimeAsync(ANCHOR_SCROLL_DELAY_MS * 3);
      expect(dom.scrollToAnchor).toHaveBeenCalledTimes(3);
      dom.scrollToAnchor.mockReturnValue(true);
      await jest.advanceTimersByTimeAsync(ANCHOR_SCROLL_DELAY_MS);
      expect(dom.scrollToAnchor).toHaveBeenCalledTimes(4);
      await jest.advanceTimersByTimeAsync(ANCHOR_WAIT_MS);
      expect(dom.scrollToAnchor).toHaveBeenCalledTimes(4);
      dom.scrollToAnchor.mockClear();
      dom.scrollToAnchor.mockReturnValue(false);
      store.dispatch(navigated('/home#nowhere'));
      await jest.advanceTimersByTimeAsync(ANCHOR_WAIT_MS * 2);
      expect(dom.scrollToAnchor).toHaveBeenCalledTimes(ANCHOR_WAIT_MS / ANCHOR_SCROLL_DELAY_MS);
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

  it('a chosen search result is one event: the router goes there and scrolls, the search closes and clears', async () => {
    jest.useFakeTimers();
    try {
      const { store, history, dom } = setup('/help');
      store.dispatch(searchFocused());
      store.dispatch(searchQueryChanged('calendar'));
      store.dispatch(searchResultChosen('/home#calendar'));
      expect(store.getState().router.location).toMatchObject({ pathname: '/home', hash: '#calendar' });
      expect(store.getState().router.action).toBe('PUSH');
      expect(history.entries.map((e) => e.pathname)).toEqual(['/help', '/home']);
      expect(history.current().key).toBe(store.getState().router.location.key);
      expect(store.getState().search).toMatchObject({ query: '', focused: false, highlighted: -1, compactOpen: false });
      await jest.advanceTimersByTimeAsync(ANCHOR_SCROLL_DELAY_MS);
      expect(dom.scrollToAnchor).toHaveBeenCalledWith('calendar');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('locationFromPath (react-router parsePath/createPath)', () => {
  it('splits pathname, search and hash', () => {
    expect(locationFromPath('/settings?tab=1#account')).toEqual({ pathname: '/settings', search: '?tab=1', hash: '#account', key: 'default' });
  });
  it('defaults to the root and drops empty markers', () => {
    expect(locationFromPath('')).toEqual({ pathname: '/', search: '', hash: '', key: 'default' });
    expect(locationFromPath('/home?#')).toEqual({ pathname: '/home', search: '', hash: '', key: 'default' });
  });
  it('keeps a question mark that belongs to the hash', () => {
    expect(locationFromPath('/help#faq?x')).toEqual({ pathname: '/help', search: '', hash: '#faq?x', key: 'default' });
  });
  it('round-trips through createPath', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.option(segment), fc.option(segment), (parts, query, hash) => {
        const path = `/${parts.join('/')}${query ? `?q=${query}` : ''}${hash ? `#${hash}` : ''}`;
        expect(selectCurrentPath({ router: { location: locationFromPath(path), action: 'POP' } })).toBe(path);
      }),
    );
  });
});
