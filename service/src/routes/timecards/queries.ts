import { and, asc, eq } from 'drizzle-orm';
import { isIsoDate, mondayOf } from '../../../../src/shared/work/dates.ts';
import { MAX_HOURS_PER_DAY, dayTotal } from '../../../../src/shared/work/rules.ts';
import { routeOf } from '../../../../src/shared/routing/schemas.ts';
import type { RouteStep } from '../../../../src/shared/routing/schemas.ts';
import type { CrewHours, TimecardEntry, TimecardWeek } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { badRequest } from '../../plugins/errors.ts';
import { nameOf } from '../people/lookups.ts';

export const editable = (status: TimecardWeek['status']) => status === 'draft' || status === 'returned';

export interface EntryRow {
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

export type WeekRow = Pick<typeof t.timecardWeeks.$inferSelect, 'status' | 'reason' | 'decidedBy'> & Partial<Pick<typeof t.timecardWeeks.$inferSelect, 'route' | 'step'>>;

/** Where a week is on its route: its steps and the one it is at (a week never submitted: its manager's, alone). */
export interface WeekStep {
  route: RouteStep[];
  step: number;
}

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
    // A route of more than one step is said on the week (issue #48 §4).
    ...routeOf(week?.route ?? ['manager'], week?.step ?? 0),
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
export const allEntries = (w: TimecardWeek): TimecardEntry[] => [...w.entries, ...(w.crewEntries ?? []).map(({ jobNumber, hours }) => ({ jobNumber, hours }))];

/**
 * A week's status; `decidedAt` given: when it was decided (a decision's now, a submission's null), else kept; `at`
 * given: its route and step (a submission's new route, a step's approval), else kept.
 */
export async function upsertWeekStatus(tx: Tx, w: Pick<TimecardWeek, 'employeeId' | 'weekStart' | 'status' | 'reason' | 'decidedBy'>, decidedAt?: string | null, at?: WeekStep): Promise<void> {
  const when = { ...(decidedAt === undefined ? {} : { decidedAt }), ...(at ?? {}) };
  await tx
    .insert(t.timecardWeeks)
    .values({ employeeId: w.employeeId, weekStart: w.weekStart, status: w.status, reason: w.reason, decidedBy: w.decidedBy, ...when })
    .onConflictDoUpdate({ target: [t.timecardWeeks.employeeId, t.timecardWeeks.weekStart], set: { status: w.status, reason: w.reason, decidedBy: w.decidedBy, ...when } });
}

export async function openJobs(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ jobNumber: t.projects.jobNumber }).from(t.projects).where(eq(t.projects.status, 'active'));
  return rows.map((r) => r.jobNumber);
}

export function weekParam(value: string): string {
  if (!isIsoDate(value) || mondayOf(value) !== value) throw badRequest('A week starts on a Monday (YYYY-MM-DD).', { weekStart: 'A week starts on a Monday (YYYY-MM-DD).' });
  return value;
}

/** Day totals of own and crew hours together may not pass 24. */
export function dayProblem(entries: readonly TimecardEntry[]): string | null {
  for (let i = 0; i < 7; i += 1) {
    const total = dayTotal(entries, i);
    if (total > MAX_HOURS_PER_DAY) return `More than ${MAX_HOURS_PER_DAY} hours in one day (${total}).`;
  }
  return null;
}
