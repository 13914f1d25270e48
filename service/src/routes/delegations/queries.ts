import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/**
 * Whether delegation `d` (an alias of delegations in the query) runs on `day`: not ended, and its days include the day,
 * or it runs on the approver's leave and the approver has approved time off that day (issue #48 §3, ADR 0178). The
 * same rule as `runsOn` (src/shared/delegation/schemas.ts), read where the queue and the decisions read.
 */
export const runsSql = (d: string, day: SQL | string): SQL => sql`(${sql.raw(d)}.ended_at is null and (
  (not ${sql.raw(d)}.when_on_leave and ${sql.raw(d)}.first_day <= ${day} and ${sql.raw(d)}.last_day >= ${day})
  or (${sql.raw(d)}.when_on_leave and exists (select 1 from ${t.timeOffRequests} lv where lv.employee_id = ${sql.raw(d)}.approver_id
    and lv.status = 'approved' and lv.first_day <= ${day} and lv.last_day >= ${day}))))`;

/** The approvers whose items wait for `delegate` today (a subquery of ids). */
export const delegatorsOf = (delegate: SQL | string, day: SQL | string): SQL => sql`(select dg.approver_id from ${t.delegations} dg where dg.delegate_id = ${delegate} and ${runsSql('dg', day)})`;

/** The approver's name when `delegate` decides for them today; null when no delegation of theirs runs. */
export async function delegatedBy(tx: Tx, approverId: string, delegate: string, day: string): Promise<string | null> {
  const result: unknown = await tx.execute(sql`select p.name from ${t.delegations} dg join ${t.people} p on p.id = dg.approver_id
    where dg.approver_id = ${approverId} and dg.delegate_id = ${delegate} and ${runsSql('dg', day)} limit 1`);
  const [row] = (result as { rows: { name: string }[] }).rows;
  return row?.name ?? null;
}
