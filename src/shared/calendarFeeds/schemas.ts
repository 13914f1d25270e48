import * as z from 'zod/mini';
import '../zodMessages';
import { TimestampSchema } from '../dateSchemas';

/**
 * Calendar feeds (issue #48 §5, ADR 0175): each person's secret ICS addresses, one per kind. The secret is kept only as
 * its SHA-256, so an address is in an answer once, when it is made (`CalendarFeedCreated`); the list says which are live.
 */
export const FEED_KINDS = ['own', 'team', 'holidays'] as const;
export const FeedKindSchema = z.enum(FEED_KINDS);
export type FeedKind = z.infer<typeof FeedKindSchema>;

/** One kind of feed of the caller: live since `createdAt`, or none (`createdAt` null). */
export const CalendarFeedSchema = z.strictObject({
  kind: FeedKindSchema,
  createdAt: z.nullable(TimestampSchema),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/**
 * A feed just made: its address's path under the API base (`/calendar/feeds/<secret>.ics`), shown this once. Named
 * `secretPath` so the QA recorder and Redux DevTools redact it (src/lib/sanitize.ts).
 */
export const CalendarFeedCreatedSchema = z.strictObject({
  kind: FeedKindSchema,
  createdAt: TimestampSchema,
  secretPath: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;

/** The path of a feed's address under the API base. */
export const feedPath = (token: string) => `/calendar/feeds/${token}.ics`;

/** What each feed is called on Settings and inside a calendar app. */
export const FEED_NAMES: Record<FeedKind, string> = {
  own: 'My time off',
  team: "My team's absences",
  holidays: 'Company holidays',
};

/** The 404 of making or revoking a feed of a kind there is not. */
export const NO_SUCH_FEED = 'There is no such calendar feed.';
