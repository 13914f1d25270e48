import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, lt, max, ne, sql } from 'drizzle-orm';
import { hasAnyRole } from '../../../../src/shared/roles.ts';
import { ROLES_PAYROLL } from '../../../../src/shared/contract/roles.ts';
import { payrollExport } from '../../../../src/shared/payroll/payCodes.ts';
import { adjustmentList, adjustmentsFor, carriedAdjustments, closingFile, PERIOD_NOT_ENDED } from '../../../../src/shared/payroll/closing.ts';
import type { PayrollLine, PeriodNow, PersonOf } from '../../../../src/shared/payroll/closing.ts';
import type { PayCode } from '../../../../src/shared/work/ledger.ts';
import { addDays } from '../../../../src/shared/work/dates.ts';
import { today } from '../../clock.ts';
import type { FileAnswer } from '../../../../src/shared/contract/operation.ts';
import { payrollFileName, timecardsCsv, weekFileName } from '../../../../src/shared/payroll/csv.ts';
import type { ApprovedAt } from '../../../../src/shared/payroll/csv.ts';
import { isPayPeriodStart, PAY_PERIOD_DAYS, PAY_PERIOD_TEXT, payPeriodOf, payPeriodWeeks } from '../../../../src/shared/payroll/periods.ts';
import { isEmptyWeek, NO_SUCH_WEEK, OWN_WEEK_ONLY, payPeriodSummary } from '../../../../src/shared/payroll/rules.ts';
import type { PayPeriodClosing } from '../../../../src/shared/payroll/rules.ts';
import type { TimecardWeek } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { entriesQuery, toWeek, weekOf, weekParam } from '../timecards/queries.ts';
import { withLeave } from '../timecards/ledger.ts';
import { SEED_ACTION } from '../../events/trail.ts';
import type { Input } from '../../plugins/contract.ts';
import { writeTrail } from '../../events/trail.ts';

/**
 * The payroll operations of src/shared/contract/payroll.ts (issue #26 §7, ADR 0131): a pay period's summary, its CSV
 * export and one week's CSV, built by the shared src/shared/payroll rules. An export writes its audit row in the
 * request's transaction (app.ts runs file operations in one).
 */

function periodParam(value: string): string {
  if (!isPayPeriodStart(value)) throw badRequest(PAY_PERIOD_TEXT, { periodStart: PAY_PERIOD_TEXT });
  return value;
}

const weekId = (w: Pick<TimecardWeek, 'employeeId' | 'weekStart'>) => `${w.employeeId}/${w.weekStart}`;

/** Every recorded week of the given Mondays (everyone's), with own and crew entries and the employee's name: three queries. */
async function weeksOf(tx: Tx, weekStarts: string[]): Promise<TimecardWeek[]> {
  const rows = await tx
    .select({ week: t.timecardWeeks, name: t.people.name })
    .from(t.timecardWeeks)
    .leftJoin(t.people, eq(t.people.id, t.timecardWeeks.employeeId))
    .where(inArray(t.timecardWeeks.weekStart, weekStarts));
  if (!rows.length) return [];
  const entries = await entriesQuery(tx).where(inArray(t.timecardEntries.weekStart, weekStarts)).orderBy(asc(t.timecardEntries.jobNumber));
  return rows.map(({ week, name }) =>
    toWeek(week.employeeId, name ?? week.employeeId, week.weekStart, week, entries.filter((e) => e.employeeId === week.employeeId && e.weekStart === week.weekStart)),
  );
}

/**
 * When each approved week was approved: the week's own record (decided_at), else the audit trail since the last seed
 * (weeks approved before the record was kept); null when neither knows.
 */
async function approvalTimes(tx: Tx, weeks: readonly TimecardWeek[]): Promise<ApprovedAt> {
  const approved = weeks.filter((w) => w.status === 'approved');
  if (!approved.length) return () => null;
  const [recorded, trail] = await Promise.all([
    tx
      .select({ employeeId: t.timecardWeeks.employeeId, weekStart: t.timecardWeeks.weekStart, at: t.timecardWeeks.decidedAt })
      .from(t.timecardWeeks)
      .where(and(inArray(t.timecardWeeks.weekStart, [...new Set(approved.map((w) => w.weekStart))]), inArray(t.timecardWeeks.employeeId, [...new Set(approved.map((w) => w.employeeId))]))),
    tx
      .select({ id: t.audit.entityId, at: max(t.audit.at) })
      .from(t.audit)
      .where(
        and(
          eq(t.audit.entity, 'timecard_week'),
          eq(t.audit.action, 'timecard.approve'),
          inArray(t.audit.entityId, approved.map(weekId)),
          sql`${t.audit.id} > (select coalesce(max(a.id), 0) from ${t.audit} a where a.action = ${SEED_ACTION})`,
        ),
      )
      .groupBy(t.audit.entityId),
  ]);
  const at = new Map(trail.map((r) => [r.id, r.at ? new Date(r.at).toISOString() : null]));
  for (const r of recorded) if (r.at) at.set(weekId(r), new Date(r.at).toISOString());
  return (w) => at.get(weekId(w)) ?? null;
}

