import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSessionPrompt } from './authSlice';
import { signInAgainClicked } from './events';

export const SESSION_EXPIRED_TITLE = 'Your session has expired';
export const SIGN_IN_AGAIN = 'Sign in again';
export const SESSION_EXPIRED_TEXT = 'Sign in again to keep working. This page stays as it is, with anything you have typed.';

/**
 * Shown when silent renewal is no longer possible. Not modal: the page stays usable, and signing in again
 * happens in a popup, so the URL, the anchor and anything typed are kept and the person is back where they were.
 */
export function SessionExpiredPrompt() {
  const dispatch = useAppDispatch();
  const { open, busy, error } = useAppSelector(selectSessionPrompt);
  if (!open) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: (theme) => theme.zIndex.snackbar + 1, maxWidth: 'calc(100% - 32px)', boxShadow: 6 }}
      action={
        <Button color="inherit" size="small" variant="outlined" disabled={busy} onClick={() => dispatch(signInAgainClicked())}>
          {SIGN_IN_AGAIN}
        </Button>
      }
    >
      <AlertTitle>{SESSION_EXPIRED_TITLE}</AlertTitle>
      {error ? error.message : SESSION_EXPIRED_TEXT}
      {error && error.code !== 'unknown' && (
        <Typography variant="caption" component="p">
          Error code: {error.code}
        </Typography>
      )}
    </Alert>
  );
}
