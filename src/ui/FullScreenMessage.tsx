import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ProductMark } from './ProductMark';
import { MAIN_ID } from './SkipLink';

/** The product mark (the site's icon, as in the public header), shown large on the full-screen views. */
const MARK_PX = 64;

interface FullScreenMessageProps {
  title: string;
  detail?: string;
  /** A second, smaller line under the detail (e.g. the technical cause of a failure). */
  note?: string;
  busy?: boolean;
  role?: 'status' | 'alert';
}

/**
 * A centred full-screen message: start-up, loading and failure views. Designed as the product's splash
 * screen: its mark, the message as the page's heading at display size, the detail, and the progress indicator
 * while busy. The heading is the largest thing on the screen, larger than the sign-in card's title that
 * replaces the start-up view, so the first paint is the page's largest paint (ADR 0116).
 */
export function FullScreenMessage({ title, detail, note, busy = false, role = 'status' }: FullScreenMessageProps) {
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
      <title>{title}</title>
      <Box role={role} aria-live={role === 'alert' ? 'assertive' : 'polite'} aria-busy={busy} sx={{ maxWidth: 560 }}>
        {/* Inline, not an <img>: no image request, and no image preload React would hoist into every prerendered page's head, where this view is a fallback (ADR 0139). */}
        <Box sx={{ width: MARK_PX, height: MARK_PX, mx: 'auto', mb: 3, '& > svg': { display: 'block' } }}>
          <ProductMark size={MARK_PX} />
        </Box>
        <Typography component="h1" variant="h4" gutterBottom sx={{ textWrap: 'balance' }}>
          {title}
        </Typography>
        {detail && (
          <Typography color="textSecondary" sx={{ textWrap: 'balance' }}>
            {detail}
          </Typography>
        )}
        {note && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {note}
          </Typography>
        )}
        {busy && <CircularProgress aria-hidden size={32} sx={{ mt: 3 }} />}
      </Box>
    </Box>
  );
}
