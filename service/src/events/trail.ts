import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Notification } from '../../../src/shared/notifications/schemas.ts';
import type { TrailRow } from '../../../src/shared/work/history.ts';
import type { NoticeAbout } from '../../../src/shared/notifications/email.ts';
import type { Notice } from '../../../src/shared/work/notices.ts';
import type { Queryable as Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Caller } from '../plugins/auth.ts';
import type { NotificationEvent } from '../routes/notifications/queries.ts';
import { queueEmails } from '../email/queue.ts';
import { toAnnounce } from './outbox.ts';

/** One audit row: action, entity, entity id, before, after. */
export type AuditEntry = [action: string, entity: string, entityId: string, before: unknown, after: unknown];

/** One notification for one person. */
export interface Notified {
  userId: string;
  notice: Notice;
  /** Its kind and the page of its item: it goes by e-mail too when its reader chose so for that kind (ADR 0176). */
  about?: NoticeAbout;
}

/**
 * The change itself, when it can go in the same statement as its trail (ADR 0142): common table expressions
 * (`name as (update …)`) run before the trail's own, and `audit`, a query over them whose rows are
 * (action, entity, entity_id, before, after), adds audit rows that only the change's RETURNING knows.
 */
export interface Lead {
  ctes: SQL[];
  audit?: SQL;
  /**
   * A condition over the change's CTEs (e.g. `exists (select 1 from u)`): the trail is written only when it holds,
   * and writeTrail answers whether it did. A change guarded by what it read (optimistic concurrency) is then one
   * statement, atomic without a transaction block (ADR 0142).
   */
  applied?: SQL;
}

/**
 * Writes a change's audit rows and notifications in ONE statement (a data-modifying WITH) inside the caller's
 * transaction — a change's trail costs one round trip whatever its length — and hands each notification written
 * to the events channel, announced once the change has committed (outbox.ts, ADR 0154): no one hears of a change
 * that rolled back. The audit rows keep their order (their ids grow in the order given).
 */
export async function writeTrail(tx: Tx, actorId: string, audit: readonly AuditEntry[], notified: readonly Notified[] = [], lead?: Lead): Promise<boolean> {
  const now = new Date().toISOString();
  const rows = audit.map(([action, entity, entity_id, before, after], i) => ({ i, action, entity, entity_id, before: before ?? null, after: after ?? null }));
  const notices = notified.map(({ userId, notice, about }) => {
    const notification: Notification = { notificationUID: `n-${randomUUID()}`, ...notice, dateCreated: now, acknowledgedYN: 'N' };
    return { uid: notification.notificationUID, user_id: userId, title: notice.title, message: notice.message, type: notice.type, priority: notice.priority, date_created: now, kind: about?.kind ?? null, path: about?.path ?? null, notification };
  });
  const ctes: SQL[] = [...(lead?.ctes ?? [])];
  const applied = lead?.applied ?? sql`true`;
  const given = sql`select e.i, e.action, e.entity, e.entity_id, e.before, e.after
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(i int, action text, entity text, entity_id text, before jsonb, after jsonb)`;
  // Rows the change's RETURNING knows come first (the change happened before what it is recorded as).
  const sources = lead?.audit ? sql`select -1 as i, l.* from (${lead.audit}) as l(action, entity, entity_id, before, after) union all ${given}` : given;
  if (rows.length || lead?.audit) {
    ctes.push(sql`a as (insert into audit (actor, action, entity, entity_id, before, after)
      select ${actorId}, x.action, x.entity, x.entity_id, x.before, x.after from (${sources}) as x where ${applied} order by x.i)`);
  }
  if (!ctes.length && !notices.length) return true;
  let statement: SQL;
  if (notices.length) {
    const json = JSON.stringify(notices);
    ctes.push(sql`n as (insert into notifications (uid, user_id, title, message, type, priority, date_created, acknowledged)
      select y.uid, y.user_id, y.title, y.message, y.type, y.priority, y.date_created, false
      from jsonb_to_recordset(${json}::jsonb) as y(uid text, user_id text, title text, message text, type text, priority text, date_created timestamptz)
      where ${applied}
      returning seq, uid, user_id)`);
    // The e-mails its readers chose, queued in the same statement: sent after it commits, never for one that rolled back.
    const emails = notified.some((n) => n.about)
      ? queueEmails(sql`select y.uid, y.user_id, y.title, y.kind, y.path from jsonb_to_recordset(${json}::jsonb) as y(uid text, user_id text, title text, kind text, path text)
          where y.kind is not null and ${applied}`)
      : null;
    if (emails) ctes.push(sql`e as (${emails})`);
    statement = sql`with ${sql.join(ctes, sql`, `)}
      select ${applied} as applied, (select json_agg(json_build_array(n.uid, n.seq)) from n) as written`;
  } else {
    statement = sql`with ${sql.join(ctes, sql`, `)} select ${applied} as applied`;
  }
  // Both drivers (PGlite, node-postgres) answer a raw statement with `{ rows }` (a json column parsed).
  const result: unknown = await tx.execute(statement);
  const row = (result as { rows: { applied: boolean; written?: [string, number | string][] | null }[] }).rows[0];
  // Each notification written travels on the events channel with its seq, once the change has committed.
  const seqs = new Map((row?.written ?? []).map(([uid, seq]) => [uid, Number(seq)]));
  const events = notices.flatMap(({ uid, user_id: userId, notification }) => {
    const seq = seqs.get(uid);
    return seq === undefined ? [] : [JSON.stringify({ userId, seq, notification } satisfies NotificationEvent)];
  });
  if (events.length) toAnnounce(events);
  return row?.applied === true;
}

export async function audit(tx: Tx, actor: Caller, action: string, entity: string, entityId: string, before: unknown, after: unknown, notified: readonly Notified[] = []): Promise<void> {
  await writeTrail(tx, actor.id, [[action, entity, entityId, before, after]], notified);
}

/** The action of the row a (re)seed writes: a history reads only the trail written since (ADR 0128). */
export const SEED_ACTION = 'seed';

/**
 * One record's audit rows since the data was last seeded, oldest first, each with its actor's name (the trail
 * outlives a reseed, and a reseeded record with an old id starts a new story).
 */
export async function trailOf(tx: Tx, entity: string, entityId: string): Promise<TrailRow[]> {
  const rows = await tx
    .select({ at: t.audit.at, action: t.audit.action, before: t.audit.before, after: t.audit.after, actor: t.audit.actor, by: t.people.name })
    .from(t.audit)
    .leftJoin(t.people, eq(t.people.id, t.audit.actor))
    .where(
      and(
        eq(t.audit.entity, entity),
        eq(t.audit.entityId, entityId),
        sql`${t.audit.id} > (select coalesce(max(a.id), 0) from ${t.audit} a where a.action = ${SEED_ACTION})`,
      ),
    )
    .orderBy(asc(t.audit.id));
  return rows.map((r) => ({ at: new Date(r.at).toISOString(), action: r.action, before: r.before, after: r.after, by: r.by ?? r.actor }));
}
