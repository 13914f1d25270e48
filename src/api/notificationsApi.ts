import { createSelector, isAnyOf } from '@reduxjs/toolkit';
import * as z from 'zod/mini';
import { apiSlice } from './apiSlice';
import type { ApiMeta } from './baseQuery';
import { NOTIFICATION_OPERATIONS, STREAM_CURSOR_HEADER } from '../shared/contract/notifications';
import { optimistically } from './optimistic';
import type { QueryLifecycle } from './optimistic';
import { NotificationOnArrivalSchema, newestFirst } from '../shared/notifications/schemas';
import type { Notification } from '../shared/notifications/schemas';

/**
 * The list as it arrives (ADR 0091): each item is checked on its own; one that does not have the
 * documented shape (a title that is an object, a missing id) is dropped and logged, the rest are kept.
 * Unknown types show as 'other', unknown priorities as 'medium' (spec §3).
 */
export function notificationsFromWire(items: readonly unknown[]): Notification[] {
  const kept: Notification[] = [];
  items.forEach((item, index) => {
    const parsed = NotificationOnArrivalSchema.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
    else console.warn(`Notification ${index} was dropped: it does not have the documented shape.`, z.prettifyError(parsed.error));
  });
  return kept;
}

/** Spec §3: unread = notifications whose acknowledgedYN is not 'Y'. */
export function unreadCount(notifications: readonly Notification[] | undefined): number {
  return (notifications ?? []).filter((n) => n.acknowledgedYN !== 'Y').length;
}

type Patch = (draft: Notification[]) => void;

/** Applies the change to the cached list at once and rolls it back if the call fails. */
function optimistic(patch: Patch): (arg: unknown, api: QueryLifecycle) => Promise<void> {
  return (_arg: unknown, api: QueryLifecycle) => optimistically(api, notificationsApi.util.updateQueryData('getNotifications', undefined, patch));
}

/** How the list is read off the wire, for the bell's read and the background poll alike. */
const LIST_FROM_WIRE = {
  // Not a list at all: a validation error (with its toast, unless the call is quiet). A list: bad items are dropped one by one.
  rawResponseSchema: z.array(z.unknown()),
  transformResponse: (raw: unknown[]) => newestFirst(notificationsFromWire(raw)),
};

/** Paths and shapes are written down in api/openapi.yaml; a contract test keeps the mocks true to it. */
export const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], void>({
      // With the stream's cursor as of this read (ADR 0151), in the fulfilled action's meta: see streamCursorOf.
      query: () => ({ url: '/notifications', responseHeaders: Object.keys(NOTIFICATION_OPERATIONS.getNotifications.responseHeaders) }),
      ...LIST_FROM_WIRE,
      providesTags: ['Notification'],
    }),
    /**
     * The same list, read in the background while the event stream is down (issue #25 §6): no toast and no
     * slow-call notice when it fails (nobody asked; the next poll or the person's Refresh tries again). The
     * listener copies what it reads into getNotifications.
     */
    pollNotifications: build.query<Notification[], void>({
      query: () => ({ url: '/notifications', noErrorToast: true }),
      ...LIST_FROM_WIRE,
      keepUnusedDataFor: 0,
    }),
    markNotificationRead: build.mutation<void, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'PUT' }),
      onQueryStarted: (id, api) =>
        optimistic((draft) => {
          const n = draft.find((x) => x.notificationUID === id);
          if (n) n.acknowledgedYN = 'Y';
        })(id, api),
    }),
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/notifications/read', method: 'PUT' }),
      onQueryStarted: (arg, api) =>
        optimistic((draft) => {
          draft.forEach((n) => (n.acknowledgedYN = 'Y'));
        })(arg, api),
    }),
    dismissNotification: build.mutation<void, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: (id, api) =>
        optimistic((draft) => {
          const i = draft.findIndex((x) => x.notificationUID === id);
          if (i >= 0) draft.splice(i, 1);
        })(id, api),
    }),
    clearAllNotifications: build.mutation<void, void>({
      query: () => ({ url: '/notifications', method: 'DELETE', successToast: true }),
      onQueryStarted: (arg, api) =>
        optimistic((draft) => {
          draft.splice(0, draft.length);
        })(arg, api),
    }),
  }),
});

/** The part of the base query's meta (`ApiMeta`) that carries the list's cursor. */
const MetaWithCursorSchema = z.object({
  headers: z.object({ [STREAM_CURSOR_HEADER]: NOTIFICATION_OPERATIONS.getNotifications.responseHeaders[STREAM_CURSOR_HEADER].schema }),
}) satisfies z.ZodMiniType<Pick<ApiMeta, 'headers'>>;

/**
 * The event stream's cursor a read of the list answered (ADR 0151), from its fulfilled action's meta, checked
 * against the contract: where the stream's first open resumes (its Last-Event-ID). null when the answer had none
 * (an older service) or one not of the contract's shape: the stream then starts as it did before.
 */
export function streamCursorOf(baseQueryMeta: unknown): string | null {
  const parsed = MetaWithCursorSchema.safeParse(baseQueryMeta);
  return parsed.success ? parsed.data.headers[STREAM_CURSOR_HEADER] : null;
}

/**
 * Puts a pushed notification at the top of the cached list, once: one whose id the list already has (a resume sends
 * a batch a client was cut off inside of again, ADR 0166) changes nothing. Says whether it was new.
 */
export function addPushedNotification(dispatch: (action: unknown) => unknown, list: readonly Notification[] | undefined, pushed: Notification): boolean {
  if (list?.some((n) => n.notificationUID === pushed.notificationUID)) return false;
  dispatch(
    notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
      draft.unshift(pushed);
    }),
  );
  return true;
}

/** The mutations that change the cached list optimistically (each applies its change at once, undone on failure). */
const LIST_CHANGES: readonly string[] = ['markNotificationRead', 'markAllNotificationsRead', 'dismissNotification', 'clearAllNotifications'];

/** Whether a change of the list (read, dismissed, cleared) is still on its way to the server. */
export function isListChangePending(state: { api: { mutations: Record<string, { status: string; endpointName?: string } | undefined> } }): boolean {
  return Object.values(state.api.mutations).some((m) => m?.status === 'pending' && LIST_CHANGES.includes(m.endpointName ?? ''));
}

/** Matches a list change's start (see isListChangePending). */
export const listChangeStarted = isAnyOf(
  notificationsApi.endpoints.markNotificationRead.matchPending,
  notificationsApi.endpoints.markAllNotificationsRead.matchPending,
  notificationsApi.endpoints.dismissNotification.matchPending,
  notificationsApi.endpoints.clearAllNotifications.matchPending,
);

/** Puts a background read's list in the cache (a poll: the list has loaded before any poll runs). */
export function replaceNotifications(dispatch: (action: unknown) => unknown, list: Notification[]): void {
  dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, () => list));
}

/**
 * The notifications list with its one subscription (the header bell holds it). Other views read it
 * with `useNotificationsListState`: a second subscriber mounting after a failure would make RTK Query
 * send the failed request again (ADR 0090).
 */
export function useNotificationsList() {
  return notificationsApi.endpoints.getNotifications.useQuery();
}

/** The notifications list as cached, without subscribing (so without ever starting a request). */
export function useNotificationsListState() {
  return notificationsApi.endpoints.getNotifications.useQueryState(undefined);
}

const selectNotificationsResult = notificationsApi.endpoints.getNotifications.select();

/** Unread count for the header badge (spec §3: acknowledgedYN not 'Y'), from the cached list. */
export const selectUnreadCount = createSelector([selectNotificationsResult], (result) => unreadCount(result.data));
