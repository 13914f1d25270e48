import { http, HttpResponse } from 'msw';
import { HR_OPERATIONS } from '../../shared/contract/hr';
import { ROLES_ADJUST_BALANCES } from '../../shared/contract/roles';
import { ROLES_ALL_CREW, ROLES_ALL_TIMECARDS, ROLES_APPROVE_TIME, ROLES_CREW_TIME, WORK_OPERATIONS } from '../../shared/contract/work';
import type { WorkOperationName } from '../../shared/contract/work';
import { hasAnyRole } from '../../shared/roles';
import {
  adjustmentEntry,
  approvalEntry,
  BalanceAdjustmentSchema,
  balancesFrom,
  cancellationEntry,
  DEFAULT_POLICIES,
  dueEntries,
  openingEntries,
  policyOf,
  validateAdjustment,
  withRunningBalance,
} from '../../shared/work/balances';
import type { BalanceEntry, BalanceHistory, StoredEntry } from '../../shared/work/balances';
import { CONFLICTS, NOTICES } from '../../shared/work/notices';
import type { Notice } from '../../shared/work/notices';
import { BAD_ITEM_ID, parseItemId, timeOffHistory, weekHistory } from '../../shared/work/history';
import type { TrailRow } from '../../shared/work/history';
import { daysInclusive, isIsoDate, isoDate, mondayOf } from '../../shared/work/dates';
import {
  calendarRange,
  crewOf as crewRule,
  dayTotal,
  EMPTY_WEEK,
  firstError,
  MAX_HOLIDAY_DAYS,
  MAX_HOURS_PER_DAY,
  firstWeekError,
  isTeammate,
  validateCrewEntry,
  validateDecision,
  validateTimeOff,
  validateWeek,
  weekTotal,
} from '../../shared/work/rules';
import { ApprovalsQuerySchema, pageOfQueue, pageRequest } from '../../shared/work/approvalsQueue';
import { dropUnknownKeys, fieldMessages } from '../../shared/contract/body';
import { CrewEntrySchema, CrewTimeChangeSchema, DecisionSchema, NewTimeOffRequestSchema, SaveWeekSchema } from '../../shared/work/schemas';
import { CREW_HOURS_TEXT, CREW_TIME_NOT_FOUND, crewChangeProblem, crewTimeEntries, dayIndexOf, validCrewHours, withDayHours } from '../../shared/work/crew';
import type { ApprovalItem, CrewMember, CrewTimeEntry, Dashboard, Decision, Holiday, NewTimeOffRequest, TeammateOut, TimecardEntry, TimecardWeek, TimeOffRequest } from '../../shared/work/schemas';
import { DEFAULT_BALANCES, PEOPLE, PROJECTS, seedBalanceEntries, seedDecidedAt, seedHolidays, seedWork } from '../../shared/demo/work';
import { leaveOfWeek, overfullDay, overtimeOf, withLeaveRows, withoutLeave, workedDaysIn, workedEntries } from '../../shared/work/ledger';
import type { WeekHours } from '../../shared/work/ledger';
import type { Person, WorkData } from '../../shared/demo/work';
import { checkedChange, idempotentCreates, parse } from './requests';
import { authorize, badRequest, conflict, forbidden, invalid, notFound } from './identity';
import type { Caller } from './identity';
import { DELEGATION_TEXTS, onBehalfOf } from '../../shared/delegation/schemas';
import type { DelegateChoice } from '../../shared/delegation/schemas';
import { DEFAULT_ROUTING, progressText, routeFor, routeOf, ROUTING_TEXTS, RoutingSchema, timecardRouteFor, validateRouting, stepAt, waitingForText } from '../../shared/routing/schemas';
import type { Routing } from '../../shared/routing/schemas';
import { ROUTING_OPERATIONS } from '../../shared/contract/routing';
import { ROLES_APPROVALS, ROLES_HR, ROLES_HR_STEP } from '../../shared/contract/roles';

/** The operations' paths and methods, as the contract writes them (src/shared/contract/work.ts). */
export const WORK_ROUTES = Object.fromEntries(Object.entries(WORK_OPERATIONS).map(([name, op]) => [name, { method: op.method.toLowerCase(), path: op.path }])) as {
  [K in WorkOperationName]: { method: Lowercase<(typeof WORK_OPERATIONS)[K]['method']>; path: (typeof WORK_OPERATIONS)[K]['path'] };
};

type Notify = (userId: string, fields: Notice) => void;

const today = () => isoDate(new Date());
const openJobs = () => PROJECTS.filter((p) => p.status === 'active').map((p) => p.jobNumber);

/**
 * Time off, timecards, approvals, crew time, projects and the dashboard over one in-memory store,
 * per user (the token's preferred_username), with the roles of the token's `roles` claim (403
 * otherwise) and the shared validation rules of src/shared/work/rules.ts (422 with a message).
 */
