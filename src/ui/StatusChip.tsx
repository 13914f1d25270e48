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

const CHIP_SX = { color: 'text.primary', borderWidth: 2 } as const;

/**
 * A status word on MUI's small outlined chip with a coloured 2 px border; the text keeps the body colour for contrast
 * (the word carries the meaning). MUI's own (issue #49 §2: the plain chip of ADR 0156 gained nothing measurable).
 */
export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={status.charAt(0).toUpperCase() + status.slice(1)} sx={CHIP_SX} />;
}
