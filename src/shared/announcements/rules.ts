import { addDays } from '../work/dates';
import type { IsoDate } from '../work/dates';
import type { FieldErrors } from '../work/rules';
import { BODY_MAX, TITLE_MAX } from './schemas';
import type { Announcement, AnnouncementDraft } from './schemas';

/** The rules of an announcement, for the form under each field and for the service's 422 alike. */
export type AnnouncementField = 'title' | 'body' | 'expiresOn';

/**
 * A new announcement shows from today; an edit may also set yesterday as its last day, which is how
 * "Expire now" takes one down.
 */
export function validateAnnouncement(draft: AnnouncementDraft, today: IsoDate, change: 'create' | 'update' = 'create'): FieldErrors<AnnouncementField> {
  const errors: FieldErrors<AnnouncementField> = {};
  const title = draft.title.trim();
  const body = draft.body.trim();
  if (title === '') errors.title = 'Give the announcement a title.';
  else if (title.length > TITLE_MAX) errors.title = `Keep the title to ${TITLE_MAX} characters.`;
  if (body === '') errors.body = 'Write what you want to announce.';
  else if (body.length > BODY_MAX) errors.body = `Keep the text to ${BODY_MAX} characters.`;
  const earliest = change === 'update' ? expiredAsOf(today) : today;
  if (draft.expiresOn !== null && draft.expiresOn < earliest) errors.expiresOn = 'The last day to show it cannot be in the past.';
  return errors;
}

/** Shown on `today`: not expired (the last day it shows is today or later, or it has none). */
export const isCurrent = (a: Pick<Announcement, 'expiresOn'>, today: IsoDate): boolean => a.expiresOn === null || a.expiresOn >= today;

/** The order everyone reads them in: pinned first, then the newest. */
export function byReadingOrder(a: Announcement, b: Announcement): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt);
}

/** "Expire now": the last day it showed was yesterday. */
export const expiredAsOf = (today: IsoDate): IsoDate => addDays(today, -1);

/** The notification everyone else gets when one is posted. */
export const announcementNotice = (a: Pick<Announcement, 'title' | 'author'>) => ({
  title: `Announcement: ${a.title}`,
  message: `Posted by ${a.author}. Read it on your Dashboard.`,
  type: 'announcement' as const,
  priority: 'medium' as const,
});
