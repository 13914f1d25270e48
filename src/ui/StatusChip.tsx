import Chip from '@mui/material/Chip';

const COLORS: Record<string, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  pending: 'warning',
  submitted: 'info',
  approved: 'success',
  denied: 'error',
  returned: 'error',
  cancelled: 'default',
  draft: 'default',
  active: 'success',
  'on hold': 'warning',
  closed: 'default',
};

/** A status word on a chip with a coloured border; the text keeps the body colour for contrast (the word carries the meaning). */
export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={status.charAt(0).toUpperCase() + status.slice(1)} sx={{ color: 'text.primary', borderWidth: 2 }} />;
}
