import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HR_HOLIDAYS_SHOWN, HR_OPERATIONS, HR_PENDING_SHOWN, hrOverviewFrom } from '../../../../src/shared/contract/hr.ts';
import { today as companyToday } from '../../clock.ts';
import * as t from '../../db/schema.ts';
import type { Handler } from '../../plugins/contract.ts';
import { adjustmentEntry, validateAdjustment } from '../../../../src/shared/work/balances.ts';
import type { BalanceAdjustment, BalanceEntry } from '../../../../src/shared/work/balances.ts';
import { firstError } from '../../../../src/shared/work/rules.ts';
import { audit } from '../../events/trail.ts';
import { invalid, notFound } from '../../plugins/errors.ts';
import { balanceOfType, historyOf, policiesOf, policyOf, settle } from '../timeOff/balances.ts';

const r = t.timeOffRequests;
const out = alias(t.timeOffRequests, 'out');

const NOBODY = 'No such person.';

async function personOf(tx: Parameters<Handler>[0], id: string): Promise<{ id: string; name: string }> {
  const [person] = await tx.select({ id: t.people.id, name: t.people.name }).from(t.people).where(eq(t.people.id, id));
  if (!person) throw notFound(NOBODY);
  return person;
}

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
  getPersonBalances: async (tx, { params }) => historyOf(tx, await personOf(tx, params.employeeId ?? ''), companyToday()),
  adjustBalance: async (tx, { caller, params, body }) => {
    const input = body as BalanceAdjustment;
    const person = await personOf(tx, params.employeeId ?? '');
    const day = companyToday();
    const policy = policyOf(await policiesOf(tx), input.type);
    const before = balanceOfType(await settle(tx, person.id, day), policy);
    const errors = validateAdjustment(input, policy, before);
    const problem = firstError(errors);
    if (problem) throw invalid(problem, errors);
    const [actor] = await tx.select({ name: t.people.name }).from(t.people).where(eq(t.people.id, caller.id));
    const entry = adjustmentEntry(input, day);
    const [written] = await tx
      .insert(t.balanceEntries)
      .values({ employeeId: person.id, ...entry, actorId: caller.id, actorName: actor?.name ?? caller.name })
      .returning();
    const after = Math.round((before + entry.hours) * 100) / 100;
    const answer: BalanceEntry = { id: String(written?.id ?? ''), type: entry.type, day, hours: entry.hours, kind: 'adjustment', note: entry.note, by: written?.actorName ?? caller.name, balanceAfter: after };
    await audit(tx, caller, 'balances.adjust', 'balances', person.id, { type: entry.type, balance: before }, { ...answer, balance: after });
    return answer;
  },
} satisfies Record<keyof typeof HR_OPERATIONS, Handler>;

/** HR: the overview of who is out, what waits and the next holidays; a person's balance history and its adjustments. */
export default function hrRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HR_HANDLERS, { getPersonBalances: { settles: true } });
  done();
}
