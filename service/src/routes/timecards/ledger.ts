import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import { addDays } from '../../../../src/shared/work/dates.ts';
import { leaveOfWeek, withLeaveRows } from '../../../../src/shared/work/ledger.ts';
import type { Holiday, TimecardWeek } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { toRequest } from '../timeOff/queries.ts';

/**
 * The ledger's other kinds beside the hours worked (issue #46 §1): the time off (approved and pending requests) and
 * the holidays on the days of some weeks, each week's leave rows and conflicts filled in. Two queries, whatever the
 * number of weeks: the requests of their employees that meet their days, and the holidays that may be observed on them.
 */
export async function withLeave(tx: Tx, weeks: readonly TimecardWeek[]): Promise<TimecardWeek[]> {
  if (!weeks.length) return [];
  const starts = weeks.map((w) => w.weekStart).sort();
  const first = starts[0] ?? '';
  const last = addDays(starts.at(-1) ?? first, 6);
  const people = [...new Set(weeks.map((w) => w.employeeId))];
  const [requests, holidays] = await Promise.all([
    tx
      .select()
      .from(t.timeOffRequests)
      .where(and(inArray(t.timeOffRequests.employeeId, people), inArray(t.timeOffRequests.status, ['approved', 'pending']), lte(t.timeOffRequests.firstDay, last), gte(t.timeOffRequests.lastDay, first))),
    holidaysAround(tx, first, last),
  ]);
  return weeks.map((w) => {
    const own = requests.filter((r) => r.employeeId === w.employeeId).map((r) => toRequest(r, w.employeeName));
    return withLeaveRows(w, leaveOfWeek(w.weekStart, own, holidays));
  });
}

/** One week with its leave rows and conflicts (see withLeave). */
export async function weekWithLeave(tx: Tx, week: TimecardWeek): Promise<TimecardWeek> {
  const [filled] = await withLeave(tx, [week]);
  return filled ?? week;
}

/** The holidays that may be observed between two days: one day either side (a Saturday's Friday, a Sunday's Monday). */
export async function holidaysAround(tx: Tx, first: string, last: string): Promise<Holiday[]> {
  return tx
    .select({ date: t.holidays.date, name: t.holidays.name })
    .from(t.holidays)
    .where(and(gte(t.holidays.date, addDays(first, -1)), lte(t.holidays.date, addDays(last, 1))))
    .orderBy(asc(t.holidays.date));
}
