import { addDays, isIsoDate, observedDay, parseIsoDate, weekDays } from './dates';
import type { IsoDate } from './dates';
import { HOURS_PER_WORKING_DAY, MAX_HOURS_PER_DAY } from './rules';
import type { Holiday, LeaveHours, TimecardEntry, TimecardWeek, TimeOffRequest, TimeOffType, WorkedDay } from './schemas';

/**
 * One ledger of hours (issue #46 §1): every hour a person is paid or charged for, by day and kind — worked (their
 * own entries), crew time entered for them, time off (per type, from approved requests; pending ones shown, never
 * paid) and company holidays (on the weekday they are observed). The timecard week, its day and week totals, the
 * approver's flags and the payroll export all read it, on the service and in the mock API alike.
 */

/** The observed holidays by day (a holiday observed on a day that is itself a holiday keeps the first name). */
export function observedHolidays(holidays: readonly Holiday[]): Map<IsoDate, string> {
  const byDay = new Map<IsoDate, string>();
  for (const h of [...holidays].sort((a, b) => a.date.localeCompare(b.date))) {
    const day = observedDay(h.date);
    if (!byDay.has(day)) byDay.set(day, day === h.date ? h.name : `${h.name} (observed)`);
  }
  return byDay;
}

const isWeekday = (day: IsoDate) => {
  const weekday = parseIsoDate(day).getDay();
  return weekday !== 0 && weekday !== 6;
};

/** The working days of a span: Monday to Friday, less the observed holidays. */
export function workingDaysOf(first: IsoDate, last: IsoDate, holidays: ReadonlyMap<IsoDate, string>): IsoDate[] {
  const days: IsoDate[] = [];
  if (!isIsoDate(first) || !isIsoDate(last)) return days;
  for (let day = first; day <= last; day = addDays(day, 1)) if (isWeekday(day) && !holidays.has(day)) days.push(day);
  return days;
}

/**
 * Where a request's hours fall: a full working day (8 h) on each working day from the first, the rest on the last
 * (a partial day); more than a full day each only when asked for. A request on days that are none of them
 * (a weekend, a holiday) falls on its calendar days. The hours by day add up to the request's hours exactly.
 */
export function hoursByDay(request: Pick<TimeOffRequest, 'firstDay' | 'lastDay' | 'hours'>, holidays: ReadonlyMap<IsoDate, string>): Map<IsoDate, number> {
  const working = workingDaysOf(request.firstDay, request.lastDay, holidays);
  const days = working.length ? working : calendarDays(request.firstDay, request.lastDay);
  const out = new Map<IsoDate, number>();
  let left = request.hours;
  days.forEach((day, i) => {
    const last = i === days.length - 1;
    const hours = last ? left : Math.min(HOURS_PER_WORKING_DAY, left);
    if (hours > 0) out.set(day, round(hours));
    left -= hours;
  });
  return out;
}

