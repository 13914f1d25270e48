import { addDays, daysInclusive, isIsoDate, observedDay, parseIsoDate } from './dates';
import type { IsoDate } from './dates';
import type { Absence, Balances, CrewEntry, Decision, Holiday, NewHoliday, NewTimeOffRequest, TimecardEntry, TimeOffRequest, TimeOffType, WorkedDay } from './schemas';

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

export type TimeOffField = 'type' | 'firstDay' | 'lastDay' | 'hours' | 'note' | 'workedDaysConfirmed';

/** The checkbox a person ticks to ask for leave on days they already worked (issue #46 §2). */
export const WORKED_DAYS_CONFIRMATION = 'I know I worked on these days';

/** "that day" (a one-day request), "2 of these days", "all 3 of these days": how many of a request's days. */
export function workedDaysCount(worked: number, total: number): string {
  if (total === 1) return 'that day';
  return worked === total ? `all ${total} of these days` : `${worked} of these days`;
}

/** The refusal (the service's 422, the form's error) of leave on days with hours worked, without the confirmation. */
export const workedDaysUnconfirmed = (worked: number, total: number) =>
  `You already worked on ${workedDaysCount(worked, total)}. Tick "${WORKED_DAYS_CONFIRMATION}" to ask anyway, or change the days.`;

/**
 * Last day ≥ first day, not in the past, hours > 0 and ≤ 24 × days, not above what is left of the
 * balance, no overlap with another pending or approved request of the same person, and — when some of the days
 * already have hours worked (`workedDays`) — the person's confirmation. A request being changed is left out of
 * `requests` by the caller (it holds no balance against itself and does not overlap itself).
 */
export function validateTimeOff(
  input: NewTimeOffRequest,
  context: { today: IsoDate; balances: Balances; requests: readonly TimeOffRequest[]; workedDays?: readonly WorkedDay[] },
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
    if (clash) errors.firstDay = `These days overlap your ${clash.status} request from ${clash.firstDay} to ${clash.lastDay}.`;
  }
  if (input.note.length > 500) errors.note = 'Keep the note under 500 characters.';
  const worked = context.workedDays?.filter((w) => w.day >= input.firstDay && w.day <= input.lastDay).length ?? 0;
  if (worked > 0 && days > 0 && input.workedDaysConfirmed !== true) errors.workedDaysConfirmed = workedDaysUnconfirmed(worked, days);
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

/** The longest span a who's-out calendar answers (a month view is at most six weeks, 42 days). */
export const MAX_CALENDAR_DAYS = 62;
/** The longest span of a holidays list (a year). */
export const MAX_HOLIDAY_DAYS = 366;

export type CalendarRange = { from: IsoDate; to: IsoDate } | { problem: string; fields: Record<string, string> };

/**
 * The days a calendar read asks for: `from` and `to` (both included, at most `maxDays`), or — where `allowYear`
 * — a `year` alone. Anything else is a 400 with this message (the service and MSW read queries through it).
 */
export function calendarRange(query: Record<string, unknown>, maxDays: number, allowYear = false): CalendarRange {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const year = text(query.year);
  if (allowYear && year !== '' && query.from === undefined && query.to === undefined) {
    if (!/^\d{4}$/.test(year)) return { problem: 'Use a year such as 2026.', fields: { year: 'Use a year such as 2026.' } };
    return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
  const from = text(query.from);
  const to = text(query.to);
  const ask = allowYear ? 'Give from and to (YYYY-MM-DD), or a year.' : 'Give from and to (YYYY-MM-DD).';
  if (!isIsoDate(from)) return { problem: ask, fields: { from: 'Use a date such as 2026-11-23.' } };
  if (!isIsoDate(to)) return { problem: ask, fields: { to: 'Use a date such as 2026-11-23.' } };
  if (to < from) return { problem: 'The range ends before it starts.', fields: { to: 'The range ends before it starts.' } };
  if (daysInclusive(from, to) > maxDays) return { problem: `Ask for at most ${maxDays} days at a time.`, fields: { to: `Ask for at most ${maxDays} days at a time.` } };
  return { from, to };
}

/** A new holiday: a name that is not only spaces. */
export function validateHoliday(holiday: NewHoliday): FieldErrors<'date' | 'name'> {
  const errors: FieldErrors<'date' | 'name'> = {};
  if (!isIsoDate(holiday.date)) errors.date = 'Choose the day.';
  if (!holiday.name.trim()) errors.name = 'Give the holiday a name.';
  else if (holiday.name.trim().length > 100) errors.name = 'Keep the name under 100 characters.';
  return errors;
}

/** The 409 of a second holiday on one day (fixed date form: the service and MSW both say it). */
export const holidayTaken = (existing: Holiday) => `${existing.date} is already a holiday (${existing.name}).`;

export const HOURS_PER_WORKING_DAY = 8;

/** Monday to Friday from `first` to `last` (both included), less the holidays among them (on the day they are observed). */
export function workingDays(first: IsoDate, last: IsoDate, holidays: readonly Pick<Holiday, 'date'>[]): number {
  if (!isIsoDate(first) || !isIsoDate(last) || last < first) return 0;
  const off = new Set(holidays.map((h) => observedDay(h.date)));
  let count = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const weekday = parseIsoDate(day).getDay();
    if (weekday !== 0 && weekday !== 6 && !off.has(day)) count += 1;
  }
  return count;
}

