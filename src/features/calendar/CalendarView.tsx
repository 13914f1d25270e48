import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Celebration from '@mui/icons-material/Celebration';
import HourglassTop from '@mui/icons-material/HourglassTop';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { calendarApi } from '../../api/calendarApi';
import { ROLES_HOLIDAYS } from '../../contract/calendar';
import { addDays, daysInclusive, isoDate, longDay, monthOf, weekdayOf, weekDays } from '../../lib/work/dates';
import type { IsoDate } from '../../lib/work/dates';
import type { Absence, Calendar, Holiday } from '../../lib/work/schemas';
import { hasAnyRole } from '../../navigation/roles';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { WRAP_ANYWHERE } from '../../ui/text';
import { selectNavRoles } from '../auth/authSlice';
import { modalRegistry } from '../modals/ModalHost';
import {
  addHolidayClicked,
  addMonths,
  calendarDayChosen,
  calendarModeChosen,
  calendarStepped,
  deleteHolidayClicked,
  HOLIDAY_MODAL_ID,
  holidayFieldChanged,
  selectCalendarDay,
  selectCalendarMode,
  selectHolidayErrors,
  selectHolidayForm,
  visibleRange,
} from './calendarSlice';
import type { CalendarMode } from './calendarSlice';

const today = () => isoDate(new Date());
const EMPTY: Calendar = { from: '', to: '', absences: [], holidays: [] };

/** What one day holds: its holiday, and who is out. */
interface DayInfo {
  day: IsoDate;
  holiday: Holiday | undefined;
  out: Absence[];
}

function dayInfo(day: IsoDate, calendar: Calendar): DayInfo {
  return { day, holiday: calendar.holidays.find((h) => h.date === day), out: calendar.absences.filter((a) => a.firstDay <= day && a.lastDay >= day) };
}

const fullDay = (day: IsoDate) => `${weekdayOf(day)} ${longDay(day)}`;
const personText = (a: Absence) => `${a.employeeName} out${a.status === 'pending' ? ' (pending)' : ''}`;

/** The sentence a day announces: the day, its holiday, and who is out. */
export function dayLabel({ day, holiday, out }: DayInfo): string {
  const parts = [fullDay(day)];
  if (holiday) parts.push(`holiday: ${holiday.name}`);
  parts.push(out.length ? out.map(personText).join(', ') : 'nobody out');
  return parts.join(', ');
}

/** One person out: approved solid, pending dashed with an hourglass and the word — never by colour alone. */
function Person({ absence }: { absence: Absence }) {
  const pending = absence.status === 'pending';
  return (
    <Box
      component="li"
      data-status={absence.status}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.5,
        borderRadius: 1,
        border: 1,
        borderStyle: pending ? 'dashed' : 'solid',
        borderColor: pending ? 'text.secondary' : 'primary.main',
        bgcolor: pending ? 'transparent' : 'action.selected',
        fontStyle: pending ? 'italic' : 'normal',
        fontSize: '0.8125rem',
        ...WRAP_ANYWHERE,
      }}
    >
      {pending && <HourglassTop aria-hidden sx={{ fontSize: 14 }} />}
      <span>
        {absence.employeeName}
        {pending ? ' (pending)' : ''}
      </span>
    </Box>
  );
}

function HolidayMark({ holiday }: { holiday: Holiday }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, fontSize: '0.8125rem', ...WRAP_ANYWHERE }}>
      <Celebration aria-hidden sx={{ fontSize: 16 }} />
      <span>Holiday: {holiday.name}</span>
    </Box>
  );
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month or week as a WAI-ARIA grid: one tab stop (the day in focus), arrows move by a day or a week,
 * Home/End to the week's ends, Page Up/Down by a month; moving past the edge shows the next month or week.
 */