function calendarDays(first: IsoDate, last: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  if (!isIsoDate(first) || !isIsoDate(last)) return days;
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

const round = (hours: number) => Math.round(hours * 100) / 100;
const zeros = () => [0, 0, 0, 0, 0, 0, 0];

export const TIME_OFF_LABELS: Record<TimeOffType, string> = { vacation: 'Vacation', sick: 'Sick', personal: 'Personal' };

/**
 * The week's hours that are not work: each approved or pending request's hours on the week's days, and each observed
 * holiday's full day on a weekday. Shown in the grid beside the hours worked (not editable there).
 */
export function leaveOfWeek(weekStart: IsoDate, requests: readonly TimeOffRequest[], holidays: readonly Holiday[]): LeaveHours[] {
  const days = weekDays(weekStart);
  const observed = observedHolidays(holidays);
  const rows: LeaveHours[] = [];
  const sunday = addDays(weekStart, 6);
  for (const r of requests) {
    if ((r.status !== 'approved' && r.status !== 'pending') || r.lastDay < weekStart || r.firstDay > sunday) continue;
    const byDay = hoursByDay(r, observed);
    const hours = days.map((d) => byDay.get(d) ?? 0);
    if (hours.some((h) => h > 0)) rows.push({ kind: r.type, label: `${TIME_OFF_LABELS[r.type]} (${r.status})`, status: r.status, requestId: r.id, hours });
  }
  for (const [i, day] of days.entries()) {
    const name = observed.get(day);
    if (name && isWeekday(day)) {
      const hours = zeros();
      hours[i] = HOURS_PER_WORKING_DAY;
      rows.push({ kind: 'holiday', label: name, status: 'approved', requestId: null, hours });
    }
  }
  return rows;
}

/** Own and crew hours of a day together: the hours worked. */
export function workedOn(entries: readonly Pick<TimecardEntry, 'hours'>[], dayIndex: number): number {
  return round(entries.reduce((sum, e) => sum + (Number.isFinite(e.hours[dayIndex]) ? (e.hours[dayIndex] ?? 0) : 0), 0));
}

/** One row of hours of a week (an own entry or crew time entered for the person): Monday first. */
export interface WeekHours {
  weekStart: IsoDate;
  hours: readonly number[];
}

/**
 * The days from `first` to `last` (both included) that already have hours worked, own and crew time together, in
 * day order, with their hours (issue #46 §2): asking for leave on them needs a confirmation, and the approver sees
 * them on the request. Read from the ledger when asked, so it stays true when hours change.
 */
export function workedDaysIn(rows: readonly WeekHours[], first: IsoDate, last: IsoDate): WorkedDay[] {
  if (!isIsoDate(first) || !isIsoDate(last) || last < first) return [];
  const byDay = new Map<IsoDate, number>();
  for (const row of rows) {
    weekDays(row.weekStart).forEach((day, i) => {
      const hours = row.hours[i] ?? 0;
      if (day >= first && day <= last && Number.isFinite(hours) && hours > 0) byDay.set(day, round((byDay.get(day) ?? 0) + hours));
    });
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, hours]) => ({ day, hours }));
}

/** Own and crew entries of a week (crew time is the employee's too). */
export const workedEntries = (week: Pick<TimecardWeek, 'entries' | 'crewEntries'>): TimecardEntry[] => [...week.entries, ...(week.crewEntries ?? []).map(({ jobNumber, hours }) => ({ jobNumber, hours }))];

/** A day's paid hours by kind: worked, then the leave or holiday hours of that day not already worked. */
export interface PaidDay {
  worked: number;
  /** Approved time off of that day, by type, less what was worked that day. */
  timeOff: Record<TimeOffType, number>;
  holiday: number;
}

/**
 * The paid hours of each day of a week: hours worked count as work, and a day's approved leave or holiday pays only
 * what was not worked (7.5 h worked on a vacation day of 8 h: 7.5 worked, 0.5 vacation) — never both.
 */
export function paidDays(entries: readonly TimecardEntry[], leave: readonly LeaveHours[]): PaidDay[] {
  return zeros().map((_, i) => {
    const worked = workedOn(entries, i);
    let cover = worked;
    const take = (hours: number) => {
      const paid = Math.max(0, hours - cover);
      cover = Math.max(0, cover - hours);
      return round(paid);
    };
    const holiday = take(leave.filter((l) => l.kind === 'holiday').reduce((s, l) => s + (l.hours[i] ?? 0), 0));
    const timeOff = { vacation: 0, sick: 0, personal: 0 };
    for (const type of ['sick', 'vacation', 'personal'] as const) {
      timeOff[type] = take(leave.filter((l) => l.kind === type && l.status === 'approved').reduce((s, l) => s + (l.hours[i] ?? 0), 0));
    }
    return { worked, timeOff, holiday };
  });
}

/** All of a day's hours, of every kind (pending leave included): what may not pass 24. */
export function dayOfAllKinds(entries: readonly TimecardEntry[], leave: readonly LeaveHours[], dayIndex: number): number {
  return round(workedOn(entries, dayIndex) + leave.reduce((s, l) => s + (l.hours[dayIndex] ?? 0), 0));
}

