import { and, desc, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type { Notification } from '../../../../src/shared/notifications/schemas.ts';
import type { Notice } from '../../../../src/shared/work/notices.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { toAnnounce } from '../../events/outbox.ts';

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
 * One notice for everyone but `exceptId` (an announcement's author), in one insert whatever the headcount,
 * each announced on the events channel once the change has committed, like writeTrail's (trail.ts, ADR 0154).
 */
export async function notifyEveryone(tx: Tx, exceptId: string, notice: Notice): Promise<number> {
  const now = new Date().toISOString();
  // Both drivers (PGlite, node-postgres) answer a raw statement with `{ rows }`.
  const result = (await tx.execute(sql`
    insert into notifications (uid, user_id, title, message, type, priority, date_created, acknowledged)
    select 'n-' || gen_random_uuid(), p.id, ${notice.title}, ${notice.message}, ${notice.type}, ${notice.priority}, ${now}::timestamptz, false
    from people p where p.id <> ${exceptId}
    returning seq, uid, user_id, title, message, type, priority, date_created, acknowledged`)) as { rows: Record<string, unknown>[] };
  const rows = result.rows.map(
    (r): Row => ({
      seq: Number(r.seq),
      uid: String(r.uid),
      userId: String(r.user_id),
      title: String(r.title),
      message: String(r.message),
      type: String(r.type),
      priority: String(r.priority),
      dateCreated: new Date(r.date_created as string).toISOString(),
      acknowledged: r.acknowledged === true,
    }),
  );
  if (rows.length === 0) return 0;
  toAnnounce(rows.map((row) => JSON.stringify({ userId: row.userId, seq: row.seq, notification: toNotification(row) } satisfies NotificationEvent)));
  return rows.length;
}

/**
 * How far before the last event sent a resume looks again (issue #25 §6). A seq is taken when a notification is
 * inserted, and its transaction may commit after one that took a later seq: a stream that had sent the later one
 * and then dropped would, resuming after it, never see the earlier one. Its `date_created` is set as the change is
 * built, just before the insert, so it is no older than the later one's by more than the clocks of two instances
 * differ: a minute covers that with room. The client keeps each notification once (by uid), so what it already
 * has is dropped there; the stream itself sends each uid once.
 */
export const RESUME_LOOKBACK_SECONDS = 60;

/**
 * A person's notifications after a sequence number, oldest first (an SSE resume, or a catch-up after the service
 * stopped listening): those with a higher seq, and those that may have committed after it (written within
 * RESUME_LOOKBACK_SECONDS before the newest the cursor covers).
 */
export async function notificationsAfter(tx: Tx, userId: string, seq: number): Promise<NotificationEvent[]> {
  // The newest the cursor covers: the person's last notification at or below it (the index's order, one row).
  const covered = tx
    .select({ dateCreated: t.notifications.dateCreated })
    .from(t.notifications)
    .where(and(eq(t.notifications.userId, userId), lte(t.notifications.seq, seq)))
    .orderBy(desc(t.notifications.seq))
    .limit(1);
  const rows = await tx
    .select()
    .from(t.notifications)
    .where(
      and(
        eq(t.notifications.userId, userId),
        or(gt(t.notifications.seq, seq), gte(t.notifications.dateCreated, sql`(${covered}) - make_interval(secs => ${RESUME_LOOKBACK_SECONDS})`)),
      ),
    )
    .orderBy(t.notifications.seq)
    .limit(500);
  return rows.map((r) => ({ userId, seq: r.seq, notification: toNotification(r) }));
}

/** The seq of the user's latest notification (0 when none): where a stream opened without Last-Event-ID starts. */
export async function latestSeq(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ seq: t.notifications.seq })
    .from(t.notifications)
    .where(eq(t.notifications.userId, userId))
    .orderBy(desc(t.notifications.seq))
    .limit(1);
  return row?.seq ?? 0;
}

