import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { Navigator, To } from 'react-router-dom';
import { createPath, NavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { historyStepRequested, navigated, selectLocation, selectNavigationAction } from './routerSlice';

function toPath(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

const navigationTypes: Record<'POP' | 'PUSH' | 'REPLACE', NavigationType> = {
  POP: NavigationType.Pop,
  PUSH: NavigationType.Push,
  REPLACE: NavigationType.Replace,
};

/**
 * React Router rendering from the store: the location is state, and every navigation (links,
 * `useNavigate`, `<Navigate>`) becomes a `router/navigated` action that a listener applies to
 * window.history.
 */
export function StoreRouter({ children }: { children: ReactNode }) {
  const location = useAppSelector(selectLocation);
  const action = useAppSelector(selectNavigationAction);
  const dispatch = useAppDispatch();

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: toPath,
      push: (to) => dispatch(navigated(toPath(to))),
      replace: (to) => dispatch(navigated(toPath(to), { replace: true })),
      go: (delta) => dispatch(historyStepRequested(delta)),
    }),
    [dispatch],
  );

  const routerLocation = useMemo(() => ({ ...location, state: null }), [location]);

  return (
    <Router location={routerLocation} navigationType={navigationTypes[action]} navigator={navigator}>
      {children}
    </Router>
  );
}
