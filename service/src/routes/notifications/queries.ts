import { sql } from 'drizzle-orm';
import type { Notification } from '../../../../src/shared/notifications/schemas.ts';
import type { Notice } from '../../../../src/shared/work/notices.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import type * as t from '../../db/schema.ts';
import { toAnnounce } from '../../events/outbox.ts';
import { queueEmails } from '../../email/queue.ts';
import type { NoticeAbout } from '../../../../src/shared/notifications/email.ts';

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

/** A raw row (both drivers answer a raw statement with `{ rows }`) as the table's. */
const fromRaw = (r: Record<string, unknown>): Row => ({
  seq: Number(r.seq),
  uid: String(r.uid),
  userId: String(r.user_id),
  title: String(r.title),
  message: String(r.message),
  type: String(r.type),
  priority: String(r.priority),
  dateCreated: new Date(r.date_created as string).toISOString(),
  acknowledged: r.acknowledged === true,
  xactId: String(r.xact_id),
});

/** What travels on the events channel: whose notification, its sequence and itself (a stream reads on hearing it, ADR 0166). */
export interface NotificationEvent {
  userId: string;
  seq: number;
  notification: Notification;
}

/**
 * One notice for everyone but `exceptId` (an announcement's author), in one insert whatever the headcount,
 * each announced on the events channel once the change has committed, like writeTrail's (trail.ts, ADR 0154).
 */
export async function notifyEveryone(tx: Tx, exceptId: string, notice: Notice, about: NoticeAbout): Promise<number> {
  const now = new Date().toISOString();
  const insert = sql`insert into notifications (uid, user_id, title, message, type, priority, date_created, acknowledged)
    select 'n-' || gen_random_uuid(), p.id, ${notice.title}, ${notice.message}, ${notice.type}, ${notice.priority}, ${now}::timestamptz, false
    from people p where p.id <> ${exceptId}
    returning seq, uid, user_id, title, message, type, priority, date_created, acknowledged, xact_id`;
  // The e-mails those who chose so for announcements get, queued in the same statement (ADR 0176).
  const emails = queueEmails(sql`select n.uid, n.user_id, n.title, ${about.kind}::text, ${about.path}::text from n`);
  // Both drivers (PGlite, node-postgres) answer a raw statement with `{ rows }`.
  const result = (await tx.execute(emails ? sql`with n as (${insert}), e as (${emails}) select * from n` : insert)) as { rows: Record<string, unknown>[] };
  const rows = result.rows.map(fromRaw);
  if (rows.length === 0) return 0;
  toAnnounce(rows.map((row) => JSON.stringify({ userId: row.userId, seq: row.seq, notification: toNotification(row) } satisfies NotificationEvent)));
  return rows.length;
}

/** What a read answers with its snapshot (the stream's cursor, ADR 0166). */
export interface SnapshotRead {
  snapshot: string;
  rows: Row[];
}

/**
 * Rows and the snapshot they were read in, from one statement (so one snapshot, on PostgreSQL as on PGlite): the
 * snapshot is joined to the rows, so an empty answer still carries it.
 */
async function readWithSnapshot(tx: Tx, rows: ReturnType<typeof sql>, order: ReturnType<typeof sql>): Promise<SnapshotRead> {
  const result = (await tx.execute(sql`
    select s.snapshot, n.seq, n.uid, n.user_id, n.title, n.message, n.type, n.priority, n.date_created, n.acknowledged, n.xact_id
    from (select pg_current_snapshot()::text as snapshot) s left join notifications n on ${rows}
    order by ${order}`)) as { rows: Record<string, unknown>[] };
  return { snapshot: String(result.rows[0]?.snapshot), rows: result.rows.filter((r) => r.seq !== null).map(fromRaw) };
}

/** A person's notifications, newest first, with the snapshot they were read in (the list's cursor, ADR 0151). */
export function notificationsListed(tx: Tx, userId: string): Promise<SnapshotRead> {
  return readWithSnapshot(tx, sql`n.user_id = ${userId}`, sql`n.date_created desc, n.seq desc`);
}

/**
 * A person's notifications that the snapshot `cursor` did not see (their transaction had not committed when it was
 * taken), oldest first, with the snapshot they were read in: the next cursor. Each is sent once: a notification seen
 * by one snapshot is seen by every later one (ADR 0166).
 */
export async function notificationsUnseen(tx: Tx, userId: string, cursor: string): Promise<{ snapshot: string; events: NotificationEvent[] }> {
  const read = await readWithSnapshot(tx, sql`n.user_id = ${userId} and not pg_visible_in_snapshot(n.xact_id, ${cursor}::pg_snapshot)`, sql`n.seq`);
  return { snapshot: read.snapshot, events: read.rows.map((r) => ({ userId, seq: r.seq, notification: toNotification(r) })) };
}

/** The snapshot now: where a stream opened without a cursor starts (it sends what commits from here on). */
export async function currentSnapshot(tx: Tx): Promise<string> {
  const result = (await tx.execute(sql`select pg_current_snapshot()::text as snapshot`)) as { rows: { snapshot: string }[] };
  return String(result.rows[0]?.snapshot);
}
