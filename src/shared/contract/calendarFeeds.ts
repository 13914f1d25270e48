import * as z from 'zod/mini';
import { CalendarFeedCreatedSchema, CalendarFeedSchema } from '../calendarFeeds/schemas';
import type { Operation } from './operation';

/**
 * The calendar feeds a signed-in person keeps (issue #48 §5, ADR 0175). The feed itself,
 * `GET /calendar/feeds/{secret}.ics`, is answered without a bearer token (its secret is the key) by the service's
 * route module service/src/routes/calendarFeeds/file.ts, outside this contract.
 */
export const CALENDAR_FEED_OPERATIONS = {
  getCalendarFeeds: {
    method: 'GET',
    path: '/calendar/feeds',
    summary: "The caller's calendar feeds, one per kind (own time off, team absences, company holidays): which are live and since when, never their addresses",
    response: z.array(CalendarFeedSchema),
    status: 200,
    errors: [401],
  },
  createCalendarFeed: {
    method: 'POST',
    path: '/calendar/feeds/{kind}',
    summary: 'Make a new secret address for the feed of this kind (own, team or holidays); the old one stops working. The answer is the only time the address is shown',
    response: CalendarFeedCreatedSchema,
    status: 201,
    errors: [401, 404],
  },
  revokeCalendarFeed: {
    method: 'DELETE',
    path: '/calendar/feeds/{kind}',
    summary: 'Stop the feed of this kind (done already when it is off): its address answers 404 from now on',
    status: 204,
    errors: [401, 404],
  },
} as const satisfies Record<string, Operation>;
