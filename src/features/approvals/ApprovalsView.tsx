import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { workApi } from '../../api/workApi';
import { longDay } from '../../lib/work/dates';
import { TIME_OFF_TYPE_LABELS, weekTotal } from '../../lib/work/rules';
import type { ApprovalItem } from '../../lib/work/schemas';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { modalRegistry } from '../modals/ModalHost';
import { approvalRows, approveClicked, DENY_MODAL_ID, denyClicked, reasonChanged, selectApprovals } from './approvalsSlice';
import type { DecisionMark } from './approvalsSlice';

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

function describe(item: ApprovalItem): { who: string; what: string; detail: string } {
  if (item.kind === 'timeoff') {
    const r = item.request;
    return { who: r.employeeName, what: `Time off: ${TIME_OFF_TYPE_LABELS[r.type]}`, detail: `${longDay(r.firstDay)} to ${longDay(r.lastDay)}, ${r.hours} h${r.note ? ` (${r.note})` : ''}` };
  }
  const w = item.week;
  return { who: w.employeeName, what: 'Timecard', detail: `Week of ${longDay(w.weekStart)}, ${weekTotal(w.entries)} h` };
}

/** What a decided row's button says: the decision under way, made, or refused by the server. */
function markLabel(item: ApprovalItem, mark: DecisionMark): string {
  if (mark.status === 'conflict') return mark.message ?? 'Already decided';
  const timeOff = item.kind === 'timeoff';
  if (mark.decision === 'approve') return mark.status === 'pending' ? 'Approving…' : 'Approved';
  if (timeOff) return mark.status === 'pending' ? 'Denying…' : 'Denied';
  return mark.status === 'pending' ? 'Returning…' : 'Returned';
}

/** One decision's button: its action until the row is decided, then what happened (focusable, inert to clicks). */
function DecisionButton({ label, item, mark, emphasis, color, onClick }: { label: string; item: ApprovalItem; mark: DecisionMark | undefined; emphasis: 'contained' | 'outlined'; color: 'primary' | 'error'; onClick: () => void }) {
  return (
    <Button size="small" variant={mark ? 'text' : emphasis} aria-disabled={mark ? true : undefined} color={mark?.status === 'conflict' ? 'warning' : color} onClick={onClick}>
      {mark ? markLabel(item, mark) : label}
    </Button>
  );
}

/**
 * Approvals (issue #17 §3): one queue of pending time off and submitted weeks; approve, or deny with a reason.
 * A decided row stays where it is, its button saying what happened (issue #27 §1): the button keeps focus and
 * ignores further clicks, and no other row moves under the pointer.
 */
export function ApprovalsView({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  const queue = workApi.endpoints.getApprovals.useQuery();
  const { decisions } = useAppSelector(selectApprovals);
  const rows = approvalRows(queue.data ?? [], decisions);
  return (
    <LoadState loading={queue.isLoading} failed={queue.isError && queue.data === undefined} error={queue.error} what="approvals" onRetry={() => void queue.refetch()}>
      {queue.data !== undefined && rows.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Waiting for your approval">
            <TableHead>
              <TableRow>
                {['Employee', 'What', 'Details', ''].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ item, mark }, position) => {
                const { who, what, detail } = describe(item);
                return (
                  <TableRow key={item.id} aria-label={`${who}: ${what}, ${detail}`}>
                    <TableCell>{who}</TableCell>
                    <TableCell>{what}</TableCell>
                    <TableCell>{detail}</TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                        {/* The clicked button stays (same element, so focus stays) and says what happened. */}
                        {mark?.decision !== 'deny' && (
                          <DecisionButton key="approve" label="Approve" item={item} mark={mark} emphasis="contained" color="primary" onClick={() => dispatch(approveClicked(item, position))} />
                        )}
                        {mark?.decision !== 'approve' && (
                          <DecisionButton
                            key="deny"
                            label={item.kind === 'timeoff' ? 'Deny' : 'Return'}
                            item={item}
                            mark={mark}
                            emphasis="outlined"
                            color="error"
                            onClick={() => dispatch(denyClicked(item, position))}
                          />
                        )}
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </LoadState>
  );
}
