import { addDays, isoDate, mondayOf } from '../work/dates';
import { BAD_CURSOR, BAD_LIMIT } from '../work/approvalsQueue';
import { BAD_ITEM_ID } from '../work/history';
import { CONFLICTS } from '../work/notices';
import { EMPTY_WEEK, REASON_REQUIRED } from '../work/rules';
import { ERROR_TEXTS, IDEMPOTENCY_HEADER } from './errors';
import { API_OPERATIONS } from './index';
import type { ApiOperationName } from './index';
import type { Operation } from './operation';
import { holidayTaken } from '../work/rules';
import { payPeriodOf, PAY_PERIOD_TEXT } from '../payroll/periods';
import { NO_SUCH_WEEK, OWN_WEEK_ONLY } from '../payroll/rules';
import { PERIOD_NOT_ENDED } from '../payroll/closing';
import { hasAnyRole } from '../roles';
import { NO_SUCH_FEED } from '../calendarFeeds/schemas';
import { DELEGATION_TEXTS } from '../delegation/schemas';
import { ROUTING_TEXTS } from '../routing/schemas';
import type { NavRole } from '../roles';

/**
 * The contract suite's scenarios (issue #25): every operation, its success and each documented error,
 * run on the default seed against the MSW handlers (src/mocks/contract.test.ts) and against the real
 * service (service/test/contract.test.ts). Both must answer each one with the same status, the same
 * error message where one is named, and a body of the contract's shape: they may not disagree.
 */
export type Who = 'alex' | 'morgan' | 'olivia' | 'pat' | 'harper';

export interface Scenario {
  operation: ApiOperationName;
  who: Who | null;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  status: number;
  /** The error message both must give. */
  message?: string;
}

export const SCENARIO_EMAIL: Record<Who, string> = {
  alex: 'alex.rivera@contoso.test',
  morgan: 'morgan.lee@contoso.test',
  olivia: 'olivia.chen@contoso.test',
  pat: 'pat.morgan@contoso.test',
  harper: 'harper.quinn@contoso.test',
};

/** The navigation roles of each demo person (their token roles in scripts/demo-users.ts, as navRolesFrom reads them). */
export const SCENARIO_ROLES: Record<Who, readonly NavRole[]> = {
  alex: ['EMPLOYEE'],
  morgan: ['EMPLOYEE', 'TEAM_MANAGER', 'TEAM_APPROVER'],
  olivia: ['EMPLOYEE', 'OPERATIONS_MANAGER'],
  pat: ['EMPLOYEE', 'PAYROLL_USER'],
  harper: ['EMPLOYEE', 'HR_ADMIN'],
};

/**
 * The scenarios of every computed read (an operation with `answer` and no path parameters, ADR 0140), derived from
 * its roles: 200 for the first demo person who holds one, 403 for the first who holds none, 401 for nobody. A new
 * computed read is in the suite without a line here.
 */
export function derivedScenarios(): Scenario[] {
  const people = Object.keys(SCENARIO_ROLES) as Who[];
  return (Object.entries(API_OPERATIONS) as [ApiOperationName, Operation][])
    .filter(([, op]) => op.answer !== undefined && op.method === 'GET' && !op.path.includes('{'))
    .flatMap(([operation, op]) => {
      const allowed = people.find((who) => hasAnyRole(SCENARIO_ROLES[who], op.roles));
      const refused = op.roles?.length ? people.find((who) => !hasAnyRole(SCENARIO_ROLES[who], op.roles)) : undefined;
      return [
        ...(allowed ? [{ operation, who: allowed, path: op.path, status: 200 }] : []),
        ...(refused ? [{ operation, who: refused, path: op.path, status: 403, message: ERROR_TEXTS.forbidden }] : []),
        { operation, who: null, path: op.path, status: 401, message: ERROR_TEXTS.unauthorized },
      ];
    });
}

export function operationOf(s: Scenario): Operation {
  return API_OPERATIONS[s.operation];
}

const key = (k: string) => ({ [IDEMPOTENCY_HEADER]: k });

