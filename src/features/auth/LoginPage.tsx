import { useDeferredValue, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FullScreenMessage } from '../../ui/FullScreenMessage';
import { safeInternalPath } from '../../lib/path';
import { selectLocation } from '../router/routerSlice';
import { AUTH_INIT_DETAIL, AUTH_INIT_TITLE, AuthStartupFailed } from './authStartupViews';
import { MAIN_ID } from '../../ui/SkipLink';
import { authStartupRequested, selectAccounts, selectAuthStartup, selectIsAuthenticated, selectLoginScreen } from './authSlice';
import { loginClicked, signOutClicked, tryAgainClicked } from './events';

export const LOGIN_TITLE = 'Sign in to the Employee Portal';
export const POPUP_BUTTON = 'Sign in with your work account';
export const REDIRECT_BUTTON = 'Sign in with a full-page redirect';
export const AUTH_ERROR_TITLE = 'Authentication Error';
export const AUTH_ERROR_FALLBACK = 'An error occurred during authentication';

/** Where to go after sign-in: the remembered origin (same-origin paths only) or /home. */
export function returnPathFrom(search: string): string {
  return safeInternalPath(new URLSearchParams(search).get('returnTo')) ?? '/home';
}

export const NOTHING_TO_SIGN_OUT = 'No account is signed in on this tab, so there is nothing to sign out of.';

/**
 * The login screen's Sign out (spec §2). The screen shows only to someone not signed in (a signed-in visitor is
 * sent on) or while signing out, so it is in view, disabled, saying why: spec §4 ignores a sign-out when no one is
 * signed in, and one already under way.
 */
function SignOutButton({ signedIn, busy = false, variant }: { signedIn: boolean; busy?: boolean; variant: 'text' | 'outlined' }) {
  const dispatch = useAppDispatch();
  return (
    <Stack spacing={0.5} sx={{ alignItems: variant === 'text' ? 'stretch' : 'flex-start' }}>
      <Button variant={variant} color={variant === 'outlined' ? 'error' : 'primary'} size={variant === 'outlined' ? 'small' : 'medium'} disabled={!signedIn || busy} aria-describedby={signedIn ? undefined : 'sign-out-note'} onClick={() => dispatch(signOutClicked())}>
        Sign out
      </Button>
      {!signedIn && (
        <Typography id="sign-out-note" variant="caption" color="textSecondary" sx={{ textAlign: variant === 'text' ? 'center' : 'left' }}>
          {NOTHING_TO_SIGN_OUT}
        </Typography>
      )}
    </Stack>
  );
}

/** The login screen: a projection of the auth state machine. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  // The sign-in card replaces the start-up view in a background render React may interrupt and spread over several
  // tasks (a deferred value), not in the blocking render a store update gets: the card is the page's largest
  // render, and it comes right after MSAL's start-up work (ADR 0116).
  const startup = useDeferredValue(useAppSelector(selectAuthStartup));
  const authenticated = useAppSelector(selectIsAuthenticated);
  const accounts = useAppSelector(selectAccounts);
  const { status, error, code } = useAppSelector(selectLoginScreen);
  const { search } = useAppSelector(selectLocation);
  const returnTo = returnPathFrom(search);

  useEffect(() => {
    dispatch(authStartupRequested());
  }, [dispatch]);

  if (startup === 'idle' || startup === 'loading') return <FullScreenMessage title={AUTH_INIT_TITLE} detail={AUTH_INIT_DETAIL} busy />;
  if (startup === 'failed') return <AuthStartupFailed />;
  if (authenticated && status !== 'signing_out') return <Navigate to={returnTo} replace />;

  const busy = status === 'signing_in' || status === 'signing_out';
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <title>{`Sign in – Employee Portal`}</title>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 440, width: '100%' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {LOGIN_TITLE}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          Use your work account to continue.
        </Typography>

        {status === 'error' ? (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            <AlertTitle>{AUTH_ERROR_TITLE}</AlertTitle>
            {error && error.trim() !== '' ? error : AUTH_ERROR_FALLBACK}
            {code && code !== 'unknown' && (
              <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
                Error code: {code}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button variant="contained" color="error" size="small" onClick={() => dispatch(tryAgainClicked())}>
                Try Again
              </Button>
              <SignOutButton signedIn={accounts.length > 0} variant="outlined" />
            </Stack>
          </Alert>
        ) : (
          <Stack spacing={2} aria-busy={busy}>
            <Button
              variant="contained"
              size="large"
              startIcon={status === 'signing_in' ? <CircularProgress size={18} color="inherit" aria-hidden /> : <OpenInNewIcon />}
              onClick={() => dispatch(loginClicked('popup', returnTo))}
            >
              {POPUP_BUTTON}
            </Button>
            <Divider>or</Divider>
            <Button variant="outlined" size="large" startIcon={<LoginIcon />} onClick={() => dispatch(loginClicked('redirect', returnTo))}>
              {REDIRECT_BUTTON}
            </Button>
            <Typography role="status" aria-live="polite" variant="body2" color="textSecondary" sx={{ minHeight: '1.5em' }}>
              {status === 'signing_in' ? 'Signing in... Finish in the sign-in window.' : status === 'signing_out' ? 'Signing out...' : ''}
            </Typography>
            <SignOutButton signedIn={accounts.length > 0} busy={busy} variant="text" />
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
