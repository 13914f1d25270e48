/**
 * Calendar days as ISO strings ('2026-11-23'), in local time: the client and the mock API agree on
 * "today" because both read the same clock. Weeks start on Monday.
 */
export type IsoDate = string;

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midday of the day, so adding days never trips over a daylight-saving change. */
export function parseIsoDate(value: IsoDate): Date {
  const [y = 0, m = 1, d = 1] = value.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDate(parseIsoDate(value)) === value;
}

export function addDays(day: IsoDate, days: number): IsoDate {
  const date = parseIsoDate(day);
  date.setDate(date.getDate() + days);
  return isoDate(date);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: IsoDate): IsoDate {
  const weekday = (parseIsoDate(day).getDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Calendar days from `first` to `last`, both included (0 when last is before first). */
export function daysInclusive(first: IsoDate, last: IsoDate): number {
  const ms = parseIsoDate(last).getTime() - parseIsoDate(first).getTime();
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}

/** The seven days of the week starting `monday`. */
export function weekDays(monday: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/**
 * A formatter made on first use and kept: `toLocaleDateString` builds a new Intl.DateTimeFormat on every
 * call (about a third of a millisecond each — most of a notification's text on the server).
 */
function formatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | null = null;
  return (date) => (format ??= new Intl.DateTimeFormat('en-GB', options)).format(date);
}

const SHORT_DAY = formatter({ weekday: 'short', day: 'numeric', month: 'short' });
const LONG_DAY = formatter({ day: 'numeric', month: 'short', year: 'numeric' });

/** 'Mon 23 Nov' */
export function shortDay(day: IsoDate): string {
  return SHORT_DAY(parseIsoDate(day));
}

/** '23 Nov 2026' */
export function longDay(day: IsoDate): string {
  return LONG_DAY(parseIsoDate(day));
}

/**
 * A moment (an ISO date-time) in the browser's own locale and time zone: '25 Nov 2026, 14:03' in en-GB,
 * 'Nov 25, 2026, 2:03 PM' in en-US. Made per call (rare: a history's few lines).
 */
export function localDateTime(at: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}
