import { Profiler, memo } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { memoryHistory } from '../../services/historyPort';
import { deferred } from '../../../test/fakes/fakeMsal';
import { appStarted } from '../lifecycle/events';
import { initialRouterState, locationFromPath } from './routerSlice';
import { StoreLink, StoreRouter } from './StoreRouter';

function setup(beforeNavigate: (to: string) => Promise<void> | null) {
  const start = locationFromPath('/', 'start');
  const store = makeStore({ router: { ...initialRouterState, location: start } }, { services: { history: memoryHistory([start]) } });
  store.dispatch(appStarted());
  render(
    <Provider store={store}>
      <StoreRouter beforeNavigate={beforeNavigate}>
        <Link to="/slow">Slow</Link>
        <Link to="/fast">Fast</Link>
      </StoreRouter>
    </Provider>,
  );
  return { pathname: () => store.getState().router.location.pathname };
}

describe('StoreRouter beforeNavigate (ADR 0114)', () => {
  it('moves once what the target needs is in, and at once when nothing is awaited', async () => {
    const slow = deferred<void>();
    const { pathname } = setup((to) => (to === '/slow' ? slow.promise : null));
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    expect(pathname()).toBe('/');
    await act(async () => {
      slow.resolve();
      await slow.promise;
    });
    expect(pathname()).toBe('/slow');
    await userEvent.click(screen.getByRole('link', { name: 'Fast' }));
    expect(pathname()).toBe('/fast');
  });

  it('drops a waiting navigation when another one was asked for meanwhile', async () => {
    const slow = deferred<void>();
    const { pathname } = setup((to) => (to === '/slow' ? slow.promise : null));
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    await userEvent.click(screen.getByRole('link', { name: 'Fast' }));
    expect(pathname()).toBe('/fast');
    await act(async () => {
      slow.resolve();
      await slow.promise;
    });
    expect(pathname()).toBe('/fast');
  });
});

/** A memoised part of the page holding a store link, with a count of the times React rendered it. */
const renders: string[] = [];
const LinkBox = memo(function LinkBox({ to, label }: { to: string; label: string }) {
  return (
    <Profiler id={label} onRender={(id) => renders.push(id)}>
      <StoreLink to={to}>{label}</StoreLink>
    </Profiler>
  );
});

function setupLinks(beforeNavigate: (to: string) => Promise<void> | null = () => null) {
  const start = locationFromPath('/home', 'start');
  const store = makeStore({ router: { ...initialRouterState, location: start } }, { services: { history: memoryHistory([start]) } });
  store.dispatch(appStarted());
  renders.length = 0;
  render(
    <Provider store={store}>
      <StoreRouter beforeNavigate={beforeNavigate}>
        <LinkBox to="/home" label="Home" />
        <LinkBox to="/settings#account" label="Account" />
        <LinkBox to="/slow" label="Slow" />
      </StoreRouter>
    </Provider>,
  );
  return { router: () => store.getState().router };
}

describe('StoreLink', () => {
  it('navigates through the store router, waiting for what the target needs like any navigation', async () => {
    const slow = deferred<void>();
    const { router } = setupLinks((to) => (to === '/slow' ? slow.promise : null));
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/settings#account');
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(router().location).toMatchObject({ pathname: '/settings', hash: '#account' });
    expect(router().action).toBe('PUSH');
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    expect(router().location.pathname).toBe('/settings');
    await act(async () => {
      slow.resolve();
      await slow.promise;
    });
    expect(router().location.pathname).toBe('/slow');
  });

  it('replaces the entry when the link is the current address, as React Router does', async () => {
    const { router } = setupLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(router().location.pathname).toBe('/home');
    expect(router().action).toBe('REPLACE');
  });

  it('leaves a modified or middle click to the browser', () => {
    const { router } = setupLinks();
    const link = screen.getByRole('link', { name: 'Account' });
    // After the link's own handler: was the browser's default left alone? (Then stopped: jsdom cannot follow it.)
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) fireEvent.click(link, init);
      fireEvent.click(link);
    } finally {
      document.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true, true, true, true, false]);
    expect(router().location.pathname).toBe('/settings');
  });

  it('is not rendered again by a navigation (React Router\'s Link reads the location and is)', async () => {
    setupLinks();
    expect(renders).toEqual(['Home', 'Account', 'Slow']);
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(renders).toEqual(['Home', 'Account', 'Slow']);
  });
});
