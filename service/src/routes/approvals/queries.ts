import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLES_ALL_TIMECARDS } from '../../../../src/shared/contract/work.ts';
import { ROLES_HR_STEP } from '../../../../src/shared/contract/roles.ts';
import { progressText, stepAt, waitingForText } from '../../../../src/shared/routing/schemas.ts';
import { hasAnyRole } from '../../../../src/shared/roles.ts';
import type { ApprovalItem } from '../../../../src/shared/work/schemas.ts';
import { encodeQueueCursor, queueKeyOf } from '../../../../src/shared/work/approvalsQueue.ts';
import type { ApprovalsPage, QueueKey } from '../../../../src/shared/work/approvalsQueue.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import { builtOnce } from '../../db/preparedReads.ts';
import * as t from '../../db/schema.ts';
import type { Caller } from '../../plugins/auth.ts';
import { knownRequests, knownNames, keep } from './knownRequests.ts';
import { toRequest } from '../timeOff/queries.ts';
import { today } from '../../clock.ts';
import { delegatorsOf } from '../delegations/queries.ts';
import { toWeek } from '../timecards/queries.ts';
import { withLeave, workedDaysOf } from '../timecards/ledger.ts';
import type { EntryRow } from '../timecards/queries.ts';

export const caller$ = sql.placeholder('caller');
const today$ = sql.placeholder('today');
const hr$ = sql.placeholder('hr');

/**
 * Whose items wait for the caller: the people they manage, and the people of each approver whose delegation to the
 * caller runs today (issue #48 §3, ADR 0178). A subquery of manager ids.
 */
const approversFor$ = sql`(select ${caller$}::text union all ${delegatorsOf(sql`${caller$}::text`, sql`${today$}::text`)})`;

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

export const teamOf$ = (q: Tx) => q.select({ id: t.people.id }).from(t.people).where(sql`${t.people.managerId} in ${approversFor$}`);

const after$ = { day: sql.placeholder('afterDay'), id: sql.placeholder('afterId'), limit: sql.placeholder('limit') };

/**
 * A page of the team's pending requests after a key (first day, id; '' and '' for the first page), with their
 * employees' names, and the caller's own name (for the decisions, ADR 0152). Ids compare by bytes (`collate "C"`),
 * as the mock API's do (src/shared/work/approvalsQueue.ts).
 */
export const pendingForTeam = (q: Tx) =>
  builtOnce(q, 'approvals_timeoff_page', (b) =>
    b
      .select({
        request: t.timeOffRequests,
        name: t.people.name,
        approverName: sql<string | null>`(select a.name from ${t.people} a where a.id = ${caller$})`,
        // The employee's approver: another than the caller when the caller decides as their delegate.
        managerId: t.people.managerId,
        managerName: sql<string | null>`(select m.name from ${t.people} m where m.id = ${t.people.managerId})`,
      })
      .from(t.timeOffRequests)
      .leftJoin(t.people, eq(t.people.id, t.timeOffRequests.employeeId))
      // 'pending' written into the statement, not sent as a parameter: the plan PostgreSQL keeps for a prepared
      // statement then knows how few requests are pending (ADR 0158).
      .where(
        and(
          sql`${t.timeOffRequests.status} = 'pending'`,
          // Never the caller's own request, even as a delegate of their own approver.
          ne(t.timeOffRequests.employeeId, caller$),
          // At its manager's step, for the manager (or their delegate); at HR's step, for HR (issue #48 §4).
          or(
            and(sql`${t.timeOffRequests.route} ->> ${t.timeOffRequests.step} = 'manager'`, inArray(t.timeOffRequests.employeeId, teamOf$(b))),
            sql`(${hr$}::boolean and ${t.timeOffRequests.route} ->> ${t.timeOffRequests.step} = 'hr')`,
          ),
          sql`(${t.timeOffRequests.firstDay}, ${t.timeOffRequests.id} collate "C") > (${after$.day}::text, ${after$.id}::text collate "C")`,
        ),
      )
      .orderBy(asc(t.timeOffRequests.firstDay), sql`${t.timeOffRequests.id} collate "C"`)
      .limit(after$.limit)
      .prepare('approvals_timeoff_page'),
  );

/**
 * The submitted weeks (table alias `w`) at a step the caller decides (issue #48 §4): their team's at its manager's step;
 * for payroll (`everyone`), also every week at payroll's step and every week of one step, but not a week at its
 * manager's step with payroll's to follow (that one waits for its manager first).
 */
