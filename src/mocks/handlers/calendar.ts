import { http, HttpResponse } from 'msw';
import { CALENDAR_FEED_OPERATIONS } from '../../shared/contract/calendarFeeds';
import { FEED_KINDS, feedPath, NO_SUCH_FEED } from '../../shared/calendarFeeds/schemas';
import type { CalendarFeed, CalendarFeedCreated, FeedKind } from '../../shared/calendarFeeds/schemas';
import { CALENDAR_OPERATIONS, ROLES_HOLIDAYS, ROLES_HR, ROLES_TEAM } from '../../shared/contract/calendar';
import type { CalendarOperationName } from '../../shared/contract/calendar';
import { isIsoDate } from '../../shared/work/dates';
import { calendarRange, firstError, holidayTaken, MAX_CALENDAR_DAYS, MAX_HOLIDAY_DAYS, validateHoliday } from '../../shared/work/rules';
import { NewHolidaySchema } from '../../shared/work/schemas';
import type { Absence, Calendar, Holiday, TimeOffRequest } from '../../shared/work/schemas';
import { PEOPLE, seedHolidays } from '../../shared/demo/work';
import { authorize, badRequest, conflict, invalid, notFound } from './identity';
import { idempotentCreates, parse } from './requests';

/** The operations' paths and methods, as src/shared/contract/calendar.ts writes them. */
export const CALENDAR_ROUTES = Object.fromEntries(Object.entries(CALENDAR_OPERATIONS).map(([name, op]) => [name, { method: op.method.toLowerCase(), path: op.path }])) as {
  [K in CalendarOperationName]: { method: Lowercase<(typeof CALENDAR_OPERATIONS)[K]['method']>; path: (typeof CALENDAR_OPERATIONS)[K]['path'] };
};

/**
 * Holidays and who is out, as the service answers them (service/src/calendar.ts): the same roles, range
 * limits, 409 and messages, over an in-memory list of holidays and the work handlers' requests.
 */
export function calendarHandlers(basePath: string, requests: () => readonly TimeOffRequest[], seed: () => Holiday[] = () => seedHolidays()) {
  let holidays = seed();
  // Each person's live feeds (kind → when made), as the service's calendar_feeds rows without revoked_at.
  let feeds = new Map<string, Map<FeedKind, string>>();
  const feedsOf = (id: string) => feeds.get(id) ?? feeds.set(id, new Map()).get(id) ?? new Map<FeedKind, string>();
  const kindOf = (value: unknown): FeedKind | undefined => FEED_KINDS.find((k) => k === value);
  const creates = idempotentCreates();
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;

  const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams.entries());
  const holidaysIn = (from: string, to: string) => holidays.filter((d) => d.date >= from && d.date <= to).sort((a, b) => a.date.localeCompare(b.date));

  /** A who's-out answer for the people `includes` picks, or the 400 of a bad range. */
  const calendar = (request: Request, includes: (employeeId: string) => boolean): Response => {
    const range = calendarRange(queryOf(request), MAX_CALENDAR_DAYS);
    if ('problem' in range) return badRequest(range.problem, range.fields);
    const name = (id: string) => PEOPLE.find((p) => p.id === id)?.name;
    const absences: Absence[] = requests()
      .filter((r) => (r.status === 'pending' || r.status === 'approved') && r.firstDay <= range.to && r.lastDay >= range.from && name(r.employeeId) !== undefined && includes(r.employeeId))
      .map((r) => ({ id: r.id, employeeId: r.employeeId, employeeName: name(r.employeeId) ?? r.employeeName, firstDay: r.firstDay, lastDay: r.lastDay, status: r.status === 'approved' ? ('approved' as const) : ('pending' as const) }))
      .sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.employeeName.localeCompare(b.employeeName));
    const body: Calendar = { ...range, absences, holidays: holidaysIn(range.from, range.to) };
    return HttpResponse.json(body);
  };
  const managerOf = (id: string) => PEOPLE.find((p) => p.id === id)?.managerId ?? null;

  const handlers = [
    http.get(at(CALENDAR_ROUTES.getHolidays.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const range = calendarRange(queryOf(request), MAX_HOLIDAY_DAYS, true);
      return 'problem' in range ? badRequest(range.problem, range.fields) : HttpResponse.json(holidaysIn(range.from, range.to));
    }),
    http.post(at(CALENDAR_ROUTES.createHoliday.path), async ({ request }) => {
      const caller = authorize(request, ROLES_HOLIDAYS);
      if (caller instanceof Response) return caller;
      const input = await parse(request, NewHolidaySchema);
      if (input instanceof Response) return input;
      return creates.once(request, caller, input, () => {
        const errors = validateHoliday(input);
        const problem = firstError(errors);
        if (problem) return invalid(problem, errors);
        const existing = holidays.find((d) => d.date === input.date);
        if (existing) return conflict(holidayTaken(existing));
        const holiday: Holiday = { date: input.date, name: input.name.trim() };
        holidays = [...holidays, holiday];
        return HttpResponse.json(holiday, { status: 201 });
      });
    }),
    http.delete(at(CALENDAR_ROUTES.deleteHoliday.path), ({ request, params }) => {
      const caller = authorize(request, ROLES_HOLIDAYS);
      if (caller instanceof Response) return caller;
      const date = String(params.date);
      if (!isIsoDate(date)) return badRequest('Use a date such as 2026-11-23.', { date: 'Use a date such as 2026-11-23.' });
      if (!holidays.some((d) => d.date === date)) return notFound('There is no holiday on that day.');
      holidays = holidays.filter((d) => d.date !== date);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(at(CALENDAR_ROUTES.getTeamCalendar.path), ({ request }) => {
      const caller = authorize(request, ROLES_TEAM);
      return caller instanceof Response ? caller : calendar(request, (id) => id === caller.id || managerOf(id) === caller.id);
    }),
    http.get(at(CALENDAR_ROUTES.getHrCalendar.path), ({ request }) => {
      const caller = authorize(request, ROLES_HR);
      return caller instanceof Response ? caller : calendar(request, () => true);
    }),
    http.get(at(CALENDAR_ROUTES.getTeammatesOut.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const mine = managerOf(caller.id);
      return calendar(request, (id) => id !== caller.id && ((mine !== null && managerOf(id) === mine) || managerOf(id) === caller.id));
    }),
    // Calendar feeds (issue #48 §5): which are live, made and revoked; the feed file itself is the service's alone.
    http.get(at(CALENDAR_FEED_OPERATIONS.getCalendarFeeds.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const live = feedsOf(caller.id);
      return HttpResponse.json(FEED_KINDS.map((kind): CalendarFeed => ({ kind, createdAt: live.get(kind) ?? null })));
    }),
    http.post(at(CALENDAR_FEED_OPERATIONS.createCalendarFeed.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const kind = kindOf(params.kind);
      if (!kind) return notFound(NO_SUCH_FEED);
      const createdAt = new Date().toISOString();
      feedsOf(caller.id).set(kind, createdAt);
      const secret = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
      const body: CalendarFeedCreated = { kind, createdAt, secretPath: feedPath(secret) };
      return HttpResponse.json(body, { status: 201 });
    }),
    http.delete(at(CALENDAR_FEED_OPERATIONS.revokeCalendarFeed.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const kind = kindOf(params.kind);
      if (!kind) return notFound(NO_SUCH_FEED);
      feedsOf(caller.id).delete(kind);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    handlers,
    /** The company holidays as they stand (the derived reads compute from them). */
    holidays: (): readonly Holiday[] => holidays,
    reset() {
      holidays = seed();
      feeds = new Map();
      creates.reset();
    },
  };
}
