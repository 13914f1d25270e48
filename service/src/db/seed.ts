import { sql } from 'drizzle-orm';
import { ANNOUNCER_ID, seedAnnouncements } from '../../../src/shared/demo/announcements.ts';
import { seedNotifications } from '../../../src/shared/demo/notifications.ts';
import { DEMO_ROLES, emptyWork, PEOPLE, PROJECTS, queueRequests, seedBalanceEntries, seedDecidedAt, seedHolidays, seedWork } from '../../../src/shared/demo/work.ts';
import { DEFAULT_POLICIES } from '../../../src/shared/work/balances.ts';
import { isoDate } from '../../../src/shared/work/dates.ts';
import type { Db, Tx } from './client.ts';
import * as t from './schema.ts';
import { DEFAULT_ROUTING, routeFor } from '../../../src/shared/routing/schemas.ts';
import { writeRouting } from '../routes/routing/index.ts';

/**
 * The demo data (the same data the MSW handlers serve: src/mocks/data is the seed). `default`: requests,
 * weeks and notifications in every state; `empty`: people and projects only; `many`: the default work
 * and `count` unread notifications for everyone (the bench and the badge's 99+); `queue`: the default data and `count`
 * more pending requests of Morgan Lee's team (Approve Time in more than one page, `queueRequests`).
 */
export type SeedSet = 'default' | 'empty' | 'many' | 'queue';

const CHUNK = 1000;

async function insertChunks(tx: Tx, table: typeof t.timecardEntries, rows: (typeof t.timecardEntries.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}

/** Replaces all data but the audit trail (which is append-only) with one seed set, in one transaction. */
export async function writeSeed(db: Db, set: SeedSet = 'default', options: { count?: number; now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    for (const table of [t.reminders, t.approvalRoutes, t.timecardRoutes, t.delegations, t.calendarFeeds, t.emailOutbox, t.notificationPreferences, t.payrollLines, t.payrollCloses, t.holidays, t.idempotency, t.announcements, t.notifications, t.timecardEntries, t.timecardWeeks, t.timeOffRequests, t.balanceEntries, t.leavePolicies, t.projects, t.people]) await tx.delete(table);
    // The trail is kept, but a history reads only what was written since this row (ADR 0128).
    await tx.insert(t.audit).values({ actor: 'system', action: 'seed', entity: 'database', entityId: set });
    await tx.insert(t.people).values(PEOPLE);
    await tx.insert(t.projects).values(PROJECTS);
    await tx.insert(t.holidays).values(seedHolidays(now));
    const seeded = set === 'empty' ? emptyWork() : seedWork(now);
    const work = set === 'queue' ? { ...seeded, requests: [...seeded.requests, ...queueRequests(options.count ?? 150, now)] } : seeded;
    await tx.insert(t.leavePolicies).values([...DEFAULT_POLICIES]);
    // The default approval routing (issue #48 §4); each seeded request's route is the one it gives (manager only: none is longer).
    await writeRouting(tx, DEFAULT_ROUTING, null);
    const balanceRows = [...seedBalanceEntries(work, isoDate(now))].flatMap(([employeeId, entries]) => entries.map((e) => ({ employeeId, ...e })));
    if (balanceRows.length) await tx.insert(t.balanceEntries).values(balanceRows);
    if (work.requests.length) await tx.insert(t.timeOffRequests).values(work.requests.map((r) => ({ id: r.id, employeeId: r.employeeId, type: r.type, firstDay: r.firstDay, lastDay: r.lastDay, hours: r.hours, note: r.note, status: r.status, decidedBy: r.decidedBy, reason: r.reason, createdAt: r.createdAt, route: routeFor(DEFAULT_ROUTING, r), step: 0 })));
    if (work.weeks.length) {
      await tx.insert(t.timecardWeeks).values(work.weeks.map((w) => ({ employeeId: w.employeeId, weekStart: w.weekStart, status: w.status, reason: w.reason, decidedBy: w.decidedBy, decidedAt: seedDecidedAt(w) })));
      const entries = work.weeks.flatMap((w) => w.entries.map((e) => ({ employeeId: w.employeeId, weekStart: w.weekStart, jobNumber: e.jobNumber, enteredBy: w.employeeId, hours: e.hours })));
      await insertChunks(tx, t.timecardEntries, entries);
    }
    if (set !== 'empty') await tx.insert(t.announcements).values(seedAnnouncements(now).map((a) => ({ ...a, authorId: ANNOUNCER_ID })));
    if (set === 'default' || set === 'queue') {
      const rows = PEOPLE.flatMap((p) =>
        seedNotifications(now, DEMO_ROLES[p.id] ?? ['EMPLOYEE'])
          // Oldest first, so the sequence (the SSE event id) grows with the date.
          .reverse()
          .map((n) => ({ uid: n.notificationUID, userId: p.id, title: n.title, message: n.message, type: n.type, priority: n.priority, dateCreated: n.dateCreated, acknowledged: n.acknowledgedYN === 'Y' })),
      );
      await tx.insert(t.notifications).values(rows);
    }
    if (set === 'many') {
      const count = Math.min(100_000, Math.max(0, Math.trunc(options.count ?? 120)));
      // Generated in the database: 10,000 rows for each person without 50,000 parameters.
      await tx.execute(sql`
        insert into notifications (uid, user_id, title, message, type, priority, date_created, acknowledged)
        select 'bulk-' || g, p.id, 'Update ' || g, 'Automated update number ' || g || '.',
               (array['system','announcement','alert','chat','other'])[((g - 1) % 5) + 1],
               (array['urgent','high','medium','low'])[((g - 1) % 4) + 1],
               ${now.toISOString()}::timestamptz - ((g - 1) * interval '7 minutes'), false
        from people p cross join generate_series(${count}, 1, -1) g`);
    }
  });
}

/** Seeds the demo data the first time the database is opened (no people yet); later starts keep what is there. */
export async function seedOnce(db: Db, onProgress: (text: string) => void = () => undefined): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.people);
  if ((row?.n ?? 0) > 0) return false;
  onProgress('seeding the demo data (first start)');
  await writeSeed(db, 'default');
  return true;
}
