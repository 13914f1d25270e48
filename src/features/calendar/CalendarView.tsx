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
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { calendarApi } from '../../api/calendarApi';
import { ROLES_HOLIDAYS } from '../../shared/contract/calendar';
import { addDays, dayWithWeekday, daysInclusive, isoDate, longDay, monthOf, weekdayOf, weekDays } from '../../shared/work/dates';
import type { IsoDate } from '../../shared/work/dates';
import type { Absence, Calendar, Holiday } from '../../shared/work/schemas';
import { hasAnyRole } from '../../shared/roles';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { WRAP_ANYWHERE } from '../../ui/text';
import { selectNavRoles } from '../auth/signedInSelectors';
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

const personText = (a: Absence) => `${a.employeeName} out${a.status === 'pending' ? ' (pending)' : ''}`;

/** The sentence a day announces: the day, its holiday, and who is out. */
export function dayLabel({ day, holiday, out }: DayInfo): string {
  const parts = [dayWithWeekday(day)];
  if (holiday) parts.push(`holiday: ${holiday.name}`);
  parts.push(out.length ? out.map(personText).join(', ') : 'nobody out');
  return parts.join(', ');
}

/** The hourglass and the celebration icons as plain SVG paths (Material's HourglassTop and Celebration). */
const HOURGLASS = 'm6 2 .01 6L10 12l-3.99 4.01L6 22h12v-6l-4-4 4-3.99V2zm10 14.5V20H8v-3.5l4-4z';
const CELEBRATION =
  'm2 22 14-5-9-9zm12.53-9.47 5.59-5.59c.49-.49 1.28-.49 1.77 0l.59.59 1.06-1.06-.59-.59c-1.07-1.07-2.82-1.07-3.89 0l-5.59 5.59zm-4.47-5.65-.59.59 1.06 1.06.59-.59c1.07-1.07 1.07-2.82 0-3.89l-.59-.59-1.06 1.07.59.59c.48.48.48 1.28 0 1.76m7 5-1.59 1.59 1.06 1.06 1.59-1.59c.49-.49 1.28-.49 1.77 0l1.61 1.61 1.06-1.06-1.61-1.61c-1.08-1.07-2.82-1.07-3.89 0m-2-6-3.59 3.59 1.06 1.06 3.59-3.59c1.07-1.07 1.07-2.82 0-3.89l-1.59-1.59-1.06 1.06 1.59 1.59c.48.49.48 1.29 0 1.77';

