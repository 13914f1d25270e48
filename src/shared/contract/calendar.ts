import * as z from 'zod/mini';
import { ROLES_HOLIDAYS, ROLES_HR, ROLES_TEAM } from './roles';
import { CalendarSchema, HolidaySchema, NewHolidaySchema } from '../work/schemas';
import type { Operation } from './operation';

/**
 * The calendar API (issue #26 §2, §3): company holidays, kept by HR admins, and who is out — the caller's team,
 * everyone (HR), or the people who share the caller's manager (anyone, for the request form's warning).
 * Same shape as src/shared/contract/work.ts: the service, MSW, the client and `npm run openapi` all read it.
 */
export { ROLES_HOLIDAYS, ROLES_HR, ROLES_TEAM };

/** A range of days: the handlers check the dates and the range's length (400 with a message). */
/** A day of the range: any text is read (the handler's check answers a bad one); OpenAPI says `format: date`. */
const dayParam = (description: string) => z.optional(z.string().check(z.meta({ format: 'date' }))).check(z.meta({ description }));
const from = dayParam('The first day, YYYY-MM-DD');
const to = dayParam('The last day, YYYY-MM-DD (both included; at most 62 days after from for a calendar, 366 for holidays)');
const RANGE = z.object({ from, to });

export const CALENDAR_OPERATIONS = {
  getHolidays: {
    method: 'GET',
    path: '/calendar/holidays',
    summary: 'The company holidays from `from` to `to` (at most 366 days), or of a `year`, in date order',
    query: z.object({ from, to, year: z.optional(z.string()).check(z.meta({ description: 'A year, instead of from and to (holidays only)' })) }),
    response: z.array(HolidaySchema),
    status: 200,
    errors: [400, 401],
  },
  createHoliday: {
    method: 'POST',
    path: '/calendar/holidays',
    summary: 'Add a company holiday (409 when the day already is one). An Idempotency-Key makes a repeat return the first answer',
    roles: ROLES_HOLIDAYS,
    body: NewHolidaySchema,
    response: HolidaySchema,
    status: 201,
    idempotent: true,
    errors: [400, 401, 403, 409, 422],
  },
  deleteHoliday: {
    method: 'DELETE',
    path: '/calendar/holidays/{date}',
    summary: 'Remove the company holiday on that day',
    roles: ROLES_HOLIDAYS,
    status: 204,
    errors: [400, 401, 403, 404],
  },
  getTeamCalendar: {
    method: 'GET',
    path: '/calendar/team',
    summary: "Who is out (approved and pending time off) among the caller and the people they manage, and the holidays, from `from` to `to`",
    roles: ROLES_TEAM,
    query: RANGE,
    response: CalendarSchema,
    status: 200,
    errors: [400, 401, 403],
  },
  getHrCalendar: {
    method: 'GET',
    path: '/calendar/hr',
    summary: "Everyone's approved and pending time off, and the holidays, from `from` to `to`",
    roles: ROLES_HR,
    query: RANGE,
    response: CalendarSchema,
    status: 200,
    errors: [400, 401, 403],
  },
  getTeammatesOut: {
    method: 'GET',
    path: '/calendar/teammates',
    summary: "Who of the people sharing the caller's manager (and of those the caller manages) is out, and the holidays, from `from` to `to`: names and days only",
    query: RANGE,
    response: CalendarSchema,
    status: 200,
    errors: [400, 401],
  },
} as const satisfies Record<string, Operation>;

export type CalendarOperationName = keyof typeof CALENDAR_OPERATIONS;
