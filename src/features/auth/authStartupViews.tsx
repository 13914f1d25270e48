import { useAppSelector } from '../../app/hooks';
import { FullScreenMessage } from '../../ui/FullScreenMessage';
import { selectAuthStartupError } from './authSlice';

// What the login screen and the portal's guard (RequireAuth) both show while authentication starts or after it
// failed: here, so the login screen does not load the guard (ADR 0147).

export const AUTH_INIT_TITLE = 'Initializing authentication...';
export const AUTH_INIT_DETAIL = 'Loading the Microsoft Authentication Library (MSAL)';
export const AUTH_FAILED_TITLE = 'Failed to initialize authentication';
export const AUTH_FAILED_DETAIL = 'Please check your environment variables and try refreshing';

/** The start-up failure view: the spec's texts, then the real cause (e.g. which provider was unreachable). */
export function AuthStartupFailed() {
  const cause = useAppSelector(selectAuthStartupError);
  return <FullScreenMessage title={AUTH_FAILED_TITLE} detail={AUTH_FAILED_DETAIL} note={cause ?? undefined} role="alert" />;
}
