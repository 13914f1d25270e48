import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES_ALL_CREW } from '../../../../src/shared/contract/work.ts';
import { hasAnyRole } from '../../../../src/shared/roles.ts';
import { daysInclusive, mondayOf } from '../../../../src/shared/work/dates.ts';
import { CREW_HOURS_TEXT, CREW_TIME_NOT_FOUND, crewChangeProblem, crewTimeEntries, dayIndexOf, validCrewHours, withDayHours } from '../../../../src/shared/work/crew.ts';
import { CONFLICTS } from '../../../../src/shared/work/notices.ts';
import { MAX_HOURS_PER_DAY, crewOf as crewRule, dayTotal, firstError, validateCrewEntry } from '../../../../src/shared/work/rules.ts';
import type { CrewEntry, CrewMember, CrewTimeChange, CrewTimeEntry } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { audit } from '../../events/trail.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';
import { badRequest, conflict, forbidden, invalid, notFound } from '../../plugins/errors.ts';
import { editable, weekOf, allEntries, upsertWeekStatus, openJobs, weekParam } from '../timecards/queries.ts';
import { weekWithLeave } from '../timecards/ledger.ts';

/** The caller's crew, by the shared rule (src/shared/work/rules.ts `crewOf`), over everyone's reporting line and department. */
async function crewOf(tx: Tx, caller: Caller): Promise<CrewMember[]> {
  const people = await tx.select({ id: t.people.id, name: t.people.name, managerId: t.people.managerId, department: t.people.department }).from(t.people);
  return crewRule(caller.id, hasAnyRole(caller.roles, ROLES_ALL_CREW), people);
}

/** The crew time the caller entered in a week, for the people of their crew, with each person's week status. */
async function enteredIn(tx: Tx, caller: Caller, weekStart: string): Promise<CrewTimeEntry[]> {
  const crew = await crewOf(tx, caller);
  const rows = await tx
    .select({ employeeId: t.timecardEntries.employeeId, jobNumber: t.timecardEntries.jobNumber, hours: t.timecardEntries.hours, status: t.timecardWeeks.status })
    .from(t.timecardEntries)
    .leftJoin(t.timecardWeeks, and(eq(t.timecardWeeks.employeeId, t.timecardEntries.employeeId), eq(t.timecardWeeks.weekStart, t.timecardEntries.weekStart)))
    .where(and(eq(t.timecardEntries.enteredBy, caller.id), eq(t.timecardEntries.weekStart, weekStart), ne(t.timecardEntries.employeeId, caller.id)));
  return crewTimeEntries(
    rows.flatMap((r) => {
      const member = crew.find((m) => m.employeeId === r.employeeId);
      return member ? [{ employeeId: r.employeeId, employeeName: member.name, weekStart, jobNumber: r.jobNumber, hours: r.hours, weekStatus: r.status ?? 'draft' }] : [];
    }),
  );
}

/** One day of the caller's crew time set to `hours` (0 removes it), under the rules of entry; the day's line after it. */
async function changeDay(tx: Tx, caller: Caller, params: Record<string, string>, hours: number): Promise<CrewTimeEntry | null> {
  const employeeId = params.employeeId ?? '';
  const jobNumber = params.jobNumber ?? '';
  const day = params.day ?? '';
  const dayIndex = dayIndexOf(day);
  if (dayIndex === null) throw badRequest('Choose a day (YYYY-MM-DD).', { day: 'Choose a day.' });
  const member = (await crewOf(tx, caller)).find((m) => m.employeeId === employeeId);
  if (!member) throw forbidden('Time can only be entered for your crew.');
  const weekStart = mondayOf(day);
  const before = await weekOf(tx, employeeId, weekStart, true);
  const key = and(eq(t.timecardEntries.employeeId, employeeId), eq(t.timecardEntries.weekStart, weekStart), eq(t.timecardEntries.jobNumber, jobNumber), eq(t.timecardEntries.enteredBy, caller.id));
  const [mine] = await tx.select({ hours: t.timecardEntries.hours }).from(t.timecardEntries).where(key);
  if (!mine || !((mine.hours[dayIndex] ?? 0) > 0)) throw notFound(CREW_TIME_NOT_FOUND);
  if (!editable(before.status)) throw conflict(CONFLICTS.crewWeekLocked(member.name, weekStart, before.status));
  const next = withDayHours(mine.hours, dayIndex, hours);
  const problem = crewChangeProblem(member.name, weekStart, allEntries(before), (await weekWithLeave(tx, before)).leave ?? [], jobNumber, mine.hours, next);
  if (problem) throw invalid(problem, { hours: problem });
  if (next.every((h) => h === 0)) await tx.delete(t.timecardEntries).where(key);
  else await tx.update(t.timecardEntries).set({ hours: next }).where(key);
  await audit(tx, caller, hours > 0 ? 'crew.time.change' : 'crew.time.remove', 'timecard_week', `${employeeId}/${weekStart}`, before, await weekOf(tx, employeeId, weekStart));
  return hours > 0 ? { employeeId, employeeName: member.name, jobNumber, day, hours, weekStatus: before.status } : null;
}

const HANDLERS = {
  getCrewTime: async (tx, { caller, params }) => enteredIn(tx, caller, weekParam(params.weekStart ?? '')),
  updateCrewTime: async (tx, { caller, params, body }) => {
    const { hours } = body as CrewTimeChange;
    if (!validCrewHours(hours)) throw invalid(CREW_HOURS_TEXT, { hours: CREW_HOURS_TEXT });
    return changeDay(tx, caller, params, hours);
  },
  deleteCrewTime: async (tx, { caller, params }) => {
    await changeDay(tx, caller, params, 0);
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
} satisfies Partial<Record<OperationName, Handler>>;

/** Crew time: an operations manager (or a manager, for their reports) enters a day's hours on a job for people of their crew. */
export default function crewRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HANDLERS);
  done();
}
