import { apiSlice } from './apiSlice';
import { pathOf } from '../shared/contract/operation';
import { CALENDAR_FEED_OPERATIONS as OPS } from '../shared/contract/calendarFeeds';
import type { CalendarFeed, CalendarFeedCreated, FeedKind } from '../shared/calendarFeeds/schemas';

/**
 * The caller's calendar feeds (src/shared/contract/calendarFeeds.ts), checked on arrival. A made address is in the
 * mutation's answer only (`secretPath`, which the QA recorder redacts): the Settings section keeps it in its own state
 * while it shows it and resets the mutation, so the store does not keep it.
 */
export const calendarFeedsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCalendarFeeds: build.query<CalendarFeed[], void>({ query: () => OPS.getCalendarFeeds.path, responseSchema: OPS.getCalendarFeeds.response, providesTags: ['CalendarFeed'] }),
    createCalendarFeed: build.mutation<CalendarFeedCreated, FeedKind>({
      query: (kind) => ({ url: pathOf(OPS.createCalendarFeed, { kind }), method: 'POST', successToast: 'New calendar address made' }),
      responseSchema: OPS.createCalendarFeed.response,
      invalidatesTags: ['CalendarFeed'],
    }),
    revokeCalendarFeed: build.mutation<void, FeedKind>({
      query: (kind) => ({ url: pathOf(OPS.revokeCalendarFeed, { kind }), method: 'DELETE', successToast: 'Calendar address revoked' }),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});
