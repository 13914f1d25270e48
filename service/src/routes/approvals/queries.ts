import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLES_ALL_TIMECARDS } from '../../../../src/shared/contract/work.ts';
import { hasAnyRole } from '../../../../src/shared/roles.ts';
import type { ApprovalItem } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import { builtOnce } from '../../db/preparedReads.ts';
import * as t from '../../db/schema.ts';
import type { Caller } from '../../plugins/auth.ts';
import { knownRequests, knownNames, keep } from './knownRequests.ts';
import { toRequest } from '../timeOff/queries.ts';
import { toWeek } from '../timecards/queries.ts';
import { withLeave, workedDaysOf } from '../timecards/ledger.ts';
import type { EntryRow } from '../timecards/queries.ts';

export const caller$ = sql.placeholder('caller');

/** A time-off decision's read: the request, its employee's name and manager, and the decider's name. */
export const decisionRead = (q: Tx) =>
  builtOnce(q, 'decision_timeoff_read', (b) => {
    const employee = alias(t.people, 'employee');
    return b
      .select({
        request: t.timeOffRequests,
        employeeName: employee.name,
        managerId: employee.managerId,
        deciderName: sql<string | null>`(select ${t.people.name} from ${t.people} where ${t.people.id} = ${caller$})`,
      })
      .from(t.timeOffRequests)
      .leftJoin(employee, eq(employee.id, t.timeOffRequests.employeeId))
      .where(eq(t.timeOffRequests.id, sql.placeholder('id')))
      .prepare('decision_timeoff_read');
  });

export const teamOf$ = (q: Tx) => q.select({ id: t.people.id }).from(t.people).where(eq(t.people.managerId, caller$));

/** The team's pending requests with their employees' names, and the caller's own name (for the decisions, ADR 0152). */
export const pendingForTeam = (q: Tx) =>
  builtOnce(q, 'approvals_timeoff', (b) =>
    b
      .select({ request: t.timeOffRequests, name: t.people.name, approverName: sql<string | null>`(select a.name from ${t.people} a where a.id = ${caller$})` })
      .from(t.timeOffRequests)
      .leftJoin(t.people, eq(t.people.id, t.timeOffRequests.employeeId))
      // 'pending' written into the statement, not sent as a parameter: the plan PostgreSQL keeps for a prepared
      // statement then knows how few requests are pending (ADR 0158).
      .where(and(sql`${t.timeOffRequests.status} = 'pending'`, inArray(t.timeOffRequests.employeeId, teamOf$(b))))
      .orderBy(asc(t.timeOffRequests.firstDay), asc(t.timeOffRequests.id))
      .prepare('approvals_timeoff'),
  );

/** Submitted weeks with their entries (one row per entry; a week without entries once), the team's or everyone's but the caller's. */
export const submittedWeeks = (q: Tx, everyone: boolean) => {
  const name = everyone ? 'approvals_weeks_all' : 'approvals_weeks_team';
  return builtOnce(q, name, (b) => {
    const employee = alias(t.people, 'employee');
    const author = alias(t.people, 'author');
    return b
      .select({
        employeeId: t.timecardWeeks.employeeId,
        weekStart: t.timecardWeeks.weekStart,
        status: t.timecardWeeks.status,
        reason: t.timecardWeeks.reason,
        decidedBy: t.timecardWeeks.decidedBy,
        name: employee.name,
        jobNumber: t.timecardEntries.jobNumber,
        hours: t.timecardEntries.hours,
        enteredBy: t.timecardEntries.enteredBy,
        enteredByName: author.name,
      })
      .from(t.timecardWeeks)
      .leftJoin(employee, eq(employee.id, t.timecardWeeks.employeeId))
      .leftJoin(t.timecardEntries, and(eq(t.timecardEntries.employeeId, t.timecardWeeks.employeeId), eq(t.timecardEntries.weekStart, t.timecardWeeks.weekStart)))
      .leftJoin(author, eq(author.id, t.timecardEntries.enteredBy))
      .where(and(sql`${t.timecardWeeks.status} = 'submitted'`, ne(t.timecardWeeks.employeeId, caller$), everyone ? undefined : inArray(t.timecardWeeks.employeeId, teamOf$(b))))
      .orderBy(asc(t.timecardWeeks.weekStart), asc(t.timecardWeeks.employeeId), asc(t.timecardEntries.jobNumber), asc(t.timecardEntries.enteredBy))
      .prepare(name);
  });
};

/**
 * What waits for the caller's decision, in two queries whatever its length: the team's pending requests, and
 * the submitted weeks with their entries (the team's, or everyone's but the caller's for payroll and HR).
 */
export async function approvalsFor(tx: Tx, caller: Caller): Promise<ApprovalItem[]> {
  const everyone = hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS);
  const [pending, rows] = await Promise.all([pendingForTeam(tx).execute({ caller: caller.id }), submittedWeeks(tx, everyone).execute({ caller: caller.id })]);
  // The team's pending requests are what the caller decides next: kept for those decisions (ADR 0152).
  for (const r of pending) {
    keep(knownRequests, tx, r.request.id, { request: r.request, employeeName: r.name ?? r.request.employeeId, managerId: caller.id });
    if (r.approverName !== null) keep(knownNames, tx, caller.id, r.approverName);
  }
  // The flag of days already worked (issue #46 §2), read from the ledger now: one more query, only when some request waits.
  const worked = await workedDaysOf(tx, pending.map((r) => r.request));
  const items: ApprovalItem[] = pending.map((r, i) => {
    const workedDays = worked[i] ?? [];
    return { kind: 'timeoff', id: `timeoff:${r.request.id}`, request: toRequest(r.request, r.name ?? r.request.employeeId), ...(workedDays.length ? { workedDays } : {}) };
  });
  // Rows come week by week (ordered by week, then employee): one item per week, in that order.
  const weeks = new Map<string, { first: (typeof rows)[number]; entries: EntryRow[] }>();
  for (const r of rows) {
    const key = `${r.employeeId}/${r.weekStart}`;
    const week = weeks.get(key) ?? { first: r, entries: [] };
    weeks.set(key, week);
    if (r.jobNumber !== null && r.hours !== null && r.enteredBy !== null) week.entries.push({ employeeId: r.employeeId, weekStart: r.weekStart, jobNumber: r.jobNumber, hours: r.hours, enteredBy: r.enteredBy, enteredByName: r.enteredByName });
  }
  // Each week with its time off and holidays, and the flag of hours worked on them (issue #46 §2).
  const submitted = await withLeave(tx, [...weeks.values()].map(({ first, entries }) => toWeek(first.employeeId, first.name ?? first.employeeId, first.weekStart, first, entries)));
  for (const week of submitted) items.push({ kind: 'timecard', id: `timecard:${week.employeeId}:${week.weekStart}`, week });
  return items;
}