/** Each person's payroll employee number, by sign-in name. */
async function employeeNumbers(tx: Tx, ids: readonly string[]): Promise<(id: string) => string> {
  if (!ids.length) return (id) => id;
  const rows = await tx.select({ id: t.people.id, number: t.people.employeeNumber }).from(t.people).where(inArray(t.people.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r.number]));
  return (id) => byId.get(id) ?? id;
}

async function exported(tx: Tx, input: Input, entity: string, entityId: string, after: unknown): Promise<void> {
  await writeTrail(tx, input.caller.id, [['export.csv', entity, entityId, null, after]]);
}

/** Each person's number and name (for an adjustment whose person has no row in the period's ledger now). */
async function peopleOf(tx: Tx, ids: readonly string[]): Promise<PersonOf> {
  const rows = ids.length ? await tx.select({ id: t.people.id, number: t.people.employeeNumber, name: t.people.name }).from(t.people).where(inArray(t.people.id, [...new Set(ids)])) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { number: (id) => byId.get(id)?.number ?? id, name: (id) => byId.get(id)?.name ?? id };
}

/** Some periods read through the ledger now: their approved weeks with their leave, by pay code. A few queries, whatever their number. */
async function periodsNow(tx: Tx, starts: readonly string[]): Promise<PeriodNow[]> {
  if (!starts.length) return [];
  const weeks = await withLeave(tx, (await weeksOf(tx, starts.flatMap(payPeriodWeeks))).filter((w) => w.status === 'approved'));
  const [approvedAt, numberOf] = await Promise.all([approvalTimes(tx, weeks), employeeNumbers(tx, [...new Set(weeks.map((w) => w.employeeId))])]);
  return starts.map((periodStart) => ({ periodStart, result: payrollExport(weeks.filter((w) => payPeriodOf(w.weekStart).start === periodStart), numberOf, approvedAt) }));
}

/** The recorded lines for some periods, from every file so far. */
async function linesFor(tx: Tx, periods: readonly string[]): Promise<PayrollLine[]> {
  if (!periods.length) return [];
  const rows = await tx.select().from(t.payrollLines).where(inArray(t.payrollLines.forPeriod, [...periods]));
  return rows.map((r) => ({ forPeriod: r.forPeriod, employeeId: r.employeeId, payCode: r.payCode as PayCode, hours: r.hours }));
}

/** The closed periods before a day. */
async function closedBefore(tx: Tx, start: string): Promise<string[]> {
  const rows = await tx.select({ start: t.payrollCloses.periodStart }).from(t.payrollCloses).where(lt(t.payrollCloses.periodStart, start)).orderBy(asc(t.payrollCloses.periodStart));
  return rows.map((r) => r.start);
}

/** The adjustments a first export of `start` would carry now: every earlier closed period's ledger against its files. */
async function pendingBefore(tx: Tx, start: string) {
  const earlier = await closedBefore(tx, start);
  const [now, lines] = await Promise.all([periodsNow(tx, earlier), linesFor(tx, earlier)]);
  return adjustmentsFor(now, lines, await peopleOf(tx, lines.map((l) => l.employeeId)));
}

const ended = (start: string) => addDays(start, PAY_PERIOD_DAYS - 1) < today();

/** What a period's summary says of its close (ADR 0174). */
async function closingOf(tx: Tx, start: string): Promise<PayPeriodClosing> {
  const [close] = await tx.select({ at: t.payrollCloses.closedAt, by: t.payrollCloses.closedByName }).from(t.payrollCloses).where(eq(t.payrollCloses.periodStart, start));
  if (!close) return { ended: ended(start), closed: null, adjustments: adjustmentList(await pendingBefore(tx, start)), changedSinceClose: [] };
  const carried = await tx
    .select({ forPeriod: t.payrollLines.forPeriod, employeeId: t.payrollLines.employeeId, payCode: t.payrollLines.payCode, hours: t.payrollLines.hours, name: t.people.name })
    .from(t.payrollLines)
    .leftJoin(t.people, eq(t.people.id, t.payrollLines.employeeId))
    .where(and(eq(t.payrollLines.exportPeriod, start), ne(t.payrollLines.forPeriod, start)));
  const [now, lines] = await Promise.all([periodsNow(tx, [start]), linesFor(tx, [start])]);
  return {
    ended: true,
    closed: { at: new Date(close.at).toISOString(), by: close.by },
    adjustments: carriedAdjustments(
      start,
      carried.map((l) => ({ forPeriod: l.forPeriod, employeeId: l.employeeId, payCode: l.payCode as PayCode, hours: l.hours, employeeName: l.name ?? l.employeeId })),
    ),
    changedSinceClose: adjustmentList(adjustmentsFor(now, lines, await peopleOf(tx, lines.map((l) => l.employeeId)))),
  };
}

