import { createContext, useContext, useMemo, useRef } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Router } from 'react-router-dom';
import type { Navigator, To } from 'react-router-dom';
import { createPath, NavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { locationFromPath, navigated, selectCurrentPath, selectLocation, selectNavigationAction } from './routerSlice';
import { historyStepRequested } from './events';

function toPath(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

const navigationTypes: Record<'POP' | 'PUSH' | 'REPLACE', NavigationType> = {
  POP: NavigationType.Pop,
  PUSH: NavigationType.Push,
  REPLACE: NavigationType.Replace,
};

/** The store router's navigator, for `StoreLink`: the same object for the router's lifetime, so reading it renders nothing. */
const StoreNavigator = createContext<Navigator | null>(null);

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
    <StoreNavigator.Provider value={navigator}>
      <Router location={routerLocation} navigationType={navigationTypes[action]} navigator={navigator}>
        {children}
      </Router>
    </StoreNavigator.Provider>
  );
}

type StoreLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A click the browser should handle itself: another button, a modifier (new tab, window, download), another target. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== undefined && target !== '_self');
}

/**
 * A link that goes through the store router's navigator, as React Router's `Link` does (a plain click navigates, a
 * click on the current address replaces it, a modified click is the browser's), without reading the location: React
 * Router's `Link` resolves its `to` against the current location, so every one of them rendered again at every
 * navigation. The sidebar's links render only when their own props change (ADR 0157). `to` is an absolute path.
 */
export function StoreLink({ to, onClick, target, ref, ...rest }: StoreLinkProps) {
  const navigator = useContext(StoreNavigator);
  const store = useAppStore();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigator || browserHandles(event, target)) return;
        event.preventDefault();
        const here = selectCurrentPath(store.getState());
        const there = locationFromPath(to, '');
        if (createPath(there) === here) navigator.replace(to);
        else navigator.push(to);
      }}
    />
  );
}
