import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FullScreenMessage } from '../../ui/FullScreenMessage';
import { selectCurrentPath } from '../router/routerSlice';
import { authStartupRequested, selectAuthStartup, selectAuthStartupError, selectIsAuthenticated } from './authSlice';

export const AUTH_INIT_TITLE = 'Initializing authentication...';
export const AUTH_INIT_DETAIL = 'Loading the Microsoft Authentication Library (MSAL)';
export const AUTH_FAILED_TITLE = 'Failed to initialize authentication';
export const AUTH_FAILED_DETAIL = 'Please check your environment variables and try refreshing';

/** The start-up failure view: the spec's texts, then the real cause (e.g. which provider was unreachable). */
export function AuthStartupFailed() {
  const cause = useAppSelector(selectAuthStartupError);
  return <FullScreenMessage title={AUTH_FAILED_TITLE} detail={AUTH_FAILED_DETAIL} note={cause ?? undefined} role="alert" />;
}

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
