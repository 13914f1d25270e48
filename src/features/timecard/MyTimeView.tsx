import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { workApi } from '../../api/workApi';
import { longDay, shortDay, weekDays } from '../../lib/work/dates';
import { dayTotal, validateWeek, weekTotal } from '../../lib/work/rules';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { StatusChip } from '../../ui/StatusChip';
import { cellChanged, entriesFromRows, jobAdded, myTimeOpened, saveDraftClicked, selectMyTime, submitWeekClicked, weekShifted } from './myTimeSlice';

/** My time (issue #17 §2): a week grid of hours by job, save as draft, submit, previous and next week. */
export function MyTimeView({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(myTimeOpened());
  }, [dispatch]);
  const { weekStart, rows, loadedWeek, dirty } = useAppSelector(selectMyTime);
  const week = workApi.endpoints.getWeek.useQuery(weekStart, { skip: !weekStart });
  const projects = workApi.endpoints.getProjects.useQuery();
  const openJobs = (projects.data ?? []).filter((p) => p.status === 'active');
  const days = weekStart ? weekDays(weekStart) : [];
  const status = week.data?.weekStart === weekStart ? week.data.status : undefined;
  const readOnly = status === 'submitted' || status === 'approved';
  const ready = loadedWeek === weekStart && !!week.data;
  const entries = entriesFromRows(rows);
  const errors = validateWeek(entries, openJobs.map((p) => p.jobNumber));
  const unusedJobs = openJobs.filter((p) => !rows.some((r) => r.jobNumber === p.jobNumber));
  // Hours a crew lead entered for this person: shown beside their own, never merged into them (issue #25).
  const crewEntries = ready && week.data?.weekStart === weekStart ? (week.data.crewEntries ?? []) : [];
  const crewTotal = weekTotal(crewEntries);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label="Previous week" onClick={() => dispatch(weekShifted(-1))}>
          <ChevronLeft />
        </IconButton>
        <Typography component="h2" variant="h6" aria-live="polite">
          {weekStart ? `Week of ${longDay(weekStart)}` : ''}
        </Typography>
        <IconButton aria-label="Next week" onClick={() => dispatch(weekShifted(1))}>
          <ChevronRight />
        </IconButton>
        {status && <StatusChip status={status} />}
      </Box>
      {week.data?.status === 'returned' && week.data.weekStart === weekStart && (
        <Alert severity="warning">
          Returned by {week.data.decidedBy ?? 'your approver'}: {week.data.reason}
        </Alert>
      )}
      <LoadState loading={!ready && !(week.isError && week.currentData === undefined)} failed={week.isError && week.currentData === undefined} error={week.error} what="the week" onRetry={() => void week.refetch()}>
        <>
            {rows.length === 0 && <EmptyState text={emptyText} />}
            {rows.length > 0 && (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label="Hours by job and day">
                  <TableHead>
                    <TableRow>
                      <TableCell>Job</TableCell>
                      {days.map((d) => (
                        <TableCell key={d} align="center">
                          {shortDay(d)}
                        </TableCell>
                      ))}
                      <TableCell align="right">Total</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.jobNumber}>
                        <TableCell component="th" scope="row">
                          {row.jobNumber}
                          <Typography variant="body2" color="text.secondary">
                            {projects.data?.find((p) => p.jobNumber === row.jobNumber)?.name ?? ''}
                          </Typography>
                        </TableCell>
                        {row.cells.map((value, i) => {
                          const error = errors.cells[`${row.jobNumber}:${i}`];
                          const label = `${row.jobNumber} ${days[i] ? shortDay(days[i]) : ''}`;
                          return (
                            <TableCell key={i} align="center" sx={{ px: 0.5 }}>
                              {readOnly ? (
                                <span aria-label={label}>{value || '0'}</span>
                              ) : (
                                <InputBase
                                  value={value}
                                  onChange={(e) => dispatch(cellChanged({ jobNumber: row.jobNumber, day: i, value: e.target.value }))}
                                  inputProps={{ 'aria-label': label, inputMode: 'decimal', 'aria-invalid': !!error, title: error }}
                                  sx={{ width: 56, px: 0.5, border: 1, borderRadius: 1, borderColor: error ? 'error.main' : 'divider', color: error ? 'error.main' : undefined, '& input': { textAlign: 'center' } }}
                                />
                              )}
                            </TableCell>
                          );
                        })}
                        <TableCell align="right">{entries.find((e) => e.jobNumber === row.jobNumber)?.hours.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0) ?? 0}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                  <TableFooter>
                    <TableRow>
                      <TableCell component="th" scope="row">
                        Day total
                      </TableCell>
                      {days.map((d, i) => (
                        <TableCell key={d} align="center" sx={{ color: errors.days[i] ? 'error.main' : undefined }} aria-label={`Total ${shortDay(d)}`}>
                          {dayTotal(entries, i)}
                        </TableCell>
                      ))}
                      <TableCell align="right" aria-label="Week total">
                        {weekTotal(entries)}
                      </TableCell>
                    </TableRow>
                  </TableFooter>
                </Table>
              </TableContainer>
            )}
            {[...Object.values(errors.cells).slice(0, 1), ...Object.values(errors.days), ...errors.rows].map((m) => (
              <Typography key={m} color="error" variant="body2" role="alert">
                {m}
              </Typography>
            ))}
            {crewEntries.length > 0 && (
              <Box component="section" aria-labelledby="crew-hours-heading">
                <Typography id="crew-hours-heading" component="h3" variant="subtitle1">
                  Crew time entered for you ({crewTotal} h)
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {crewEntries.map((e) => (
                    <Typography component="li" variant="body2" key={`${e.jobNumber}:${e.enteredBy}`}>
                      {e.jobNumber}:{' '}
                      {days
                        .map((d, i) => ((e.hours[i] ?? 0) > 0 ? `${shortDay(d)} ${e.hours[i] ?? 0} h` : null))
                        .filter((x) => x !== null)
                        .join(', ')}{' '}
                      — entered by {e.enteredBy}
                    </Typography>
                  ))}
                </Box>
              </Box>
            )}
            {!readOnly && (
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <TextField
                  select
                  size="small"
                  label="Add a job"
                  value=""
                  onChange={(e) => dispatch(jobAdded(e.target.value))}
                  sx={{ minWidth: 240 }}
                  disabled={unusedJobs.length === 0}
                >
                  {unusedJobs.map((p) => (
                    <MenuItem key={p.jobNumber} value={p.jobNumber}>
                      {p.jobNumber} {p.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ flex: 1 }} />
                <Button variant="outlined" onClick={() => dispatch(saveDraftClicked())} disabled={!dirty}>
                  Save draft
                </Button>
                <Button variant="contained" onClick={() => dispatch(submitWeekClicked())} disabled={weekTotal(entries) + crewTotal === 0}>
                  Submit week
                </Button>
              </Box>
            )}
        </>
      </LoadState>
    </Box>
  );
}
