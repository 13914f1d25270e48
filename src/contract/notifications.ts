import * as z from 'zod/mini';
import { NotificationSchema } from '../api/types/notification';
import type { Operation } from './operation';

/** The notifications API (spec §3), written once like src/contract/work.ts. */
export const NOTIFICATION_OPERATIONS = {
  getNotifications: { method: 'GET', path: '/notifications', summary: "The caller's notifications, newest first", response: z.array(NotificationSchema), status: 200, errors: [401] },
  clearAllNotifications: { method: 'DELETE', path: '/notifications', summary: "Delete all of the caller's notifications", status: 204, errors: [401] },
  markAllNotificationsRead: { method: 'PUT', path: '/notifications/read', summary: "Mark all of the caller's notifications read", status: 204, errors: [401] },
  markNotificationRead: { method: 'PUT', path: '/notifications/{notificationUID}/read', summary: 'Mark one notification read', status: 204, errors: [401, 404] },
  dismissNotification: { method: 'DELETE', path: '/notifications/{notificationUID}', summary: 'Delete one notification', status: 204, errors: [401, 404] },
  streamNotifications: {
    method: 'GET',
    path: '/notifications/stream',
    summary: 'Server-Sent Events: `notification` events (data: a Notification) as they are written; resumable with Last-Event-ID',
    status: 200,
    errors: [401],
  },
} as const satisfies Record<string, Operation>;