const weeksFor = (w: SQL, everyone: boolean): SQL => {
  const team = sql`${w}.employee_id in (select ${t.people.id} from ${t.people} where ${t.people.managerId} in ${approversFor$})`;
  const atManager = sql`${w}.route ->> ${w}.step = 'manager'`;
  return everyone ? sql`(not (${atManager}) or jsonb_array_length(${w}.route) = 1 or ${team})` : sql`(${atManager} and ${team})`;
};

/**
 * A page of submitted weeks after a key (week, employee id), with their entries (one row per entry; a week without
 * entries once), the team's or everyone's but the caller's: the page's weeks are chosen first (a keyset, no
 * offset), then joined with their entries.
 */
export const submittedWeeks = (q: Tx, everyone: boolean) => {
  const name = everyone ? 'approvals_weeks_all_page' : 'approvals_weeks_team_page';
  return builtOnce(q, name, (b) => {
    const employee = alias(t.people, 'employee');
    const author = alias(t.people, 'author');
    const w = t.timecardWeeks;
    const pageKeys = sql`(${w.employeeId}, ${w.weekStart}) in (select p.employee_id, p.week_start from ${w} p
      where p.status = 'submitted' and p.employee_id <> ${caller$} and ${weeksFor(sql`p`, everyone)}
        and (p.week_start, p.employee_id collate "C") > (${after$.day}::text, ${after$.id}::text collate "C")
      order by p.week_start, p.employee_id collate "C" limit ${after$.limit})`;
    return b
      .select({
        employeeId: w.employeeId,
        weekStart: w.weekStart,
        status: w.status,
        reason: w.reason,
        decidedBy: w.decidedBy,
        route: w.route,
        step: w.step,
        name: employee.name,
        // The employee's approver (another than the caller when the caller decides as their delegate), and their name.
        managerId: employee.managerId,
        managerName: sql<string | null>`(select m.name from ${t.people} m where m.id = ${employee.managerId})`,
        jobNumber: t.timecardEntries.jobNumber,
        hours: t.timecardEntries.hours,
        enteredBy: t.timecardEntries.enteredBy,
        enteredByName: author.name,
      })
      .from(w)
      .leftJoin(employee, eq(employee.id, w.employeeId))
      .leftJoin(t.timecardEntries, and(eq(t.timecardEntries.employeeId, w.employeeId), eq(t.timecardEntries.weekStart, w.weekStart)))
      .leftJoin(author, eq(author.id, t.timecardEntries.enteredBy))
      .where(and(sql`${w.status} = 'submitted'`, ne(w.employeeId, caller$), pageKeys))
      .orderBy(asc(w.weekStart), sql`${w.employeeId} collate "C"`, asc(t.timecardEntries.jobNumber), asc(t.timecardEntries.enteredBy))
      .prepare(name);
  });
};

/** How many items wait for the caller: the team's pending requests and the submitted weeks (the team's, or everyone's but the caller's). */
export const waitingCount = (q: Tx, everyone: boolean) => {
  const name = everyone ? 'approvals_count_all' : 'approvals_count_team';
  return builtOnce(q, name, (b) => {
    const team = sql`(select ${t.people.id} from ${t.people} where ${t.people.managerId} in ${approversFor$})`;
    return b
      .select({
        n: sql<number>`((select count(*) from ${t.timeOffRequests} r where r.status = 'pending' and r.employee_id <> ${caller$}
            and ((r.route ->> r.step = 'manager' and r.employee_id in ${team}) or (${hr$}::boolean and r.route ->> r.step = 'hr')))
          + (select count(*) from ${t.timecardWeeks} w where w.status = 'submitted' and w.employee_id <> ${caller$} and ${weeksFor(sql`w`, everyone)}))::int`,
      })
      .from(sql`(select 1) one`)
      .prepare(name);
  });
};

/** How many items wait for the caller's decision (the queue's `total`; the dashboard's figure). */
export async function approvalsWaiting(tx: Tx, caller: Caller): Promise<number> {
  const [row] = await waitingCount(tx, hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS)).execute({ caller: caller.id, today: today(), hr: hasAnyRole(caller.roles, ROLES_HR_STEP) });
  return row?.n ?? 0;
}

