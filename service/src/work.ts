import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLES_ALL_CREW, ROLES_ALL_TIMECARDS, ROLES_APPROVE_TIME } from '../../src/shared/contract/work.ts';
import { hasAnyRole } from '../../src/shared/roles.ts';
import { daysInclusive, isIsoDate, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import { BAD_ITEM_ID, parseItemId, timeOffHistory, weekHistory } from '../../src/shared/work/history.ts';
import type { TrailRow } from '../../src/shared/work/history.ts';
import { CONFLICTS, NOTICES } from '../../src/shared/work/notices.ts';
import type { Notice } from '../../src/shared/work/notices.ts';
import {
  EMPTY_WEEK,
  MAX_HOURS_PER_DAY,
  dayTotal,
  firstError,
  firstWeekError,
  validateCrewEntry,
  validateDecision,
  validateTimeOff,
  validateWeek,
  weekTotal,
} from '../../src/shared/work/rules.ts';
import type {
  ApprovalItem,
  Balances,
  CrewEntry,
  CrewHours,
  CrewMember,
  Dashboard,
  Decision,
  NewTimeOffRequest,
  Project,
  ProjectDetail,
  TimecardEntry,
  TimecardWeek,
  TimeOffRequest,
} from '../../src/shared/work/schemas.ts';
import type { Caller } from './auth.ts';
import type { Queryable as Tx } from './db/client.ts';
import * as t from './db/schema.ts';
import { conflict, forbidden, invalid, notFound, badRequest } from './errors.ts';
import { writeTrail } from './trail.ts';
import type { Lead, Notified } from './trail.ts';

/**
 * The work operations of src/shared/contract/work.ts over the database (issue #25). Each runs inside the one
 * transaction app.ts opens for the request: the change, its audit rows and its notifications commit
 * together or not at all. Rows that a decision depends on are locked (SELECT … FOR UPDATE), so of two
 * decisions on one item one wins and the other answers 409.
 */

export const DEFAULT_BALANCES: Balances = { vacation: 80, sick: 40, personal: 16 };

const today = () => isoDate(new Date());

async function audit(tx: Tx, actor: Caller, action: string, entity: string, entityId: string, before: unknown, after: unknown, notified: readonly Notified[] = []): Promise<void> {
  await writeTrail(tx, actor.id, [[action, entity, entityId, before, after]], notified);
}

/** The action of the row a (re)seed writes: a history reads only the trail written since (ADR 0128). */
export const SEED_ACTION = 'seed';

/**
 * One record's audit rows since the data was last seeded, oldest first, each with its actor's name (the trail
 * outlives a reseed, and a reseeded record with an old id starts a new story).
 */
async function trailOf(tx: Tx, entity: string, entityId: string): Promise<TrailRow[]> {
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

async function nameOf(tx: Tx, id: string): Promise<string> {
  const [row] = await tx.select({ name: t.people.name }).from(t.people).where(eq(t.people.id, id));
  return row?.name ?? id;
}

async function managerOf(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx.select({ managerId: t.people.managerId }).from(t.people).where(eq(t.people.id, id));
  return row?.managerId ?? null;
}

/** The people whose time the caller approves (the reporting line in the data). */
async function teamOf(tx: Tx, callerId: string): Promise<string[]> {
  const rows = await tx.select({ id: t.people.id }).from(t.people).where(eq(t.people.managerId, callerId));
  return rows.map((r) => r.id);
}

async function balancesOf(tx: Tx, id: string): Promise<Balances> {
  const [row] = await tx.select().from(t.balances).where(eq(t.balances.employeeId, id));
  return row ? { vacation: row.vacation, sick: row.sick, personal: row.personal } : DEFAULT_BALANCES;
}

type RequestRow = typeof t.timeOffRequests.$inferSelect;
const toRequest = (r: RequestRow, employeeName: string): TimeOffRequest => ({
  id: r.id,
  employeeId: r.employeeId,
  employeeName,
  type: r.type,
  firstDay: r.firstDay,
  lastDay: r.lastDay,
  hours: r.hours,
  note: r.note,
  status: r.status,
  decidedBy: r.decidedBy,
  reason: r.reason,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** Requests with their employee's name, in one query. */
function requestsWithNames(tx: Tx) {
  return tx.select({ request: t.timeOffRequests, name: t.people.name }).from(t.timeOffRequests).leftJoin(t.people, eq(t.people.id, t.timeOffRequests.employeeId));
}

async function requestsOf(tx: Tx, id: string): Promise<TimeOffRequest[]> {
  const rows = await builtOnce(tx, 'timeoff_requests_of', (b) =>
    requestsWithNames(b).where(eq(t.timeOffRequests.employeeId, sql.placeholder('caller'))).orderBy(desc(t.timeOffRequests.firstDay)).prepare('timeoff_requests_of'),
  ).execute({ caller: id });
  return rows.map((r) => toRequest(r.request, r.name ?? id));
}

const editable = (status: TimecardWeek['status']) => status === 'draft' || status === 'returned';

interface EntryRow {
  employeeId: string;
  weekStart: string;
  jobNumber: string;
  hours: number[];
  enteredBy: string;
  enteredByName: string | null;
}

/** The entries of a week, own and crew, each with the name of who entered it (by job number). */
export function entriesQuery(tx: Tx) {
  return tx
    .select({
      employeeId: t.timecardEntries.employeeId,
      weekStart: t.timecardEntries.weekStart,
      jobNumber: t.timecardEntries.jobNumber,
      hours: t.timecardEntries.hours,
      enteredBy: t.timecardEntries.enteredBy,
      enteredByName: t.people.name,
    })
    .from(t.timecardEntries)
    .leftJoin(t.people, eq(t.people.id, t.timecardEntries.enteredBy));
}

type WeekRow = Pick<typeof t.timecardWeeks.$inferSelect, 'status' | 'reason' | 'decidedBy'>;

/** A week from its row (none: an empty draft) and its entries: the employee's own, and crew time others entered. */
export function toWeek(employeeId: string, employeeName: string, weekStart: string, week: WeekRow | undefined, rows: readonly EntryRow[]): TimecardWeek {
  const entries: TimecardEntry[] = rows.filter((r) => r.enteredBy === employeeId).map((r) => ({ jobNumber: r.jobNumber, hours: r.hours }));
  const crewEntries: CrewHours[] = rows.filter((r) => r.enteredBy !== employeeId).map((r) => ({ jobNumber: r.jobNumber, hours: r.hours, enteredBy: r.enteredByName ?? r.enteredBy }));
  return {
    employeeId,
    employeeName,
    weekStart,
    status: week?.status ?? 'draft',
    entries,
    ...(crewEntries.length ? { crewEntries } : {}),
    reason: week?.reason ?? null,
    decidedBy: week?.decidedBy ?? null,
  };
}

/** A week with its own entries and the crew time others entered, or an empty draft. */
export async function weekOf(tx: Tx, employeeId: string, weekStart: string, lock = false): Promise<TimecardWeek> {
  const query = tx.select().from(t.timecardWeeks).where(and(eq(t.timecardWeeks.employeeId, employeeId), eq(t.timecardWeeks.weekStart, weekStart)));
  const [week] = lock ? await query.for('update') : await query;
  const rows = await entriesQuery(tx)
    .where(and(eq(t.timecardEntries.employeeId, employeeId), eq(t.timecardEntries.weekStart, weekStart)))
    .orderBy(asc(t.timecardEntries.jobNumber));
  return toWeek(employeeId, await nameOf(tx, employeeId), weekStart, week, rows);
}

/** Own and crew hours together: what the week adds up to. */
const allEntries = (w: TimecardWeek): TimecardEntry[] => [...w.entries, ...(w.crewEntries ?? []).map(({ jobNumber, hours }) => ({ jobNumber, hours }))];

async function upsertWeekStatus(tx: Tx, w: Pick<TimecardWeek, 'employeeId' | 'weekStart' | 'status' | 'reason' | 'decidedBy'>): Promise<void> {
  await tx
    .insert(t.timecardWeeks)
    .values({ employeeId: w.employeeId, weekStart: w.weekStart, status: w.status, reason: w.reason, decidedBy: w.decidedBy })
    .onConflictDoUpdate({ target: [t.timecardWeeks.employeeId, t.timecardWeeks.weekStart], set: { status: w.status, reason: w.reason, decidedBy: w.decidedBy } });
}

async function openJobs(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ jobNumber: t.projects.jobNumber }).from(t.projects).where(eq(t.projects.status, 'active'));
  return rows.map((r) => r.jobNumber);
}

export function weekParam(value: string): string {
  if (!isIsoDate(value) || mondayOf(value) !== value) throw badRequest('A week starts on a Monday (YYYY-MM-DD).', { weekStart: 'A week starts on a Monday (YYYY-MM-DD).' });
  return value;
}

/** The notice for the person's manager, if they have one. */
async function toManager(tx: Tx, employeeId: string, notice: Notice): Promise<Notified[]> {
  const manager = await managerOf(tx, employeeId);
  return manager ? [{ userId: manager, notice }] : [];
}

/**
 * A read built once per database and reused (drizzle's prepared query, a named statement on the server):
 * building a query costs more CPU than PostgreSQL takes to answer a small one (ADR 0142). Reads in a
 * transaction (`tx` is then that transaction) are built for it alone.
 */
const builtReads = new WeakMap<object, Map<string, unknown>>();
function builtOnce<T>(tx: Tx, name: string, build: (q: Tx) => T): T {
  const reads = builtReads.get(tx) ?? new Map<string, unknown>();
  builtReads.set(tx, reads);
  if (!reads.has(name)) reads.set(name, build(tx));
  return reads.get(name) as T;
}

const caller$ = sql.placeholder('caller');

/** A time-off decision's read: the request, its employee's name and manager, and the decider's name. */
const decisionRead = (q: Tx) =>
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
/**
 * What a time-off decision needs to know before it writes, when this instance has read it lately (ADR 0152): the
 * approver's list read brings each pending request with its employee's name (the approver is their manager) and
 * the approver's own name, which their decisions' reads bring too. A decision with all of it known is one statement,
 * one round trip, in place of a read and a write. Nothing kept is trusted: that statement writes only if every
 * fact still holds in the database (the request pending, undecided and as read, the employee's name and manager,
 * the decider's name), and otherwise the decision reads afresh and goes on as if nothing had been kept. Kept per
 * database handle, so per service instance; at most KNOWN_LIMIT of each, forgotten all at once when full.
 */
interface KnownRequest {
  request: RequestRow;
  employeeName: string;
  managerId: string;
}
const KNOWN_LIMIT = 10_000;
const knownRequests = new WeakMap<object, Map<string, KnownRequest>>();
const knownNames = new WeakMap<object, Map<string, string>>();
function kept<V>(store: WeakMap<object, Map<string, V>>, db: Tx): Map<string, V> {
  const found = store.get(db);
  if (found) return found;
  const made = new Map<string, V>();
  store.set(db, made);
  return made;
}
function keep<V>(store: WeakMap<object, Map<string, V>>, db: Tx, key: string, value: V): void {
  const map = kept(store, db);
  if (map.size >= KNOWN_LIMIT && !map.has(key)) map.clear();
  map.set(key, value);
}

const teamOf$ = (q: Tx) => q.select({ id: t.people.id }).from(t.people).where(eq(t.people.managerId, caller$));

/** The team's pending requests with their employees' names, and the caller's own name (for the decisions, ADR 0152). */
const pendingForTeam = (q: Tx) =>
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
const submittedWeeks = (q: Tx, everyone: boolean) => {
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
async function approvalsFor(tx: Tx, caller: Caller): Promise<ApprovalItem[]> {
  const everyone = hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS);
  const [pending, rows] = await Promise.all([pendingForTeam(tx).execute({ caller: caller.id }), submittedWeeks(tx, everyone).execute({ caller: caller.id })]);
  // The team's pending requests are what the caller decides next: kept for those decisions (ADR 0152).
  for (const r of pending) {
    keep(knownRequests, tx, r.request.id, { request: r.request, employeeName: r.name ?? r.request.employeeId, managerId: caller.id });
    if (r.approverName !== null) keep(knownNames, tx, caller.id, r.approverName);
  }
  const items: ApprovalItem[] = pending.map((r) => ({ kind: 'timeoff', id: `timeoff:${r.request.id}`, request: toRequest(r.request, r.name ?? r.request.employeeId) }));
  // Rows come week by week (ordered by week, then employee): one item per week, in that order.
  const weeks = new Map<string, { first: (typeof rows)[number]; entries: EntryRow[] }>();
  for (const r of rows) {
    const key = `${r.employeeId}/${r.weekStart}`;
    const week = weeks.get(key) ?? { first: r, entries: [] };
    weeks.set(key, week);
    if (r.jobNumber !== null && r.hours !== null && r.enteredBy !== null) week.entries.push({ employeeId: r.employeeId, weekStart: r.weekStart, jobNumber: r.jobNumber, hours: r.hours, enteredBy: r.enteredBy, enteredByName: r.enteredByName });
  }
  for (const { first, entries } of weeks.values()) {
    items.push({ kind: 'timecard', id: `timecard:${first.employeeId}:${first.weekStart}`, week: toWeek(first.employeeId, first.name ?? first.employeeId, first.weekStart, first, entries) });
  }
  return items;
}

async function crewOf(tx: Tx, caller: Caller): Promise<CrewMember[]> {
  const everyone = hasAnyRole(caller.roles, ROLES_ALL_CREW);
  const rows = await tx
    .select({ employeeId: t.people.id, name: t.people.name })
    .from(t.people)
    .where(and(ne(t.people.id, caller.id), everyone ? undefined : eq(t.people.managerId, caller.id)))
    .orderBy(asc(t.people.name));
  return rows;
}

/** Day totals of own and crew hours together may not pass 24. */
function dayProblem(entries: readonly TimecardEntry[]): string | null {
  for (let i = 0; i < 7; i += 1) {
    const total = dayTotal(entries, i);
    if (total > MAX_HOURS_PER_DAY) return `More than ${MAX_HOURS_PER_DAY} hours in one day (${total}).`;
  }
  return null;
}

export interface Input {
  caller: Caller;
  params: Record<string, string>;
  body: unknown;
  /** The query string, read by the operation's `query` schema ({} when it reads none). */
  query: Record<string, unknown>;
}

type Handler = (tx: Tx, input: Input) => Promise<unknown>;

/**
 * Changes that are one statement, atomic on their own (ADR 0142): app.ts runs them without a transaction block
 * (BEGIN and COMMIT are two of a decision's four round trips). Their read is guarded in the write (optimistic
 * concurrency), not locked.
 */
export const ONE_STATEMENT_CHANGES: ReadonlySet<string> = new Set(['decideTimeOff']);

/**
 * A time-off decision as one statement, atomic on its own (ADR 0142): the change only if the request is still as
 * `known` says (pending, undecided, the same employee, type, days and hours), its employee still has that name and
 * `caller` as manager, and the caller still has `deciderName`; with it, only then, its balance deduction, audit rows
 * and notification. Of two decisions on one item the second waits for the first's row lock, finds it no longer
 * pending, and changes nothing. Answers the request as decided, or null when nothing was written.
 */
async function decideKnown(db: Tx, caller: Caller, decision: Decision, known: KnownRequest, deciderName: string | null): Promise<TimeOffRequest | null> {
  const row = known.request;
  // Pending and undecided, as the guard below makes sure.
  const before: TimeOffRequest = { ...toRequest(row, known.employeeName), status: 'pending', decidedBy: null };
  const approved = decision.decision === 'approve';
  const after: TimeOffRequest = { ...before, status: approved ? 'approved' : 'denied', decidedBy: deciderName ?? caller.id, reason: approved ? null : (decision.reason ?? '').trim() };
  const applied = sql`exists (select 1 from u)`;
  const r = t.timeOffRequests;
  const lead: Lead = {
    ctes: [
      sql`u as (update ${r} set status = ${after.status}, decided_by = ${after.decidedBy}, reason = ${after.reason}
        where ${r.id} = ${row.id} and ${r.status} = 'pending' and ${r.decidedBy} is null
          and ${r.employeeId} = ${row.employeeId} and ${r.type} = ${row.type} and ${r.firstDay} = ${row.firstDay} and ${r.lastDay} = ${row.lastDay} and ${r.hours} = ${row.hours}
          and exists (select 1 from ${t.people} where ${t.people.id} = ${row.employeeId} and ${t.people.managerId} = ${caller.id} and ${t.people.name} = ${known.employeeName})
          and ${deciderName === null ? sql`not exists (select 1 from ${t.people} where ${t.people.id} = ${caller.id})` : sql`exists (select 1 from ${t.people} where ${t.people.id} = ${caller.id} and ${t.people.name} = ${deciderName})`}
        returning ${r.id})`,
    ],
    applied,
  };
  if (approved) {
    // The deduction is relative (no read-then-write): two approvals for one person at once both count.
    const first: Balances = { ...DEFAULT_BALANCES, [row.type]: DEFAULT_BALANCES[row.type] - row.hours };
    const column = sql.identifier(row.type);
    lead.ctes.push(sql`bal as (insert into ${t.balances} as b (employee_id, vacation, sick, personal) select ${row.employeeId}, ${first.vacation}, ${first.sick}, ${first.personal} where ${applied}
      on conflict (employee_id) do update set ${column} = b.${column} - ${row.hours} returning vacation, sick, personal)`);
    lead.audit = sql`select 'balances.deduct', 'balances', ${row.employeeId}::text,
      jsonb_build_object('vacation', vacation, 'sick', sick, 'personal', personal) || jsonb_build_object(${row.type}::text, ${column} + ${row.hours}::real),
      jsonb_build_object('vacation', vacation, 'sick', sick, 'personal', personal) from bal`;
  }
  const written = await writeTrail(db, caller.id, [[approved ? 'timeoff.approve' : 'timeoff.deny', 'time_off_request', row.id, before, after]], [{ userId: row.employeeId, notice: NOTICES.timeOffDecided(after) }], lead);
  // Decided now, or found otherwise than kept: either way what was kept of it is no longer to be used.
  kept(knownRequests, db).delete(row.id);
  return written ? after : null;
}

export const WORK_HANDLERS = {
  getBalances: async (tx, { caller }) => balancesOf(tx, caller.id),

  getTimeOffRequests: async (tx, { caller }) => requestsOf(tx, caller.id),

  requestTimeOff: async (tx, { caller, body }) => {
    const input = body as NewTimeOffRequest;
    // Serialises one person's requests (the balance and overlap rules read what the others wrote).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${caller.id}))`);
    const requests = await requestsOf(tx, caller.id);
    const errors = validateTimeOff(input, { today: today(), balances: await balancesOf(tx, caller.id), requests });
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
    if (row.status !== 'pending') throw conflict(CONFLICTS.cancelDecided(before));
    await tx.update(t.timeOffRequests).set({ status: 'cancelled' }).where(eq(t.timeOffRequests.id, row.id));
    const after: TimeOffRequest = { ...before, status: 'cancelled' };
    await audit(tx, caller, 'timeoff.cancel', 'time_off_request', row.id, before, after);
    return after;
  },

  getWeek: async (tx, { caller, params }) => weekOf(tx, caller.id, weekParam(params.weekStart ?? '')),

  saveWeek: async (tx, input) => saveOrSubmit(tx, input, false),
  submitWeek: async (tx, input) => saveOrSubmit(tx, input, true),

  getApprovals: async (tx, { caller }) => approvalsFor(tx, caller),

  decideTimeOff: async (db, { caller, params, body }) => {
    const decision = decisionOf(body);
    const id = params.requestId ?? '';
    // Known from the approver's list read and their last decision (ADR 0152): one statement, guarded by all of it.
    const known = kept(knownRequests, db).get(id);
    const deciderName = kept(knownNames, db).get(caller.id);
    if (known && deciderName !== undefined && known.managerId === caller.id && known.request.employeeId !== caller.id) {
      const after = await decideKnown(db, caller, decision, known, deciderName);
      if (after) return after;
    }
    // The request, its employee's name and manager and the decider's name, in one read (no lock: the write below
    // is guarded by what was read, ADR 0142).
    const [found] = await decisionRead(db).execute({ id, caller: caller.id });
    const row = found?.request;
    if (row?.employeeId === caller.id) throw forbidden('You cannot decide on your own request.');
    if (!found || !row || found.managerId !== caller.id) throw notFound('No such request is waiting for your approval.');
    const read: KnownRequest = { request: row, employeeName: found.employeeName ?? row.employeeId, managerId: found.managerId };
    if (row.status !== 'pending') throw conflict(CONFLICTS.requestDecided(toRequest(row, read.employeeName)));
    if (found.deciderName !== null) keep(knownNames, db, caller.id, found.deciderName);
    const after = await decideKnown(db, caller, decision, read, found.deciderName);
    if (after) return after;
    // Decided or cancelled since it was read (or its employee's name or manager changed): say what happened, as
    // the locked read did.
    const [now] = await decisionRead(db).execute({ id: row.id, caller: caller.id });
    throw conflict(CONFLICTS.requestDecided(now?.request ? toRequest(now.request, now.employeeName ?? row.employeeId) : toRequest(row, read.employeeName)));
  },

  decideTimecard: async (tx, { caller, params, body }) => {
    const decision = decisionOf(body);
    const employeeId = params.employeeId ?? '';
    const weekStart = weekParam(params.weekStart ?? '');
    if (employeeId === caller.id) throw forbidden('You cannot decide on your own timecard.');
    const mayDecide = hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS) || (await teamOf(tx, caller.id)).includes(employeeId);
    const before = await weekOf(tx, employeeId, weekStart, true);
    const exists = before.status !== 'draft' || before.entries.length > 0 || (before.crewEntries ?? []).length > 0;
    if (!mayDecide || !exists) throw notFound('No such timecard is waiting for your approval.');
    if (before.status !== 'submitted') throw conflict(CONFLICTS.weekDecided(before));
    const approved = decision.decision === 'approve';
    const after: TimecardWeek = { ...before, status: approved ? 'approved' : 'returned', decidedBy: await nameOf(tx, caller.id), reason: approved ? null : (decision.reason ?? '').trim() };
    await upsertWeekStatus(tx, after);
    await audit(tx, caller, approved ? 'timecard.approve' : 'timecard.return', 'timecard_week', `${employeeId}/${weekStart}`, before, after, [{ userId: employeeId, notice: NOTICES.weekDecided(after) }]);
    return after;
  },

  getApprovalHistory: async (tx, { caller, params }) => {
    const ref = parseItemId(params.itemId ?? '');
    if (!ref) throw badRequest(BAD_ITEM_ID, { itemId: BAD_ITEM_ID });
    if (ref.kind === 'timeoff') {
      // The same check as a decision's: the caller is the employee's manager (never for their own request).
      const [found] = await requestsWithNames(tx).where(eq(t.timeOffRequests.id, ref.requestId));
      const managerId = found ? await managerOf(tx, found.request.employeeId) : null;
      if (!found || found.request.employeeId === caller.id || managerId !== caller.id) throw notFound('No such request among the ones you approve.');
      return timeOffHistory(toRequest(found.request, found.name ?? found.request.employeeId), await trailOf(tx, 'time_off_request', ref.requestId));
    }
    const weekStart = weekParam(ref.weekStart);
    const { employeeId } = ref;
    const mayDecide = employeeId !== caller.id && (hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS) || (await teamOf(tx, caller.id)).includes(employeeId));
    const week = mayDecide ? await weekOf(tx, employeeId, weekStart) : null;
    if (!week || (week.status === 'draft' && week.entries.length === 0)) throw notFound('No such timecard among the ones you approve.');
    return weekHistory(week, await trailOf(tx, 'timecard_week', `${employeeId}/${weekStart}`));
  },

  getCrew: async (tx, { caller }) => crewOf(tx, caller),

  enterCrewTime: async (tx, { caller, body }) => {
    const entry = body as CrewEntry;
    const errors = validateCrewEntry(entry, await openJobs(tx));
    const problem = firstError(errors);
    if (problem) throw invalid(problem, errors);
    const crew = await crewOf(tx, caller);
    const members = entry.employeeIds.map((id) => crew.find((m) => m.employeeId === id));
    if (members.some((m) => !m)) throw forbidden('Time can only be entered for your crew.');
    const weekStart = mondayOf(entry.day);
    const dayIndex = daysInclusive(weekStart, entry.day) - 1;
    for (const member of members) {
      if (!member) continue;
      const before = await weekOf(tx, member.employeeId, weekStart, true);
      if (!editable(before.status)) throw conflict(CONFLICTS.crewWeekLocked(member.name, weekStart, before.status));
      const [mine] = await tx
        .select({ hours: t.timecardEntries.hours })
        .from(t.timecardEntries)
        .where(
          and(
            eq(t.timecardEntries.employeeId, member.employeeId),
            eq(t.timecardEntries.weekStart, weekStart),
            eq(t.timecardEntries.jobNumber, entry.jobNumber),
            eq(t.timecardEntries.enteredBy, caller.id),
          ),
        );
      const hours = (mine?.hours ?? [0, 0, 0, 0, 0, 0, 0]).map((h, i) => (i === dayIndex ? entry.hours : h));
      const total = dayTotal(allEntries(before), dayIndex) - (mine?.hours[dayIndex] ?? 0) + entry.hours;
      if (total > MAX_HOURS_PER_DAY) throw invalid(`${member.name}: More than ${MAX_HOURS_PER_DAY} hours in one day (${total}).`, { hours: `${member.name} would have ${total} hours that day.` });
      await tx
        .insert(t.timecardEntries)
        .values({ employeeId: member.employeeId, weekStart, jobNumber: entry.jobNumber, enteredBy: caller.id, hours })
        .onConflictDoUpdate({ target: [t.timecardEntries.employeeId, t.timecardEntries.weekStart, t.timecardEntries.jobNumber, t.timecardEntries.enteredBy], set: { hours } });
      if (before.status === 'draft') await upsertWeekStatus(tx, before);
      await audit(tx, caller, 'crew.time', 'timecard_week', `${member.employeeId}/${weekStart}`, before, await weekOf(tx, member.employeeId, weekStart));
    }
    return members.filter((m): m is CrewMember => m !== undefined);
  },

  getProjects: async (tx) => {
    const rows: Project[] = await tx.select().from(t.projects).orderBy(asc(t.projects.jobNumber));
    return rows;
  },

  getProject: async (tx, { params }) => {
    const jobNumber = params.jobNumber ?? '';
    const [project] = await tx.select().from(t.projects).where(eq(t.projects.jobNumber, jobNumber));
    if (!project) throw notFound(`No job ${jobNumber}.`);
    const weekStart = mondayOf(today());
    const rows = await tx
      .select({ employeeName: t.people.name, employeeId: t.timecardEntries.employeeId, hours: t.timecardEntries.hours })
      .from(t.timecardEntries)
      .leftJoin(t.people, eq(t.people.id, t.timecardEntries.employeeId))
      .where(and(eq(t.timecardEntries.weekStart, weekStart), eq(t.timecardEntries.jobNumber, jobNumber)));
    const byPerson = new Map<string, number>();
    for (const r of rows) {
      const name = r.employeeName ?? r.employeeId;
      byPerson.set(name, (byPerson.get(name) ?? 0) + r.hours.reduce((a, b) => a + b, 0));
    }
    const hoursByPerson = [...byPerson.entries()]
      .map(([employeeName, hours]) => ({ employeeName, hours }))
      .filter((p) => p.hours > 0)
      .sort((a, b) => a.employeeName.localeCompare(b.employeeName));
    const detail: ProjectDetail = { project, weekStart, hoursByPerson };
    return detail;
  },

  getDashboard: async (tx, { caller }) => {
    const thisWeek = mondayOf(today());
    const weeks = await tx
      .select({ weekStart: t.timecardWeeks.weekStart, status: t.timecardWeeks.status })
      .from(t.timecardWeeks)
      .where(and(eq(t.timecardWeeks.employeeId, caller.id), sql`${t.timecardWeeks.weekStart} < ${thisWeek}`, sql`${t.timecardWeeks.status} in ('draft', 'returned')`))
      .orderBy(asc(t.timecardWeeks.weekStart))
      .limit(1);
    const current = await weekOf(tx, caller.id, thisWeek);
    const open = weeks[0];
    const toSubmit = open ?? (editable(current.status) ? current : undefined);
    const [pending] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t.timeOffRequests)
      .where(and(eq(t.timeOffRequests.employeeId, caller.id), sql`${t.timeOffRequests.status} = 'pending'`));
    const body: Dashboard = {
      pendingTimeOff: pending?.n ?? 0,
      weekToSubmit: toSubmit?.weekStart ?? null,
      weekToSubmitStatus: toSubmit?.status ?? null,
      approvalsWaiting: hasAnyRole(caller.roles, ROLES_APPROVE_TIME) ? (await approvalsFor(tx, caller)).length : null,
    };
    return body;
  },
} satisfies Record<string, Handler>;