/** The hours a request from `first` to `last` most likely needs: 8 per working day. */
export function suggestedHours(first: IsoDate, last: IsoDate, holidays: readonly Pick<Holiday, 'date'>[]): number {
  return workingDays(first, last, holidays) * HOURS_PER_WORKING_DAY;
}

/** Days `absence` and the span share (0 when they do not meet). */
export function sharedDays(absence: Pick<Absence, 'firstDay' | 'lastDay'>, first: IsoDate, last: IsoDate): number {
  const start = absence.firstDay > first ? absence.firstDay : first;
  const end = absence.lastDay < last ? absence.lastDay : last;
  return end < start ? 0 : daysInclusive(start, end);
}

/**
 * The request form's warning (never a refusal): who else is out on some of the chosen days, one line per
 * person, most days first — "Alex Rivera is out on 3 of these days (pending)".
 */
export function teammatesOut(absences: readonly Absence[], first: IsoDate, last: IsoDate, selfId: string): string[] {
  if (!isIsoDate(first) || !isIsoDate(last) || last < first) return [];
  const total = daysInclusive(first, last);
  const byPerson = new Map<string, { name: string; days: Set<IsoDate>; pendingOnly: boolean }>();
  for (const a of absences) {
    if (a.employeeId === selfId || sharedDays(a, first, last) === 0) continue;
    const entry = byPerson.get(a.employeeId) ?? { name: a.employeeName, days: new Set<IsoDate>(), pendingOnly: true };
    for (let day = a.firstDay < first ? first : a.firstDay; day <= a.lastDay && day <= last; day = addDays(day, 1)) entry.days.add(day);
    if (a.status === 'approved') entry.pendingOnly = false;
    byPerson.set(a.employeeId, entry);
  }
  return [...byPerson.values()]
    .sort((a, b) => b.days.size - a.days.size || a.name.localeCompare(b.name))
    .map(({ name, days, pendingOnly }) => {
      const when = total === 1 ? 'that day' : days.size === total ? `all ${total} of these days` : `${days.size} of these days`;
      return `${name} is out on ${when}${pendingOnly ? ' (not yet approved)' : ''}.`;
    });
}

/** Whose leave the request form lists (issue #48 §6): the people sharing the caller's manager, and the caller's own reports; never the caller. */
export function isTeammate(callerId: string, callerManagerId: string | null, person: { id: string; managerId: string | null }): boolean {
  if (person.id === callerId) return false;
  return person.managerId === callerId || (callerManagerId !== null && person.managerId === callerManagerId);
}

/** The department whose people are the field crews an operations manager or user enters time for. */
export const CREW_DEPARTMENT = 'Operations';

/** What the crew rule reads of a person. */
export interface CrewCandidate {
  id: string;
  name: string;
  managerId: string | null;
  department: string;
}

/**
 * Whom a person enters crew time for (the service and the mock API both ask this): a team manager, their direct
 * reports; an operations manager or user (`operations`), also the field crews, everyone in CREW_DEPARTMENT. Never
 * themselves, nor anyone above them in the reporting line (their manager, that manager's manager…). By name.
 */
export function crewOf(callerId: string, operations: boolean, people: readonly CrewCandidate[]): { employeeId: string; name: string }[] {
  const byId = new Map(people.map((p) => [p.id, p]));
  const above = new Set<string>();
  for (let id = byId.get(callerId)?.managerId ?? null; id !== null && !above.has(id); id = byId.get(id)?.managerId ?? null) above.add(id);
  return people
    .filter((p) => p.id !== callerId && !above.has(p.id) && (p.managerId === callerId || (operations && p.department === CREW_DEPARTMENT)))
    .map((p) => ({ employeeId: p.id, name: p.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
