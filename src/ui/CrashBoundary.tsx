import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MAIN_ID } from './SkipLink';

export const CRASH_HEADING = 'Something went wrong';
export const CRASH_MESSAGE = 'An unexpected error occurred. Please refresh the page or contact support if the problem persists.';

interface CrashBoundaryProps {
  children: ReactNode;
  /** Reports the crash to the store (only the message: no Error objects in actions). */
  onCrash?: (message: string) => void;
  /** Injected for tests; defaults to reloading the page. */
  onRefresh?: () => void;
}

interface CrashBoundaryState {
  message: string | null;
}

export function CrashScreen({ message, onRefresh }: { message: string; onRefresh: () => void }) {
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} role="alert" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <title>{CRASH_HEADING}</title>
      <Box sx={{ maxWidth: 560 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {CRASH_HEADING}
        </Typography>
        <Typography sx={{ mb: 2 }}>{CRASH_MESSAGE}</Typography>
        <Typography component="pre" sx={{ mb: 3, p: 2, whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace' }}>
          {message}
        </Typography>
        <Button variant="contained" onClick={onRefresh}>
          Refresh Page
        </Button>
      </Box>
    </Box>
  );
}

/**
 * React error boundaries must keep their own state (React's rule); the crash is also reported to the
 * store so a recorded session shows it. Refresh reloads the page directly, because the store may be
 * the thing that broke.
 */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { message: null };

  static getDerivedStateFromError(error: unknown): CrashBoundaryState {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
    this.props.onCrash?.(error instanceof Error ? error.message : String(error));
  }

  override render() {
    if (this.state.message !== null) {
      return <CrashScreen message={this.state.message} onRefresh={this.props.onRefresh ?? (() => window.location.reload())} />;
    }
    return this.props.children;
  }
}
