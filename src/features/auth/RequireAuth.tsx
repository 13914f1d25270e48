import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FullScreenMessage } from '../../ui/FullScreenMessage';
import { selectCurrentPath } from '../router/routerSlice';
import { authStartupRequested, selectAuthStartup, selectIsAuthenticated } from './authSlice';
import { AUTH_INIT_DETAIL, AUTH_INIT_TITLE, AuthStartupFailed } from './authStartupViews';

/** The portal's guard: start-up views, then sign-in required (remembering where the visitor was going). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const startup = useAppSelector(selectAuthStartup);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const origin = useAppSelector(selectCurrentPath);

  useEffect(() => {
    if (startup === 'idle') dispatch(authStartupRequested());
  }, [dispatch, startup]);

  if (startup === 'idle' || startup === 'loading') return <FullScreenMessage title={AUTH_INIT_TITLE} detail={AUTH_INIT_DETAIL} busy />;
  if (startup === 'failed') return <AuthStartupFailed />;
  // Not signed in: to /login, remembering the origin (path, query and hash).
  if (!authenticated) return <Navigate to={`/login?returnTo=${encodeURIComponent(origin)}`} replace />;
  return children;
}
