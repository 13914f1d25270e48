import { apiSlice } from './apiSlice';
import { ANNOUNCEMENT_OPERATIONS as OPS } from '../shared/contract/announcements';
import { IDEMPOTENCY_HEADER } from '../shared/contract/errors';
import { pathOf } from '../shared/contract/operation';
import type { Announcement, AnnouncementDraft } from '../shared/announcements/schemas';

/**
 * Announcements, as the contract writes them (src/shared/contract/announcements.ts), each response checked on
 * arrival. A create carries the Idempotency-Key its form made: a retry or a second click posts one notice.
 */
export const announcementsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<Announcement[], void>({ query: () => OPS.getAnnouncements.path, responseSchema: OPS.getAnnouncements.response, providesTags: ['Announcement'] }),
    createAnnouncement: build.mutation<Announcement, { draft: AnnouncementDraft; idempotencyKey: string }>({
      query: ({ draft, idempotencyKey }) => ({ url: OPS.createAnnouncement.path, method: 'POST', body: draft, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, successToast: true }),
      responseSchema: OPS.createAnnouncement.response,
      invalidatesTags: ['Announcement'],
    }),
    updateAnnouncement: build.mutation<Announcement, { id: string; draft: AnnouncementDraft }>({
      query: ({ id, draft }) => ({ url: pathOf(OPS.updateAnnouncement, { announcementId: id }), method: 'PUT', body: draft, successToast: true }),
      responseSchema: OPS.updateAnnouncement.response,
      invalidatesTags: ['Announcement'],
    }),
  }),
});
