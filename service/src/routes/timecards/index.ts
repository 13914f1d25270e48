import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONFLICTS, NOTICES } from '../../../../src/shared/work/notices.ts';
import { EMPTY_WEEK, firstWeekError, validateWeek, weekTotal } from '../../../../src/shared/work/rules.ts';
import type { TimecardEntry, TimecardWeek } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { audit } from '../../events/trail.ts';
import type { Handler, Input, OperationName } from '../../plugins/contract.ts';
import { conflict, invalid } from '../../plugins/errors.ts';
import { managerOf, toManager } from '../people/lookups.ts';
import { timecardRouteFor } from '../../../../src/shared/routing/schemas.ts';
import { routingOf } from '../routing/index.ts';
import { overfullDay, overtimeOf } from '../../../../src/shared/work/ledger.ts';
import { weekWithLeave } from './ledger.ts';
import { editable, weekOf, upsertWeekStatus, openJobs, weekParam, dayProblem } from './queries.ts';

const HANDLERS = {
  getWeek: async (tx, { caller, params }) => await weekWithLeave(tx, await weekOf(tx, caller.id, weekParam(params.weekStart ?? ''))),
  saveWeek: async (tx, input) => saveOrSubmit(tx, input, false),
  submitWeek: async (tx, input) => saveOrSubmit(tx, input, true),
} satisfies Partial<Record<OperationName, Handler>>;
async function saveOrSubmit(tx: Tx, { caller, params, body }: Input, submit: boolean): Promise<TimecardWeek> {
  const weekStart = weekParam(params.weekStart ?? '');
  const input = body as { entries: TimecardEntry[] };
  const before = await weekWithLeave(tx, await weekOf(tx, caller.id, weekStart, true));
  if (!editable(before.status)) throw conflict(CONFLICTS.weekLocked(before.status));
  const entries = input.entries.filter((e) => e.hours.some((h) => h !== 0));
  const weekErrors = validateWeek(entries, await openJobs(tx));
  // A day of every kind together (worked, crew, time off, holiday) may not pass 24 hours (issue #46 §2).
  const problem = firstWeekError(weekErrors) ?? dayProblem([...entries, ...(before.crewEntries ?? [])]) ?? overfullDay(weekStart, [...entries, ...(before.crewEntries ?? [])], before.leave ?? []);
  if (problem) throw invalid(problem);
  const crew = (before.crewEntries ?? []).map(({ jobNumber, hours }) => ({ jobNumber, hours }));
  if (submit && weekTotal([...entries, ...crew]) === 0) throw invalid(EMPTY_WEEK);
  await tx.delete(t.timecardEntries).where(and(eq(t.timecardEntries.employeeId, caller.id), eq(t.timecardEntries.weekStart, weekStart), eq(t.timecardEntries.enteredBy, caller.id)));
  if (entries.length) await tx.insert(t.timecardEntries).values(entries.map((e) => ({ employeeId: caller.id, weekStart, jobNumber: e.jobNumber, enteredBy: caller.id, hours: e.hours })));
  const status = submit ? 'submitted' : before.status;
  // A submission takes its route from the settings as they are now (issue #48 §4): payroll after the manager for a
  // week with more overtime than set. It keeps it until it is decided, or returned and submitted again.
  const route = submit ? { route: timecardRouteFor(await routingOf(tx), overtimeOf([...entries, ...crew], before.leave ?? []), (await managerOf(tx, caller.id)) !== null), step: 0 } : undefined;
  await upsertWeekStatus(tx, { employeeId: caller.id, weekStart, status, reason: submit ? null : before.reason, decidedBy: submit ? null : before.decidedBy }, submit ? null : undefined, route);
  const after = await weekWithLeave(tx, await weekOf(tx, caller.id, weekStart));
  const notified = submit ? await toManager(tx, caller.id, NOTICES.weekSubmitted(after, [...entries, ...crew])) : [];
  await audit(tx, caller, submit ? 'timecard.submit' : 'timecard.save', 'timecard_week', `${caller.id}/${weekStart}`, before, after, notified);
  return after;
}


/** Timecards: a person's week, saved or submitted (own entries; crew time others entered is kept apart and counted). */
export default function timecardsRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HANDLERS);
  done();
}