function DayGrid({ days, calendar, mode, focusDay, label }: { days: IsoDate[]; calendar: Calendar; mode: CalendarMode; focusDay: IsoDate; label: string }) {
  const dispatch = useAppDispatch();
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const now = today();
  const month = focusDay.slice(0, 7);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, days]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const weekday = days.indexOf(focusDay) % 7;
    let next: IsoDate | null = null;
    const step = KEY_STEPS[event.key];
    if (step !== undefined) next = addDays(focusDay, step);
    else if (event.key === 'Home') next = addDays(focusDay, -weekday);
    else if (event.key === 'End') next = addDays(focusDay, 6 - weekday);
    else if (event.key === 'PageUp') next = addMonths(focusDay, -1);
    else if (event.key === 'PageDown') next = addMonths(focusDay, 1);
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    dispatch(calendarDayChosen(next));
  };
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <Box ref={grid} role="grid" aria-label={label} onKeyDown={onKeyDown} sx={{ display: 'grid', gap: 0.5 }}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        {(weeks[0] ?? []).map((d) => (
          <Box role="columnheader" key={d} sx={{ textAlign: 'center', fontWeight: 600, color: 'text.secondary', fontSize: '0.8125rem' }}>
            {weekdayOf(d)}
          </Box>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box role="row" key={week[0]} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
          {week.map((d) => {
            const info = dayInfo(d, calendar);
            const outside = mode === 'month' && d.slice(0, 7) !== month;
            return (
              <Paper
                key={d}
                role="gridcell"
                variant="outlined"
                data-day={d}
                tabIndex={d === focusDay ? 0 : -1}
                aria-label={dayLabel(info)}
                aria-current={d === now ? 'date' : undefined}
                aria-selected={d === focusDay}
                onClick={() => dispatch(calendarDayChosen(d))}
                sx={{
                  minHeight: mode === 'week' ? 160 : 96,
                  p: 0.75,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.5,
                  minWidth: 0,
                  opacity: outside ? 0.7 : 1,
                  bgcolor: info.holiday ? 'action.hover' : undefined,
                  borderWidth: d === now ? 2 : 1,
                  borderColor: d === now ? 'primary.main' : undefined,
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
                }}
              >
                <Typography aria-hidden component="span" variant="body2" sx={{ fontWeight: d === now ? 700 : 400 }}>
                  {mode === 'week' ? longDay(d) : Number(d.slice(8, 10))}
                </Typography>
                <Box aria-hidden sx={{ display: 'grid', gap: 0.5 }}>
                  {info.holiday && <HolidayMark holiday={info.holiday} />}
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                    {info.out.map((a) => (
                      <Person key={a.id} absence={a} />
                    ))}
                  </Box>
                </Box>
              </Paper>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

/** On a phone: the days as a list (in a month, only the days with someone out or a holiday). */
function DayList({ days, calendar, mode, label }: { days: IsoDate[]; calendar: Calendar; mode: CalendarMode; label: string }) {
  const month = days[Math.floor(days.length / 2)]?.slice(0, 7) ?? '';
  const shown = days.map((d) => dayInfo(d, calendar)).filter((i) => mode === 'week' || (i.day.slice(0, 7) === month && (i.holiday || i.out.length)));
  if (shown.length === 0) return <EmptyState text="Nobody is out and there are no holidays this month." />;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {shown.map((info) => (
        <Paper component="li" key={info.day} variant="outlined" aria-label={dayLabel(info)} aria-current={info.day === today() ? 'date' : undefined} sx={{ p: 1.5, display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {fullDay(info.day)}
          </Typography>
          {info.holiday && <HolidayMark holiday={info.holiday} />}
          {info.out.length ? (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {info.out.map((a) => (
                <Person key={a.id} absence={a} />
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Nobody out
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}

/**
 * Who's out (issue #26 §2): the caller's team (`team`) or everyone (`hr`), as a month or a week, with previous,
 * next and today; pending leave dashed with an hourglass and "(pending)", holidays marked. Below 600 px the days
 * are a list.
 */
export function WhoIsOut({ scope }: { scope: 'team' | 'hr' }) {
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const mode = useAppSelector(selectCalendarMode);
  const day = useAppSelector(selectCalendarDay) || today();
  const range = visibleRange(mode, day);
  const team = calendarApi.endpoints.getTeamCalendar.useQuery(range, { skip: scope !== 'team' });
  const hr = calendarApi.endpoints.getHrCalendar.useQuery(range, { skip: scope !== 'hr' });
  const answer = scope === 'team' ? team : hr;
  const days = Array.from({ length: daysInclusive(range.from, range.to) / 7 }, (_, i) => weekDays(addDays(range.from, i * 7))).flat();
  const title = mode === 'month' ? monthOf(day) : `${longDay(range.from)} to ${longDay(range.to)}`;
  const label = `Who's out, ${title}`;
  const calendar = answer.currentData ?? EMPTY;
  const unit = mode === 'month' ? 'month' : 'week';
  return (
    <Box component="section" aria-labelledby={`whos-out-${scope}`} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography id={`whos-out-${scope}`} component="h2" variant="h6" aria-live="polite">
          {`Who's out: ${title}`}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button variant="outlined" aria-label={`Previous ${unit}`} onClick={() => dispatch(calendarStepped({ step: -1, today: today() }))} sx={{ minHeight: 44 }}>
            Previous
          </Button>
          <Button variant="outlined" onClick={() => dispatch(calendarDayChosen(today()))} sx={{ minHeight: 44 }}>
            Today
          </Button>
          <Button variant="outlined" aria-label={`Next ${unit}`} onClick={() => dispatch(calendarStepped({ step: 1, today: today() }))} sx={{ minHeight: 44 }}>
            Next
          </Button>
          <ToggleButtonGroup exclusive size="small" value={mode} aria-label="View" onChange={(_e, value: CalendarMode | null) => value && dispatch(calendarModeChosen(value))}>
            <ToggleButton value="month" sx={{ minHeight: 44, px: 2 }}>
              Month
            </ToggleButton>
            <ToggleButton value="week" sx={{ minHeight: 44, px: 2 }}>
              Week
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Approved time off has a solid border; pending requests are dashed, with an hourglass and “(pending)”.
      </Typography>
      <LoadState loading={false} failed={answer.isError && answer.data === undefined} error={answer.error} what="calendar" onRetry={() => void answer.refetch()}>
        {phone ? <DayList days={days} calendar={calendar} mode={mode} label={label} /> : <DayGrid days={days} calendar={calendar} mode={mode} focusDay={days.includes(day) ? day : (days[0] ?? day)} label={label} />}
      </LoadState>
    </Box>
  );
}

/** The Add holiday form, in the modal host (state in calendarSlice, the create in calendarListeners). */
function HolidayForm() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectHolidayForm);
  const errors = useAppSelector(selectHolidayErrors);
  return (
    <Box component="form" noValidate aria-label="Holiday" sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <TextField
        type="date"
        label="Day"
        value={form.date}
        onChange={(e) => dispatch(holidayFieldChanged({ field: 'date', value: e.target.value }))}
        error={!!errors.date}
        helperText={errors.date}
        slotProps={{ inputLabel: { shrink: true } }}
        required
      />
      <TextField label="Name" value={form.name} onChange={(e) => dispatch(holidayFieldChanged({ field: 'name', value: e.target.value }))} error={!!errors.name} helperText={errors.name} required />
    </Box>
  );
}

modalRegistry[HOLIDAY_MODAL_ID] = HolidayForm;

/** The company holidays of the coming year; an HR admin adds and removes them. */
export function HolidaysList() {
  const dispatch = useAppDispatch();
  const roles = useAppSelector(selectNavRoles);
  const admin = hasAnyRole(roles, ROLES_HOLIDAYS);
  const from = today();
  const holidays = calendarApi.endpoints.getHolidays.useQuery({ from, to: addDays(from, 365) });
  return (
    <Box component="section" aria-labelledby="holidays-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="holidays-title" component="h2" variant="h6">
          Company holidays
        </Typography>
        {admin && (
          <Button variant="contained" onClick={() => dispatch(addHolidayClicked())} sx={{ minHeight: 44 }}>
            Add holiday
          </Button>
        )}
      </Box>
      <LoadState loading={holidays.isLoading} failed={holidays.isError && holidays.data === undefined} error={holidays.error} what="holidays" onRetry={() => void holidays.refetch()}>
        {holidays.data?.length === 0 ? (
          <EmptyState text="No holidays in the coming year." />
        ) : (
          <Box component="ul" aria-label="Company holidays" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {(holidays.data ?? []).map((h) => (
              <Paper component="li" key={h.date} variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Box sx={WRAP_ANYWHERE}>
                  <Typography sx={{ fontWeight: 600 }}>{h.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {fullDay(h.date)}
                  </Typography>
                </Box>
                {admin && (
                  <Button color="error" variant="outlined" aria-label={`Remove ${h.name}, ${longDay(h.date)}`} onClick={() => dispatch(deleteHolidayClicked({ date: h.date, name: h.name }))} sx={{ minHeight: 44 }}>
                    Remove
                  </Button>
                )}
              </Paper>
            ))}
          </Box>
        )}
      </LoadState>
    </Box>
  );
}
