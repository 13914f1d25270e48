import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Notification } from '../../src/api/types/notification.ts';
import type { Notice } from '../../src/lib/work/notices.ts';
import type { Caller } from './auth.ts';
import { EVENTS_CHANNEL } from './db/client.ts';
import type { Queryable as Tx } from './db/client.ts';
import * as t from './db/schema.ts';
import { notFound } from './errors.ts';
import type { Input } from './work.ts';

type Row = typeof t.notifications.$inferSelect;

export const toNotification = (r: Row): Notification => ({
  notificationUID: r.uid,
  title: r.title,
  message: r.message,
  type: r.type as Notification['type'],
  priority: r.priority as Notification['priority'],
  dateCreated: new Date(r.dateCreated).toISOString(),
  acknowledgedYN: r.acknowledged ? 'Y' : 'N',
});

/** What travels on the events channel: whose notification, its sequence (the SSE id) and itself. */
export interface NotificationEvent {
  userId: string;
  seq: number;
  notification: Notification;
}

/**
 * Writes a notification in the caller's transaction and announces it on the events channel; PostgreSQL
 * delivers a NOTIFY only when that transaction commits, so no one hears of a change that rolled back.
 */
export async function notify(tx: Tx, userId: string, notice: Notice): Promise<void> {
  const [row] = await tx
    .insert(t.notifications)
    .values({ uid: `n-${randomUUID()}`, userId, ...notice, dateCreated: new Date().toISOString(), acknowledged: false })
    .returning();
  if (!row) return;
  const event: NotificationEvent = { userId, seq: row.seq, notification: toNotification(row) };
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** A person's notifications after a sequence number, oldest first (an SSE resume). */
export async function notificationsAfter(tx: Tx, userId: string, seq: number): Promise<NotificationEvent[]> {
  const rows = await tx
    .select()
    .from(t.notifications)
    .where(and(eq(t.notifications.userId, userId), gt(t.notifications.seq, seq)))
    .orderBy(t.notifications.seq)
    .limit(500);
  return rows.map((r) => ({ userId, seq: r.seq, notification: toNotification(r) }));
}

const mine = (caller: Caller) => eq(t.notifications.userId, caller.id);
const one = (caller: Caller, uid: string) => and(mine(caller), eq(t.notifications.uid, uid));

export const NOTIFICATION_HANDLERS = {
  getNotifications: async (tx: Tx, { caller }: Input) => {
    const rows = await tx.select().from(t.notifications).where(mine(caller)).orderBy(desc(t.notifications.dateCreated), desc(t.notifications.seq));
    return rows.map(toNotification);
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
