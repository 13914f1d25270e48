import * as z from 'zod/mini';
import { ROLES_ALL_CREW, ROLES_ALL_TIMECARDS, ROLES_APPROVALS, ROLES_APPROVE_TIME, ROLES_CREW_TIME } from './roles';
import { ApprovalsPageSchema, ApprovalsQuerySchema } from '../work/approvalsQueue';
import {
  ApprovalHistoryEntrySchema,
  BalancesSchema,
  CrewEntrySchema,
  CrewMemberSchema,
  CrewTimeChangeSchema,
  CrewTimeEntrySchema,
  DashboardSchema,
  DecisionSchema,
  NewTimeOffRequestSchema,
  ProjectDetailSchema,
  ProjectSchema,
  SaveWeekSchema,
  TimecardWeekSchema,
  TeammateOutSchema,
  TimeOffRequestSchema,
  WorkedDaySchema,
} from '../work/schemas';
import { BalanceHistorySchema } from '../work/balances';
import type { Operation } from './operation';

/**
 * The work API, written once (issue #25): each operation's method, path, roles, request body and
 * response schema. The service validates requests and responses with it, the portal checks every
 * response on arrival with it, the MSW handlers are typed and routed by it, and `npm run openapi`
 * writes docs/api/openapi.json from it.
 */

export { ROLES_ALL_CREW, ROLES_ALL_TIMECARDS, ROLES_APPROVE_TIME, ROLES_CREW_TIME };

const list = <T extends z.ZodMiniType>(item: T) => z.array(item);

/** A day of a range: any text is read (the handler's check answers a bad one with 400); OpenAPI says `format: date`. */
const dayParam = (description: string) => z.optional(z.string().check(z.meta({ format: 'date' }))).check(z.meta({ description }));
/** The days a request form asks about: from and to, both included, at most 366 days. */
const REQUEST_DAYS = z.object({ from: dayParam('The first day, YYYY-MM-DD'), to: dayParam('The last day, YYYY-MM-DD (both included; at most 366 days after from)') });

