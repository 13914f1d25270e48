import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES_ALL_CREW } from '../../../../src/shared/contract/work.ts';
import { hasAnyRole } from '../../../../src/shared/roles.ts';
import { daysInclusive, mondayOf } from '../../../../src/shared/work/dates.ts';
import { CONFLICTS } from '../../../../src/shared/work/notices.ts';
import { MAX_HOURS_PER_DAY, crewOf as crewRule, dayTotal, firstError, validateCrewEntry } from '../../../../src/shared/work/rules.ts';
import type { CrewEntry, CrewMember } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { audit } from '../../events/trail.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';
import { conflict, forbidden, invalid } from '../../plugins/errors.ts';
import { editable, weekOf, allEntries, upsertWeekStatus, openJobs } from '../timecards/queries.ts';

/** The caller's crew, by the shared rule (src/shared/work/rules.ts `crewOf`), over everyone's reporting line and department. */
async function crewOf(tx: Tx, caller: Caller): Promise<CrewMember[]> {
  const people = await tx.select({ id: t.people.id, name: t.people.name, managerId: t.people.managerId, department: t.people.department }).from(t.people);
  return crewRule(caller.id, hasAnyRole(caller.roles, ROLES_ALL_CREW), people);
}

const HANDLERS = {
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
