import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MAIN_ID } from './SkipLink';

interface FullScreenMessageProps {
  title: string;
  detail?: string;
  /** A second, smaller line under the detail (e.g. the technical cause of a failure). */
  note?: string;
  busy?: boolean;
  role?: 'status' | 'alert';
}

/** A centred full-screen message: start-up, loading and failure views. */
export function FullScreenMessage({ title, detail, note, busy = false, role = 'status' }: FullScreenMessageProps) {
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <title>{title}</title>
      <Box role={role} aria-live={role === 'alert' ? 'assertive' : 'polite'} aria-busy={busy}>
        {busy && <CircularProgress aria-hidden sx={{ mb: 2 }} />}
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {detail && <Typography color="text.secondary">{detail}</Typography>}
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {note}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