export function workHandlers(
  basePath: string,
  notify: Notify,
  seed: () => WorkData = () => seedWork(),
  holidays: () => readonly Holiday[] = () => seedHolidays(),
  /** The approvers whose delegation to this person runs today (the delegations handlers, issue #48 §3). */
  delegators: (delegateId: string) => readonly DelegateChoice[] = () => [],
) {
  let data = seed();
  let sequence = 0;
  /** The approval routing settings (issue #48 §4): new requests take their route from them. */
  let routing: Routing = DEFAULT_ROUTING;
  /** The audit trail the service keeps, as the history reads it: rows by record (`time_off_request:{id}`, `timecard_week:{employee}/{week}`). */
  let trail = new Map<string, TrailRow[]>();
  const record = (key: string, caller: Caller, action: string, before: unknown, after: unknown) => {
    const row: TrailRow = { at: new Date().toISOString(), by: PEOPLE.find((p) => p.id === caller.id)?.name ?? caller.name, action, before, after };
    trail.set(key, [...(trail.get(key) ?? []), row]);
  };
  const requestKey = (id: string) => `time_off_request:${id}`;
  const weekKey = (employeeId: string, weekStart: string) => `timecard_week:${employeeId}/${weekStart}`;
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;

  const person = (caller: Caller): Pick<Person, 'id' | 'name' | 'managerId'> => PEOPLE.find((p) => p.id === caller.id) ?? { id: caller.id, name: caller.name, managerId: null };
  /** Each person's balance history, in the order written (the service's balance_entries, ADR 0169). */
  type Written = StoredEntry & { id: number; by: string | null };
  let written = 0;
  const fromSeed = (work: WorkData) =>
    new Map([...seedBalanceEntries(work, today())].map(([id, entries]) => [id, entries.map((e): Written => ({ ...e, id: (written += 1), by: null }))]));
  let ledger = fromSeed(data);
  const append = (employeeId: string, entries: readonly StoredEntry[], by: string | null = null) => {
    const own = ledger.get(employeeId) ?? [];
    const refs = new Set(own.map((e) => e.ref));
    ledger.set(employeeId, [...own, ...entries.filter((e) => e.ref === null || !refs.has(e.ref)).map((e) => ({ ...e, id: (written += 1), by }))]);
  };
  /** What the calendar owes the person by today written first, as the service's settle does. */
  const settle = (employeeId: string): Written[] => {
    if (!ledger.get(employeeId)?.length) append(employeeId, openingEntries(DEFAULT_BALANCES, today()));
    for (const policy of DEFAULT_POLICIES) append(employeeId, dueEntries(policy, ledger.get(employeeId) ?? [], today()));
    return ledger.get(employeeId) ?? [];
  };
  const balancesOf = (id: string) => balancesFrom(settle(id));
  const historyOf = (id: string): BalanceHistory => {
    const rows = settle(id);
    const entries: BalanceEntry[] = withRunningBalance(rows).map((r) => ({ id: String(r.id), type: r.type, day: r.day, hours: r.hours, kind: r.kind, note: r.note, by: r.by, balanceAfter: r.balanceAfter }));
    return { employeeId: id, employeeName: PEOPLE.find((p) => p.id === id)?.name ?? id, balances: balancesFrom(rows), policies: [...DEFAULT_POLICIES], entries };
  };
  const requestsOf = (id: string) => data.requests.filter((r) => r.employeeId === id);
  const weekOf = (id: string, weekStart: string): TimecardWeek =>
    data.weeks.find((w) => w.employeeId === id && w.weekStart === weekStart) ?? {
      employeeId: id,
      employeeName: PEOPLE.find((p) => p.id === id)?.name ?? id,
      weekStart,
      status: 'draft',
      entries: [],
      reason: null,
      decidedBy: null,
    };
  /** A week with its time off and holidays (the ledger's other kinds, src/shared/work/ledger.ts), as the service answers it. */
  const withLeave = (w: TimecardWeek): TimecardWeek => withLeaveRows(w, leaveOfWeek(w.weekStart, requestsOf(w.employeeId), holidays()));
  const storeWeek = (next: TimecardWeek) => {
    data = { ...data, weeks: [...data.weeks.filter((w) => !(w.employeeId === next.employeeId && w.weekStart === next.weekStart)), next] };
  };
  const editable = (w: TimecardWeek) => w.status === 'draft' || w.status === 'returned';
  /** Day totals of own and crew hours together may not pass 24. */
  const dayProblem = (entries: readonly TimecardEntry[]): string | null => {
    for (let i = 0; i < 7; i += 1) {
      const total = dayTotal(entries, i);
      if (total > MAX_HOURS_PER_DAY) return `More than ${MAX_HOURS_PER_DAY} hours in one day (${total}).`;
    }
    return null;
  };

  /** The person's hours of every week, own and crew (the ledger's worked kind). */
  const workedRowsOf = (id: string): WeekHours[] => data.weeks.filter((w) => w.employeeId === id).flatMap((w) => workedEntries(w).map((e) => ({ weekStart: w.weekStart, hours: e.hours })));
  const workedDaysOf = (id: string, first: string, last: string) => workedDaysIn(workedRowsOf(id), first, last);
  /** A request as stored from what was asked (the confirmation is a question of the ask, not a field of the request). */
  const asked = (input: NewTimeOffRequest) => ({ type: input.type, firstDay: input.firstDay, lastDay: input.lastDay, hours: input.hours, note: input.note.trim() });

  /**
   * Whom the caller decides for on the employee's items: null for their own team, the approver while a delegation of
   * theirs to the caller runs (ADR 0178), undefined when they are not the caller's to decide.
   */
  const actingFor = (caller: Caller, employeeId: string): DelegateChoice | null | undefined => {
    const approver = PEOPLE.find((p) => p.id === employeeId)?.managerId ?? null;
    if (approver === caller.id) return null;
    return delegators(caller.id).find((d) => d.id === approver);
  };
  /** Everything waiting for the caller's decision, in no order (`pageOfQueue` puts it in the queue's). */
  const approvalsFor = (caller: Caller): ApprovalItem[] => {
    const allCards = hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS);
    const hr = hasAnyRole(caller.roles, ROLES_HR_STEP);
    const timeOff: ApprovalItem[] = data.requests
      .filter((r) => r.status === 'pending' && r.employeeId !== caller.id && (stepAt(r) === 'hr' ? hr : actingFor(caller, r.employeeId) !== undefined))
      .map((r) => {
        const worked = workedDaysOf(r.employeeId, r.firstDay, r.lastDay);
        const approver = stepAt(r) === 'manager' ? actingFor(caller, r.employeeId) : null;
        const managerName = PEOPLE.find((p) => p.id === managerOf(r.employeeId))?.name ?? null;
        const progress = r.route ? { progress: progressText(r.route, waitingForText(stepAt(r), managerName)) } : {};
        return { kind: 'timeoff', id: `timeoff:${r.id}`, request: r, ...(worked.length ? { workedDays: worked } : {}), ...(approver ? { onBehalfOf: approver.name } : {}), ...progress };
      });
    // Weeks at a step the caller decides (issue #48 §4): their team's at its manager's; for payroll also every week
    // at payroll's and every week of one step, but not one at its manager's step with payroll's to follow.
    const decides = (w: TimecardWeek) => {
      const atManager = stepAt(w) === 'manager';
      const team = actingFor(caller, w.employeeId) !== undefined;
      return allCards ? !atManager || !w.route || team : atManager && team;
    };
    const cards: ApprovalItem[] = data.weeks
      .filter((w) => w.status === 'submitted' && w.employeeId !== caller.id && decides(w))
      .map((w) => {
        const approver = stepAt(w) === 'manager' && !allCards ? actingFor(caller, w.employeeId) : null;
        const managerName = PEOPLE.find((p) => p.id === managerOf(w.employeeId))?.name ?? null;
        const progress = w.route ? { progress: progressText(w.route, waitingForText(stepAt(w), managerName)) } : {};
        return { kind: 'timecard', id: `timecard:${w.employeeId}:${w.weekStart}`, week: withLeave(w), ...(approver ? { onBehalfOf: approver.name } : {}), ...progress };
      });
    return [...timeOff, ...cards];
  };
  const crewOf = (caller: Caller): CrewMember[] => crewRule(caller.id, hasAnyRole(caller.roles, ROLES_ALL_CREW), PEOPLE);

  /** An approver's decision: roles (403), body shape (400) and the reason rule (422). */
  const decisionOf = async (request: Request): Promise<{ caller: Caller; decision: Decision } | Response> => {
    const checked = await checkedChange(request, ROLES_APPROVALS, DecisionSchema, validateDecision);
    return checked instanceof Response ? checked : { caller: checked.caller, decision: checked.body };
  };

  const weekParam = (value: unknown): string | Response => {
    const weekStart = String(value);
    const message = 'A week starts on a Monday (YYYY-MM-DD).';
    return isIsoDate(weekStart) && mondayOf(weekStart) === weekStart ? weekStart : badRequest(message, { weekStart: message });
  };

  const creates = idempotentCreates();
  const { once } = creates;

  const managerOf = (employeeId: string) => PEOPLE.find((p) => p.id === employeeId)?.managerId ?? null;
  const notifyManager = (employeeId: string, notice: Notice) => {
    const manager = managerOf(employeeId);
    if (manager) notify(manager, notice);
  };
  const allEntries = (w: TimecardWeek): TimecardEntry[] => [...w.entries, ...(w.crewEntries ?? []).map(({ jobNumber, hours }) => ({ jobNumber, hours }))];

  const handlers = [
    http.get(at(ROUTING_OPERATIONS.getRouting.path), ({ request }) => {
      const caller = authorize(request, ROLES_HR);
      return caller instanceof Response ? caller : HttpResponse.json(routing);
    }),
    http.put(at(ROUTING_OPERATIONS.updateRouting.path), async ({ request }) => {
      const checked = await checkedChange(request, ROLES_HR_STEP, RoutingSchema, validateRouting);
      if (checked instanceof Response) return checked;
      routing = { hrAboveDays: { ...checked.body.hrAboveDays }, payrollAboveOvertimeHours: checked.body.payrollAboveOvertimeHours };
      return HttpResponse.json(routing);
    }),
    http.get(at(WORK_ROUTES.getBalances.path), ({ request }) => {
      const caller = authorize(request);
      return caller instanceof Response ? caller : HttpResponse.json(balancesOf(caller.id));
    }),
    http.get(at(WORK_ROUTES.getBalanceHistory.path), ({ request }) => {
      const caller = authorize(request);
      return caller instanceof Response ? caller : HttpResponse.json(historyOf(caller.id));
    }),
    http.get(at(HR_OPERATIONS.getPersonBalances.path), ({ request, params }) => {
      const caller = authorize(request, ROLES_ADJUST_BALANCES);
      if (caller instanceof Response) return caller;
      const person = PEOPLE.find((p) => p.id === String(params.employeeId));
      return person ? HttpResponse.json(historyOf(person.id)) : notFound('No such person.');
    }),
    http.post(at(HR_OPERATIONS.adjustBalance.path), async ({ request, params }) => {
      const caller = authorize(request, ROLES_ADJUST_BALANCES);
      if (caller instanceof Response) return caller;
      const input = await parse(request, BalanceAdjustmentSchema);
      if (input instanceof Response) return input;
      const person = PEOPLE.find((p) => p.id === String(params.employeeId));
      if (!person) return notFound('No such person.');
      return once(request, caller, input, () => {
        const policy = policyOf(DEFAULT_POLICIES, input.type);
        const before = balancesFrom(settle(person.id))[input.type];
        const errors = validateAdjustment(input, policy, before);
        const problem = firstError(errors);
        if (problem) return invalid(problem, errors);
        const by = PEOPLE.find((p) => p.id === caller.id)?.name ?? caller.name;
        append(person.id, [adjustmentEntry(input, today())], by);
        const [entry] = historyOf(person.id).entries;
        return HttpResponse.json(entry, { status: 201 });
      });
    }),
    http.get(at(WORK_ROUTES.getTimeOffRequests.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      return HttpResponse.json([...requestsOf(caller.id)].sort((a, b) => b.firstDay.localeCompare(a.firstDay)));
    }),
    http.post(at(WORK_ROUTES.requestTimeOff.path), async ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const input = await parse(request, NewTimeOffRequestSchema);
      if (input instanceof Response) return input;
      return once(request, caller, input, () => {
        const workedDays = workedDaysOf(caller.id, input.firstDay, input.lastDay);
        const errors = validateTimeOff(input, { today: today(), balances: balancesOf(caller.id), requests: requestsOf(caller.id), workedDays });
        const problem = firstError(errors);
        if (problem) return invalid(problem, errors);
        sequence += 1;
        // The route as the settings are now, kept with the request (issue #48 §4): said on it when it has more than one step.
        const steps = routeFor(routing, input);
        const created: TimeOffRequest = {
          ...routeOf(steps, 0),
          ...asked(input),
          id: `to-new-${sequence}`,
          employeeId: caller.id,
          employeeName: person(caller).name,
          status: 'pending',
          decidedBy: null,
          reason: null,
          createdAt: new Date().toISOString(),
        };
        data = { ...data, requests: [...data.requests, created] };
        record(requestKey(created.id), caller, 'timeoff.request', null, workedDays.length ? { ...created, workedDaysConfirmed: true, workedDays } : created);
        notifyManager(caller.id, NOTICES.timeOffRequested(created));
        return HttpResponse.json(created, { status: 201 });
      });
    }),
    http.put(at(WORK_ROUTES.updateTimeOff.path), async ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const input = await parse(request, NewTimeOffRequestSchema);
      if (input instanceof Response) return input;
      const found = requestsOf(caller.id).find((r) => r.id === String(params.requestId));
      if (!found) return notFound('Time-off request not found.');
      if (found.status !== 'pending') return conflict(CONFLICTS.editDecided(found));
      const workedDays = workedDaysOf(caller.id, input.firstDay, input.lastDay);
      const others = requestsOf(caller.id).filter((r) => r.id !== found.id);
      const errors = validateTimeOff(input, { today: today(), balances: balancesOf(caller.id), requests: others, workedDays });
      const problem = firstError(errors);
      if (problem) return invalid(problem, errors);
      const changed: TimeOffRequest = { ...found, ...asked(input) };
      data = { ...data, requests: data.requests.map((r) => (r.id === found.id ? changed : r)) };
      record(requestKey(found.id), caller, 'timeoff.edit', found, workedDays.length ? { ...changed, workedDaysConfirmed: true, workedDays } : changed);
      notifyManager(caller.id, NOTICES.timeOffChanged(changed));
      return HttpResponse.json(changed);
    }),
    http.get(at(WORK_ROUTES.getTeammatesOutOn.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const range = calendarRange(Object.fromEntries(new URL(request.url).searchParams.entries()), MAX_HOLIDAY_DAYS);
      if ('problem' in range) return badRequest(range.problem, range.fields);
      const mine = managerOf(caller.id);
      const out: TeammateOut[] = data.requests
        .flatMap((r) => {
          const who = PEOPLE.find((p) => p.id === r.employeeId);
          const meets = (r.status === 'pending' || r.status === 'approved') && r.firstDay <= range.to && r.lastDay >= range.from;
          return who && meets && isTeammate(caller.id, mine, who) ? [{ name: who.name, firstDay: r.firstDay, lastDay: r.lastDay, pending: r.status === 'pending' }] : [];
        })
        .sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.name.localeCompare(b.name));
      return HttpResponse.json(out);
    }),
    http.get(at(WORK_ROUTES.getWorkedDays.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const range = calendarRange(Object.fromEntries(new URL(request.url).searchParams.entries()), MAX_HOLIDAY_DAYS);
      if ('problem' in range) return badRequest(range.problem, range.fields);
      return HttpResponse.json(workedDaysOf(caller.id, range.from, range.to));
    }),
    http.put(at(WORK_ROUTES.cancelTimeOff.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const found = requestsOf(caller.id).find((r) => r.id === String(params.requestId));
      if (!found) return notFound('Time-off request not found.');
      const approvedAhead = found.status === 'approved' && found.firstDay > today();
      if (found.status !== 'pending' && !approvedAhead) return conflict(CONFLICTS.cancelDecided(found));
      if (approvedAhead) append(caller.id, [cancellationEntry(policyOf(DEFAULT_POLICIES, found.type), balancesOf(caller.id)[found.type], found, today())]);
      const cancelled: TimeOffRequest = { ...found, status: 'cancelled' };
      data = { ...data, requests: data.requests.map((r) => (r.id === found.id ? cancelled : r)) };
      record(requestKey(found.id), caller, 'timeoff.cancel', found, cancelled);
      return HttpResponse.json(cancelled);
    }),
    http.get(at(WORK_ROUTES.getWeek.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const weekStart = weekParam(params.weekStart);
      return weekStart instanceof Response ? weekStart : HttpResponse.json(withLeave(weekOf(caller.id, weekStart)));
    }),
    ...(['save', 'submit'] as const).map((kind) =>
      (kind === 'save' ? http.put : http.post)(at(kind === 'save' ? WORK_ROUTES.saveWeek.path : WORK_ROUTES.submitWeek.path), async ({ request, params }) => {
        const caller = authorize(request);
        if (caller instanceof Response) return caller;
        const weekStart = weekParam(params.weekStart);
        if (weekStart instanceof Response) return weekStart;
        const input = await parse(request, SaveWeekSchema);
        if (input instanceof Response) return input;
        const current = weekOf(caller.id, weekStart);
        if (!editable(current)) return conflict(CONFLICTS.weekLocked(current.status));
        const entries: TimecardEntry[] = input.entries.filter((e) => e.hours.some((h) => h !== 0));
        const crewHours = allEntries(current).slice(current.entries.length);
        const problem =
          firstWeekError(validateWeek(entries, openJobs())) ?? dayProblem([...entries, ...crewHours]) ?? overfullDay(weekStart, [...entries, ...crewHours], withLeave(current).leave ?? []);
        if (problem) return invalid(problem);
        const crew = allEntries(current).slice(current.entries.length);
        if (kind === 'submit' && weekTotal([...entries, ...crew]) === 0) return invalid(EMPTY_WEEK);
        const stored = withoutLeave(current);
        // A submission takes its route from the settings as they are now (issue #48 §4): payroll after the manager for more overtime than set.
        const route = routeOf(timecardRouteFor(routing, overtimeOf([...entries, ...crew], withLeave(current).leave ?? []), managerOf(caller.id) !== null), 0);
        const submitted: TimecardWeek = { ...stored, entries, status: 'submitted', reason: null, decidedBy: null };
        delete submitted.route;
        const next: TimecardWeek = kind === 'submit' ? { ...submitted, ...route } : { ...stored, entries };
        storeWeek(next);
        record(weekKey(caller.id, weekStart), caller, kind === 'submit' ? 'timecard.submit' : 'timecard.save', current, next);
        if (kind === 'submit') notifyManager(caller.id, NOTICES.weekSubmitted(next, [...entries, ...crew]));
        return HttpResponse.json(withLeave(next));
      }),
    ),
    http.get(at(WORK_ROUTES.getApprovals.path), ({ request }) => {
      const caller = authorize(request, ROLES_APPROVALS);
      if (caller instanceof Response) return caller;
      // The query string as the service reads it (its contract schema; unknown names dropped), paged as the service pages.
      const parsed = ApprovalsQuerySchema.safeParse(dropUnknownKeys(ApprovalsQuerySchema, Object.fromEntries(new URL(request.url).searchParams)));
      if (!parsed.success) {
        const fields = fieldMessages(parsed.error);
        const [first] = Object.entries(fields);
        return badRequest(first ? `${first[0]}: ${first[1]}` : 'Invalid request.', fields);
      }
      const { after, limit } = pageRequest(parsed.data);
      return HttpResponse.json(pageOfQueue(approvalsFor(caller), after, limit));
    }),
    http.post(at(WORK_ROUTES.decideTimeOff.path), async ({ request, params }) => {
      const asked = await decisionOf(request);
      if (asked instanceof Response) return asked;
      const { caller, decision } = asked;
      const r = data.requests.find((x) => x.id === String(params.requestId));
      if (r?.employeeId === caller.id) return forbidden('You cannot decide on your own request.');
      if (!r) return notFound('No such request is waiting for your approval.');
      // At HR's step, HR (issue #48 §4); else its approver or their running delegate (§3).
      const atHr = r.status === 'pending' && stepAt(r) === 'hr';
      if (atHr && !hasAnyRole(caller.roles, ROLES_HR_STEP)) return forbidden(ROUTING_TEXTS.hrOnly);
      const approver = atHr ? null : actingFor(caller, r.employeeId);
      if (approver === undefined) return forbidden(DELEGATION_TEXTS.notYours);
      if (r.status !== 'pending') return conflict(CONFLICTS.requestDecided(r));
      const approved = decision.decision === 'approve';
      const by = approver ? onBehalfOf(person(caller).name, approver.name) : person(caller).name;
      // Approved before its last step: on to the next, still pending.
      const moves = approved && r.route !== undefined && r.route.at < r.route.steps.length - 1;
      const decided: TimeOffRequest =
        moves && r.route ? { ...r, route: { ...r.route, at: r.route.at + 1 } } : { ...r, status: approved ? 'approved' : 'denied', decidedBy: by, reason: approved ? null : (decision.reason ?? '').trim() };
      data = { ...data, requests: data.requests.map((x) => (x.id === r.id ? decided : x)) };
      if (approved && !moves) append(r.employeeId, [approvalEntry(r, today())]);
      record(requestKey(r.id), caller, moves ? 'timeoff.approve-step' : approved ? 'timeoff.approve' : 'timeoff.deny', r, approver ? { ...decided, onBehalfOf: approver.name } : decided);
      if (!moves) notify(r.employeeId, NOTICES.timeOffDecided(decided));
      return HttpResponse.json(decided);
    }),
    http.post(at(WORK_ROUTES.decideTimecard.path), async ({ request, params }) => {
      const asked = await decisionOf(request);
      if (asked instanceof Response) return asked;
      const { caller, decision } = asked;
      const employeeId = String(params.employeeId);
      const weekStart = weekParam(params.weekStart);
      if (weekStart instanceof Response) return weekStart;
      if (employeeId === caller.id) return forbidden('You cannot decide on your own timecard.');
      const week = data.weeks.find((w) => w.employeeId === employeeId && w.weekStart === weekStart);
      if (!week) return notFound('No such timecard is waiting for your approval.');
      // Who decides at its step (issue #48 §4), as the service decides: payroll at payroll's; at its manager's, the
      // manager or a running delegate, and payroll too when no payroll step follows.
      const payroll = hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS);
      const submitted = week.status === 'submitted';
      const atPayroll = submitted && stepAt(week) === 'payroll';
      const payrollNext = submitted && !atPayroll && (week.route?.steps.length ?? 1) > 1;
      if (atPayroll && !payroll) return forbidden(ROUTING_TEXTS.payrollOnly);
      const own = managerOf(employeeId) === caller.id;
      const approver = (payroll && !payrollNext) || (!atPayroll && own) ? null : atPayroll ? undefined : actingFor(caller, employeeId);
      if (approver === undefined) return forbidden(payroll ? ROUTING_TEXTS.managerFirst : DELEGATION_TEXTS.notYours);
      if (!submitted) return conflict(CONFLICTS.weekDecided(week));
      const approved = decision.decision === 'approve';
      const by = approver ? onBehalfOf(person(caller).name, approver.name) : person(caller).name;
      const route = week.route;
      const moves = approved && route !== undefined && route.at < route.steps.length - 1;
      const decided: TimecardWeek =
        moves ? { ...week, route: { ...route, at: route.at + 1 } } : { ...week, status: approved ? 'approved' : 'returned', decidedBy: by, reason: approved ? null : (decision.reason ?? '').trim() };
      storeWeek(decided);
      record(weekKey(employeeId, weekStart), caller, moves ? 'timecard.approve-step' : approved ? 'timecard.approve' : 'timecard.return', week, approver ? { ...decided, onBehalfOf: approver.name } : decided);
      if (!moves) notify(decided.employeeId, NOTICES.weekDecided(decided));
      return HttpResponse.json(decided);
    }),
    http.get(at(WORK_ROUTES.getApprovalHistory.path), ({ request, params }) => {
      const caller = authorize(request, ROLES_APPROVALS);
      if (caller instanceof Response) return caller;
      const ref = parseItemId(String(params.itemId));
      if (!ref) return badRequest(BAD_ITEM_ID, { itemId: BAD_ITEM_ID });
      if (ref.kind === 'timeoff') {
        const r = data.requests.find((x) => x.id === ref.requestId);
        if (!r || r.employeeId === caller.id || (!hasAnyRole(caller.roles, ROLES_HR_STEP) && actingFor(caller, r.employeeId) === undefined)) return notFound('No such request among the ones you approve.');
        return HttpResponse.json(timeOffHistory(r, trail.get(requestKey(r.id)) ?? []));
      }
      const weekStart = weekParam(ref.weekStart);
      if (weekStart instanceof Response) return weekStart;
      const mayDecide = ref.employeeId !== caller.id && (hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS) || actingFor(caller, ref.employeeId) !== undefined);
      const week = mayDecide ? data.weeks.find((w) => w.employeeId === ref.employeeId && w.weekStart === weekStart) : undefined;
      if (!week) return notFound('No such timecard among the ones you approve.');
      return HttpResponse.json(weekHistory(week, trail.get(weekKey(ref.employeeId, weekStart)) ?? []));
    }),
    http.get(at(WORK_ROUTES.getCrew.path), ({ request }) => {
      const caller = authorize(request, ROLES_CREW_TIME);
      return caller instanceof Response ? caller : HttpResponse.json(crewOf(caller));
    }),
    http.post(at(WORK_ROUTES.enterCrewTime.path), async ({ request }) => {
      const caller = authorize(request, ROLES_CREW_TIME);
      if (caller instanceof Response) return caller;
      const entry = await parse(request, CrewEntrySchema);
      if (entry instanceof Response) return entry;
      return once(request, caller, entry, () => {
        const errors = validateCrewEntry(entry, openJobs());
        const problem = firstError(errors);
        if (problem) return invalid(problem, errors);
        const crew = crewOf(caller);
        const members = entry.employeeIds.map((id) => crew.find((m) => m.employeeId === id));
        if (members.some((m) => !m)) return forbidden('Time can only be entered for your crew.');
        const weekStart = mondayOf(entry.day);
        const dayIndex = daysInclusive(weekStart, entry.day) - 1;
        const by = person(caller).name;
        const updated: TimecardWeek[] = [];
        for (const member of members) {
          if (!member) continue;
          const current = weekOf(member.employeeId, weekStart);
          if (!editable(current)) return conflict(CONFLICTS.crewWeekLocked(member.name, weekStart, current.status));
          const crewRows = current.crewEntries ?? [];
          const mine = crewRows.find((e) => e.jobNumber === entry.jobNumber && e.enteredBy === by);
          const hours = (mine?.hours ?? [0, 0, 0, 0, 0, 0, 0]).map((h, i) => (i === dayIndex ? entry.hours : h));
          const total = dayTotal(allEntries(current), dayIndex) - (mine?.hours[dayIndex] ?? 0) + entry.hours;
          if (total > MAX_HOURS_PER_DAY) return invalid(`${member.name}: More than ${MAX_HOURS_PER_DAY} hours in one day (${total}).`, { hours: `${member.name} would have ${total} hours that day.` });
          const crewEntries = [...crewRows.filter((e) => e !== mine), { jobNumber: entry.jobNumber, hours, enteredBy: by }].sort((a, b) => a.jobNumber.localeCompare(b.jobNumber));
          updated.push({ ...current, crewEntries });
        }
        updated.forEach(storeWeek);
        return HttpResponse.json(members.filter((m): m is CrewMember => m !== undefined));
      });
    }),
    http.get(at(WORK_ROUTES.getCrewTime.path), ({ request, params }) => {
      const caller = authorize(request, ROLES_CREW_TIME);
      if (caller instanceof Response) return caller;
      const weekStart = weekParam(params.weekStart);
      if (weekStart instanceof Response) return weekStart;
      const by = person(caller).name;
      const rows = crewOf(caller).flatMap((m) => {
        const w = weekOf(m.employeeId, weekStart);
        return (w.crewEntries ?? []).filter((e) => e.enteredBy === by).map((e) => ({ employeeId: m.employeeId, employeeName: m.name, weekStart, jobNumber: e.jobNumber, hours: e.hours, weekStatus: w.status }));
      });
      return HttpResponse.json(crewTimeEntries(rows));
    }),
    ...(['update', 'delete'] as const).map((kind) =>
      http[kind === 'update' ? 'put' : 'delete'](at(WORK_ROUTES.updateCrewTime.path), async ({ request, params }) => {
        const caller = authorize(request, ROLES_CREW_TIME);
        if (caller instanceof Response) return caller;
        let hours = 0;
        if (kind === 'update') {
          const change = await parse(request, CrewTimeChangeSchema);
          if (change instanceof Response) return change;
          if (!validCrewHours(change.hours)) return invalid(CREW_HOURS_TEXT, { hours: CREW_HOURS_TEXT });
          hours = change.hours;
        }
        const employeeId = String(params.employeeId);
        const jobNumber = String(params.jobNumber);
        const day = String(params.day);
        const dayIndex = dayIndexOf(day);
        if (dayIndex === null) return badRequest('Choose a day (YYYY-MM-DD).', { day: 'Choose a day.' });
        const member = crewOf(caller).find((m) => m.employeeId === employeeId);
        if (!member) return forbidden('Time can only be entered for your crew.');
        const weekStart = mondayOf(day);
        const current = weekOf(employeeId, weekStart);
        const by = person(caller).name;
        const mine = (current.crewEntries ?? []).find((e) => e.jobNumber === jobNumber && e.enteredBy === by);
        if (!mine || !((mine.hours[dayIndex] ?? 0) > 0)) return notFound(CREW_TIME_NOT_FOUND);
        if (!editable(current)) return conflict(CONFLICTS.crewWeekLocked(member.name, weekStart, current.status));
        const next = withDayHours(mine.hours, dayIndex, hours);
        const problem = crewChangeProblem(member.name, weekStart, allEntries(current), withLeave(current).leave ?? [], jobNumber, mine.hours, next);
        if (problem) return invalid(problem, { hours: problem });
        const crewEntries = (current.crewEntries ?? []).flatMap((e) => (e !== mine ? [e] : next.some((h) => h > 0) ? [{ ...e, hours: next }] : []));
        const after = { ...current, crewEntries };
        storeWeek(after);
        record(weekKey(employeeId, weekStart), caller, hours > 0 ? 'crew.time.change' : 'crew.time.remove', current, after);
        const line: CrewTimeEntry = { employeeId, employeeName: member.name, jobNumber, day, hours, weekStatus: current.status };
        return kind === 'update' ? HttpResponse.json(line) : new HttpResponse(null, { status: 204 });
      }),
    ),
    http.get(at(WORK_ROUTES.getProjects.path), ({ request }) => {
      const caller = authorize(request);
      return caller instanceof Response ? caller : HttpResponse.json([...PROJECTS].sort((a, b) => a.jobNumber.localeCompare(b.jobNumber)));
    }),
    http.get(at(WORK_ROUTES.getProject.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const project = PROJECTS.find((p) => p.jobNumber === String(params.jobNumber));
      if (!project) return notFound(`No job ${String(params.jobNumber)}.`);
      const weekStart = mondayOf(today());
      const hoursByPerson = data.weeks
        .filter((w) => w.weekStart === weekStart)
        .map((w) => ({ employeeName: w.employeeName, hours: allEntries(w).filter((e) => e.jobNumber === project.jobNumber).reduce((s, e) => s + e.hours.reduce((a, b) => a + b, 0), 0) }))
        .filter((p) => p.hours > 0)
        .sort((a, b) => a.employeeName.localeCompare(b.employeeName));
      return HttpResponse.json({ project, weekStart, hoursByPerson });
    }),
    http.get(at(WORK_ROUTES.getDashboard.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const thisWeek = mondayOf(today());
      const mine = data.weeks.filter((w) => w.employeeId === caller.id && w.weekStart <= thisWeek);
      const open = mine.filter((w) => w.weekStart < thisWeek && editable(w)).sort((a, b) => a.weekStart.localeCompare(b.weekStart))[0];
      const current = weekOf(caller.id, thisWeek);
      const toSubmit = open ?? (editable(current) ? current : undefined);
      const body: Dashboard = {
        pendingTimeOff: requestsOf(caller.id).filter((r) => r.status === 'pending').length,
        weekToSubmit: toSubmit?.weekStart ?? null,
        weekToSubmitStatus: toSubmit?.status ?? null,
        approvalsWaiting: hasAnyRole(caller.roles, ROLES_APPROVE_TIME) ? approvalsFor(caller).length : null,
      };
      return HttpResponse.json(body);
    }),
  ];

  return {
    handlers,
    /** Everyone's time-off requests as they stand (the people and calendar handlers read who is out from them). */
    requests: (): readonly TimeOffRequest[] => data.requests,
    /** Every week, with its time off and holidays (the payroll export reads them through the ledger). */
    weeks: (): readonly TimecardWeek[] => data.weeks.map(withLeave),
    /** When a week was approved: from the trail, else as the seed has it (seedDecidedAt), as the service's decided_at. */
    approvedAt: (week: Pick<TimecardWeek, 'employeeId' | 'weekStart'>): string | null =>
      (trail.get(weekKey(week.employeeId, week.weekStart)) ?? []).filter((r) => r.action === 'timecard.approve').at(-1)?.at ??
      (data.weeks.some((w) => w.employeeId === week.employeeId && w.weekStart === week.weekStart && w.status === 'approved') ? seedDecidedAt({ status: 'approved', weekStart: week.weekStart }) : null),
    reset(next?: WorkData) {
      data = next ?? seed();
      ledger = fromSeed(data);
      creates.reset();
      trail = new Map();
      routing = DEFAULT_ROUTING;
    },
  };
}
