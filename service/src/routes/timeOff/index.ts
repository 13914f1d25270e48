import { and, asc, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CONFLICTS, NOTICES } from '../../../../src/shared/work/notices.ts';
import { calendarRange, firstError, MAX_HOLIDAY_DAYS, validateTimeOff } from '../../../../src/shared/work/rules.ts';
import type { NewTimeOffRequest, TeammateOut, TimeOffRequest } from '../../../../src/shared/work/schemas.ts';
import { today } from '../../clock.ts';
import * as t from '../../db/schema.ts';
import { audit } from '../../events/trail.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';
import { badRequest, conflict, invalid, notFound } from '../../plugins/errors.ts';
import { workedDaysOf } from '../timecards/ledger.ts';
import { managerOf, nameOf, toManager } from '../people/lookups.ts';
import { balancesOf, balanceOfType, historyOf, policiesOf, policyOf, settle } from './balances.ts';
import { toRequest, requestsOf } from './queries.ts';
import { cancellationEntry } from '../../../../src/shared/work/balances.ts';
import { routeFor } from '../../../../src/shared/routing/schemas.ts';
import { routingOf } from '../routing/index.ts';

const HANDLERS = {
  getBalances: async (tx, { caller }) => balancesOf(tx, caller.id, today()),
  getBalanceHistory: async (tx, { caller }) => historyOf(tx, { id: caller.id, name: await nameOf(tx, caller.id) }, today()),
  getTimeOffRequests: async (tx, { caller }) => requestsOf(tx, caller.id),
  requestTimeOff: async (tx, { caller, body }) => {
    const input = body as NewTimeOffRequest;
    // Serialises one person's requests (the balance and overlap rules read what the others wrote).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${caller.id}))`);
    const requests = await requestsOf(tx, caller.id);
    const [workedDays = []] = await workedDaysOf(tx, [{ employeeId: caller.id, firstDay: input.firstDay, lastDay: input.lastDay }]);
    const errors = validateTimeOff(input, { today: today(), balances: await balancesOf(tx, caller.id, today()), requests, workedDays });
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
      // The route as the settings are now: kept with the request whatever they become (issue #48 §4).
      route: routeFor(await routingOf(tx), input),
      step: 0,
    };
    await tx.insert(t.timeOffRequests).values(row);
    const created = toRequest(row, await nameOf(tx, caller.id));
    // The confirmation and the days it was given for are kept in the trail (the request itself holds neither: the
    // approver's flag is read from the ledger, so it stays true when hours change).
    const recorded = workedDays.length ? { ...created, workedDaysConfirmed: true, workedDays } : created;
    await audit(tx, caller, 'timeoff.request', 'time_off_request', created.id, null, recorded, await toManager(tx, caller.id, NOTICES.timeOffRequested(created)));
    return created;
  },
  updateTimeOff: async (tx, { caller, params, body }) => {
    const input = body as NewTimeOffRequest;
    // The same lock as a new request's (the balance and overlap rules read the person's other requests).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${caller.id}))`);
    // Locked: a decision on it waits, then finds it changed (its guard, ADR 0142) and reads it afresh.
    const [row] = await tx
      .select()
      .from(t.timeOffRequests)
      .where(and(eq(t.timeOffRequests.id, params.requestId ?? ''), eq(t.timeOffRequests.employeeId, caller.id)))
      .for('update');
    if (!row) throw notFound('Time-off request not found.');
    const before = toRequest(row, await nameOf(tx, caller.id));
    if (row.status !== 'pending') throw conflict(CONFLICTS.editDecided(before));
    // Checked as a new request, without itself: it holds no balance against itself and overlaps nothing of its own.
    const requests = (await requestsOf(tx, caller.id)).filter((r) => r.id !== row.id);
    const [workedDays = []] = await workedDaysOf(tx, [{ employeeId: caller.id, firstDay: input.firstDay, lastDay: input.lastDay }]);
    const errors = validateTimeOff(input, { today: today(), balances: await balancesOf(tx, caller.id, today()), requests, workedDays });
    const problem = firstError(errors);
    if (problem) throw invalid(problem, errors);
    const changes = { type: input.type, firstDay: input.firstDay, lastDay: input.lastDay, hours: input.hours, note: input.note.trim() };
    await tx.update(t.timeOffRequests).set(changes).where(eq(t.timeOffRequests.id, row.id));
    const after: TimeOffRequest = { ...before, ...changes };
    const recorded = workedDays.length ? { ...after, workedDaysConfirmed: true, workedDays } : after;
    await audit(tx, caller, 'timeoff.edit', 'time_off_request', row.id, before, recorded, await toManager(tx, caller.id, NOTICES.timeOffChanged(after)));
    return after;
  },
  getWorkedDays: async (tx, { caller, query }) => {
    const range = calendarRange(query, MAX_HOLIDAY_DAYS);
    if ('problem' in range) throw badRequest(range.problem, range.fields);
    const [worked = []] = await workedDaysOf(tx, [{ employeeId: caller.id, firstDay: range.from, lastDay: range.to }]);
    return worked;
  },
  getTeammatesOutOn: async (tx, { caller, query }): Promise<TeammateOut[]> => {
    const range = calendarRange(query, MAX_HOLIDAY_DAYS);
    if ('problem' in range) throw badRequest(range.problem, range.fields);
    const manager = await managerOf(tx, caller.id);
    // The same people as isTeammate (src/shared/work/rules.ts): the caller's reports and those sharing their manager.
    const teammates = manager === null ? eq(t.people.managerId, caller.id) : or(eq(t.people.managerId, caller.id), eq(t.people.managerId, manager));
    const rows = await tx
      .select({ name: t.people.name, firstDay: t.timeOffRequests.firstDay, lastDay: t.timeOffRequests.lastDay, status: t.timeOffRequests.status })
      .from(t.timeOffRequests)
      .innerJoin(t.people, eq(t.people.id, t.timeOffRequests.employeeId))
      .where(and(sql`${t.timeOffRequests.status} in ('pending', 'approved')`, lte(t.timeOffRequests.firstDay, range.to), gte(t.timeOffRequests.lastDay, range.from), ne(t.people.id, caller.id), teammates))
      .orderBy(asc(t.timeOffRequests.firstDay), asc(t.people.name));
    return rows.map((r) => ({ name: r.name, firstDay: r.firstDay, lastDay: r.lastDay, pending: r.status === 'pending' }));
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
