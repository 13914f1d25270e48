import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nanoid } from '@reduxjs/toolkit';
import { useState } from 'react';
import { workApi } from '../../api/workApi';
import { peopleApi } from '../../api/peopleApi';
import { ADJUSTMENT_NOTE_MAX, policyOf, reasonText, signedHours, validateAdjustment } from '../../shared/work/balances';
import type { BalanceEntry, BalanceHistory, LeavePolicy } from '../../shared/work/balances';
import { longDay } from '../../shared/work/dates';
import { TIME_OFF_TYPE_LABELS } from '../../shared/work/rules';
import { TIME_OFF_TYPES } from '../../shared/work/schemas';
import type { TimeOffType } from '../../shared/work/schemas';
import { LoadState } from '../../ui/LoadState';
import { WRAP_ANYWHERE } from '../../ui/text';
import { useCompact } from '../../ui/useCompact';

/** A policy in words, above its history. */
function policyLine(policy: LeavePolicy): string {
  const accrual = policy.accrual === 'pay-period' ? `Accrues ${policy.hours} h per pay period` : `${policy.hours} h granted on 1 January`;
  const carry = policy.carryOver > 0 ? `up to ${policy.carryOver} h carried into the next year` : 'nothing carried into the next year';
  return `${accrual}, up to ${policy.cap} h; ${carry}.`;
}

/** One type's history (ADR 0169), newest first: date, reason in words, hours with their sign, balance after. */
export function BalanceHistoryTable({ history, type }: { history: BalanceHistory; type: TimeOffType }) {
  const policy = policyOf(history.policies, type);
  const entries: BalanceEntry[] = history.entries.filter((e) => e.type === type);
  const label = TIME_OFF_TYPE_LABELS[type];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="textSecondary">
        {policyLine(policy)}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="textSecondary">No changes yet.</Typography>
      ) : (
        // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
        <TableContainer tabIndex={0} role="region" aria-label={`${label} history, scrollable`}>
          <Table size="small" aria-label={`${label} history`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Date
                </TableCell>
                <TableCell component="th" scope="col">
                  Reason
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Hours
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Balance after
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{longDay(e.day)}</TableCell>
                  <TableCell sx={WRAP_ANYWHERE}>{reasonText(e, policy)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {signedHours(e.hours)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {e.balanceAfter} h
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** The caller's history of one balance, in a dialog (full screen on a phone). */
export function BalanceHistoryDialog({ type, open, onClose }: { type: TimeOffType; open: boolean; onClose: () => void }) {
  const history = workApi.endpoints.getBalanceHistory.useQuery(undefined, { skip: !open });
  const compact = useCompact();
  const label = TIME_OFF_TYPE_LABELS[type];
  return (
    <Dialog open={open} onClose={onClose} fullScreen={compact} fullWidth maxWidth="md" aria-labelledby="balance-history-title">
      <DialogTitle id="balance-history-title">{label} history</DialogTitle>
      <DialogContent>
        <LoadState loading={history.isLoading} failed={history.isError && history.data === undefined} error={history.error} what="the history" onRetry={() => void history.refetch()}>
          {history.data && <BalanceHistoryTable history={history.data} type={type} />}
        </LoadState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

interface AdjustForm {
  type: TimeOffType;
  hours: string;
  note: string;
  key: string;
  tried: boolean;
}

const emptyForm = (type: TimeOffType): AdjustForm => ({ type, hours: '', note: '', key: nanoid(), tried: false });

/** An HR admin's adjustment of one person's balance, with a required reason; the history below shows it once saved. */
function AdjustBalance({ history }: { history: BalanceHistory }) {
  const [form, setForm] = useState<AdjustForm>(() => emptyForm('vacation'));
  const [adjust, result] = workApi.endpoints.adjustBalance.useMutation();
  const policy = policyOf(history.policies, form.type);
  const input = { type: form.type, hours: form.hours.trim() === '' ? Number.NaN : Number(form.hours), note: form.note };
  const errors = form.tried ? validateAdjustment(input, policy, history.balances[form.type]) : {};
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (Object.keys(validateAdjustment(input, policy, history.balances[form.type])).length > 0) {
      setForm({ ...form, tried: true });
      return;
    }
    const answer = await adjust({ employeeId: history.employeeId, adjustment: { ...input, note: input.note.trim() }, idempotencyKey: form.key });
    if (!('error' in answer)) setForm(emptyForm(form.type));
  };
  return (
    <Box component="form" noValidate aria-label={`Adjust ${history.employeeName}'s balance`} onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField select label="Leave type" value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as TimeOffType })}>
        {TIME_OFF_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {TIME_OFF_TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="number"
        label="Hours to add (negative to remove)"
        value={form.hours}
        onChange={(e) => setForm({ ...form, hours: e.target.value })}
        error={!!errors.hours}
        helperText={errors.hours}
        slotProps={{ htmlInput: { step: 0.25 } }}
        required
      />
      <TextField
        label="Reason"
        value={form.note}
        onChange={(e) => setForm({ ...form, note: e.target.value })}
        error={!!errors.note}
        helperText={errors.note ?? `Required, up to ${ADJUSTMENT_NOTE_MAX} characters; the employee sees it in their history.`}
        multiline
        minRows={2}
        required
        sx={{ gridColumn: '1 / -1' }}
      />
      {result.isError && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          The adjustment was not saved.
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={result.isLoading} sx={{ minHeight: 44 }}>
          Adjust balance
        </Button>
      </Box>
    </Box>
  );
}

/** HR admins (issue #46 §3): pick a person, see their balances and history, adjust one with a reason. */
export function HrBalances() {
  const directory = peopleApi.endpoints.getDirectory.useQuery({});
  const [employeeId, setEmployeeId] = useState('');
  const [type, setType] = useState<TimeOffType>('vacation');
  const history = workApi.endpoints.getPersonBalances.useQuery(employeeId, { skip: employeeId === '' });
  const people = directory.data?.people ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField select label="Person" value={employeeId} onChange={(e) => setEmployeeId(e.target.value)} helperText={employeeId ? undefined : 'Pick a person to see their balances.'}>
        {people.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      {employeeId && (
        <LoadState loading={history.isLoading} failed={history.isError && history.data === undefined} error={history.error} what="the balances" onRetry={() => void history.refetch()}>
          {history.data && (
            <>
              <Box component="ul" aria-label={`${history.data.employeeName}'s balances`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                {TIME_OFF_TYPES.map((t) => (
                  <li key={t}>
                    <Typography component="span" color="textSecondary">
                      {TIME_OFF_TYPE_LABELS[t]}:{' '}
                    </Typography>
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {history.data?.balances[t]} h
                    </Typography>
                  </li>
                ))}
              </Box>
              <AdjustBalance key={history.data.employeeId} history={history.data} />
              <TextField select label="History of" value={type} onChange={(e) => setType(e.target.value as TimeOffType)} sx={{ maxWidth: 240 }}>
                {TIME_OFF_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {TIME_OFF_TYPE_LABELS[t]}
                  </MenuItem>
                ))}
              </TextField>
              <BalanceHistoryTable history={history.data} type={type} />
            </>
          )}
        </LoadState>
      )}
    </Box>
  );
}
