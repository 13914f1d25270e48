import type { FastifyInstance } from 'fastify';
import { and, asc, gte, or, sql } from 'drizzle-orm';
import { HR_HOLIDAYS_SHOWN, HR_OPERATIONS } from '../../../../src/shared/contract/hr.ts';
import type { ReadInput, ReadTables } from '../../../../src/shared/tables.ts';
import { today as companyToday } from '../../clock.ts';
import * as t from '../../db/schema.ts';
import type { Handler, Input } from '../../plugins/contract.ts';
import { adjustmentEntry, validateAdjustment } from '../../../../src/shared/work/balances.ts';
import type { BalanceAdjustment, BalanceEntry } from '../../../../src/shared/work/balances.ts';
import { firstError } from '../../../../src/shared/work/rules.ts';
import { audit } from '../../events/trail.ts';
import { invalid, notFound } from '../../plugins/errors.ts';
import { balanceOfType, historyOf, policiesOf, policyOf, settle } from '../timeOff/balances.ts';
import { eq } from 'drizzle-orm';

const NOBODY = 'No such person.';

async function personOf(tx: Parameters<Handler>[0], id: string): Promise<{ id: string; name: string }> {
  const [person] = await tx.select({ id: t.people.id, name: t.people.name }).from(t.people).where(eq(t.people.id, id));
  if (!person) throw notFound(NOBODY);
  return person;
}

/**
 * The HR operations of src/shared/contract/hr.ts (ADR 0140). The overview is the contract's own `answer`, the function the
 * mock API runs too; this reads the rows it needs in three queries (every person; the pending requests and the
 * approved ones still running; the next holidays) and hands them over. HR roles were checked by app.ts.
 */

const readInput = (input: Input, today: string): ReadInput => ({ callerId: input.caller.id, today, query: input.query, params: input.params });

const HR_HANDLERS = {
  getHrOverview: async (tx, input) => {
    const today = companyToday();
    const [people, requests, holidays] = await Promise.all([
      tx.select({ id: t.people.id, name: t.people.name, department: t.people.department }).from(t.people),
      tx
        .select({ id: t.timeOffRequests.id, employeeId: t.timeOffRequests.employeeId, type: t.timeOffRequests.type, firstDay: t.timeOffRequests.firstDay, lastDay: t.timeOffRequests.lastDay, hours: t.timeOffRequests.hours, status: t.timeOffRequests.status, createdAt: t.timeOffRequests.createdAt })
        .from(t.timeOffRequests)
        .where(or(sql`${t.timeOffRequests.status} = 'pending'`, and(sql`${t.timeOffRequests.status} = 'approved'`, gte(t.timeOffRequests.lastDay, today)))),
      tx.select({ date: t.holidays.date, name: t.holidays.name }).from(t.holidays).where(gte(t.holidays.date, today)).orderBy(asc(t.holidays.date)).limit(HR_HOLIDAYS_SHOWN),
    ]);
    const tables: ReadTables = { people, requests: requests.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })), holidays };
    return HR_OPERATIONS.getHrOverview.answer(tables, readInput(input, today));
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
