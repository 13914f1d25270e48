import * as z from 'zod/mini';
import '../zodMessages';
import { DaySchema as day, TimestampSchema } from '../dateSchemas';

/**
 * Announcements (issue #26 §4): company notices that HR and DevOps create, edit, pin and expire, and that
 * everyone reads on Home. One zod source for the client's types, the service and MSW, and OpenAPI.
 */
export const TITLE_MAX = 120;
export const BODY_MAX = 2000;


/** What an editor sends: the notice, whether it is pinned, and the last day it shows (none: until expired). */
export const AnnouncementDraftSchema = z.strictObject({
  title: z.string().check(z.maxLength(TITLE_MAX)),
  body: z.string().check(z.maxLength(BODY_MAX)),
  pinned: z.boolean(),
  expiresOn: z.nullable(day),
});
export type AnnouncementDraft = z.infer<typeof AnnouncementDraftSchema>;

export const AnnouncementSchema = z.strictObject({
  ...AnnouncementDraftSchema.shape,
  id: z.string(),
  author: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
