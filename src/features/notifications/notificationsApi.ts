import { apiSlice } from '../../api/apiSlice';
import type { Notification } from './notificationTypes';

export const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], void>({
      query: () => ({ url: '/notifications' }),
      providesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;

/** Spec §3: unread = notifications whose acknowledgedYN is not 'Y'. */
export function unreadCount(notifications: readonly Notification[] | undefined): number {
  return (notifications ?? []).filter((n) => n.acknowledgedYN !== 'Y').length;
}