/** Closes one period at a time (a transaction-scoped lock): two first exports never both carry one adjustment. */
const CLOSE_LOCK = 725046;

const PAYROLL_HANDLERS = {
  getPayPeriod: async (tx: Tx, { params }: Input) => {
    const start = periodParam(params.periodStart ?? '');
    const weeks = await weeksOf(tx, payPeriodWeeks(start));
    return payPeriodSummary(start, weeks, await approvalTimes(tx, weeks), await closingOf(tx, start));
  },

  exportPayPeriod: async (tx: Tx, input: Input): Promise<FileAnswer> => {
    const start = periodParam(input.params.periodStart ?? '');
    const end = addDays(start, PAY_PERIOD_DAYS - 1);
    await tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK})`);
    // A closed period: the file it gave, as recorded (never recomputed), so a download again never differs.
    const [closed] = await tx.select({ fileName: t.payrollCloses.fileName, content: t.payrollCloses.content, at: t.payrollCloses.closedAt }).from(t.payrollCloses).where(eq(t.payrollCloses.periodStart, start));
    if (closed) {
      await exported(tx, input, 'pay_period', start, { fileName: closed.fileName, closedAt: new Date(closed.at).toISOString() });
      return { fileName: closed.fileName, content: closed.content };
    }
    if (!ended(start)) throw conflict(PERIOD_NOT_ENDED);
    // The approved weeks through the ledger: their time off and holidays, by pay code (issue #46 §4).
    const weeks = await withLeave(tx, (await weeksOf(tx, payPeriodWeeks(start))).filter((w) => w.status === 'approved'));
    const [approvedAt, numberOf] = await Promise.all([approvalTimes(tx, weeks), employeeNumbers(tx, [...new Set(weeks.map((w) => w.employeeId))])]);
    const result = payrollExport(weeks, numberOf, approvedAt);
    // Every earlier closed period read through the ledger now, against every line so far exported for it.
    const earlier = await closedBefore(tx, start);
    const [now, lines] = await Promise.all([periodsNow(tx, earlier), linesFor(tx, earlier)]);
    // A file that does not add up is not exported (nor the period closed): the error is logged and the payroll user is told to try again.
    const file = closingFile(start, end, result, now, lines, await peopleOf(tx, lines.map((l) => l.employeeId)));
    const fileName = payrollFileName(start, end);
    await tx.insert(t.payrollCloses).values({ periodStart: start, closedBy: input.caller.id, closedByName: input.caller.name, fileName, content: file.content });
    if (file.lines.length) await tx.insert(t.payrollLines).values(file.lines.map((l) => ({ exportPeriod: start, ...l })));
    await exported(tx, input, 'pay_period', start, { fileName, closed: true, weeks: weeks.length, hours: result.exported, adjustments: file.adjustments.rows.length });
    return { fileName, content: file.content };
  },

  exportTimecardWeek: async (tx: Tx, input: Input): Promise<FileAnswer> => {
    const { caller, params } = input;
    const employeeId = (params.employeeId ?? '').toLowerCase();
    const weekStart = weekParam(params.weekStart ?? '');
    if (employeeId !== caller.id && !hasAnyRole(caller.roles, ROLES_PAYROLL)) throw forbidden(OWN_WEEK_ONLY);
    const week = await weekOf(tx, employeeId, weekStart);
    if (isEmptyWeek(week)) throw notFound(NO_SUCH_WEEK);
    const content = timecardsCsv([week], await approvalTimes(tx, [week]));
    const fileName = weekFileName(employeeId, weekStart);
    await exported(tx, input, 'timecard_week', weekId(week), { fileName, status: week.status });
    return { fileName, content };
  },
};

/** Payroll: a pay period's summary and its CSV exports. */
export default function payrollRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(PAYROLL_HANDLERS);
  done();
}
