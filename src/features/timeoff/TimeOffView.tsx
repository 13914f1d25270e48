import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { workApi } from '../../api/workApi';
import { datedText, daysInclusive, isIsoDate, isoDate, longDay } from '../../shared/work/dates';
import { availableHours, HOURS_PER_WORKING_DAY, MAX_HOLIDAY_DAYS, TIME_OFF_TYPE_LABELS, WORKED_DAYS_CONFIRMATION, workedDaysCount } from '../../shared/work/rules';
import { TIME_OFF_TYPES } from '../../shared/work/schemas';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { StatusChip } from '../../ui/StatusChip';
import { stepLabel } from '../../shared/routing/schemas';
import { WRAP_ANYWHERE } from '../../ui/text';
import { useCompact } from '../../ui/useCompact';
import type { TimeOffRequest } from '../../shared/work/schemas';
import { modalRegistry } from '../modals/ModalHost';
import {
  cancelTimeOffClicked,
  editTimeOffClicked,
  REQUEST_MODAL_ID,
  requestTimeOffClicked,
  selectHoursTouched,
  selectTimeOffErrors,
  selectTimeOffForm,
  timeOffFieldChanged,
  workedDaysConfirmedChanged,
} from './timeoffSlice';
import type { TimeOffForm } from './timeoffSlice';
import { useState } from 'react';
import type { TimeOffType } from '../../shared/work/schemas';
import { BalanceHistoryDialog } from './BalanceHistory';

/**
 * Who else is out on the chosen days (issue #26 §4, #48 §6): a short list, never a refusal — each teammate (sharing the
 * caller's manager, or reporting to the caller) with approved or pending leave on some of those days, by name and
 * days, and whether it is still pending. The answer carries nothing else of their leave.
 */
