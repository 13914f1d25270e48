import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import { addDays, mondayOf } from '../../../../src/shared/work/dates.ts';
import { leaveOfWeek, withLeaveRows, workedDaysIn } from '../../../../src/shared/work/ledger.ts';
import type { Holiday, TimecardWeek, WorkedDay } from '../../../../src/shared/work/schemas.ts';
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

/**
 * The days with hours worked (own and crew time, any week status) of some people between two days, by person
 * (issue #46 §2): one query over the entries of the weeks that meet those days, whatever the number of people.
 * Answers each span's worked days, in the order of `spans` (empty: none worked).
 */
export async function workedDaysOf(tx: Tx, spans: readonly { employeeId: string; firstDay: string; lastDay: string }[]): Promise<WorkedDay[][]> {
  if (!spans.length) return [];
  const first = spans.map((s) => s.firstDay).sort()[0] ?? '';
  const last = spans.map((s) => s.lastDay).sort().at(-1) ?? first;
  const people = [...new Set(spans.map((s) => s.employeeId))];
  const rows = await tx
    .select({ employeeId: t.timecardEntries.employeeId, weekStart: t.timecardEntries.weekStart, hours: t.timecardEntries.hours })
    .from(t.timecardEntries)
    .where(and(inArray(t.timecardEntries.employeeId, people), gte(t.timecardEntries.weekStart, mondayOf(first)), lte(t.timecardEntries.weekStart, last)));
  const byPerson = new Map<string, typeof rows>();
  for (const r of rows) {
    const own = byPerson.get(r.employeeId);
    if (own) own.push(r);
    else byPerson.set(r.employeeId, [r]);
  }
  return spans.map((s) => workedDaysIn(byPerson.get(s.employeeId) ?? [], s.firstDay, s.lastDay));
}
