import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Loading text, or a failure with Try again, or the children once data is there. Callers pass `failed` only
 * when there is nothing to show: after a failed refresh the last good data stays (the toast says what failed).
 */
export function LoadState({ loading, failed, what, onRetry, children }: { loading: boolean; failed: boolean; what: string; onRetry: () => void; children: ReactNode }) {
  if (failed)
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Try again</Button>}>
        Failed to load {what}
      </Alert>
    );
  if (loading) return <Typography color="text.secondary">Loading {what}...</Typography>;
  return <>{children}</>;
}
