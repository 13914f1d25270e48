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
import { datedText, dayWithWeekday, longDay, weekDays, weekdayOf } from '../../shared/work/dates';
import { validateWeek, weekTotal } from '../../shared/work/rules';
import { dayOfAllKinds, weekConflicts } from '../../shared/work/ledger';
import type { WeekErrors } from '../../shared/work/rules';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { StatusChip } from '../../ui/StatusChip';
import { stepLabel } from '../../shared/routing/schemas';
import { cellChanged, dayChosen, entriesFromRows, jobAdded, myTimeOpened, saveDraftClicked, selectMyTime, submitWeekClicked, weekShifted } from './myTimeSlice';
import type { GridRow } from './myTimeSlice';
import type { TimecardEntry } from '../../shared/work/schemas';
import { WRAP_ANYWHERE } from '../../ui/text';
import { useCompact } from '../../ui/useCompact';

/** A row of the week the person does not edit here: crew time others entered, time off, a holiday (issue #46 §1). */
interface LedgerRow {
  key: string;
  label: string;
  detail: string;
  hours: number[];
}

interface WeekProps {
  days: string[];
  rows: GridRow[];
  entries: TimecardEntry[];
  /** Crew time, time off and holidays: shown beside the hours and counted in the totals, not editable. */
  others: LedgerRow[];
  /** A day's hours of every kind together. */
  dayHours: (dayIndex: number) => number;
  errors: WeekErrors;
  readOnly: boolean;
  jobName: (jobNumber: string) => string;
}

const sumOf = (hours: readonly number[]) => Math.round(hours.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0) * 100) / 100;

