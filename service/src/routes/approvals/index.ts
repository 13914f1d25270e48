import { eq } from 'drizzle-orm';
import { NOTICE_ABOUT } from '../../../../src/shared/notifications/email.ts';
import type { FastifyInstance } from 'fastify';
import { ROLES_ALL_TIMECARDS } from '../../../../src/shared/contract/work.ts';
import { hasAnyRole } from '../../../../src/shared/roles.ts';
import { BAD_ITEM_ID, parseItemId, timeOffHistory, weekHistory } from '../../../../src/shared/work/history.ts';
import { pageRequest } from '../../../../src/shared/work/approvalsQueue.ts';
import { CONFLICTS, NOTICES } from '../../../../src/shared/work/notices.ts';
import { firstError, validateDecision } from '../../../../src/shared/work/rules.ts';
import type { Decision, TimecardWeek } from '../../../../src/shared/work/schemas.ts';
import * as t from '../../db/schema.ts';
import { audit, trailOf } from '../../events/trail.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';
import { conflict, forbidden, invalid, notFound, badRequest } from '../../plugins/errors.ts';
import { knownRequests, knownNames, kept, keep } from './knownRequests.ts';
import type { KnownRequest } from './knownRequests.ts';
import { decideKnown } from './oneStatementDecision.ts';
import type { OnBehalf } from './oneStatementDecision.ts';
import { DELEGATION_TEXTS, onBehalfOf } from '../../../../src/shared/delegation/schemas.ts';
import { ROUTING_TEXTS, stepAt } from '../../../../src/shared/routing/schemas.ts';
import { ROLES_HR_STEP } from '../../../../src/shared/contract/roles.ts';
import { today } from '../../clock.ts';
import { delegatedBy } from '../delegations/queries.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import { decisionRead, approvalsPage } from './queries.ts';
import { nameOf, managerOf, teamOf } from '../people/lookups.ts';
import { toRequest, requestsWithNames } from '../timeOff/queries.ts';
import { weekOf, upsertWeekStatus, weekParam } from '../timecards/queries.ts';

