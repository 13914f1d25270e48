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
import { approveClicked, DENY_MODAL_ID, denyClicked, reasonChanged, selectApprovals } from './approvalsSlice';

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

/** Approvals (issue #17 §3): one queue of pending time off and submitted weeks; approve, or deny with a reason. */
export function ApprovalsView({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  const queue = workApi.endpoints.getApprovals.useQuery();
  return (
    <LoadState loading={queue.isLoading} failed={queue.isError && queue.data === undefined} what="approvals" onRetry={() => void queue.refetch()}>
      {queue.data?.length === 0 ? (
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
              {(queue.data ?? []).map((item) => {
                const { who, what, detail } = describe(item);
                return (
                  <TableRow key={item.id} aria-label={`${who}: ${what}, ${detail}`}>
                    <TableCell>{who}</TableCell>
                    <TableCell>{what}</TableCell>
                    <TableCell>{detail}</TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                        <Button size="small" variant="contained" onClick={() => dispatch(approveClicked(item))}>
                          Approve
                        </Button>
                        <Button size="small" variant="outlined" color="error" onClick={() => dispatch(denyClicked(item))}>
                          {item.kind === 'timeoff' ? 'Deny' : 'Return'}
                        </Button>
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
