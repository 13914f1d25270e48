import { createSelector } from '@reduxjs/toolkit';
import { apiSlice } from '../../api/apiSlice';
import { newestFirst, NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../../api/types/notification';
import type { Notification, NotificationPriority, NotificationType } from '../../api/types/notification';

/** Spec §3: unknown types show as 'other'; unknown priorities fall back to 'medium'. */
export function normalizeNotification(raw: Notification): Notification {
  const type: NotificationType = (NOTIFICATION_TYPES as readonly string[]).includes(raw.type) ? raw.type : 'other';
  const priority: NotificationPriority = (NOTIFICATION_PRIORITIES as readonly string[]).includes(raw.priority) ? raw.priority : 'medium';
  return { ...raw, type, priority };
}

/** Spec §3: unread = notifications whose acknowledgedYN is not 'Y'. */
export function unreadCount(notifications: readonly Notification[] | undefined): number {
  return (notifications ?? []).filter((n) => n.acknowledgedYN !== 'Y').length;
}

type Patch = (draft: Notification[]) => void;

/** Applies the change to the cached list at once and rolls it back if the call fails. */
function optimistic(patch: Patch) {
  return async (_arg: unknown, api: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<unknown> }) => {
    const result = api.dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, patch)) as { undo: () => void };
    try {
      await api.queryFulfilled;
    } catch {
      result.undo();
    }
  };
}

/** Paths and shapes are written down in api/openapi.yaml; a contract test keeps the mocks true to it. */
export const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], void>({
      query: () => ({ url: '/notifications' }),
      transformResponse: (raw: Notification[]) => newestFirst(raw.map(normalizeNotification)),
      providesTags: ['Notification'],
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

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useDismissNotificationMutation,
  useClearAllNotificationsMutation,
} = notificationsApi;

/** The notifications list for views. */
export function useNotificationsList() {
  return notificationsApi.endpoints.getNotifications.useQuery();
}

const selectNotificationsResult = notificationsApi.endpoints.getNotifications.select();

/** Unread count for the header badge (spec §3: acknowledgedYN not 'Y'), from the cached list. */
export const selectUnreadCount = createSelector([selectNotificationsResult], (result) => unreadCount(result.data));
