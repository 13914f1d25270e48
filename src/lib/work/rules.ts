import { daysInclusive, isIsoDate, longDay } from './dates';
import type { IsoDate } from './dates';
import type { Balances, CrewEntry, Decision, NewTimeOffRequest, TimecardEntry, TimeOffRequest, TimeOffType } from './schemas';

/**
 * The validation rules of time off, timecards, approvals and crew time. The form under the field
 * and the mock API's 422 both come from here: one implementation, no drift.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const TIME_OFF_TYPE_LABELS: Record<TimeOffType, string> = { vacation: 'Vacation', sick: 'Sick', personal: 'Personal' };

export const MAX_HOURS_PER_DAY = 24;

const hoursText = (h: number) => `${h} ${h === 1 ? 'hour' : 'hours'}`;

/** Pending requests hold their hours: what can still be asked for is the balance minus them. */
export function availableHours(type: TimeOffType, balances: Balances, requests: readonly TimeOffRequest[]): number {
  const held = requests.filter((r) => r.type === type && r.status === 'pending').reduce((sum, r) => sum + r.hours, 0);
  return Math.max(0, balances[type] - held);
}

function overlaps(a: { firstDay: IsoDate; lastDay: IsoDate }, b: { firstDay: IsoDate; lastDay: IsoDate }): boolean {
  return a.firstDay <= b.lastDay && b.firstDay <= a.lastDay;
}

export type TimeOffField = 'type' | 'firstDay' | 'lastDay' | 'hours' | 'note';

/**
 * Last day ≥ first day, not in the past, hours > 0 and ≤ 24 × days, not above what is left of the
 * balance, no overlap with another pending or approved request of the same person.
 */
export function validateTimeOff(
  input: NewTimeOffRequest,
  context: { today: IsoDate; balances: Balances; requests: readonly TimeOffRequest[] },
): FieldErrors<TimeOffField> {
  const errors: FieldErrors<TimeOffField> = {};
  if (!isIsoDate(input.firstDay)) errors.firstDay = 'Choose the first day.';
  else if (input.firstDay < context.today) errors.firstDay = 'The first day cannot be in the past.';
  if (!isIsoDate(input.lastDay)) errors.lastDay = 'Choose the last day.';
  else if (isIsoDate(input.firstDay) && input.lastDay < input.firstDay) errors.lastDay = 'The last day must be on or after the first day.';
  const days = errors.firstDay || errors.lastDay ? 0 : daysInclusive(input.firstDay, input.lastDay);
  if (!Number.isFinite(input.hours) || input.hours <= 0) errors.hours = 'Enter more than 0 hours.';
  else if (days > 0 && input.hours > MAX_HOURS_PER_DAY * days) errors.hours = `At most ${hoursText(MAX_HOURS_PER_DAY * days)} for ${days} ${days === 1 ? 'day' : 'days'}.`;
  else {
    const left = availableHours(input.type, context.balances, context.requests);
    if (input.hours > left) errors.hours = `Only ${hoursText(left)} of ${TIME_OFF_TYPE_LABELS[input.type].toLowerCase()} left.`;
  }
  if (days > 0) {
    const clash = context.requests.find((r) => (r.status === 'pending' || r.status === 'approved') && overlaps(r, input));
    if (clash) errors.firstDay = `These days overlap your ${clash.status} request from ${longDay(clash.firstDay)} to ${longDay(clash.lastDay)}.`;
  }
  if (input.note.length > 500) errors.note = 'Keep the note under 500 characters.';
  return errors;
}

/** Quarter hours from 0 to 24. */
export function isQuarterHours(hours: number): boolean {
  return Number.isFinite(hours) && hours >= 0 && hours <= MAX_HOURS_PER_DAY && Number.isInteger(hours * 4);
}

export const CELL_ERROR = 'Use quarter hours from 0 to 24.';

export interface WeekErrors {
  /** By `${jobNumber}:${dayIndex}`. */
  cells: Record<string, string>;
  /** By day index 0–6 (Monday first). */
  days: Record<number, string>;
  /** A job that is not on the projects list, or a job twice. */
  rows: string[];
}

export function validateWeek(entries: readonly TimecardEntry[], jobNumbers: readonly string[]): WeekErrors {
  const errors: WeekErrors = { cells: {}, days: {}, rows: [] };
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!jobNumbers.includes(entry.jobNumber)) errors.rows.push(`Job ${entry.jobNumber} is not an open job.`);
    if (seen.has(entry.jobNumber)) errors.rows.push(`Job ${entry.jobNumber} is listed twice.`);
    seen.add(entry.jobNumber);
    entry.hours.forEach((h, i) => {
      if (!isQuarterHours(h)) errors.cells[`${entry.jobNumber}:${i}`] = CELL_ERROR;
    });
  }
  for (let i = 0; i < 7; i += 1) {
    const total = dayTotal(entries, i);
    if (total > MAX_HOURS_PER_DAY) errors.days[i] = `More than ${MAX_HOURS_PER_DAY} hours in one day (${total}).`;
  }
  return errors;
}

export function weekErrorCount(errors: WeekErrors): number {
  return Object.keys(errors.cells).length + Object.keys(errors.days).length + errors.rows.length;
}

/** One sentence for the mock API's 422. */
export function firstWeekError(errors: WeekErrors): string | null {
  return errors.rows[0] ?? Object.values(errors.cells)[0] ?? Object.values(errors.days)[0] ?? null;
}

export function dayTotal(entries: readonly TimecardEntry[], dayIndex: number): number {
  return entries.reduce((sum, e) => sum + (Number.isFinite(e.hours[dayIndex]) ? (e.hours[dayIndex] ?? 0) : 0), 0);
}

export function weekTotal(entries: readonly TimecardEntry[]): number {
  return entries.reduce((sum, e) => sum + e.hours.reduce((s, h) => s + (Number.isFinite(h) ? h : 0), 0), 0);
}

export const EMPTY_WEEK = 'Enter some hours before submitting the week.';

export const REASON_REQUIRED = 'Give a reason.';

/** Approve, or deny (return) with a reason. */
export function validateDecision(decision: Decision): FieldErrors<'reason'> {
  return decision.decision === 'deny' && !decision.reason?.trim() ? { reason: REASON_REQUIRED } : {};
}

export type CrewField = 'jobNumber' | 'day' | 'hours' | 'employeeIds';

export function validateCrewEntry(entry: CrewEntry, jobNumbers: readonly string[]): FieldErrors<CrewField> {
  const errors: FieldErrors<CrewField> = {};
  if (!jobNumbers.includes(entry.jobNumber)) errors.jobNumber = 'Choose a job.';
  if (!isIsoDate(entry.day)) errors.day = 'Choose a day.';
  if (!isQuarterHours(entry.hours) || entry.hours === 0) errors.hours = 'Enter quarter hours from 0.25 to 24.';
  if (entry.employeeIds.length === 0) errors.employeeIds = 'Choose at least one crew member.';
  return errors;
}

/** The same errors without one field's (it was just changed). */
export function withoutKey<K extends string>(errors: FieldErrors<K>, field: string): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field)) as FieldErrors<K>;
}

/** The first message of a set of field errors, or null when there is none. */
export function firstError<K extends string>(errors: FieldErrors<K>): string | null {
  return Object.values<string | undefined>(errors).find((m) => m !== undefined) ?? null;
}

/** The messages of an API error's `fields` that belong to a form's own fields (others are ignored). */
export function pickFields<K extends string>(fields: Record<string, string>, known: readonly K[]): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of known) if (fields[key] !== undefined) out[key] = fields[key];
  return out;
}
