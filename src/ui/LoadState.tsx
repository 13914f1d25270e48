import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Whether a failed call's error is the session's (signing in again loads it; the session prompt says so). */
function isSignInError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'category' in error && error.category === 'auth';
}

/**
 * Loading text, or a failure with Try again, or the children once data is there. Callers pass `failed` only
 * when there is nothing to show: after a failed refresh the last good data stays (the toast says what failed).
 * A failure because the session ended is a quiet line, not a second error beside the session prompt (issue #27 §6).
 */
export function LoadState({
  loading,
  failed,
  what,
  onRetry,
  error,
  children,
}: {
  loading: boolean;
  failed: boolean;
  what: string;
  onRetry: () => void;
  /** The call's error, when there is one. */
  error?: unknown;
  children: ReactNode;
}) {
  if (failed && isSignInError(error)) return <Typography color="textSecondary">Sign in again to load {what}.</Typography>;
  if (failed)
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Try again</Button>}>
        Failed to load {what}
      </Alert>
    );
  if (loading) return <Typography color="textSecondary">Loading {what}...</Typography>;
  return <>{children}</>;
}
