import * as z from 'zod/mini';
import { NotificationSchema } from '../notifications/schemas';
import type { Operation } from './operation';

/**
 * The event stream's cursor (ADR 0151, 0166): a database snapshot, `xmin:xmax:xip,…` as PostgreSQL's
 * pg_current_snapshot() writes it. What it has seen are the notifications whose transaction that snapshot sees;
 * a resume sends every other one, each once, whatever order transactions committed in. A read of the list
 * answers the snapshot it read in; each event batch on the stream ends with the snapshot it was read in. The
 * portal sends it back as `Last-Event-ID`.
 */
export const STREAM_CURSOR_HEADER = 'Notifications-Stream-Cursor';

const SNAPSHOT = /^([1-9][0-9]{0,18}):([1-9][0-9]{0,18}):([1-9][0-9]{0,18}(?:,[1-9][0-9]{0,18})*)?$/;

/** A snapshot PostgreSQL would take: 1 ≤ xmin ≤ xmax, in-progress ids ascending within [xmin, xmax); at most 4 KiB. */
export function isStreamCursor(text: string): boolean {
  const match = text.length <= 4096 ? SNAPSHOT.exec(text) : null;
  if (!match) return false;
  const xmin = BigInt(match[1] ?? '0');
  const xmax = BigInt(match[2] ?? '0');
  if (xmin > xmax) return false;
  let previous = xmin - BigInt(1);
  for (const xip of match[3]?.split(',') ?? []) {
    const xid = BigInt(xip);
    if (xid <= previous || xid >= xmax) return false;
    previous = xid;
  }
  return true;
}

export const StreamCursorSchema = z.string().check(z.maxLength(4096), z.regex(SNAPSHOT), z.refine(isStreamCursor, 'A stream cursor: xmin:xmax:xip,… (a database snapshot)'));

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
          'The event stream cursor as of this read: the database snapshot the list was read in (xmin:xmax:xip,…). Sent back as Last-Event-ID on the first open of /notifications/stream, it resumes with exactly what this read did not see',
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
      'Server-Sent Events: `notification` events (data: a Notification) as they commit, each batch followed by its cursor (an id with no data); resumable with Last-Event-ID (on the first open, the Notifications-Stream-Cursor a read of the list answered), which sends each notification the cursor has not seen, once',
    status: 200,
    errors: [401],
  },
} as const satisfies Record<string, Operation>;
