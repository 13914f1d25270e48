import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { memoryHistory } from '../../services/historyPort';
import { deferred } from '../../../test/fakes/fakeMsal';
import { appStarted } from '../lifecycle/events';
import { initialRouterState, locationFromPath } from './routerSlice';
import { StoreRouter } from './StoreRouter';

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
