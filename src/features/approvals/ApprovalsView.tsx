import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { workApi } from '../../api/workApi';
import { localDateTime } from '../../lib/work/dates';
import type { ApprovalHistoryEntry, ApprovalItem } from '../../lib/work/schemas';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { WRAP_ANYWHERE } from '../../ui/text';
import { modalRegistry } from '../modals/ModalHost';
import {
  approvalRows,
  approveClicked,
  DENY_MODAL_ID,
  denyClicked,
  HISTORY_MODAL_ID,
  reasonChanged,
  selectApprovals,
  selectionToggled,
  undoClicked,
} from './approvalsSlice';
import { bulkApproveClicked, historyClicked } from './events';
import type { ApprovalRow, DecisionMark } from './approvalsSlice';
import { describeItem } from './items';

/** At this width and below each item is a card with its actions under it (issue #26 §6). */
export const PHONE_QUERY = '(max-width:600px)';
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
/** The least height of a control a finger has to hit. */
const TOUCH = 44;

function ReasonForm() {
  const dispatch = useAppDispatch();
  const { reason, reasonError } = useAppSelector(selectApprovals);
  return (
    <TextField
      label="Reason"
      value={reason}
      onChange={(e) => dispatch(reasonChanged(e.target.value))}
      error={!!reasonError}
      helperText={reasonError}
      required
      multiline
      minRows={2}
      fullWidth
      sx={{ mt: 1 }}
    />
  );
}

modalRegistry[DENY_MODAL_ID] = ReasonForm;

const EVENT_LABELS: Record<ApprovalHistoryEntry['event'], string> = {
  requested: 'Requested',
  submitted: 'Submitted',
  resubmitted: 'Resubmitted',
  approved: 'Approved',
  denied: 'Denied',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** An item's history, oldest first, each step with who, when (in the browser's locale) and the reason given. */
