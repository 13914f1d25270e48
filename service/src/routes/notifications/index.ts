import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { STREAM_CURSOR_HEADER } from '../../../../src/shared/contract/notifications.ts';
import type { HeaderedAnswer } from '../../../../src/shared/contract/operation.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Input } from '../../plugins/contract.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../plugins/errors.ts';
import { notificationsListed, toNotification } from './queries.ts';

const mine = (caller: Caller) => eq(t.notifications.userId, caller.id);
const one = (caller: Caller, uid: string) => and(mine(caller), eq(t.notifications.uid, uid));

const NOTIFICATION_HANDLERS = {
  /**
   * The list, with the stream's cursor as of this read (ADR 0151): the snapshot the one statement read it in, so a
   * resume from it sends exactly what this read did not see (ADR 0166).
   */
  getNotifications: async (tx: Tx, { caller }: Input): Promise<HeaderedAnswer> => {
    const { snapshot, rows } = await notificationsListed(tx, caller.id);
    return { content: rows.map(toNotification), headers: { [STREAM_CURSOR_HEADER]: snapshot } };
  },
  clearAllNotifications: async (tx: Tx, { caller }: Input) => {
    await tx.delete(t.notifications).where(mine(caller));
    return null;
  },
  markAllNotificationsRead: async (tx: Tx, { caller }: Input) => {
    await tx.update(t.notifications).set({ acknowledged: true }).where(mine(caller));
    return null;
  },
  markNotificationRead: async (tx: Tx, { caller, params }: Input) => {
    const done = await tx.update(t.notifications).set({ acknowledged: true }).where(one(caller, params.notificationUID ?? '')).returning({ seq: t.notifications.seq });
    if (!done.length) throw notFound('Notification not found');
    return null;
  },
  dismissNotification: async (tx: Tx, { caller, params }: Input) => {
    const done = await tx.delete(t.notifications).where(one(caller, params.notificationUID ?? '')).returning({ seq: t.notifications.seq });
    if (!done.length) throw notFound('Notification not found');
    return null;
  },
};

/** The bell's operations: the caller's own notifications, listed, read, cleared (the stream is stream.ts). */
export default function notifications(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(NOTIFICATION_HANDLERS);
  done();
}