/** The week as a grid of hours by job and day (900 px and wider). */
function WeekGrid({ days, rows, entries, others, dayHours, errors, readOnly, jobName }: WeekProps) {
  const dispatch = useAppDispatch();
  return (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label="Hours by job and day">
                  <TableHead>
                    <TableRow>
                      <TableCell>Job</TableCell>
                      {days.map((d) => (
                        <TableCell key={d} align="center">
                          {dayWithWeekday(d)}
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
                          <Typography variant="body2" color="textSecondary">
                            {jobName(row.jobNumber)}
                          </Typography>
                        </TableCell>
                        {row.cells.map((value, i) => {
                          const error = errors.cells[`${row.jobNumber}:${i}`];
                          const label = `${row.jobNumber} ${days[i] ? dayWithWeekday(days[i]) : ''}`;
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
                    {others.map((row) => (
                      <TableRow key={row.key}>
                        <TableCell component="th" scope="row">
                          {row.label}
                          <Typography variant="body2" color="textSecondary">
                            {row.detail}
                          </Typography>
                        </TableCell>
                        {row.hours.map((h, i) => (
                          <TableCell key={i} align="center" aria-label={`${row.label} ${days[i] ? dayWithWeekday(days[i]) : ''}`}>
                            {h || ''}
                          </TableCell>
                        ))}
                        <TableCell align="right">{sumOf(row.hours)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                  <TableFooter>
                    <TableRow>
                      <TableCell component="th" scope="row">
                        Day total
                      </TableCell>
                      {days.map((d, i) => (
                        <TableCell key={d} align="center" sx={{ color: errors.days[i] ? 'error.main' : undefined }} aria-label={`Total ${dayWithWeekday(d)}`}>
                          {dayHours(i)}
                        </TableCell>
                      ))}
                      <TableCell align="right" aria-label="Week total">
                        {sumOf(days.map((_, i) => dayHours(i)))}
                      </TableCell>
                    </TableRow>
                  </TableFooter>
                </Table>
              </TableContainer>
  );
}

/**
 * The week entered day by day (below 900 px): a button per day with its total, then the chosen day's hours
 * by job, each field a 44 px target. The fields carry the same names as the grid's ("24-117 Wed 25 Nov").
 */
function DayEntry({ days, rows, others, dayHours, errors, readOnly, jobName }: WeekProps) {
  const dispatch = useAppDispatch();
  const { day } = useAppSelector(selectMyTime);
  const date = days[day] ?? '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
      <Box role="group" aria-label="Day of the week" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        {days.map((d, i) => (
          <Button
            key={d}
            variant={i === day ? 'contained' : 'text'}
            aria-pressed={i === day}
            aria-label={`${dayWithWeekday(d)}, ${dayHours(i)} h`}
            onClick={() => dispatch(dayChosen(i))}
            sx={{ minWidth: 0, minHeight: 48, px: 0, display: 'grid', lineHeight: 1.2, color: errors.days[i] && i !== day ? 'error.main' : undefined }}
          >
            <span>{weekdayOf(d)}</span>
            <Typography component="span" variant="caption">
              {dayHours(i)}
            </Typography>
          </Button>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {date ? dayWithWeekday(date) : ''}
      </Typography>
      <Box component="ul" aria-label={date ? `Hours on ${dayWithWeekday(date)}` : 'Hours'} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => {
          const value = row.cells[day] ?? '';
          const error = errors.cells[`${row.jobNumber}:${day}`];
          const label = `${row.jobNumber} ${date ? dayWithWeekday(date) : ''}`;
          return (
            <Box component="li" key={row.jobNumber} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography>{row.jobNumber}</Typography>
                <Typography variant="body2" color="textSecondary" sx={WRAP_ANYWHERE}>
                  {jobName(row.jobNumber)}
                </Typography>
              </Box>
              {readOnly ? (
                <Typography aria-label={label}>{value || '0'} h</Typography>
              ) : (
                <TextField
                  value={value}
                  onChange={(e) => dispatch(cellChanged({ jobNumber: row.jobNumber, day, value: e.target.value }))}
                  error={!!error}
                  size="small"
                  slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal', title: error, style: { textAlign: 'center', minHeight: 28 } } }}
                  sx={{ width: 88 }}
                />
              )}
            </Box>
          );
        })}
        {others
          .filter((row) => (row.hours[day] ?? 0) > 0)
          .map((row) => (
            <Box component="li" key={row.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography>{row.label}</Typography>
                <Typography variant="body2" color="textSecondary" sx={WRAP_ANYWHERE}>
                  {row.detail}
                </Typography>
              </Box>
              <Typography aria-label={`${row.label} ${date ? dayWithWeekday(date) : ''}`}>{row.hours[day]} h</Typography>
            </Box>
          ))}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'space-between', rowGap: 0.5, '& dd': { m: 0, fontWeight: 600, textAlign: 'right' } }}>
        <dt>Day total</dt>
        <Box component="dd" sx={{ color: errors.days[day] ? 'error.main' : undefined }}>
          {dayHours(day)} h
        </Box>
        <dt id="week-total-term">Week total</dt>
        <dd aria-labelledby="week-total-term">{sumOf(days.map((_, i) => dayHours(i)))}</dd>
      </Box>
    </Paper>
  );
}

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
  // Hours a crew lead entered for this person: rows of their own beside the person's, never merged into them (issue #25).
  const crewEntries = ready && week.data?.weekStart === weekStart ? (week.data.crewEntries ?? []) : [];
  const crewTotal = weekTotal(crewEntries);
  // The ledger's other kinds (issue #46 §1): time off and holidays on these days, beside the hours, in the totals.
  const leave = ready && week.data?.weekStart === weekStart ? (week.data.leave ?? []) : [];
  const worked = [...entries, ...crewEntries.map(({ jobNumber, hours }) => ({ jobNumber, hours }))];
  const dayHours = (i: number) => dayOfAllKinds(worked, leave, i);
  const others: LedgerRow[] = [
    ...crewEntries.map((e) => ({ key: `crew:${e.jobNumber}:${e.enteredBy}`, label: `${e.jobNumber} (crew)`, detail: `Entered by ${e.enteredBy}`, hours: e.hours })),
    ...leave.map((l, i) => ({ key: `leave:${l.requestId ?? l.kind}:${i}`, label: l.label, detail: l.kind === 'holiday' ? 'Company holiday' : 'Time off', hours: l.hours })),
  ];
  const conflicts = weekStart ? weekConflicts(weekStart, worked, leave) : [];
  const compact = useCompact();
  const jobName = (jobNumber: string) => projects.data?.find((p) => p.jobNumber === jobNumber)?.name ?? '';
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
        {status === 'submitted' && week.data?.route && (
          <Typography variant="body2" color="textSecondary">
            {stepLabel(week.data.route)}
          </Typography>
        )}
      </Box>
      {week.data?.status === 'returned' && week.data.weekStart === weekStart && (
        <Alert severity="warning">
          Returned by {week.data.decidedBy ?? 'your approver'}: {week.data.reason}
        </Alert>
      )}
      <LoadState loading={!ready && !(week.isError && week.currentData === undefined)} failed={week.isError && week.currentData === undefined} error={week.error} what="the week" onRetry={() => void week.refetch()}>
        <>
            {rows.length === 0 && <EmptyState text={emptyText} />}
            {rows.length > 0 &&
              (compact ? (
                <DayEntry days={days} rows={rows} entries={entries} others={others} dayHours={dayHours} errors={errors} readOnly={readOnly} jobName={jobName} />
              ) : (
                <WeekGrid days={days} rows={rows} entries={entries} others={others} dayHours={dayHours} errors={errors} readOnly={readOnly} jobName={jobName} />
              ))}
            {rows.length === 0 && others.length > 0 && (
              <Box component="ul" aria-label="Time off, holidays and crew time this week" sx={{ m: 0, pl: 3 }}>
                {others.map((row) => (
                  <Typography component="li" variant="body2" key={row.key}>
                    {row.label}:{' '}
                    {days
                      .map((d, i) => ((row.hours[i] ?? 0) > 0 ? `${dayWithWeekday(d)} ${row.hours[i] ?? 0} h` : null))
                      .filter((x) => x !== null)
                      .join(', ')}
                  </Typography>
                ))}
              </Box>
            )}
            {conflicts.length > 0 && (
              <Alert severity="warning" role="status">
                <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
                  Hours on time off or a holiday
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {conflicts.map((c) => (
                    <Typography component="li" variant="body2" key={c}>
                      {datedText(c)}
                    </Typography>
                  ))}
                </Box>
                <Typography component="p" variant="body2">
                  Those hours are paid as work, and the time off or holiday pays only the rest of the day. Change them if they are a mistake; your approver sees this note.
                </Typography>
              </Alert>
            )}
            {[...Object.values(errors.cells).slice(0, 1), ...Object.values(errors.days), ...errors.rows].map((m) => (
              <Typography key={m} color="error" variant="body2" role="alert">
                {m}
              </Typography>
            ))}
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
