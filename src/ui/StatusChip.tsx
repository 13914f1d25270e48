import { PlainChip } from './plainControls';
import type { PlainChipColor } from './plainControls';

const COLORS: Record<string, PlainChipColor | undefined> = {
  pending: 'warning',
  submitted: 'info',
  approved: 'success',
  denied: 'error',
  returned: 'error',
  cancelled: undefined,
  draft: undefined,
  active: 'success',
  'on hold': 'warning',
  closed: undefined,
};

/**
 * A status word on a chip with a coloured border; the text keeps the body colour for contrast (the word carries the
 * meaning). A plain chip (ADR 0156): lists show one per line, and it mounts no styled component.
 */
export function StatusChip({ status }: { status: string }) {
  return <PlainChip strong color={COLORS[status]} label={status.charAt(0).toUpperCase() + status.slice(1)} />;
}
