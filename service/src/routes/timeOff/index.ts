import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CONFLICTS, NOTICES } from '../../../../src/shared/work/notices.ts';
import { firstError, validateTimeOff } from '../../../../src/shared/work/rules.ts';
import type { NewTimeOffRequest, TimeOffRequest } from '../../../../src/shared/work/schemas.ts';
import { today } from '../../clock.ts';
import * as t from '../../db/schema.ts';
import { audit } from '../../events/trail.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';
import { conflict, invalid, notFound } from '../../plugins/errors.ts';
import { nameOf, toManager } from '../people/lookups.ts';
import { balancesOf, balanceOfType, historyOf, policiesOf, policyOf, settle } from './balances.ts';
import { toRequest, requestsOf } from './queries.ts';
import { cancellationEntry } from '../../../../src/shared/work/balances.ts';

const HANDLERS = {
  getBalances: async (tx, { caller }) => balancesOf(tx, caller.id, today()),
  getBalanceHistory: async (tx, { caller }) => historyOf(tx, { id: caller.id, name: await nameOf(tx, caller.id) }, today()),
  getTimeOffRequests: async (tx, { caller }) => requestsOf(tx, caller.id),
  requestTimeOff: async (tx, { caller, body }) => {
    const input = body as NewTimeOffRequest;
    // Serialises one person's requests (the balance and overlap rules read what the others wrote).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${caller.id}))`);
    const requests = await requestsOf(tx, caller.id);
    const errors = validateTimeOff(input, { today: today(), balances: await balancesOf(tx, caller.id, today()), requests });
    const problem = firstError(errors);
    if (problem) throw invalid(problem, errors);
    const row = {
      id: `to-${randomUUID()}`,
      employeeId: caller.id,
      type: input.type,
      firstDay: input.firstDay,
      lastDay: input.lastDay,
      hours: input.hours,
      note: input.note.trim(),
      status: 'pending' as const,
      decidedBy: null,
      reason: null,
      createdAt: new Date().toISOString(),
    };
    await tx.insert(t.timeOffRequests).values(row);
    const created = toRequest(row, await nameOf(tx, caller.id));
    await audit(tx, caller, 'timeoff.request', 'time_off_request', created.id, null, created, await toManager(tx, caller.id, NOTICES.timeOffRequested(created)));
    return created;
  },
  cancelTimeOff: async (tx, { caller, params }) => {
    const [row] = await tx
      .select()
      .from(t.timeOffRequests)
      .where(and(eq(t.timeOffRequests.id, params.requestId ?? ''), eq(t.timeOffRequests.employeeId, caller.id)))
      .for('update');
    if (!row) throw notFound('Time-off request not found.');
    const name = await nameOf(tx, caller.id);
    const before = toRequest(row, name);
    const day = today();
    // An approved request that has not started may be cancelled too: its hours go back (ADR 0169).
    const approvedAhead = row.status === 'approved' && row.firstDay > day;
    if (row.status !== 'pending' && !approvedAhead) throw conflict(CONFLICTS.cancelDecided(before));
    await tx.update(t.timeOffRequests).set({ status: 'cancelled' }).where(eq(t.timeOffRequests.id, row.id));
    if (approvedAhead) {
      const policy = policyOf(await policiesOf(tx), row.type);
      const entry = cancellationEntry(policy, balanceOfType(await settle(tx, caller.id, day), policy), row, day);
      await tx.insert(t.balanceEntries).values({ employeeId: caller.id, ...entry }).onConflictDoNothing();
    }
    const after: TimeOffRequest = { ...before, status: 'cancelled' };
    await audit(tx, caller, 'timeoff.cancel', 'time_off_request', row.id, before, after);
    return after;
  },
} satisfies Partial<Record<OperationName, Handler>>;

/** Time off (the contract's work operations on requests and balances): a person's balances and requests, asking and cancelling. */
export default function timeOffRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HANDLERS, { getBalances: { settles: true }, getBalanceHistory: { settles: true } });
  done();
}
