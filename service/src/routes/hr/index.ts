import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HR_HOLIDAYS_SHOWN, HR_OPERATIONS, HR_PENDING_SHOWN, hrOverviewFrom } from '../../../../src/shared/contract/hr.ts';
import { today as companyToday } from '../../clock.ts';
import * as t from '../../db/schema.ts';
import type { Handler } from '../../plugins/contract.ts';

const r = t.timeOffRequests;
const out = alias(t.timeOffRequests, 'out');

/**
 * The HR operations of src/shared/contract/hr.ts (ADR 0140). The overview is made by the contract's own function from
 * its parts (hrOverviewFrom, which the mock API reaches through hrOverview), each read here as small as the page
 * (ADR 0173): the headcount and the pending count from the tallies the triggers keep (16 rows a count, however many
 * people), the oldest pending requests and the approved ones still running through their partial indexes, the next
 * holidays. HR roles were checked by app.ts.
 */

const HR_HANDLERS = {
  getHrOverview: async (tx) => {
    const today = companyToday();
    const [headcount, [pending], oldest, ahead, holidays] = await Promise.all([
      tx
        .select({ department: sql<string>`substr(${t.tallies.name}, 8)`, people: sql<number>`sum(${t.tallies.n})::int` })
        .from(t.tallies)
        .where(sql`${t.tallies.name} like 'people:%'`)
        .groupBy(t.tallies.name),
      tx.select({ n: sql<number>`coalesce(sum(${t.tallies.n}), 0)::int` }).from(t.tallies).where(sql`${t.tallies.name} = 'pending'`),
      tx
        .select({ id: r.id, employeeId: r.employeeId, employeeName: sql<string>`coalesce(${t.people.name}, ${r.employeeId})`, type: r.type, firstDay: r.firstDay, lastDay: r.lastDay, hours: r.hours, createdAt: r.createdAt })
        .from(r)
        .leftJoin(t.people, eq(t.people.id, r.employeeId))
        .where(sql`${r.status} = 'pending'`)
        .orderBy(asc(r.createdAt), asc(r.firstDay), asc(r.id))
        .limit(HR_PENDING_SHOWN),
      // The approved requests still running of the people out today (all of theirs: back is after the last of them).
      tx
        .select({ employeeId: r.employeeId, type: r.type, firstDay: r.firstDay, lastDay: r.lastDay, employeeName: t.people.name, department: t.people.department })
        .from(r)
        .innerJoin(t.people, eq(t.people.id, r.employeeId))
        .where(
          and(
            sql`${r.status} = 'approved'`,
            gte(r.lastDay, today),
            inArray(r.employeeId, tx.select({ id: out.employeeId }).from(out).where(and(sql`${out.status} = 'approved'`, gte(out.lastDay, today), lte(out.firstDay, today)))),
          ),
        ),
      tx.select({ date: t.holidays.date, name: t.holidays.name }).from(t.holidays).where(gte(t.holidays.date, today)).orderBy(asc(t.holidays.date)).limit(HR_HOLIDAYS_SHOWN),
    ]);
    return hrOverviewFrom({ headcount, approvedAhead: ahead, pendingTotal: pending?.n ?? 0, oldestPending: oldest.map((p) => ({ ...p, createdAt: new Date(p.createdAt).toISOString() })), holidays }, today);
  },
} satisfies Record<keyof typeof HR_OPERATIONS, Handler>;

/** HR: the overview of who is out, what waits and the next holidays. */
export default function hrRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HR_HANDLERS);
  done();
}
