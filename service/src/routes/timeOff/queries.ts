import { desc, eq, sql } from 'drizzle-orm';
import { routeOf } from '../../../../src/shared/routing/schemas.ts';
import type { TimeOffRequest } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import { builtOnce } from '../../db/preparedReads.ts';
import * as t from '../../db/schema.ts';

export type RequestRow = typeof t.timeOffRequests.$inferSelect;
export const toRequest = (r: RequestRow, employeeName: string): TimeOffRequest => ({
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
  // A route of more than one step is said on the request (issue #48 §4).
  ...routeOf(r.route, r.step),
});

/** Requests with their employee's name, in one query. */
export function requestsWithNames(tx: Tx) {
  return tx.select({ request: t.timeOffRequests, name: t.people.name }).from(t.timeOffRequests).leftJoin(t.people, eq(t.people.id, t.timeOffRequests.employeeId));
}

export async function requestsOf(tx: Tx, id: string): Promise<TimeOffRequest[]> {
  const rows = await builtOnce(tx, 'timeoff_requests_of', (b) =>
    requestsWithNames(b).where(eq(t.timeOffRequests.employeeId, sql.placeholder('caller'))).orderBy(desc(t.timeOffRequests.firstDay)).prepare('timeoff_requests_of'),
  ).execute({ caller: id });
  return rows.map((r) => toRequest(r.request, r.name ?? id));
}
