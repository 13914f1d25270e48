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