function TeammatesOut({ firstDay, lastDay }: { firstDay: string; lastDay: string }) {
  const valid = isIsoDate(firstDay) && isIsoDate(lastDay) && lastDay >= firstDay && daysInclusive(firstDay, lastDay) <= MAX_HOLIDAY_DAYS;
  const answer = workApi.endpoints.getTeammatesOutOn.useQuery({ from: firstDay, to: lastDay }, { skip: !valid });
  const out = valid ? (answer.currentData ?? []) : [];
  if (out.length === 0) return null;
  return (
    <Alert severity="info" role="status" aria-live="polite" sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
        Who else is out
      </Typography>
      <Box component="ul" aria-label="Others out on these days" sx={{ m: 0, pl: 2 }}>
        {out.map((o) => (
          <li key={`${o.name}:${o.firstDay}:${o.lastDay}`}>
            {o.name}: {o.firstDay === o.lastDay ? longDay(o.firstDay) : `${longDay(o.firstDay)} to ${longDay(o.lastDay)}`}
            {o.pending ? ' (pending)' : ''}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * Leave on days already worked (issue #46 §2): the chosen days that have hours (own or crew time), said in place and
 * politely announced, and the confirmation the request needs before it can be sent (the service refuses it without).
 */
function WorkedDaysWarning({ firstDay, lastDay, confirmed, error }: { firstDay: string; lastDay: string; confirmed: boolean; error: string | undefined }) {
  const dispatch = useAppDispatch();
  const valid = isIsoDate(firstDay) && isIsoDate(lastDay) && lastDay >= firstDay && daysInclusive(firstDay, lastDay) <= MAX_HOLIDAY_DAYS;
  const answer = workApi.endpoints.getWorkedDays.useQuery({ from: firstDay, to: lastDay }, { skip: !valid });
  const worked = valid ? (answer.currentData ?? []) : [];
  if (worked.length === 0) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
      <Alert severity="warning" role="status" aria-live="polite">
        You already worked on {workedDaysCount(worked.length, daysInclusive(firstDay, lastDay))}: {worked.map((w) => `${longDay(w.day)} (${w.hours} h)`).join(', ')}.
      </Alert>
      <Box>
        <FormControlLabel
          control={<Checkbox checked={confirmed} onChange={(e) => dispatch(workedDaysConfirmedChanged(e.target.checked))} slotProps={{ input: { 'aria-describedby': error ? 'worked-days-error' : undefined } }} />}
          label={WORKED_DAYS_CONFIRMATION}
        />
        {error && (
          <FormHelperText id="worked-days-error" error>
            {error}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}

/** The request form, shown as the content of the custom modal; errors under each field in red (spec §5). */
function TimeOffRequestForm() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectTimeOffForm);
  const errors = useAppSelector(selectTimeOffErrors);
  const hoursTouched = useAppSelector(selectHoursTouched);
  const change = (field: Exclude<keyof TimeOffForm, 'workedDaysConfirmed'>) => (e: { target: { value: string } }) => dispatch(timeOffFieldChanged({ field, value: e.target.value }));
  return (
    <Box component="form" noValidate aria-label="Time-off request" sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField select label="Type" value={form.type} onChange={change('type')} error={!!errors.type} helperText={errors.type} sx={{ gridColumn: '1 / -1' }}>
        {TIME_OFF_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {TIME_OFF_TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </TextField>
      <TextField type="date" label="First day" value={form.firstDay} onChange={change('firstDay')} error={!!errors.firstDay} helperText={errors.firstDay && datedText(errors.firstDay)} slotProps={{ inputLabel: { shrink: true } }} required />
      <TextField type="date" label="Last day" value={form.lastDay} onChange={change('lastDay')} error={!!errors.lastDay} helperText={errors.lastDay} slotProps={{ inputLabel: { shrink: true } }} required />
      <TextField
        type="number"
        label="Hours"
        value={form.hours}
        onChange={change('hours')}
        error={!!errors.hours}
        helperText={errors.hours ?? (hoursTouched ? undefined : `${HOURS_PER_WORKING_DAY} h per working day, holidays excluded`)}
        slotProps={{ htmlInput: { min: 0, step: 0.25 } }}
        required
      />
      <TextField label="Note" value={form.note} onChange={change('note')} error={!!errors.note} helperText={errors.note} multiline minRows={1} />
      <WorkedDaysWarning firstDay={form.firstDay} lastDay={form.lastDay} confirmed={form.workedDaysConfirmed} error={errors.workedDaysConfirmed} />
      <TeammatesOut firstDay={form.firstDay} lastDay={form.lastDay} />
    </Box>
  );
}

modalRegistry[REQUEST_MODAL_ID] = TimeOffRequestForm;

/** The three balances, each with what is pending and what is free to request. */

export function TimeOffBalances() {
  const balances = workApi.endpoints.getBalances.useQuery();
  const requests = workApi.endpoints.getTimeOffRequests.useQueryState();
  const [history, setHistory] = useState<{ type: TimeOffType; open: boolean }>({ type: 'vacation', open: false });
  return (
    <LoadState loading={balances.isLoading} failed={balances.isError && balances.data === undefined} error={balances.error} what="balances" onRetry={() => void balances.refetch()}>
      {balances.data && (
        <Box component="ul" aria-label="Balances" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {TIME_OFF_TYPES.map((t) => {
            const total = balances.data?.[t] ?? 0;
            const left = balances.data ? availableHours(t, balances.data, requests.data ?? []) : 0;
            return (
              <Paper component="li" key={t} variant="outlined" sx={{ p: 2 }} aria-label={`${TIME_OFF_TYPE_LABELS[t]} balance`}>
                <Typography color="textSecondary">{TIME_OFF_TYPE_LABELS[t]}</Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  {total} h
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {left === total ? 'None pending' : `${total - left} h pending, ${left} h free to request`}
                </Typography>
                <Button size="small" onClick={() => setHistory({ type: t, open: true })} aria-label={`Show the ${TIME_OFF_TYPE_LABELS[t].toLowerCase()} history`} sx={{ mt: 1, ml: -1, minHeight: 44 }}>
                  History
                </Button>
              </Paper>
            );
          })}
        </Box>
      )}
      <BalanceHistoryDialog type={history.type} open={history.open} onClose={() => setHistory({ ...history, open: false })} />
    </LoadState>
  );
}

/** A pending request's place on a route of several steps (issue #48 §4): "Step 2 of 2: HR". */
const stepText = (r: TimeOffRequest) => (r.status === 'pending' && r.route ? stepLabel(r.route) : null);

/**
 * Whether a request can still be withdrawn: a pending one, or an approved one that has not started (its hours go back,
 * ADR 0169; the service and the mock allow it, and a calendar feed shows it cancelled, issue #48 §5).
 */
const cancellable = (r: TimeOffRequest, today: string) => r.status === 'pending' || (r.status === 'approved' && r.firstDay > today);

/** Cancel for a pending request, or an approved one not yet started: the same words on a card and in the table. */
function CancelButton({ request, size }: { request: TimeOffRequest; size: 'small' | 'medium' }) {
  const dispatch = useAppDispatch();
  return (
    <Button size={size} color="error" variant={size === 'medium' ? 'outlined' : 'text'} onClick={() => dispatch(cancelTimeOffClicked({ id: request.id }))} aria-label={`Cancel request from ${longDay(request.firstDay)}`}>
      Cancel
    </Button>
  );
}

/** Edit for a pending request: the form, filled in with it. */
function EditButton({ request, size }: { request: TimeOffRequest; size: 'small' | 'medium' }) {
  const dispatch = useAppDispatch();
  return (
    <Button size={size} variant={size === 'medium' ? 'outlined' : 'text'} onClick={() => dispatch(editTimeOffClicked({ request }))} aria-label={`Edit request from ${longDay(request.firstDay)}`}>
      Edit
    </Button>
  );
}

/** My requests: a table on a desktop, a card per request (every field and its Cancel in view) below 900 px. */
function RequestList({ requests }: { requests: readonly TimeOffRequest[] }) {
  const compact = useCompact();
  const today = isoDate(new Date());
  if (compact) {
    return (
      <Box component="ul" aria-label="My time-off requests" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {requests.map((r) => (
          <Paper component="li" key={r.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} aria-label={`${TIME_OFF_TYPE_LABELS[r.type]}, ${longDay(r.firstDay)} to ${longDay(r.lastDay)}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {TIME_OFF_TYPE_LABELS[r.type]}
              </Typography>
              <StatusChip status={r.status} />
            </Box>
            <Typography variant="body2">
              {r.firstDay === r.lastDay ? longDay(r.firstDay) : `${longDay(r.firstDay)} to ${longDay(r.lastDay)}`}, {r.hours} h
            </Typography>
            {r.note && (
              <Typography variant="body2" color="textSecondary" sx={WRAP_ANYWHERE}>
                {r.note}
              </Typography>
            )}
            {stepText(r) && (
              <Typography variant="body2" color="textSecondary">
                {stepText(r)}
              </Typography>
            )}
            {r.decidedBy && (
              <Typography variant="body2" color="textSecondary" sx={WRAP_ANYWHERE}>
                {r.status === 'denied' ? 'Denied' : 'Decided'} by {r.decidedBy}
                {r.reason ? `: ${r.reason}` : ''}
              </Typography>
            )}
            {cancellable(r, today) && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {r.status === 'pending' && <EditButton request={r} size="medium" />}
                <CancelButton request={r} size="medium" />
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    );
  }
  return (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="My time-off requests">
              <TableHead>
                <TableRow>
                  {['Type', 'First day', 'Last day', 'Hours', 'Note', 'Status', 'Decided by', 'Reason', ''].map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {requests.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{TIME_OFF_TYPE_LABELS[r.type]}</TableCell>
                    <TableCell>{longDay(r.firstDay)}</TableCell>
                    <TableCell>{longDay(r.lastDay)}</TableCell>
                    <TableCell>{r.hours}</TableCell>
                    <TableCell>{r.note}</TableCell>
                    <TableCell>
                      <StatusChip status={r.status} />
                    </TableCell>
                    <TableCell>{r.decidedBy ?? stepText(r) ?? ''}</TableCell>
                    <TableCell>{r.reason ?? ''}</TableCell>
                    <TableCell>
                      {cancellable(r, today) && (
                        <Box sx={{ display: 'flex', gap: 0.5 }}>
                          {r.status === 'pending' && <EditButton request={r} size="small" />}
                          <CancelButton request={r} size="small" />
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
  );
}

/** Time off (issue #17 §1): balances, my requests, request, change (issue #46 §3) and cancel. */
export function TimeOffView({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  const requests = workApi.endpoints.getTimeOffRequests.useQuery();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimeOffBalances />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h2" variant="h6">
          My requests
        </Typography>
        <Button variant="contained" onClick={() => dispatch(requestTimeOffClicked())}>
          Request time off
        </Button>
      </Box>
      <LoadState loading={requests.isLoading} failed={requests.isError && requests.data === undefined} error={requests.error} what="time-off requests" onRetry={() => void requests.refetch()}>
        {requests.data?.length === 0 ? (
          <EmptyState text={emptyText} />
        ) : (
          <RequestList requests={requests.data ?? []} />
        )}
      </LoadState>
    </Box>
  );
}
