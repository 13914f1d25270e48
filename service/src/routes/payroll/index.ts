import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { hasAnyRole } from '../../../../src/shared/roles.ts';
import { ROLES_PAYROLL } from '../../../../src/shared/contract/roles.ts';
import { payrollCsv, payrollExport } from '../../../../src/shared/payroll/payCodes.ts';
import type { FileAnswer } from '../../../../src/shared/contract/operation.ts';
import { payrollFileName, timecardsCsv, weekFileName } from '../../../../src/shared/payroll/csv.ts';
import type { ApprovedAt } from '../../../../src/shared/payroll/csv.ts';
import { isPayPeriodStart, PAY_PERIOD_TEXT, payPeriodWeeks } from '../../../../src/shared/payroll/periods.ts';
import { isEmptyWeek, NO_SUCH_WEEK, OWN_WEEK_ONLY, payPeriodSummary } from '../../../../src/shared/payroll/rules.ts';
import type { TimecardWeek } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../plugins/errors.ts';
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

const PAYROLL_HANDLERS = {
  getPayPeriod: async (tx: Tx, { params }: Input) => {
    const start = periodParam(params.periodStart ?? '');
    const weeks = await weeksOf(tx, payPeriodWeeks(start));
    return payPeriodSummary(start, weeks, await approvalTimes(tx, weeks));
  },

  exportPayPeriod: async (tx: Tx, input: Input): Promise<FileAnswer> => {
    const start = periodParam(input.params.periodStart ?? '');
    // The approved weeks through the ledger: their time off and holidays, by pay code (issue #46 §4).
    const weeks = await withLeave(tx, (await weeksOf(tx, payPeriodWeeks(start))).filter((w) => w.status === 'approved'));
    const [approvedAt, numberOf] = await Promise.all([approvalTimes(tx, weeks), employeeNumbers(tx, [...new Set(weeks.map((w) => w.employeeId))])]);
    const summary = payPeriodSummary(start, weeks, approvedAt);
    const result = payrollExport(weeks, numberOf, approvedAt);
    // A file that does not add up is not exported: the error is logged and the payroll user is told to try again.
    const content = payrollCsv(summary.periodStart, summary.periodEnd, result);
    const fileName = payrollFileName(summary.periodStart, summary.periodEnd);
    await exported(tx, input, 'pay_period', start, { fileName, weeks: summary.approved.length, hours: result.exported });
    return { fileName, content };
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