function HistoryContent({ itemId }: { itemId?: unknown }) {
  const id = typeof itemId === 'string' ? itemId : '';
  const history = workApi.endpoints.getApprovalHistory.useQuery(id, { skip: id === '' });
  return (
    <LoadState loading={history.isLoading} failed={history.isError && history.data === undefined} error={history.error} what="the history" onRetry={() => void history.refetch()}>
      {history.data?.length === 0 ? (
        <Typography color="text.secondary">Nothing recorded yet.</Typography>
      ) : (
        <Box component="ol" aria-label="History" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
          {(history.data ?? []).map((entry, i) => (
            <Box component="li" key={i} sx={WRAP_ANYWHERE}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {EVENT_LABELS[entry.event]}
              </Typography>{' '}
              by {entry.by || 'someone'}
              {', '}
              {entry.at ? <time dateTime={entry.at}>{localDateTime(entry.at)}</time> : <span>before the history was kept</span>}
              {entry.reason && (
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  Reason: {entry.reason}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </LoadState>
  );
}

modalRegistry[HISTORY_MODAL_ID] = HistoryContent;

/** What a decided row's button says: held or under way (said as made: Undo is beside it), or refused by the server. */
function markLabel(item: ApprovalItem, mark: DecisionMark): string {
  if (mark.status === 'conflict') return mark.message ?? 'Already decided';
  if (mark.decision === 'approve') return 'Approved';
  return item.kind === 'timeoff' ? 'Denied' : 'Returned';
}

/** One decision's button: its action until the row is decided, then what happened (focusable, inert to clicks). */
function DecisionButton({
  label,
  item,
  mark,
  emphasis,
  color,
  touch,
  onClick,
}: {
  label: string;
  item: ApprovalItem;
  mark: DecisionMark | undefined;
  emphasis: 'contained' | 'outlined';
  color: 'primary' | 'error';
  touch: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size={touch ? 'medium' : 'small'}
      variant={mark ? 'text' : emphasis}
      aria-disabled={mark ? true : undefined}
      aria-busy={mark?.status === 'pending' ? true : undefined}
      color={mark?.status === 'conflict' ? 'warning' : color}
      onClick={onClick}
      sx={touch ? { minHeight: TOUCH, flex: '1 1 auto' } : undefined}
    >
      {mark ? markLabel(item, mark) : label}
    </Button>
  );
}

/** A row's actions: Approve and Deny/Return (or what was decided, with Undo while it is held), and History. */
function RowActions({ row, position, touch }: { row: ApprovalRow; position: number; touch: boolean }) {
  const dispatch = useAppDispatch();
  const { item, mark } = row;
  const { who, what } = describeItem(item);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: touch ? 'stretch' : 'flex-end', alignItems: 'center' }}>
      {/* The decision's buttons stay together; History wraps under them in a narrow column. */}
      <Box sx={{ display: 'flex', gap: 1, flex: touch ? '1 1 auto' : '0 0 auto' }}>
        {/* The clicked button stays (same element, so focus stays) and says what happened. */}
        {mark?.decision !== 'deny' && (
          <DecisionButton key="approve" label="Approve" item={item} mark={mark} emphasis="contained" color="primary" touch={touch} onClick={() => dispatch(approveClicked(item, position))} />
        )}
        {mark?.decision !== 'approve' && (
          <DecisionButton
            key="deny"
            label={item.kind === 'timeoff' ? 'Deny' : 'Return'}
            item={item}
            mark={mark}
            emphasis="outlined"
            color="error"
            touch={touch}
            onClick={() => dispatch(denyClicked(item, position))}
          />
        )}
        {mark?.status === 'held' && (
          <Button key="undo" size={touch ? 'medium' : 'small'} variant="outlined" onClick={() => dispatch(undoClicked(mark.batch))} sx={touch ? { minHeight: TOUCH, flex: '1 1 auto' } : undefined}>
            Undo
          </Button>
        )}
      </Box>
      <Button key="history" size={touch ? 'medium' : 'small'} aria-label={`History: ${who}, ${what}`} onClick={() => dispatch(historyClicked(item))} sx={touch ? { minHeight: TOUCH } : undefined}>
        History
      </Button>
    </Box>
  );
}

/** A row's checkbox for a bulk approve, named after its person and item; a decided row has none to tick. */
function SelectBox({ row, checked, touch }: { row: ApprovalRow; checked: boolean; touch: boolean }) {
  const dispatch = useAppDispatch();
  const { who, what, detail } = describeItem(row.item);
  return (
    <Checkbox
      checked={checked && !row.mark}
      disabled={row.mark !== undefined}
      onChange={() => dispatch(selectionToggled(row.item.id))}
      slotProps={{ input: { 'aria-label': `Select ${who}: ${what}, ${detail}` } }}
      sx={touch ? { width: TOUCH, height: TOUCH } : undefined}
    />
  );
}

/**
 * Approvals (issue #17 §3): one queue of pending time off and submitted weeks; approve, or deny with a reason.
 * A decided row stays where it is, its button saying what happened (issue #27 §1): the button keeps focus and
 * ignores further clicks, and no other row moves under the pointer. A decision is held for 5 s with Undo
 * (on the row and on its toast) before it is sent; ticked items are approved together after a confirmation;
 * each item's history opens in a dialog (issue #26 §6, ADR 0128). On a phone each item is a card.
 */
export function ApprovalsView({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const queue = workApi.endpoints.getApprovals.useQuery();
  const { decisions, selected } = useAppSelector(selectApprovals);
  const rows = approvalRows(queue.data ?? [], decisions);
  const chosen = rows.map((row, position) => ({ row, position })).filter(({ row }) => !row.mark && selected.includes(row.item.id));
  const bulk = (
    <Box sx={{ display: 'flex', justifyContent: phone ? 'stretch' : 'flex-end', mb: 1.5 }}>
      <Button
        variant="contained"
        disabled={chosen.length === 0}
        onClick={() => dispatch(bulkApproveClicked(chosen.map(({ row, position }) => ({ item: row.item, position }))))}
        sx={phone ? { minHeight: TOUCH, flex: 1 } : undefined}
      >
        Approve selected ({chosen.length})
      </Button>
    </Box>
  );
  return (
    <LoadState loading={queue.isLoading} failed={queue.isError && queue.data === undefined} error={queue.error} what="approvals" onRetry={() => void queue.refetch()}>
      {queue.data !== undefined && rows.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : phone ? (
        <>
          {bulk}
          <Box component="ul" role="list" aria-label="Waiting for your approval" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {rows.map((row, position) => {
              const { who, what, detail } = describeItem(row.item);
              return (
                <Paper component="li" variant="outlined" key={row.item.id} aria-label={`${who}: ${what}, ${detail}`} sx={{ p: 1.5, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <SelectBox row={row} checked={selected.includes(row.item.id)} touch />
                    <Box sx={{ minWidth: 0, flex: 1, pt: 1 }}>
                      <Typography sx={{ fontWeight: 600, ...WRAP_ANYWHERE }}>{who}</Typography>
                      <Typography variant="body2" sx={WRAP_ANYWHERE}>
                        {what}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={WRAP_ANYWHERE}>
                        {detail}
                      </Typography>
                    </Box>
                  </Box>
                  <Box sx={{ mt: 1 }}>
                    <RowActions row={row} position={position} touch />
                  </Box>
                </Paper>
              );
            })}
          </Box>
        </>
      ) : (
        <>
          {bulk}
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Waiting for your approval">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      Select
                    </Box>
                  </TableCell>
                  {['Employee', 'What', 'Details', 'Actions'].map((h) => (
                    <TableCell key={h} align={h === 'Actions' ? 'right' : 'left'}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, position) => {
                  const { who, what, detail } = describeItem(row.item);
                  return (
                    <TableRow key={row.item.id} aria-label={`${who}: ${what}, ${detail}`}>
                      <TableCell padding="checkbox">
                        <SelectBox row={row} checked={selected.includes(row.item.id)} touch={false} />
                      </TableCell>
                      <TableCell>{who}</TableCell>
                      <TableCell>{what}</TableCell>
                      <TableCell sx={WRAP_ANYWHERE}>{detail}</TableCell>
                      <TableCell align="right">
                        <RowActions row={row} position={position} touch={false} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </LoadState>
  );
}