/** The submitted weeks of `rows` (one row per entry, week by week in queue order), each with its time off and holidays. */
async function weeksOf(tx: Tx, rows: Awaited<ReturnType<ReturnType<typeof submittedWeeks>['execute']>>, callerId: string, everyone: boolean): Promise<ApprovalItem[]> {
  const weeks = new Map<string, { first: (typeof rows)[number]; entries: EntryRow[] }>();
  for (const r of rows) {
    const key = `${r.employeeId}/${r.weekStart}`;
    const week = weeks.get(key) ?? { first: r, entries: [] };
    weeks.set(key, week);
    if (r.jobNumber !== null && r.hours !== null && r.enteredBy !== null) week.entries.push({ employeeId: r.employeeId, weekStart: r.weekStart, jobNumber: r.jobNumber, hours: r.hours, enteredBy: r.enteredBy, enteredByName: r.enteredByName });
  }
  // Each week with its time off and holidays, and the flag of hours worked on them (issue #46 §2).
  const firsts = [...weeks.values()];
  const submitted = await withLeave(tx, firsts.map(({ first, entries }) => toWeek(first.employeeId, first.name ?? first.employeeId, first.weekStart, first, entries)));
  return submitted.map((week, i) => {
    const first = firsts[i]?.first;
    const step = stepAt(week);
    // Waiting for another approver at its manager's step, whose delegate the caller is (issue #48 §3).
    const delegated = step === 'manager' && first && first.managerId !== null && first.managerId !== callerId && !everyone ? { onBehalfOf: first.managerName ?? first.managerId } : {};
    // Where it is on its route and who has it, for a route of more than one step (issue #48 §4).
    const progress = week.route ? { progress: progressText(week.route, waitingForText(step, first?.managerName ?? null)) } : {};
    return { kind: 'timecard', id: `timecard:${week.employeeId}:${week.weekStart}`, week, ...delegated, ...progress };
  });
}

/**
 * A page of what waits for the caller's decision (ADR 0172), in at most three statements whatever the queue's
 * length: the count, the team's pending requests after `after` (time off comes first in the queue), and, when the
 * page has room left, the submitted weeks after it. One row more than the page is read: it says whether a next
 * page exists. Pages follow one another by key, so an item decided between two reads shifts nothing.
 */
export async function approvalsPage(tx: Tx, caller: Caller, after: QueueKey | null, limit: number): Promise<ApprovalsPage> {
  const [total, items] = await Promise.all([approvalsWaiting(tx, caller), itemsAfter(tx, caller, after, limit + 1)]);
  const page = items.slice(0, limit);
  const last = page.at(-1);
  return { items: page, total, next: items.length > limit && last ? encodeQueueCursor(queueKeyOf(last)) : null };
}

/** Up to `count` items after `after`, in queue order. */
async function itemsAfter(tx: Tx, caller: Caller, after: QueueKey | null, count: number): Promise<ApprovalItem[]> {
  const items: ApprovalItem[] = [];
  if (after === null || after.kind === 'timeoff') {
    const pending = await pendingForTeam(tx).execute({ caller: caller.id, today: today(), hr: hasAnyRole(caller.roles, ROLES_HR_STEP), afterDay: after?.day ?? '', afterId: after?.id ?? '', limit: count });
    // The team's pending requests are what the caller decides next: kept for those decisions (ADR 0152).
    for (const r of pending) {
      keep(knownRequests, tx, r.request.id, { request: r.request, employeeName: r.name ?? r.request.employeeId, managerId: r.managerId ?? caller.id });
      if (r.approverName !== null) keep(knownNames, tx, caller.id, r.approverName);
    }
    // The flag of days already worked (issue #46 §2), read from the ledger now: one more query, only when some request waits.
    const worked = await workedDaysOf(tx, pending.map((r) => r.request));
    items.push(
      ...pending.map((r, i): ApprovalItem => {
        const workedDays = worked[i] ?? [];
        const step = r.request.route[r.request.step] ?? 'manager';
        const delegated = step === 'manager' && r.managerId !== null && r.managerId !== caller.id ? { onBehalfOf: r.managerName ?? r.managerId } : {};
        // Where it is on its route and who has it, for a route of more than one step (issue #48 §4).
        const progress = r.request.route.length > 1 ? { progress: progressText({ steps: r.request.route, at: r.request.step }, waitingForText(step, r.managerName)) } : {};
        return { kind: 'timeoff', id: `timeoff:${r.request.id}`, request: toRequest(r.request, r.name ?? r.request.employeeId), ...(workedDays.length ? { workedDays } : {}), ...delegated, ...progress };
      }),
    );
  }
  if (items.length < count) {
    const from = after?.kind === 'timecard' ? after : { day: '', id: '' };
    const everyone = hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS);
    const rows = await submittedWeeks(tx, everyone).execute({ caller: caller.id, today: today(), afterDay: from.day, afterId: from.id, limit: count - items.length });
    items.push(...(await weeksOf(tx, rows, caller.id, everyone)));
  }
  return items;
}
