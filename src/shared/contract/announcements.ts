import * as z from 'zod/mini';
import { AnnouncementDraftSchema, AnnouncementSchema } from '../announcements/schemas';
import { ROLES_CREATE_ANNOUNCEMENT } from './roles';
import type { Operation } from './operation';

/** The announcements API (issue #26 §4), written once like src/shared/contract/work.ts. */
export const ANNOUNCEMENT_OPERATIONS = {
  getAnnouncements: {
    method: 'GET',
    path: '/announcements',
    summary: 'The announcements showing today (not expired), pinned first, then the newest',
    response: z.array(AnnouncementSchema),
    status: 200,
    errors: [401],
  },
  createAnnouncement: {
    method: 'POST',
    path: '/announcements',
    summary: 'Post an announcement; everyone else is notified. An Idempotency-Key makes a repeat return the first answer',
    roles: ROLES_CREATE_ANNOUNCEMENT,
    body: AnnouncementDraftSchema,
    response: AnnouncementSchema,
    status: 201,
    idempotent: true,
    errors: [400, 401, 403, 422],
  },
  updateAnnouncement: {
    method: 'PUT',
    path: '/announcements/{announcementId}',
    summary: 'Edit, pin, unpin or expire an announcement (an expiry date of yesterday takes it down)',
    roles: ROLES_CREATE_ANNOUNCEMENT,
    body: AnnouncementDraftSchema,
    response: AnnouncementSchema,
    status: 200,
    errors: [400, 401, 403, 404, 422],
  },
} as const satisfies Record<string, Operation>;
