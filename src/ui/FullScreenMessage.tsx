import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MAIN_ID } from './SkipLink';

interface FullScreenMessageProps {
  title: string;
  detail?: string;
  busy?: boolean;
  role?: 'status' | 'alert';
}

/** A centred full-screen message: start-up, loading and failure views. */
export function FullScreenMessage({ title, detail, busy = false, role = 'status' }: FullScreenMessageProps) {
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <title>{title}</title>
      <Box role={role} aria-live={role === 'alert' ? 'assertive' : 'polite'} aria-busy={busy}>
        {busy && <CircularProgress aria-hidden sx={{ mb: 2 }} />}
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {detail && <Typography color="text.secondary">{detail}</Typography>}
      </Box>
    </Box>
  );
}
