/**
 * Calendar days as ISO strings ('2026-11-23'), in local time: the client and the mock API agree on
 * "today" because both read the same clock. Weeks start on Monday.
 */
export type IsoDate = string;

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day it is at `at` in an IANA time zone ('America/Los_Angeles'), whatever the machine's own zone. */
export function dayIn(timeZone: string, at: Date): IsoDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
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
 * Dates read one way (issues #26, #49): every date the portal shows goes through `longDay` (or `dayWithWeekday`
 * where the day of the week matters), made by Intl in the browser's own locale — the one its date inputs use, so
 * "24/11/2026" in a field sits beside "24 Nov 2026" in en-GB and "11/24/2026" beside "Nov 24, 2026" in en-US.
 * The client never passes `locale`; tests and the e2e suite do, to name the locale they expect.
 *
 * Text the service writes (notifications, conflicts, refusals) carries its dates as ISO dates ("Week of
 * 2026-11-23"): readable by anyone as stored, and shown by the client through `datedText`, which formats each one
 * here (ADR 0171).
 */

/**
 * A formatter per locale, made on first use and kept: `toLocaleDateString` builds a new Intl.DateTimeFormat on
 * every call (about a third of a millisecond each).
 */
function formatter(options: Intl.DateTimeFormatOptions): (date: Date, locale?: string) => string {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (date, locale) => {
    const key = locale ?? '';
    let format = made.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      made.set(key, format);
    }
    return format.format(date);
  };
}

/** The one date format: the day, the month in short and the year, in the locale's order. */
const DATE_PARTS = { day: 'numeric', month: 'short', year: 'numeric' } as const;

const LONG_DAY = formatter(DATE_PARTS);
const WITH_WEEKDAY = formatter({ weekday: 'short', ...DATE_PARTS });
const WEEKDAY = formatter({ weekday: 'short' });

/** '23 Nov 2026' (en-GB), 'Nov 23, 2026' (en-US): the one date format, in the browser's locale. */
export function longDay(day: IsoDate, locale?: string): string {
  return LONG_DAY(parseIsoDate(day), locale);
}

/** 'Mon 23 Nov 2026' (en-GB), 'Mon, Nov 23, 2026' (en-US): the same date with its day of the week, where that matters. */
export function dayWithWeekday(day: IsoDate, locale?: string): string {
  return WITH_WEEKDAY(parseIsoDate(day), locale);
}

/** 'Mon': the name of the day of the week alone (a column heading, not a date), in the browser's locale. */
export function weekdayOf(day: IsoDate, locale?: string): string {
  return WEEKDAY(parseIsoDate(day), locale);
}

const ISO_DAY_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b/g;

/** A text the API wrote, each ISO date in it ("Week of 2026-11-23") shown by `longDay` ("Week of Nov 23, 2026"). */
export function datedText(text: string, locale?: string): string {
  return text.replace(ISO_DAY_IN_TEXT, (day) => (isIsoDate(day) ? longDay(day, locale) : day));
}

const DATE_TIME = formatter({ ...DATE_PARTS, hour: 'numeric', minute: '2-digit' });

/**
 * A moment (an ISO date-time) in the browser's own locale and time zone, its date as `longDay` writes it:
 * '25 Nov 2026, 14:03' in en-GB, 'Nov 25, 2026, 2:03 PM' in en-US.
 */
export function localDateTime(at: string, locale?: string): string {
  return DATE_TIME(new Date(at), locale);
}

const MONTH = formatter({ month: 'long', year: 'numeric' });

/** 'November 2026': the month of `day` (a calendar's heading), in the browser's locale. */
export function monthOf(day: IsoDate, locale?: string): string {
  return MONTH(parseIsoDate(day), locale);
}

/** The day a holiday is observed (issue #46 §3): one on a Saturday on the Friday before, one on a Sunday on the Monday after. */
export function observedDay(date: IsoDate): IsoDate {
  const weekday = parseIsoDate(date).getDay();
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}