function Icon({ d }: { d: string }) {
  return (
    <svg className="cal-icon" viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

/** One person out: approved solid, pending dashed with an hourglass and the word — never by colour alone. */
function Person({ absence }: { absence: Absence }) {
  const pending = absence.status === 'pending';
  return (
    <li data-status={absence.status} className="cal-person">
      {pending && <Icon d={HOURGLASS} />}
      <span>
        {absence.employeeName}
        {pending ? ' (pending)' : ''}
      </span>
    </li>
  );
}

function HolidayMark({ holiday }: { holiday: Holiday }) {
  return (
    <div className="cal-holiday">
      <Icon d={CELEBRATION} />
      <span>Holiday: {holiday.name}</span>
    </div>
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
    <div ref={grid} role="grid" aria-label={label} onKeyDown={onKeyDown} className="cal-grid">
      <div role="row" className="cal-row">
        {(weeks[0] ?? []).map((d) => (
          <div role="columnheader" key={d} className="cal-colhead">
            {weekdayOf(d)}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]} className="cal-row">
          {week.map((d) => {
            const info = dayInfo(d, calendar);
            const outside = mode === 'month' && d.slice(0, 7) !== month;
            return (
              // A grid cell of the WAI-ARIA grid pattern: the grid's key handler moves the focus between cells.
              <div
                key={d}
                role="gridcell"
                className="cal-cell"
                data-day={d}
                data-week={mode === 'week' ? '' : undefined}
                data-outside={outside ? '' : undefined}
                data-holiday={info.holiday ? '' : undefined}
                tabIndex={d === focusDay ? 0 : -1}
                aria-label={dayLabel(info)}
                aria-current={d === now ? 'date' : undefined}
                aria-selected={d === focusDay}
                onClick={() => dispatch(calendarDayChosen(d))}
              >
                <span aria-hidden className="cal-date">
                  {mode === 'week' ? longDay(d) : Number(d.slice(8, 10))}
                </span>
                <div aria-hidden className="cal-grid">
                  {info.holiday && <HolidayMark holiday={info.holiday} />}
                  <ul className="cal-list">
                    {info.out.map((a) => (
                      <Person key={a.id} absence={a} />
                    ))}
                  </ul>
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
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
            {dayWithWeekday(info.day)}
          </Typography>
          {info.holiday && <HolidayMark holiday={info.holiday} />}
          {info.out.length ? (
            <ul className="cal-list">
              {info.out.map((a) => (
                <Person key={a.id} absence={a} />
              ))}
            </ul>
          ) : (
            <Typography variant="body2" color="textSecondary">
              Nobody out
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}

const WHOS_OUT_STYLE = { display: 'grid', gap: 16, minWidth: 0 } as const;
const TOOLBAR_STYLE = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, justifyContent: 'space-between' } as const;
const TOOLS_STYLE = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;
const MODE_SX = { minHeight: 44, px: 2 } as const;

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
    <section aria-labelledby={`whos-out-${scope}`} style={WHOS_OUT_STYLE}>
      {/* MUI's controls (issue #49 §2); the calendar's sheet is the layout's (PageStyles). */}
      <div style={TOOLBAR_STYLE}>
        <Typography id={`whos-out-${scope}`} component="h2" variant="h6" aria-live="polite">
          {`Who's out: ${title}`}
        </Typography>
        <div style={TOOLS_STYLE}>
          <Button variant="outlined" aria-label={`Previous ${unit}`} onClick={() => dispatch(calendarStepped({ step: -1, today: today() }))}>
            Previous
          </Button>
          <Button variant="outlined" onClick={() => dispatch(calendarDayChosen(today()))}>
            Today
          </Button>
          <Button variant="outlined" aria-label={`Next ${unit}`} onClick={() => dispatch(calendarStepped({ step: 1, today: today() }))}>
            Next
          </Button>
          <ToggleButtonGroup exclusive size="small" value={mode} aria-label="View" onChange={(_e, value: CalendarMode | null) => value && dispatch(calendarModeChosen(value))}>
            <ToggleButton value="month" sx={MODE_SX}>
              Month
            </ToggleButton>
            <ToggleButton value="week" sx={MODE_SX}>
              Week
            </ToggleButton>
          </ToggleButtonGroup>
        </div>
      </div>
      <Typography variant="body2" color="textSecondary">
        Approved time off has a solid border; pending requests are dashed, with an hourglass and “(pending)”.
      </Typography>
      <LoadState loading={false} failed={answer.isError && answer.data === undefined} error={answer.error} what="calendar" onRetry={() => void answer.refetch()}>
        {phone ? <DayList days={days} calendar={calendar} mode={mode} label={label} /> : <DayGrid days={days} calendar={calendar} mode={mode} focusDay={days.includes(day) ? day : (days[0] ?? day)} label={label} />}
      </LoadState>
    </section>
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
          <Button variant="contained" onClick={() => dispatch(addHolidayClicked())}>
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
                  <Typography variant="body2" color="textSecondary">
                    {dayWithWeekday(h.date)}
                  </Typography>
                </Box>
                {admin && (
                  <Button color="error" variant="outlined" aria-label={`Remove ${h.name}, ${longDay(h.date)}`} onClick={() => dispatch(deleteHolidayClicked({ date: h.date, name: h.name }))}>
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
