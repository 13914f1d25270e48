import { useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { Navigator, To } from 'react-router-dom';
import { createPath, NavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { navigated, selectLocation, selectNavigationAction } from './routerSlice';
import { historyStepRequested } from './events';

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
 * window.history. `beforeNavigate(to)` may return what must be loaded before the router moves to `to` (a
 * public page's chunk, ADR 0114): the current page stays until then; a later navigation supersedes it.
 */
export function StoreRouter({ children, beforeNavigate }: { children: ReactNode; beforeNavigate?: (to: string) => Promise<void> | null }) {
  const location = useAppSelector(selectLocation);
  const action = useAppSelector(selectNavigationAction);
  const dispatch = useAppDispatch();
  // Counts navigations: one that waited is dropped if another was asked for meanwhile.
  const latest = useRef(0);

  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, replace: boolean) => {
      const path = toPath(to);
      latest.current += 1;
      const ticket = latest.current;
      const waiting = beforeNavigate?.(path);
      if (!waiting) {
        dispatch(navigated(path, { replace }));
        return;
      }
      void waiting.then(() => {
        if (ticket === latest.current) dispatch(navigated(path, { replace }));
      });
    };
    return {
      createHref: toPath,
      push: (to) => go(to, false),
      replace: (to) => go(to, true),
      go: (delta) => {
        latest.current += 1;
        dispatch(historyStepRequested(delta));
      },
    };
  }, [dispatch, beforeNavigate]);

  const routerLocation = useMemo(() => ({ ...location, state: null }), [location]);

  return (
    <Router location={routerLocation} navigationType={navigationTypes[action]} navigator={navigator}>
      {children}
    </Router>
  );
}