function decisionOf(body: unknown): Decision {
  const decision = body as Decision;
  const errors = validateDecision(decision);
  const problem = firstError(errors);
  if (problem) throw invalid(problem, errors);
  return decision;
}

async function saveOrSubmit(tx: Tx, { caller, params, body }: Input, submit: boolean): Promise<TimecardWeek> {
  const weekStart = weekParam(params.weekStart ?? '');
  const input = body as { entries: TimecardEntry[] };
  const before = await weekOf(tx, caller.id, weekStart, true);
  if (!editable(before.status)) throw conflict(CONFLICTS.weekLocked(before.status));
  const entries = input.entries.filter((e) => e.hours.some((h) => h !== 0));
  const weekErrors = validateWeek(entries, await openJobs(tx));
  const problem = firstWeekError(weekErrors) ?? dayProblem([...entries, ...(before.crewEntries ?? [])]);
  if (problem) throw invalid(problem);
  const crew = (before.crewEntries ?? []).map(({ jobNumber, hours }) => ({ jobNumber, hours }));
  if (submit && weekTotal([...entries, ...crew]) === 0) throw invalid(EMPTY_WEEK);
  await tx.delete(t.timecardEntries).where(and(eq(t.timecardEntries.employeeId, caller.id), eq(t.timecardEntries.weekStart, weekStart), eq(t.timecardEntries.enteredBy, caller.id)));
  if (entries.length) await tx.insert(t.timecardEntries).values(entries.map((e) => ({ employeeId: caller.id, weekStart, jobNumber: e.jobNumber, enteredBy: caller.id, hours: e.hours })));
  const status = submit ? 'submitted' : before.status;
  await upsertWeekStatus(tx, { employeeId: caller.id, weekStart, status, reason: submit ? null : before.reason, decidedBy: submit ? null : before.decidedBy });
  const after = await weekOf(tx, caller.id, weekStart);
  const notified = submit ? await toManager(tx, caller.id, NOTICES.weekSubmitted(after, [...entries, ...crew])) : [];
  await audit(tx, caller, submit ? 'timecard.submit' : 'timecard.save', 'timecard_week', `${caller.id}/${weekStart}`, before, after, notified);
  return after;
}