/** All of a week's hours, of every kind (pending leave included): the week total My Time and the Timecard overview show. */
export function weekOfAllKinds(entries: readonly TimecardEntry[], leave: readonly LeaveHours[]): number {
  return round([0, 1, 2, 3, 4, 5, 6].reduce((s, i) => s + dayOfAllKinds(entries, leave, i), 0));
}

/** The first day of a week over 24 hours of all kinds together, as a sentence; null when none is. */
export function overfullDay(weekStart: IsoDate, entries: readonly TimecardEntry[], leave: readonly LeaveHours[]): string | null {
  const days = weekDays(weekStart);
  for (let i = 0; i < 7; i += 1) {
    const total = dayOfAllKinds(entries, leave, i);
    if (total > MAX_HOURS_PER_DAY) return `More than ${MAX_HOURS_PER_DAY} hours on ${days[i] ?? weekStart} with time off and holidays (${total}).`;
  }
  return null;
}

/**
 * Hours worked on a day of leave (approved or pending) or on a holiday, one sentence per day: the form says so where
 * the hours are entered, and the approver sees it on the item. "2026-12-15: 7.5 h worked on a day of vacation (approved)."
 * The day is an ISO date: the client shows it through `datedText` (ADR 0171).
 */
export function weekConflicts(weekStart: IsoDate, entries: readonly TimecardEntry[], leave: readonly LeaveHours[]): string[] {
  const days = weekDays(weekStart);
  const out: string[] = [];
  days.forEach((day, i) => {
    const worked = workedOn(entries, i);
    const off = leave.filter((l) => (l.hours[i] ?? 0) > 0);
    if (worked > 0 && off.length) out.push(`${day}: ${worked} h worked on ${off.map((l) => (l.kind === 'holiday' ? `a holiday (${l.label})` : `a day of ${l.label.toLowerCase()}`)).join(' and ')}.`);
  });
  return out;
}

/** The pay codes of the payroll export (README, "Pay codes"). */
export const PAY_CODES = ['REG', 'OT', 'VAC', 'SICK', 'PERS', 'HOL'] as const;
export type PayCode = (typeof PAY_CODES)[number];

/** Hours worked past this in one week are overtime. */
export const OVERTIME_AFTER_HOURS = 40;

/** A week's paid hours by pay code: worked hours up to 40 regular, the rest overtime; leave and holidays as paidDays. */
export function payCodesOfWeek(days: readonly PaidDay[]): Record<PayCode, number> {
  const worked = round(days.reduce((s, d) => s + d.worked, 0));
  const sum = (f: (d: PaidDay) => number) => round(days.reduce((s, d) => s + f(d), 0));
  return {
    REG: Math.min(worked, OVERTIME_AFTER_HOURS),
    OT: round(Math.max(0, worked - OVERTIME_AFTER_HOURS)),
    VAC: sum((d) => d.timeOff.vacation),
    SICK: sum((d) => d.timeOff.sick),
    PERS: sum((d) => d.timeOff.personal),
    HOL: sum((d) => d.holiday),
  };
}

/** A week's overtime hours (own and crew time past 40 worked), as the payroll export counts them. */
export const overtimeOf = (entries: readonly TimecardEntry[], leave: readonly LeaveHours[]): number => payCodesOfWeek(paidDays(entries, leave)).OT;

/** All paid hours of some days, counted day by day (the reconciliation's other side). */
export function paidHoursOf(days: readonly PaidDay[]): number {
  return round(days.reduce((s, d) => s + d.worked + d.holiday + d.timeOff.vacation + d.timeOff.sick + d.timeOff.personal, 0));
}

/** A week with its leave rows and the conflicts they make with its hours worked (each absent when empty). */
export function withLeaveRows(week: TimecardWeek, leave: readonly LeaveHours[]): TimecardWeek {
  const conflicts = weekConflicts(week.weekStart, workedEntries(week), leave);
  return { ...withoutLeave(week), ...(leave.length ? { leave: [...leave] } : {}), ...(conflicts.length ? { conflicts } : {}) };
}

/** A week as it is stored: its hours and status, without what the ledger adds when it is read. */
export function withoutLeave(week: TimecardWeek): TimecardWeek {
  const rest = { ...week };
  delete rest.leave;
  delete rest.conflicts;
  return rest;
}
