import { sql } from 'drizzle-orm';
import { NOTICE_ABOUT } from '../../../../src/shared/notifications/email.ts';
import { NOTICES } from '../../../../src/shared/work/notices.ts';
import { approvalEntry } from '../../../../src/shared/work/balances.ts';
import type { Decision, TimeOffRequest } from '../../../../src/shared/work/schemas.ts';
import { today } from '../../clock.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { writeTrail } from '../../events/trail.ts';
import type { Lead } from '../../events/trail.ts';
import type { Caller } from '../../plugins/auth.ts';
import { knownRequests, kept } from './knownRequests.ts';
import type { KnownRequest } from './knownRequests.ts';
import { toRequest } from '../timeOff/queries.ts';
import { onBehalfOf } from '../../../../src/shared/delegation/schemas.ts';
import { runsSql } from '../delegations/queries.ts';

/** The approver a delegate decides for (issue #48 §3, ADR 0178). */
export interface OnBehalf {
  id: string;
  name: string;
}

/**
 * A time-off decision as one statement, atomic on its own (ADR 0142): the change only if the request is still as
 * `known` says (pending, undecided, the same employee, type, days, hours and note: an edit meanwhile is seen), its
 * employee still has that name and `caller` as manager, and the caller still has `deciderName`; with it, only then,
 * its balance history's entry, audit rows
 * and notification. Of two decisions on one item the second waits for the first's row lock, finds it no longer
 * pending, and changes nothing. Answers the request as decided, or null when nothing was written.
 */
export async function decideKnown(db: Tx, caller: Caller, decision: Decision, known: KnownRequest, deciderName: string | null, onBehalf: OnBehalf | null = null): Promise<TimeOffRequest | null> {
  const row = known.request;
  // Pending and undecided, as the guard below makes sure.
  const before: TimeOffRequest = { ...toRequest(row, known.employeeName), status: 'pending', decidedBy: null };
  const approved = decision.decision === 'approve';
  const decider = deciderName ?? caller.id;
  const byWhom = onBehalf ? onBehalfOf(decider, onBehalf.name) : decider;
  // The step it is at (issue #48 §4): approved before its last step, it moves on to the next and stays pending; a
  // denial at any step ends it.
  const stepKind = row.route[row.step] ?? 'manager';
  const moves = approved && row.step < row.route.length - 1;
  const after: TimeOffRequest = moves
    ? { ...before, route: { steps: row.route, at: row.step + 1 } }
    : { ...before, status: approved ? 'approved' : 'denied', decidedBy: byWhom, reason: approved ? null : (decision.reason ?? '').trim() };
  const approver = onBehalf?.id ?? caller.id;
  // Its manager decides at the manager's step (or their delegate); at HR's step, the caller's role was checked.
  const decidesHere =
    stepKind === 'hr'
      ? sql`exists (select 1 from ${t.people} where ${t.people.id} = ${row.employeeId} and ${t.people.name} = ${known.employeeName})`
      : sql`exists (select 1 from ${t.people} where ${t.people.id} = ${row.employeeId} and ${t.people.managerId} = ${approver} and ${t.people.name} = ${known.employeeName})`;
  // A delegate's decision stands only while the delegation still runs (ended meanwhile: nothing is written).
  const delegated = onBehalf
    ? sql` and exists (select 1 from ${t.delegations} dg where dg.approver_id = ${onBehalf.id} and dg.delegate_id = ${caller.id} and ${runsSql('dg', today())})`
    : sql``;
  const applied = sql`exists (select 1 from u)`;
  const r = t.timeOffRequests;
  const lead: Lead = {
    ctes: [
      sql`u as (update ${r} set status = ${after.status}, decided_by = ${after.decidedBy}, reason = ${after.reason}, step = ${moves ? row.step + 1 : row.step}
        where ${r.id} = ${row.id} and ${r.status} = 'pending' and ${r.decidedBy} is null and ${r.step} = ${row.step}
          and ${r.employeeId} = ${row.employeeId} and ${r.type} = ${row.type} and ${r.firstDay} = ${row.firstDay} and ${r.lastDay} = ${row.lastDay} and ${r.hours} = ${row.hours} and ${r.note} = ${row.note}
          and ${decidesHere}${delegated}
          and ${deciderName === null ? sql`not exists (select 1 from ${t.people} where ${t.people.id} = ${caller.id})` : sql`exists (select 1 from ${t.people} where ${t.people.id} = ${caller.id} and ${t.people.name} = ${deciderName})`}
        returning ${r.id})`,
    ],
    applied,
  };
  if (approved && !moves) {
    // The request's entry in its employee's balance history (ADR 0169), written only with the decision; its audit row
    // names it. Two approvals for one person at once both count: each is a row of its own.
    const e = approvalEntry(row, today());
    const b = t.balanceEntries;
    lead.ctes.push(sql`bal as (insert into ${b} (employee_id, type, day, hours, kind, ref, note) select ${row.employeeId}, ${e.type}, ${e.day}, ${e.hours}, ${e.kind}, ${e.ref}, ${e.note} where ${applied}
      on conflict (employee_id, type, ref) do nothing returning id, type, day, hours, kind, ref)`);
    lead.audit = sql`select 'balances.entry', 'balances', ${row.employeeId}::text, null::jsonb, to_jsonb(bal) from bal`;
  }
  // The trail names the approver a delegate decided for ("by X on behalf of Y").
  // A step's approval names the step in the trail (the history says which).
  const recorded = { ...after, ...(onBehalf ? { onBehalfOf: onBehalf.name } : {}), ...(moves ? { approvedStep: stepKind, approvedBy: byWhom } : {}) };
  const action = moves ? 'timeoff.approve-step' : approved ? 'timeoff.approve' : 'timeoff.deny';
  // The employee hears of the decision when it is final; a step's approval moves it on to the next approver's queue.
  const told = moves ? [] : [{ userId: row.employeeId, notice: NOTICES.timeOffDecided(after), about: NOTICE_ABOUT.timeOffDecided }];
  const written = await writeTrail(db, caller.id, [[action, 'time_off_request', row.id, before, recorded]], told, lead);
  // Decided now, or found otherwise than kept: either way what was kept of it is no longer to be used.
  kept(knownRequests, db).delete(row.id);
  return written ? after : null;
}