export const WORK_OPERATIONS = {
  getBalances: { method: 'GET', path: '/timeoff/balances', summary: "The caller's time-off balances in hours (after approved requests)", response: BalancesSchema, status: 200, errors: [401] },
  getBalanceHistory: {
    method: 'GET',
    path: '/timeoff/balances/history',
    summary: "The caller's balances with every change of each (accruals, grants, year ends, approved and cancelled requests, HR adjustments), newest first, each with the balance after it, and the leave policies",
    response: BalanceHistorySchema,
    status: 200,
    errors: [401],
  },
  getTimeOffRequests: { method: 'GET', path: '/timeoff/requests', summary: "The caller's time-off requests, latest first", response: list(TimeOffRequestSchema), status: 200, errors: [401] },
  requestTimeOff: {
    method: 'POST',
    path: '/timeoff/requests',
    summary:
      'Ask for time off; the approvers are notified. 422 when some of the days already have hours worked and `workedDaysConfirmed` is not true. An Idempotency-Key makes a repeat return the first answer',
    body: NewTimeOffRequestSchema,
    response: TimeOffRequestSchema,
    status: 201,
    idempotent: true,
    errors: [400, 401, 409, 422],
  },
  updateTimeOff: {
    method: 'PUT',
    path: '/timeoff/requests/{requestId}',
    summary:
      "Change a pending request of the caller (days, type, hours, note), checked as a new one (balance, overlap with the caller's other requests, days already worked); the approver is notified. 409 once it is decided or cancelled",
    body: NewTimeOffRequestSchema,
    response: TimeOffRequestSchema,
    status: 200,
    errors: [400, 401, 404, 409, 422],
  },
  getWorkedDays: {
    method: 'GET',
    path: '/timeoff/worked-days',
    summary: "The caller's days from `from` to `to` that already have hours worked (own and crew time), with their hours: asking for leave on them needs `workedDaysConfirmed`",
    query: REQUEST_DAYS,
    response: list(WorkedDaySchema),
    status: 200,
    errors: [400, 401],
  },
  getTeammatesOutOn: {
    method: 'GET',
    path: '/timeoff/teammates-out',
    summary:
      "Who else is out from `from` to `to` (the request form's list): the caller's teammates (the people sharing their manager, and those they manage) with approved or pending time off on some of those days. Names and days only: never the type, the note or an id",
    query: REQUEST_DAYS,
    response: list(TeammateOutSchema),
    status: 200,
    errors: [400, 401],
  },
  cancelTimeOff: {
    method: 'PUT',
    path: '/timeoff/requests/{requestId}/cancel',
    summary: 'Withdraw a pending request of the caller, or an approved one that has not started (its hours go back to the balance, up to the cap); 409 otherwise',
    response: TimeOffRequestSchema,
    status: 200,
    errors: [401, 404, 409],
  },
  getWeek: { method: 'GET', path: '/timecards/{weekStart}', summary: "The caller's week starting on that Monday (an empty draft when nothing is saved)", response: TimecardWeekSchema, status: 200, errors: [400, 401] },
  saveWeek: { method: 'PUT', path: '/timecards/{weekStart}', summary: 'Save the week as a draft (only draft or returned weeks)', body: SaveWeekSchema, response: TimecardWeekSchema, status: 200, errors: [400, 401, 409, 422] },
  submitWeek: {
    method: 'POST',
    path: '/timecards/{weekStart}/submit',
    summary: 'Submit the week for approval; the approvers are notified and it is read-only until returned',
    body: SaveWeekSchema,
    response: TimecardWeekSchema,
    status: 200,
    errors: [400, 401, 409, 422],
  },
  getApprovals: {
    method: 'GET',
    path: '/approvals',
    summary:
      "A page of what waits for the caller's decision: pending time off, then submitted weeks, of the people the caller approves for (payroll: every submitted week), in one stable order; with how many wait in all and the keyset cursor of the next page (ADR 0172)",
    roles: ROLES_APPROVALS,
    query: ApprovalsQuerySchema,
    response: ApprovalsPageSchema,
    status: 200,
    errors: [400, 401, 403],
  },
  decideTimeOff: {
    method: 'POST',
    path: '/approvals/timeoff/{requestId}',
    summary: 'Approve, or deny with a reason; the employee is notified. 409 when it was decided or cancelled meanwhile',
    roles: ROLES_APPROVALS,
    body: DecisionSchema,
    response: TimeOffRequestSchema,
    status: 200,
    errors: [400, 401, 403, 404, 409, 422],
  },
  decideTimecard: {
    method: 'POST',
    path: '/approvals/timecards/{employeeId}/{weekStart}',
    summary: 'Approve, or return with a reason; the employee is notified. 409 when it was decided meanwhile',
    roles: ROLES_APPROVALS,
    body: DecisionSchema,
    response: TimecardWeekSchema,
    status: 200,
    errors: [400, 401, 403, 404, 409, 422],
  },
  getApprovalHistory: {
    method: 'GET',
    path: '/approvals/history/{itemId}',
    summary:
      "What happened to an approval item (its id from GET /approvals, e.g. timeoff:to-1 or timecard:{employeeId}:{weekStart}), oldest first, with each reason, from the audit trail; only for the people the caller approves for (404 otherwise)",
    roles: ROLES_APPROVALS,
    response: list(ApprovalHistoryEntrySchema),
    status: 200,
    errors: [400, 401, 403, 404],
  },
  getCrew: { method: 'GET', path: '/crew', summary: 'The people the caller enters crew time for', roles: ROLES_CREW_TIME, response: list(CrewMemberSchema), status: 200, errors: [401, 403] },
  enterCrewTime: {
    method: 'POST',
    path: '/crew/time',
    summary: "The same hours for several crew members on one job and day, kept beside (never over) each person's own entries",
    roles: ROLES_CREW_TIME,
    body: CrewEntrySchema,
    response: list(CrewMemberSchema),
    status: 200,
    idempotent: true,
    errors: [400, 401, 403, 409, 422],
  },
  getCrewTime: {
    method: 'GET',
    path: '/crew/time/{weekStart}',
    summary: 'The crew time the caller entered in the week starting that Monday, one line per person, job and day',
    roles: ROLES_CREW_TIME,
    response: list(CrewTimeEntrySchema),
    status: 200,
    errors: [400, 401, 403],
  },
  updateCrewTime: {
    method: 'PUT',
    path: '/crew/time/{employeeId}/{jobNumber}/{day}',
    summary: "Change the hours the caller entered for a member of their crew on a job and day: only in a draft or returned week, and never past 24 hours of all kinds that day",
    roles: ROLES_CREW_TIME,
    body: CrewTimeChangeSchema,
    response: CrewTimeEntrySchema,
    status: 200,
    errors: [400, 401, 403, 404, 409, 422],
  },
  deleteCrewTime: {
    method: 'DELETE',
    path: '/crew/time/{employeeId}/{jobNumber}/{day}',
    summary: 'Remove the hours the caller entered for a member of their crew on a job and day (only in a draft or returned week)',
    roles: ROLES_CREW_TIME,
    status: 204,
    errors: [400, 401, 403, 404, 409],
  },
  getProjects: { method: 'GET', path: '/projects', summary: 'Every job', response: list(ProjectSchema), status: 200, errors: [401] },
  getProject: { method: 'GET', path: '/projects/{jobNumber}', summary: "A job and this week's hours by person", response: ProjectDetailSchema, status: 200, errors: [401, 404] },
  getDashboard: { method: 'GET', path: '/dashboard', summary: "What needs the caller's attention", response: DashboardSchema, status: 200, errors: [401] },
} as const satisfies Record<string, Operation>;

export type WorkOperationName = keyof typeof WORK_OPERATIONS;

