import { addDays, dayIn, mondayOf, parseIsoDate } from '../../../src/shared/work/dates.ts';
import type { IsoDate } from '../../../src/shared/work/dates.ts';
import { companyTimeZone } from '../clock.ts';

/**
 * When reminders and escalations are due (issue #48 §2, ADR 0177), from the environment:
 * - APP_COMPANY_TIME_ZONE: the company's time zone (clock.ts); every day and hour below is read in it.
 * - REMINDERS_TIMECARD_DUE (HH:MM, default 10:00): last week's timecard is due on Monday at this time; a week not
 *   submitted by then reminds its employee.
 * - REMINDERS_APPROVER_AFTER_DAYS (default 2): an item waiting more than this many working days reminds its approver.
 * - REMINDERS_MANAGER_AFTER_DAYS (default 4): more than this many, the approver's manager.
 * - REMINDERS_EVERY_SECONDS (default 60): how often each instance looks; 0, never by itself (only the test controls).
 */
export interface ReminderSettings {
  timeZone: string;
  /** Minutes after midnight on Monday. */
  timecardDueMinutes: number;
  approverAfterDays: number;
  managerAfterDays: number;
  everySeconds: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} is not a whole number of 0 or more: ${raw}`);
  return value;
}

export function reminderSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ReminderSettings {
  const due = env.REMINDERS_TIMECARD_DUE || '10:00';
  const match = /^(\d{1,2}):(\d{2})$/.exec(due);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new Error(`REMINDERS_TIMECARD_DUE is not a time (HH:MM): ${due}`);
  const approverAfterDays = wholeNumber(env, 'REMINDERS_APPROVER_AFTER_DAYS', 2);
  const managerAfterDays = wholeNumber(env, 'REMINDERS_MANAGER_AFTER_DAYS', 4);
  if (managerAfterDays < approverAfterDays) throw new Error('REMINDERS_MANAGER_AFTER_DAYS is less than REMINDERS_APPROVER_AFTER_DAYS');
  return { timeZone: companyTimeZone(env), timecardDueMinutes: hour * 60 + minute, approverAfterDays, managerAfterDays, everySeconds: wholeNumber(env, 'REMINDERS_EVERY_SECONDS', 60) };
}

/** HH:MM of minutes after midnight. */
export const timeOfDay = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes after midnight at `at` on the wall clock of `zone`. */
export function minutesIn(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * The week (its Monday) whose timecard deadline is the latest one passed at `now`: from Monday at the due time on,
 * last week; before it on a Monday, the week before. A week is reminded of only while its deadline is the latest.
 */
export function weekDueAt(now: Date, settings: Pick<ReminderSettings, 'timeZone' | 'timecardDueMinutes'>): { weekStart: IsoDate; dueDay: IsoDate } {
  const today = dayIn(settings.timeZone, now);
  let monday = mondayOf(today);
  if (today === monday && minutesIn(settings.timeZone, now) < settings.timecardDueMinutes) monday = addDays(monday, -7);
  return { weekStart: addDays(monday, -7), dueDay: monday };
}

/** Monday to Friday, and not a company holiday. */
export function isWorkingDay(day: IsoDate, holidays: ReadonlySet<string>): boolean {
  const weekday = parseIsoDate(day).getDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * How many working days an item that arrived on `arrived` has waited on `today`: the working days after the day it
 * arrived, through today. Arrived on a Monday, it has waited two working days on Wednesday and more than two on
 * Thursday; a weekend or a holiday between adds nothing.
 */
export function workingDaysWaited(arrived: IsoDate, today: IsoDate, holidays: ReadonlySet<string>): number {
  let days = 0;
  for (let day = addDays(arrived, 1); day <= today; day = addDays(day, 1)) if (isWorkingDay(day, holidays)) days += 1;
  return days;
}
