import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { isIsoDate } from '../../../../src/shared/work/dates.ts';
import { calendarRange, firstError, holidayTaken, MAX_CALENDAR_DAYS, MAX_HOLIDAY_DAYS, validateHoliday } from '../../../../src/shared/work/rules.ts';
import type { Absence, Calendar, Holiday, NewHoliday } from '../../../../src/shared/work/schemas.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { badRequest, conflict, invalid, notFound } from '../../plugins/errors.ts';
import type { Handler } from '../../plugins/contract.ts';
import { writeTrail } from '../../events/trail.ts';

/**
 * The calendar operations of src/shared/contract/calendar.ts (issue #26 §2, §3): holidays (HR admins add and remove
 * them, with audit rows, in app.ts's one transaction) and who is out, for the caller's team, for HR, or for the
 * request form's warning. The contract's roles are checked before these run; which people each answer covers
 * is decided here.
 */

function rangeOf(query: Record<string, unknown>, maxDays: number, allowYear = false): { from: string; to: string } {
  const range = calendarRange(query, maxDays, allowYear);
  if ('problem' in range) throw badRequest(range.problem, range.fields);
  return range;
}

async function holidaysIn(tx: Tx, from: string, to: string): Promise<Holiday[]> {
  return tx
    .select({ date: t.holidays.date, name: t.holidays.name })
    .from(t.holidays)
    .where(and(gte(t.holidays.date, from), lte(t.holidays.date, to)))
    .orderBy(asc(t.holidays.date));
}

/** Approved and pending time off meeting the range, of the people `who` selects (undefined: everyone). */
async function absencesIn(tx: Tx, from: string, to: string, who: SQL | undefined): Promise<Absence[]> {
  const rows = await tx
    .select({ r: t.timeOffRequests, name: t.people.name })
    .from(t.timeOffRequests)
    .innerJoin(t.people, eq(t.people.id, t.timeOffRequests.employeeId))
    .where(and(sql`${t.timeOffRequests.status} in ('pending', 'approved')`, lte(t.timeOffRequests.firstDay, to), gte(t.timeOffRequests.lastDay, from), who))
    .orderBy(asc(t.timeOffRequests.firstDay), asc(t.people.name));
  return rows.map(({ r, name }) => ({ id: r.id, employeeId: r.employeeId, employeeName: name, firstDay: r.firstDay, lastDay: r.lastDay, status: r.status === 'approved' ? 'approved' : 'pending' }));
}

async function calendar(tx: Tx, query: Record<string, unknown>, who: SQL | undefined): Promise<Calendar> {
  const { from, to } = rangeOf(query, MAX_CALENDAR_DAYS);
  const [absences, holidays] = await Promise.all([absencesIn(tx, from, to, who), holidaysIn(tx, from, to)]);
  return { from, to, absences, holidays };
}

async function audit(tx: Tx, actor: Caller, action: string, entityId: string, before: unknown, after: unknown): Promise<void> {
  await writeTrail(tx, actor.id, [[action, 'holiday', entityId, before, after]]);
}


const CALENDAR_HANDLERS = {
  getHolidays: async (tx, { query }) => {
    const { from, to } = rangeOf(query, MAX_HOLIDAY_DAYS, true);
    return holidaysIn(tx, from, to);
  },

  createHoliday: async (tx, { caller, body }) => {
    const input = body as NewHoliday;
    const errors = validateHoliday(input);
    const problem = firstError(errors);
    if (problem) throw invalid(problem, errors);
    const holiday: Holiday = { date: input.date, name: input.name.trim() };
    // One statement decides: of two creates for one day, one inserts and the other finds it taken.
    const [inserted] = await tx.insert(t.holidays).values(holiday).onConflictDoNothing().returning();
    if (!inserted) {
      const [existing] = await tx.select().from(t.holidays).where(eq(t.holidays.date, holiday.date));
      throw conflict(holidayTaken(existing ?? holiday));
    }
    await audit(tx, caller, 'holiday.create', holiday.date, null, holiday);
    return holiday;
  },

  deleteHoliday: async (tx, { caller, params }) => {
    const date = params.date ?? '';
    if (!isIsoDate(date)) throw badRequest('Use a date such as 2026-11-23.', { date: 'Use a date such as 2026-11-23.' });
    const [removed] = await tx.delete(t.holidays).where(eq(t.holidays.date, date)).returning();
    if (!removed) throw notFound('There is no holiday on that day.');
    await audit(tx, caller, 'holiday.delete', date, removed, null);
    return undefined;
  },

  getTeamCalendar: async (tx, { caller, query }) => calendar(tx, query, or(eq(t.people.managerId, caller.id), eq(t.people.id, caller.id))),

  getHrCalendar: async (tx, { query }) => calendar(tx, query, undefined),

  getTeammatesOut: async (tx, { caller, query }) => {
    const [me] = await tx.select({ managerId: t.people.managerId }).from(t.people).where(eq(t.people.id, caller.id));
    const peers = me?.managerId ? eq(t.people.managerId, me.managerId) : undefined;
    const reports = eq(t.people.managerId, caller.id);
    const result = await calendar(tx, query, peers ? or(peers, reports) : reports);
    return { ...result, absences: result.absences.filter((a) => a.employeeId !== caller.id) };
  },
} satisfies Record<string, Handler>;

/** Calendars: holidays, and who is out for the team, for HR or for the request form. */
export default function calendarRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(CALENDAR_HANDLERS);
  done();
}