export function contractScenarios(now: Date = new Date()): Scenario[] {
  const week = mondayOf(isoDate(now));
  const lastWeek = addDays(week, -7);
  const later = addDays(week, 63);
  const alex = encodeURIComponent(SCENARIO_EMAIL.alex);
  const harper = encodeURIComponent(SCENARIO_EMAIL.harper);
  const month = `from=${week}&to=${addDays(week, 41)}`;
  // The seed's Company Wellness Day (the Friday of next week), and a Sunday about three months out (free
  // unless one of the seed's fixed-date holidays falls on it).
  const wellness = addDays(week, 11);
  const holidayDay = addDays(week, 90);
  const request = (hours: number) => ({ type: 'sick', firstDay: later, lastDay: later, hours, note: '' });
  // A change of Alex's pending to-1 to a day of its own (the creates above take `later`).
  const changed = (hours: number) => ({ type: 'vacation', firstDay: addDays(later, 1), lastDay: addDays(later, 1), hours, note: 'Moved' });
  const today = isoDate(now);
  const yesterday = addDays(today, -1);
  // The pay period holding the seed's approved weeks (two weeks ago).
  const period = payPeriodOf(addDays(week, -14)).start;
  // Morgan's delegation to Pat for days from today (none of them today: the queue is left as it is).
  const delegation = (first: number, last: number) => ({ delegateId: SCENARIO_EMAIL.pat, firstDay: addDays(today, first), lastDay: addDays(today, last), whenOnLeave: false });
  const notice = (expiresOn: string | null) => ({ title: 'Office closed Friday', body: 'The office is closed on Friday for maintenance.', pinned: false, expiresOn });
  return [
    { operation: 'getBalances', who: 'alex', path: '/timeoff/balances', status: 200 },
    { operation: 'getBalances', who: null, path: '/timeoff/balances', status: 401, message: ERROR_TEXTS.unauthorized },
    { operation: 'getTimeOffRequests', who: 'alex', path: '/timeoff/requests', status: 200 },
    { operation: 'getTimeOffRequests', who: null, path: '/timeoff/requests', status: 401, message: ERROR_TEXTS.unauthorized },
    { operation: 'requestTimeOff', who: 'alex', path: '/timeoff/requests', body: request(8), headers: key('c-1'), status: 201 },
    { operation: 'requestTimeOff', who: 'alex', path: '/timeoff/requests', body: { ...request(8), unknownField: 1 }, headers: key('c-2'), status: 201 },
    { operation: 'requestTimeOff', who: 'alex', path: '/timeoff/requests', body: request(0), headers: key('c-3'), status: 422, message: 'Enter more than 0 hours.' },
    { operation: 'requestTimeOff', who: 'alex', path: '/timeoff/requests', body: { ...request(8), hours: 'eight' }, headers: key('c-4'), status: 400 },
    { operation: 'requestTimeOff', who: 'alex', path: '/timeoff/requests', body: request(8), status: 400, message: ERROR_TEXTS.idempotencyKey },
    { operation: 'requestTimeOff', who: null, path: '/timeoff/requests', body: request(8), headers: key('c-5'), status: 401 },
    { operation: 'updateTimeOff', who: 'alex', path: '/timeoff/requests/to-1', body: changed(8), status: 200 },
    { operation: 'updateTimeOff', who: 'alex', path: '/timeoff/requests/to-2', body: request(8), status: 409, message: CONFLICTS.editDecided({ status: 'approved', decidedBy: 'Morgan Lee' }) },
    { operation: 'updateTimeOff', who: 'alex', path: '/timeoff/requests/to-1', body: changed(0), status: 422, message: 'Enter more than 0 hours.' },
    { operation: 'updateTimeOff', who: 'alex', path: '/timeoff/requests/to-5', body: request(8), status: 404, message: 'Time-off request not found.' },
    { operation: 'updateTimeOff', who: 'alex', path: '/timeoff/requests/to-1', body: { ...request(8), hours: 'eight' }, status: 400 },
    { operation: 'updateTimeOff', who: null, path: '/timeoff/requests/to-1', body: request(8), status: 401 },
    { operation: 'getTeammatesOutOn', who: 'alex', path: `/timeoff/teammates-out?${month}`, status: 200 },
    { operation: 'getTeammatesOutOn', who: 'alex', path: `/timeoff/teammates-out?from=${week}`, status: 400, message: 'Give from and to (YYYY-MM-DD).' },
    { operation: 'getTeammatesOutOn', who: null, path: `/timeoff/teammates-out?${month}`, status: 401, message: ERROR_TEXTS.unauthorized },
    { operation: 'getWorkedDays', who: 'alex', path: `/timeoff/worked-days?from=${lastWeek}&to=${addDays(week, 6)}`, status: 200 },
    { operation: 'getWorkedDays', who: 'alex', path: `/timeoff/worked-days?from=${week}&to=${addDays(week, 400)}`, status: 400, message: 'Ask for at most 366 days at a time.' },
    { operation: 'getWorkedDays', who: null, path: `/timeoff/worked-days?from=${week}&to=${week}`, status: 401, message: ERROR_TEXTS.unauthorized },
    { operation: 'cancelTimeOff', who: 'alex', path: '/timeoff/requests/to-1/cancel', status: 200 },
    { operation: 'cancelTimeOff', who: 'alex', path: '/timeoff/requests/to-2/cancel', status: 409, message: CONFLICTS.cancelDecided({ status: 'approved', decidedBy: 'Morgan Lee' }) },
    { operation: 'cancelTimeOff', who: 'alex', path: '/timeoff/requests/to-5/cancel', status: 404, message: 'Time-off request not found.' },
    { operation: 'cancelTimeOff', who: null, path: '/timeoff/requests/to-1/cancel', status: 401 },
    { operation: 'getWeek', who: 'alex', path: `/timecards/${week}`, status: 200 },
    { operation: 'getWeek', who: 'alex', path: `/timecards/${addDays(week, 1)}`, status: 400, message: 'A week starts on a Monday (YYYY-MM-DD).' },
    { operation: 'getWeek', who: null, path: `/timecards/${week}`, status: 401 },
    { operation: 'saveWeek', who: 'alex', path: `/timecards/${week}`, body: { entries: [{ jobNumber: '24-117', hours: [8, 8, 0, 0, 0, 0, 0] }] }, status: 200 },
    { operation: 'saveWeek', who: 'alex', path: `/timecards/${lastWeek}`, body: { entries: [] }, status: 409, message: CONFLICTS.weekLocked('submitted') },
    { operation: 'saveWeek', who: 'alex', path: `/timecards/${week}`, body: { entries: [{ jobNumber: '99-999', hours: [8, 0, 0, 0, 0, 0, 0] }] }, status: 422, message: 'Job 99-999 is not an open job.' },
    { operation: 'saveWeek', who: 'alex', path: `/timecards/${week}`, body: { entries: 'none' }, status: 400 },
    { operation: 'saveWeek', who: 'alex', path: `/timecards/${addDays(week, 2)}`, body: { entries: [] }, status: 400 },
    { operation: 'saveWeek', who: null, path: `/timecards/${week}`, body: { entries: [] }, status: 401 },
    { operation: 'submitWeek', who: 'alex', path: `/timecards/${week}/submit`, body: { entries: [{ jobNumber: '24-117', hours: [8, 0, 0, 0, 0, 0, 0] }] }, status: 200 },
    { operation: 'submitWeek', who: 'alex', path: `/timecards/${week}/submit`, body: { entries: [] }, status: 422, message: EMPTY_WEEK },
    { operation: 'submitWeek', who: 'alex', path: `/timecards/${lastWeek}/submit`, body: { entries: [] }, status: 409, message: CONFLICTS.weekLocked('submitted') },
    { operation: 'submitWeek', who: 'alex', path: `/timecards/${addDays(week, 3)}/submit`, body: { entries: [] }, status: 400 },
    { operation: 'submitWeek', who: null, path: `/timecards/${week}/submit`, body: { entries: [] }, status: 401 },
    { operation: 'getApprovals', who: 'morgan', path: '/approvals', status: 200 },
    { operation: 'getApprovals', who: 'pat', path: '/approvals', status: 200 },
    { operation: 'getApprovals', who: 'morgan', path: '/approvals?limit=2', status: 200 },
    { operation: 'getApprovals', who: 'morgan', path: '/approvals?after=nope', status: 400, message: `after: ${BAD_CURSOR}` },
    { operation: 'getApprovals', who: 'morgan', path: '/approvals?limit=0', status: 400, message: `limit: ${BAD_LIMIT}` },
    { operation: 'getApprovals', who: 'alex', path: '/approvals', status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'getApprovals', who: null, path: '/approvals', status: 401 },
    { operation: 'decideTimeOff', who: 'morgan', path: '/approvals/timeoff/to-1', body: { decision: 'approve' }, status: 200 },
    { operation: 'decideTimeOff', who: 'morgan', path: '/approvals/timeoff/to-1', body: { decision: 'deny' }, status: 422, message: REASON_REQUIRED },
    { operation: 'decideTimeOff', who: 'morgan', path: '/approvals/timeoff/to-1', body: { decision: 'maybe' }, status: 400 },
    { operation: 'decideTimeOff', who: 'morgan', path: '/approvals/timeoff/to-2', body: { decision: 'approve' }, status: 409, message: CONFLICTS.requestDecided({ status: 'approved', decidedBy: 'Morgan Lee' }) },
    { operation: 'decideTimeOff', who: 'morgan', path: '/approvals/timeoff/to-4', body: { decision: 'approve' }, status: 409, message: CONFLICTS.requestDecided({ status: 'cancelled', decidedBy: null }) },
    { operation: 'decideTimeOff', who: 'morgan', path: '/approvals/timeoff/nope', body: { decision: 'approve' }, status: 404, message: 'No such request is waiting for your approval.' },
    { operation: 'decideTimeOff', who: 'pat', path: '/approvals/timeoff/to-1', body: { decision: 'approve' }, status: 403, message: DELEGATION_TEXTS.notYours },
    { operation: 'decideTimeOff', who: 'pat', path: '/approvals/timeoff/to-5', body: { decision: 'approve' }, status: 403, message: 'You cannot decide on your own request.' },
    { operation: 'decideTimeOff', who: 'alex', path: '/approvals/timeoff/to-1', body: { decision: 'approve' }, status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'decideTimeOff', who: null, path: '/approvals/timeoff/to-1', body: { decision: 'approve' }, status: 401 },
    { operation: 'decideTimecard', who: 'morgan', path: `/approvals/timecards/${alex}/${lastWeek}`, body: { decision: 'deny', reason: 'Check Wednesday' }, status: 200 },
    { operation: 'decideTimecard', who: 'morgan', path: `/approvals/timecards/${alex}/${lastWeek}`, body: { decision: 'deny' }, status: 422, message: REASON_REQUIRED },
    { operation: 'decideTimecard', who: 'morgan', path: `/approvals/timecards/${alex}/${lastWeek}`, body: {}, status: 400 },
    { operation: 'decideTimecard', who: 'morgan', path: `/approvals/timecards/${alex}/${addDays(week, -14)}`, body: { decision: 'approve' }, status: 409, message: CONFLICTS.weekDecided({ status: 'approved', decidedBy: 'Morgan Lee' }) },
    { operation: 'decideTimecard', who: 'morgan', path: `/approvals/timecards/${harper}/${lastWeek}`, body: { decision: 'approve' }, status: 404, message: 'No such timecard is waiting for your approval.' },
    { operation: 'decideTimecard', who: 'pat', path: `/approvals/timecards/${encodeURIComponent(SCENARIO_EMAIL.pat)}/${lastWeek}`, body: { decision: 'approve' }, status: 403, message: 'You cannot decide on your own timecard.' },
    { operation: 'decideTimecard', who: 'alex', path: `/approvals/timecards/${alex}/${lastWeek}`, body: { decision: 'approve' }, status: 403 },
    { operation: 'decideTimecard', who: null, path: `/approvals/timecards/${alex}/${lastWeek}`, body: { decision: 'approve' }, status: 401 },
    { operation: 'getApprovalHistory', who: 'morgan', path: `/approvals/history/${encodeURIComponent('timeoff:to-1')}`, status: 200 },
    { operation: 'getApprovalHistory', who: 'morgan', path: `/approvals/history/${encodeURIComponent('timeoff:to-3')}`, status: 200 },
    { operation: 'getApprovalHistory', who: 'morgan', path: `/approvals/history/${encodeURIComponent(`timecard:${SCENARIO_EMAIL.alex}:${lastWeek}`)}`, status: 200 },
    { operation: 'getApprovalHistory', who: 'morgan', path: '/approvals/history/nonsense', status: 400, message: BAD_ITEM_ID },
    { operation: 'getApprovalHistory', who: 'morgan', path: `/approvals/history/${encodeURIComponent(`timecard:${SCENARIO_EMAIL.alex}:${addDays(lastWeek, 1)}`)}`, status: 400 },
    { operation: 'getApprovalHistory', who: 'morgan', path: `/approvals/history/${encodeURIComponent('timeoff:nope')}`, status: 404, message: 'No such request among the ones you approve.' },
    { operation: 'getApprovalHistory', who: 'morgan', path: `/approvals/history/${encodeURIComponent(`timecard:${SCENARIO_EMAIL.harper}:${lastWeek}`)}`, status: 404, message: 'No such timecard among the ones you approve.' },
    { operation: 'getApprovalHistory', who: 'pat', path: `/approvals/history/${encodeURIComponent('timeoff:to-1')}`, status: 404 },
    { operation: 'getApprovalHistory', who: 'pat', path: `/approvals/history/${encodeURIComponent('timeoff:to-5')}`, status: 404 },
    { operation: 'getApprovalHistory', who: 'alex', path: `/approvals/history/${encodeURIComponent('timeoff:to-1')}`, status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'getApprovalHistory', who: null, path: `/approvals/history/${encodeURIComponent('timeoff:to-1')}`, status: 401 },
    { operation: 'getCrew', who: 'olivia', path: '/crew', status: 200 },
    { operation: 'getCrew', who: 'alex', path: '/crew', status: 403 },
    { operation: 'getCrew', who: null, path: '/crew', status: 401 },
    { operation: 'enterCrewTime', who: 'olivia', path: '/crew/time', body: { jobNumber: '24-117', day: week, hours: 4, employeeIds: [SCENARIO_EMAIL.alex] }, headers: key('w-1'), status: 200 },
    { operation: 'enterCrewTime', who: 'olivia', path: '/crew/time', body: { jobNumber: '24-117', day: week, hours: 4, employeeIds: [] }, headers: key('w-2'), status: 422, message: 'Choose at least one crew member.' },
    { operation: 'enterCrewTime', who: 'olivia', path: '/crew/time', body: { jobNumber: '24-117', day: week, hours: 4, employeeIds: [SCENARIO_EMAIL.alex] }, status: 400, message: ERROR_TEXTS.idempotencyKey },
    { operation: 'enterCrewTime', who: 'olivia', path: '/crew/time', body: { jobNumber: '24-117', day: lastWeek, hours: 4, employeeIds: [SCENARIO_EMAIL.alex] }, headers: key('w-3'), status: 409, message: CONFLICTS.crewWeekLocked('Alex Rivera', lastWeek, 'submitted') },
    { operation: 'enterCrewTime', who: 'morgan', path: '/crew/time', body: { jobNumber: '24-117', day: week, hours: 4, employeeIds: [SCENARIO_EMAIL.harper] }, headers: key('w-4'), status: 403, message: 'Time can only be entered for your crew.' },
    { operation: 'enterCrewTime', who: 'alex', path: '/crew/time', body: { jobNumber: '24-117', day: week, hours: 4, employeeIds: [] }, headers: key('w-5'), status: 403 },
    { operation: 'enterCrewTime', who: null, path: '/crew/time', body: { jobNumber: '24-117', day: week, hours: 4, employeeIds: [] }, headers: key('w-6'), status: 401 },
    { operation: 'getProjects', who: 'alex', path: '/projects', status: 200 },
    { operation: 'getProjects', who: null, path: '/projects', status: 401 },
    { operation: 'getProject', who: 'alex', path: '/projects/24-117', status: 200 },
    { operation: 'getProject', who: 'alex', path: '/projects/00-000', status: 404, message: 'No job 00-000.' },
    { operation: 'getProject', who: null, path: '/projects/24-117', status: 401 },
    { operation: 'getDashboard', who: 'morgan', path: '/dashboard', status: 200 },
    { operation: 'getDashboard', who: 'alex', path: '/dashboard', status: 200 },
    { operation: 'getDashboard', who: null, path: '/dashboard', status: 401 },
    { operation: 'getTeam', who: 'morgan', path: '/team', status: 200 },
    { operation: 'getTeam', who: 'harper', path: '/team', status: 200 },
    { operation: 'getTeam', who: 'alex', path: '/team', status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'getTeam', who: null, path: '/team', status: 401, message: ERROR_TEXTS.unauthorized },
    { operation: 'getDirectory', who: 'harper', path: '/people', status: 200 },
    { operation: 'getDirectory', who: 'harper', path: '/people?q=CHEN&department=Engineering', status: 200 },
    { operation: 'getDirectory', who: 'harper', path: '/people?department=Nowhere', status: 200 },
    { operation: 'getDirectory', who: 'harper', path: `/people?q=${'x'.repeat(101)}`, status: 400 },
    { operation: 'getDirectory', who: 'morgan', path: '/people', status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'getDirectory', who: null, path: '/people', status: 401, message: ERROR_TEXTS.unauthorized },
    { operation: 'getHolidays', who: 'alex', path: `/calendar/holidays?from=${week}&to=${addDays(week, 13)}`, status: 200 },
    { operation: 'getHolidays', who: 'alex', path: `/calendar/holidays?year=${week.slice(0, 4)}`, status: 200 },
    { operation: 'getHolidays', who: 'alex', path: '/calendar/holidays', status: 400, message: 'Give from and to (YYYY-MM-DD), or a year.' },
    { operation: 'getHolidays', who: null, path: '/calendar/holidays?year=2026', status: 401 },
    { operation: 'createHoliday', who: 'harper', path: '/calendar/holidays', body: { date: holidayDay, name: 'Picnic' }, headers: key('h-1'), status: 201 },
    { operation: 'createHoliday', who: 'harper', path: '/calendar/holidays', body: { date: wellness, name: 'Again' }, headers: key('h-2'), status: 409, message: holidayTaken({ date: wellness, name: 'Company Wellness Day' }) },
    { operation: 'createHoliday', who: 'harper', path: '/calendar/holidays', body: { date: holidayDay, name: ' ' }, headers: key('h-3'), status: 422, message: 'Give the holiday a name.' },
    { operation: 'createHoliday', who: 'harper', path: '/calendar/holidays', body: { date: 'soon', name: 'Picnic' }, headers: key('h-4'), status: 400 },
    { operation: 'createHoliday', who: 'harper', path: '/calendar/holidays', body: { date: holidayDay, name: 'Picnic' }, status: 400, message: ERROR_TEXTS.idempotencyKey },
    { operation: 'createHoliday', who: 'morgan', path: '/calendar/holidays', body: { date: holidayDay, name: 'Picnic' }, headers: key('h-5'), status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'createHoliday', who: null, path: '/calendar/holidays', body: { date: holidayDay, name: 'Picnic' }, headers: key('h-6'), status: 401 },
    { operation: 'deleteHoliday', who: 'harper', path: `/calendar/holidays/${wellness}`, status: 204 },
    { operation: 'deleteHoliday', who: 'harper', path: `/calendar/holidays/${holidayDay}`, status: 404, message: 'There is no holiday on that day.' },
    { operation: 'deleteHoliday', who: 'harper', path: '/calendar/holidays/soon', status: 400 },
    { operation: 'deleteHoliday', who: 'alex', path: `/calendar/holidays/${wellness}`, status: 403 },
    { operation: 'deleteHoliday', who: null, path: `/calendar/holidays/${wellness}`, status: 401 },
    { operation: 'getTeamCalendar', who: 'morgan', path: `/calendar/team?${month}`, status: 200 },
    { operation: 'getTeamCalendar', who: 'morgan', path: `/calendar/team?from=${week}&to=${addDays(week, 62)}`, status: 400, message: 'Ask for at most 62 days at a time.' },
    { operation: 'getTeamCalendar', who: 'alex', path: `/calendar/team?${month}`, status: 403 },
    { operation: 'getTeamCalendar', who: null, path: `/calendar/team?${month}`, status: 401 },
    { operation: 'getHrCalendar', who: 'harper', path: `/calendar/hr?${month}`, status: 200 },
    { operation: 'getHrCalendar', who: 'harper', path: `/calendar/hr?from=${week}`, status: 400 },
    { operation: 'getHrCalendar', who: 'morgan', path: `/calendar/hr?${month}`, status: 403 },
    { operation: 'getHrCalendar', who: null, path: `/calendar/hr?${month}`, status: 401 },
    { operation: 'getTeammatesOut', who: 'alex', path: `/calendar/teammates?${month}`, status: 200 },
    { operation: 'getTeammatesOut', who: 'alex', path: `/calendar/teammates?from=${addDays(week, 5)}&to=${week}`, status: 400, message: 'The range ends before it starts.' },
    { operation: 'getTeammatesOut', who: null, path: `/calendar/teammates?${month}`, status: 401 },
    { operation: 'getCalendarFeeds', who: 'alex', path: '/calendar/feeds', status: 200 },
    { operation: 'getCalendarFeeds', who: null, path: '/calendar/feeds', status: 401 },
    { operation: 'createCalendarFeed', who: 'alex', path: '/calendar/feeds/team', status: 201 },
    { operation: 'createCalendarFeed', who: 'alex', path: '/calendar/feeds/everyone', status: 404, message: NO_SUCH_FEED },
    { operation: 'createCalendarFeed', who: null, path: '/calendar/feeds/team', status: 401 },
    { operation: 'revokeCalendarFeed', who: 'alex', path: '/calendar/feeds/team', status: 204 },
    { operation: 'revokeCalendarFeed', who: 'alex', path: '/calendar/feeds/everyone', status: 404, message: NO_SUCH_FEED },
    { operation: 'revokeCalendarFeed', who: null, path: '/calendar/feeds/team', status: 401 },
    { operation: 'getNotifications', who: 'alex', path: '/notifications', status: 200 },
    { operation: 'getNotifications', who: null, path: '/notifications', status: 401 },
    { operation: 'markNotificationRead', who: 'alex', path: '/notifications/n-1/read', status: 204 },
    { operation: 'markNotificationRead', who: 'alex', path: '/notifications/nope/read', status: 404, message: 'Notification not found' },
    { operation: 'markAllNotificationsRead', who: 'alex', path: '/notifications/read', status: 204 },
    { operation: 'dismissNotification', who: 'alex', path: '/notifications/n-2', status: 204 },
    { operation: 'dismissNotification', who: 'alex', path: '/notifications/nope', status: 404, message: 'Notification not found' },
    { operation: 'clearAllNotifications', who: 'alex', path: '/notifications', status: 204 },
    { operation: 'getDelegations', who: 'morgan', path: '/delegations', status: 200 },
    { operation: 'getDelegations', who: null, path: '/delegations', status: 401 },
    { operation: 'createDelegation', who: 'morgan', path: '/delegations', body: delegation(60, 64), headers: key('dg-1'), status: 201 },
    { operation: 'createDelegation', who: 'morgan', path: '/delegations', body: { ...delegation(70, 71), delegateId: SCENARIO_EMAIL.morgan }, headers: key('dg-3'), status: 422, message: DELEGATION_TEXTS.self },
    { operation: 'createDelegation', who: 'morgan', path: '/delegations', body: delegation(-3, -1), headers: key('dg-4'), status: 422, message: DELEGATION_TEXTS.past },
    { operation: 'createDelegation', who: 'morgan', path: '/delegations', body: { ...delegation(70, 71), whenOnLeave: 'yes' }, headers: key('dg-5'), status: 400 },
    { operation: 'createDelegation', who: 'morgan', path: '/delegations', body: delegation(70, 71), status: 400, message: ERROR_TEXTS.idempotencyKey },
    { operation: 'createDelegation', who: null, path: '/delegations', body: delegation(70, 71), headers: key('dg-6'), status: 401 },
    { operation: 'endDelegation', who: 'morgan', path: '/delegations/nope', status: 404, message: DELEGATION_TEXTS.notFound },
    { operation: 'endDelegation', who: null, path: '/delegations/nope', status: 401 },
    { operation: 'getRouting', who: 'harper', path: '/hr/routing', status: 200 },
    { operation: 'getRouting', who: 'morgan', path: '/hr/routing', status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'getRouting', who: null, path: '/hr/routing', status: 401 },
    { operation: 'updateRouting', who: 'harper', path: '/hr/routing', body: { hrAboveDays: { vacation: 10, sick: null, personal: 3 }, payrollAboveOvertimeHours: 4 }, status: 200 },
    { operation: 'updateRouting', who: 'harper', path: '/hr/routing', body: { hrAboveDays: { vacation: 0, sick: null, personal: 3 }, payrollAboveOvertimeHours: null }, status: 422, message: ROUTING_TEXTS.days },
    { operation: 'updateRouting', who: 'harper', path: '/hr/routing', body: { hrAboveDays: { vacation: 10, sick: null, personal: 3 }, payrollAboveOvertimeHours: 0.5 }, status: 422, message: ROUTING_TEXTS.overtime },
    { operation: 'updateRouting', who: 'harper', path: '/hr/routing', body: { hrAboveDays: { vacation: 10, sick: null, personal: 3 } }, status: 400 },
    { operation: 'updateRouting', who: 'harper', path: '/hr/routing', body: { hrAboveDays: { vacation: 'ten' } }, status: 400 },
    { operation: 'updateRouting', who: 'morgan', path: '/hr/routing', body: { hrAboveDays: { vacation: 10, sick: null, personal: 3 }, payrollAboveOvertimeHours: 0 }, status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'updateRouting', who: null, path: '/hr/routing', body: { hrAboveDays: { vacation: 10, sick: null, personal: 3 }, payrollAboveOvertimeHours: 0 }, status: 401 },
    { operation: 'getEmailSettings', who: 'alex', path: '/settings/notifications', status: 200 },
    { operation: 'getEmailSettings', who: null, path: '/settings/notifications', status: 401, message: ERROR_TEXTS.unauthorized },
    { operation: 'updateEmailSettings', who: 'alex', path: '/settings/notifications', body: { toDecide: 'app', decided: 'immediate', announcement: 'digest', reminder: 'immediate', overdue: 'app' }, status: 200 },
    { operation: 'updateEmailSettings', who: 'alex', path: '/settings/notifications', body: { toDecide: 'weekly', decided: 'app', announcement: 'app', reminder: 'app', overdue: 'app' }, status: 400 },
    { operation: 'updateEmailSettings', who: null, path: '/settings/notifications', body: { toDecide: 'app', decided: 'app', announcement: 'app', reminder: 'app', overdue: 'app' }, status: 401 },
    { operation: 'getAnnouncements', who: 'alex', path: '/announcements', status: 200 },
    { operation: 'getAnnouncements', who: null, path: '/announcements', status: 401 },
    { operation: 'createAnnouncement', who: 'harper', path: '/announcements', body: notice(null), headers: key('a-1'), status: 201 },
    { operation: 'createAnnouncement', who: 'harper', path: '/announcements', body: { ...notice(null), title: '  ' }, headers: key('a-2'), status: 422, message: 'Give the announcement a title.' },
    { operation: 'createAnnouncement', who: 'harper', path: '/announcements', body: notice(yesterday), headers: key('a-3'), status: 422, message: 'The last day to show it cannot be in the past.' },
    { operation: 'createAnnouncement', who: 'harper', path: '/announcements', body: { ...notice(null), pinned: 'yes' }, headers: key('a-4'), status: 400 },
    { operation: 'createAnnouncement', who: 'harper', path: '/announcements', body: notice(null), status: 400, message: ERROR_TEXTS.idempotencyKey },
    { operation: 'createAnnouncement', who: 'alex', path: '/announcements', body: notice(null), headers: key('a-5'), status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'createAnnouncement', who: null, path: '/announcements', body: notice(null), headers: key('a-6'), status: 401 },
    { operation: 'updateAnnouncement', who: 'harper', path: '/announcements/an-2', body: { ...notice(yesterday), pinned: true }, status: 200 },
    { operation: 'updateAnnouncement', who: 'harper', path: '/announcements/an-1', body: notice(addDays(today, -2)), status: 422, message: 'The last day to show it cannot be in the past.' },
    { operation: 'updateAnnouncement', who: 'harper', path: '/announcements/nope', body: notice(null), status: 404, message: 'Announcement not found.' },
    { operation: 'updateAnnouncement', who: 'harper', path: '/announcements/an-1', body: { title: 'No body' }, status: 400 },
    { operation: 'updateAnnouncement', who: 'alex', path: '/announcements/an-1', body: notice(null), status: 403 },
    { operation: 'updateAnnouncement', who: null, path: '/announcements/an-1', body: notice(null), status: 401 },
    { operation: 'getPayPeriod', who: 'pat', path: `/payroll/periods/${period}`, status: 200 },
    { operation: 'getPayPeriod', who: 'pat', path: `/payroll/periods/${addDays(period, 7)}`, status: 400, message: PAY_PERIOD_TEXT },
    { operation: 'getPayPeriod', who: 'morgan', path: `/payroll/periods/${period}`, status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'getPayPeriod', who: null, path: `/payroll/periods/${period}`, status: 401 },
    { operation: 'exportPayPeriod', who: 'pat', path: `/payroll/periods/${period}/csv`, status: 200 },
    { operation: 'exportPayPeriod', who: 'pat', path: `/payroll/periods/not-a-day/csv`, status: 400, message: PAY_PERIOD_TEXT },
    { operation: 'exportPayPeriod', who: 'pat', path: `/payroll/periods/${payPeriodOf(week).start}/csv`, status: 409, message: PERIOD_NOT_ENDED },
    { operation: 'exportPayPeriod', who: 'alex', path: `/payroll/periods/${period}/csv`, status: 403, message: ERROR_TEXTS.forbidden },
    { operation: 'exportPayPeriod', who: null, path: `/payroll/periods/${period}/csv`, status: 401 },
    { operation: 'exportTimecardWeek', who: 'alex', path: `/timecards/${alex}/${addDays(week, -14)}/csv`, status: 200 },
    { operation: 'exportTimecardWeek', who: 'pat', path: `/timecards/${alex}/${lastWeek}/csv`, status: 200 },
    { operation: 'exportTimecardWeek', who: 'olivia', path: `/timecards/${alex}/${lastWeek}/csv`, status: 403, message: OWN_WEEK_ONLY },
    { operation: 'exportTimecardWeek', who: 'alex', path: `/timecards/${alex}/${addDays(week, -28)}/csv`, status: 404, message: NO_SUCH_WEEK },
    { operation: 'exportTimecardWeek', who: 'alex', path: `/timecards/${alex}/${addDays(week, 1)}/csv`, status: 400, message: 'A week starts on a Monday (YYYY-MM-DD).' },
    { operation: 'exportTimecardWeek', who: null, path: `/timecards/${alex}/${lastWeek}/csv`, status: 401 },
    ...derivedScenarios(),
  ];
}