const HANDLERS = {
  getApprovals: async (tx, { caller, query }) => {
    const { after, limit } = pageRequest(query);
    return approvalsPage(tx, caller, after, limit);
  },
  decideTimeOff: async (db, { caller, params, body }) => {
    const decision = decisionOf(body);
    const id = params.requestId ?? '';
    // Known from the approver's list read and their last decision (ADR 0152): one statement, guarded by all of it.
    const known = kept(knownRequests, db).get(id);
    const deciderName = kept(knownNames, db).get(caller.id);
    if (known && deciderName !== undefined && known.managerId === caller.id && known.request.employeeId !== caller.id && known.request.route[known.request.step] === 'manager') {
      const after = await decideKnown(db, caller, decision, known, deciderName);
      if (after) return after;
    }
    // The request, its employee's name and manager and the decider's name, in one read (no lock: the write below
    // is guarded by what was read, ADR 0142).
    const [found] = await decisionRead(db).execute({ id, caller: caller.id });
    const row = found?.request;
    if (row?.employeeId === caller.id) throw forbidden('You cannot decide on your own request.');
    if (!found || !row) throw notFound('No such request is waiting for your approval.');
    // At HR's step, HR (issue #48 §4); else only its approver, or their delegate while the delegation runs (§3).
    const atHr = row.status === 'pending' && row.route[row.step] === 'hr';
    if (atHr && !hasAnyRole(caller.roles, ROLES_HR_STEP)) throw forbidden(ROUTING_TEXTS.hrOnly);
    const onBehalf = atHr ? null : await actingFor(db, caller.id, found.managerId);
    if (onBehalf === undefined) throw forbidden(DELEGATION_TEXTS.notYours);
    const read: KnownRequest = { request: row, employeeName: found.employeeName ?? row.employeeId, managerId: found.managerId ?? caller.id };
    if (row.status !== 'pending') throw conflict(CONFLICTS.requestDecided(toRequest(row, read.employeeName)));
    if (found.deciderName !== null) keep(knownNames, db, caller.id, found.deciderName);
    const after = await decideKnown(db, caller, decision, read, found.deciderName, onBehalf);
    if (after) return after;
    // Decided or cancelled since it was read (or its employee's name or manager changed): say what happened, as
    // the locked read did.
    const [now] = await decisionRead(db).execute({ id: row.id, caller: caller.id });
    throw conflict(CONFLICTS.requestDecided(now?.request ? toRequest(now.request, now.employeeName ?? row.employeeId) : toRequest(row, read.employeeName)));
  },
  decideTimecard: async (tx, { caller, params, body }) => {
    const decision = decisionOf(body);
    const employeeId = params.employeeId ?? '';
    const weekStart = weekParam(params.weekStart ?? '');
    if (employeeId === caller.id) throw forbidden('You cannot decide on your own timecard.');
    const before = await weekOf(tx, employeeId, weekStart, true);
    const exists = before.status !== 'draft' || before.entries.length > 0 || (before.crewEntries ?? []).length > 0;
    if (!exists) throw notFound('No such timecard is waiting for your approval.');
    // Who decides at the step it is at (issue #48 §4): payroll at payroll's; at its manager's, the manager or a running
    // delegate (§3), and payroll too when no payroll step follows (payroll would otherwise approve it twice).
    const payroll = hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS);
    const submitted = before.status === 'submitted';
    const atPayroll = submitted && stepAt(before) === 'payroll';
    const payrollNext = submitted && !atPayroll && (before.route?.steps.length ?? 1) > 1;
    if (atPayroll && !payroll) throw forbidden(ROUTING_TEXTS.payrollOnly);
    const mine = (payroll && !payrollNext) || (!atPayroll && (await teamOf(tx, caller.id)).includes(employeeId));
    // Not the caller's own to decide: their delegate's while a delegation of its approver to them runs (issue #48 §3).
    const onBehalf = mine ? null : await actingFor(tx, caller.id, await managerOf(tx, employeeId));
    if (onBehalf === undefined) throw forbidden(payroll ? ROUTING_TEXTS.managerFirst : DELEGATION_TEXTS.notYours);
    if (!submitted) throw conflict(CONFLICTS.weekDecided(before));
    const approved = decision.decision === 'approve';
    const name = await nameOf(tx, caller.id);
    const by = onBehalf ? onBehalfOf(name, onBehalf.name) : name;
    // Approved before its last step, it moves on to the next and stays submitted; a return at any step ends it.
    const route = before.route;
    const moves = approved && route !== undefined && route.at < route.steps.length - 1;
    const after: TimecardWeek =
      moves ? { ...before, route: { ...route, at: route.at + 1 } } : { ...before, status: approved ? 'approved' : 'returned', decidedBy: by, reason: approved ? null : (decision.reason ?? '').trim() };
    await upsertWeekStatus(tx, after, moves ? undefined : new Date().toISOString(), moves ? { route: route.steps, step: route.at + 1 } : undefined);
    // The trail names the approver a delegate decided for, and the step a step's approval was (the history says which).
    const recorded = { ...after, ...(onBehalf ? { onBehalfOf: onBehalf.name } : {}), ...(moves ? { approvedStep: stepAt(before), approvedBy: by } : {}) };
    const told = moves ? [] : [{ userId: employeeId, notice: NOTICES.weekDecided(after), about: NOTICE_ABOUT.weekDecided }];
    await audit(tx, caller, moves ? 'timecard.approve-step' : approved ? 'timecard.approve' : 'timecard.return', 'timecard_week', `${employeeId}/${weekStart}`, before, recorded, told);
    return after;
  },
  getApprovalHistory: async (tx, { caller, params }) => {
    const ref = parseItemId(params.itemId ?? '');
    if (!ref) throw badRequest(BAD_ITEM_ID, { itemId: BAD_ITEM_ID });
    if (ref.kind === 'timeoff') {
      // The same check as a decision's: the caller is the employee's manager (never for their own request).
      const [found] = await requestsWithNames(tx).where(eq(t.timeOffRequests.id, ref.requestId));
      const managerId = found ? await managerOf(tx, found.request.employeeId) : null;
      const mayRead =
        managerId === caller.id || hasAnyRole(caller.roles, ROLES_HR_STEP) || (managerId !== null && (await delegatedBy(tx, managerId, caller.id, today())) !== null);
      if (!found || found.request.employeeId === caller.id || !mayRead) throw notFound('No such request among the ones you approve.');
      return timeOffHistory(toRequest(found.request, found.name ?? found.request.employeeId), await trailOf(tx, 'time_off_request', ref.requestId));
    }
    const weekStart = weekParam(ref.weekStart);
    const { employeeId } = ref;
    const mayDecide = employeeId !== caller.id && (hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS) || (await teamOf(tx, caller.id)).includes(employeeId) || (await actingFor(tx, caller.id, await managerOf(tx, employeeId))) !== undefined);
    const week = mayDecide ? await weekOf(tx, employeeId, weekStart) : null;
    if (!week || (week.status === 'draft' && week.entries.length === 0)) throw notFound('No such timecard among the ones you approve.');
    return weekHistory(week, await trailOf(tx, 'timecard_week', `${employeeId}/${weekStart}`));
  },
} satisfies Partial<Record<OperationName, Handler>>;
/**
 * Whom the caller decides for on an item whose approver is `approverId`: null for their own, the approver when a
 * delegation of theirs to the caller runs today (ADR 0178), undefined when the item is not the caller's to decide.
 */
async function actingFor(tx: Tx, callerId: string, approverId: string | null): Promise<OnBehalf | null | undefined> {
  if (approverId === callerId) return null;
  if (approverId === null) return undefined;
  const name = await delegatedBy(tx, approverId, callerId, today());
  return name === null ? undefined : { id: approverId, name };
}

function decisionOf(body: unknown): Decision {
  const decision = body as Decision;
  const errors = validateDecision(decision);
  const problem = firstError(errors);
  if (problem) throw invalid(problem, errors);
  return decision;
}

/**
 * Approvals: what waits for the caller, decisions on time off and timecards, and an item's history. Of two decisions on one
 * item one wins and the other answers 409 (a timecard's row is locked; a time-off decision is guarded in its one statement).
 */
export default function approvalsRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HANDLERS, { decideTimeOff: { oneStatement: true } });
  done();
}
