import { daysInclusive, isIsoDate, mondayOf, weekDays } from './dates';
import type { IsoDate } from './dates';
import { overfullDay } from './ledger';
import { isQuarterHours } from './rules';
import type { CrewTimeEntry, LeaveHours, TimecardEntry, TimecardWeek } from './schemas';

/**
 * Crew time after entry (issue #49 §4): what the caller entered, listed by person, job and day, and each day changed
 * or removed under the rules of entry (their crew, a week not yet submitted or approved, a day never over 24 hours
 * of all kinds). The service and the mock API share these.
 */

/** One stored row of crew time the caller entered: a person's hours on a job for the seven days of a week. */
export interface CrewRow {
  employeeId: string;
  employeeName: string;
  weekStart: IsoDate;
  jobNumber: string;
  hours: readonly number[];
  weekStatus: TimecardWeek['status'];
}

/** The rows as one line per day with hours, by day, then person, then job. */
export function crewTimeEntries(rows: readonly CrewRow[]): CrewTimeEntry[] {
  return rows
    .flatMap((r) =>
      weekDays(r.weekStart).flatMap((day, i) => {
        const hours = r.hours[i] ?? 0;
        return hours > 0 ? [{ employeeId: r.employeeId, employeeName: r.employeeName, jobNumber: r.jobNumber, day, hours, weekStatus: r.weekStatus }] : [];
      }),
    )
    .sort((a, b) => a.day.localeCompare(b.day) || a.employeeName.localeCompare(b.employeeName) || a.jobNumber.localeCompare(b.jobNumber));
}

export const CREW_TIME_NOT_FOUND = 'There is no crew time of yours for that person, job and day.';
export const CREW_HOURS_TEXT = 'Enter quarter hours from 0.25 to 24.';

/** The day's index in its week, or null when `day` is not a date. */
export function dayIndexOf(day: string): number | null {
  return isIsoDate(day) ? daysInclusive(mondayOf(day), day) - 1 : null;
}

/** A row's hours with one day set to `hours` (0 removes that day). */
export function withDayHours(hours: readonly number[], dayIndex: number, value: number): number[] {
  return Array.from({ length: 7 }, (_, i) => (i === dayIndex ? value : (hours[i] ?? 0)));
}

/**
 * Why a changed day may not be kept: more than 24 hours of all kinds (worked, crew, time off, holidays) that day.
 * `entries` are the week's hours worked before the change (own and crew); `before` and `after` the changed row's.
 */
export function crewChangeProblem(name: string, weekStart: IsoDate, entries: readonly TimecardEntry[], leave: readonly LeaveHours[], jobNumber: string, before: readonly number[], after: readonly number[]): string | null {
  const delta = after.map((h, i) => h - (before[i] ?? 0));
  const problem = overfullDay(weekStart, [...entries, { jobNumber, hours: delta }], leave);
  return problem ? `${name}: ${problem}` : null;
}

/** The new hours are quarter hours from 0.25 to 24. */
export function validCrewHours(hours: number): boolean {
  return isQuarterHours(hours) && hours > 0 && hours <= 24;
}