/** What a scenario's answer must be: its status, its message if named, a body and headers of the contract's shape. */
export function checkAnswer(s: Scenario, status: number, body: unknown, headers: Pick<Headers, 'get'>): string[] {
  const problems: string[] = [];
  const op = operationOf(s);
  if (status !== s.status) problems.push(`status ${status}, expected ${s.status} (${JSON.stringify(body)})`);
  if (status >= 400) {
    const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
    if (typeof message !== 'string') problems.push('an error without a message');
    if (s.message !== undefined && message !== s.message) problems.push(`message ${JSON.stringify(message)}, expected ${JSON.stringify(s.message)}`);
    if (!op.errors.includes(status as never)) problems.push(`status ${status} is not in the contract's errors`);
  } else if (op.response) {
    const parsed = op.response.safeParse(body);
    if (!parsed.success) problems.push(`a body not of the contract's shape: ${JSON.stringify(parsed.error.issues[0])}`);
  } else if (body !== null && body !== '') problems.push('a body where the contract has none');
  if (status < 400) {
    for (const [name, { schema }] of Object.entries(op.responseHeaders ?? {})) {
      const value = headers.get(name);
      if (!schema.safeParse(value).success) problems.push(`the ${name} header is ${JSON.stringify(value)}, not of the contract's shape`);
    }
  }
  return problems;
}
