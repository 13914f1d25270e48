import * as z from 'zod/mini';
import { NotificationSchema } from '../notifications/schemas';
import type { Operation } from './operation';

/**
 * The event stream's cursor as of a read of the list (ADR 0151): the highest seq among the notifications that read
 * returned ('0' when it returned none). The portal sends it as `Last-Event-ID` when it first opens the stream, so a
 * notification committed between the read and the stream's open is pushed.
 */
export const STREAM_CURSOR_HEADER = 'Notifications-Stream-Cursor';
export const StreamCursorSchema = z.string().check(z.regex(/^(0|[1-9][0-9]{0,14})$/));

/**
 * How often the service writes `: keep-alive` on an idle event stream. The portal takes a stream that brings nothing
 * for longer than two of these for dead (a half-open connection, a proxy that kept it open), so both read this one.
 */
export const STREAM_HEARTBEAT_SECONDS = 15;

/** The notifications API (spec §3), written once like src/shared/contract/work.ts. */
export const NOTIFICATION_OPERATIONS = {
  getNotifications: {
    method: 'GET',
    path: '/notifications',
    summary: "The caller's notifications, newest first",
    response: z.array(NotificationSchema),
    responseHeaders: {
      [STREAM_CURSOR_HEADER]: {
        schema: StreamCursorSchema,
        description:
          'The event stream cursor as of this read: the highest id (seq) among the notifications listed, 0 when none. Sent back as Last-Event-ID on the first open of /notifications/stream, it resumes after what this read returned',
      },
    },
    status: 200,
    errors: [401],
  },
  clearAllNotifications: { method: 'DELETE', path: '/notifications', summary: "Delete all of the caller's notifications", status: 204, errors: [401] },
  markAllNotificationsRead: { method: 'PUT', path: '/notifications/read', summary: "Mark all of the caller's notifications read", status: 204, errors: [401] },
  markNotificationRead: { method: 'PUT', path: '/notifications/{notificationUID}/read', summary: 'Mark one notification read', status: 204, errors: [401, 404] },
  dismissNotification: { method: 'DELETE', path: '/notifications/{notificationUID}', summary: 'Delete one notification', status: 204, errors: [401, 404] },
  streamNotifications: {
    method: 'GET',
    path: '/notifications/stream',
    summary:
      'Server-Sent Events: `notification` events (data: a Notification) as they are written; resumable with Last-Event-ID (on the first open, the Notifications-Stream-Cursor a read of the list answered)',
    status: 200,
    errors: [401],
  },
} as const satisfies Record<string, Operation>;
