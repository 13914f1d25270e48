import { http, HttpResponse } from 'msw';
import type { Notification } from '../../api/types/notification';
import { ROLES_APPROVE_TIME, ROLES_CREW_TIME } from '../../navigation/navModel';
import type { NavRole } from '../../navigation/roles';
import { hasAnyRole } from '../../navigation/roles';
import { daysInclusive, isIsoDate, isoDate, longDay, mondayOf } from '../../lib/work/dates';
import {
  EMPTY_WEEK,
  firstError,
  firstWeekError,
  TIME_OFF_TYPE_LABELS,
  validateCrewEntry,
  validateDecision,
  validateTimeOff,
  validateWeek,
  weekTotal,
} from '../../lib/work/rules';
import { CrewEntrySchema, DecisionSchema, firstIssue, NewTimeOffRequestSchema, SaveWeekSchema } from '../../lib/work/schemas';
import type { ApprovalItem, Balances, CrewMember, Dashboard, Decision, TimecardEntry, TimecardWeek, TimeOffRequest } from '../../lib/work/schemas';
import type { ZodMiniType } from 'zod/mini';
import { DEFAULT_BALANCES, PEOPLE, PROJECTS, seedWork } from '../data/work';
import type { Person, WorkData } from '../data/work';
import { authorize, invalid, notFound } from './identity';
import type { Caller } from './identity';

/** Paths as in docs/api/openapi.json, relative to the API base. */
export const WORK_ROUTES = {
  balances: { method: 'get', path: '/timeoff/balances' },
  requests: { method: 'get', path: '/timeoff/requests' },
  createRequest: { method: 'post', path: '/timeoff/requests' },
  cancelRequest: { method: 'put', path: '/timeoff/requests/{requestId}/cancel' },
  week: { method: 'get', path: '/timecards/{weekStart}' },
  saveWeek: { method: 'put', path: '/timecards/{weekStart}' },
  submitWeek: { method: 'post', path: '/timecards/{weekStart}/submit' },
  approvals: { method: 'get', path: '/approvals' },
  decideTimeOff: { method: 'post', path: '/approvals/timeoff/{requestId}' },
  decideTimecard: { method: 'post', path: '/approvals/timecards/{employeeId}/{weekStart}' },
  crew: { method: 'get', path: '/crew' },
  crewTime: { method: 'post', path: '/crew/time' },
  projects: { method: 'get', path: '/projects' },
  project: { method: 'get', path: '/projects/{jobNumber}' },
  dashboard: { method: 'get', path: '/dashboard' },
} as const;

/** Roles that see everyone's submitted timecards, not only their own team's. */
const ROLES_ALL_TIMECARDS: NavRole[] = ['PAYROLL_USER'];
const ROLES_ALL_CREW: NavRole[] = ['OPERATIONS_MANAGER', 'OPERATIONS_USER'];

type Notify = (userId: string, fields: Pick<Notification, 'title' | 'message' | 'type' | 'priority'>) => void;

const today = () => isoDate(new Date());
const openJobs = () => PROJECTS.filter((p) => p.status === 'active').map((p) => p.jobNumber);

async function parse<T>(request: Request, schema: ZodMiniType<T>): Promise<T | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return invalid('The body must be JSON.');
  }
  const result = schema.safeParse(body);
  return result.success ? result.data : invalid(firstIssue(result.error));
}

/**
 * Time off, timecards, approvals, crew time, projects and the dashboard over one in-memory store,
 * per user (the token's preferred_username), with the roles of the token's `roles` claim (403
 * otherwise) and the shared validation rules of src/lib/work/rules.ts (422 with a message).
 */
export function workHandlers(basePath: string, notify: Notify, seed: () => WorkData = () => seedWork()) {
  let data = seed();
  let sequence = 0;
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;

  const person = (caller: Caller): Person => PEOPLE.find((p) => p.id === caller.id) ?? { id: caller.id, name: caller.name, managerId: null };
  const balancesOf = (id: string): Balances => data.balances[id] ?? DEFAULT_BALANCES;
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
  const storeWeek = (next: TimecardWeek) => {
    data = { ...data, weeks: [...data.weeks.filter((w) => !(w.employeeId === next.employeeId && w.weekStart === next.weekStart)), next] };
  };
  const editable = (w: TimecardWeek) => w.status === 'draft' || w.status === 'returned';

  /** Whose time off and timecards the caller decides on. */
  const teamOf = (caller: Caller) => PEOPLE.filter((p) => p.managerId === caller.id).map((p) => p.id);
  const approvalsFor = (caller: Caller): ApprovalItem[] => {
    const team = teamOf(caller);
    const allCards = hasAnyRole(caller.roles, ROLES_ALL_TIMECARDS);
    const timeOff: ApprovalItem[] = data.requests
      .filter((r) => r.status === 'pending' && team.includes(r.employeeId))
      .map((r) => ({ kind: 'timeoff', id: `timeoff:${r.id}`, request: r }));
    const cards: ApprovalItem[] = data.weeks
      .filter((w) => w.status === 'submitted' && w.employeeId !== caller.id && (allCards || team.includes(w.employeeId)))
      .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
      .map((w) => ({ kind: 'timecard', id: `timecard:${w.employeeId}:${w.weekStart}`, week: w }));
    return [...timeOff, ...cards];
  };
  const crewOf = (caller: Caller): CrewMember[] => {
    const team = teamOf(caller);
    const everyone = hasAnyRole(caller.roles, ROLES_ALL_CREW);
    return PEOPLE.filter((p) => p.id !== caller.id && (everyone || team.includes(p.id))).map((p) => ({ employeeId: p.id, name: p.name }));
  };

  /** An approver's decision: roles (403), body shape and the reason rule (422). */
  const decisionOf = async (request: Request): Promise<{ caller: Caller; decision: Decision } | Response> => {
    const caller = authorize(request, ROLES_APPROVE_TIME);
    if (caller instanceof Response) return caller;
    const decision = await parse(request, DecisionSchema);
    if (decision instanceof Response) return decision;
    const problem = firstError(validateDecision(decision));
    return problem ? invalid(problem) : { caller, decision };
  };

  const weekParam = (value: unknown): string | Response => {
    const weekStart = String(value);
    return isIsoDate(weekStart) && mondayOf(weekStart) === weekStart ? weekStart : invalid('A week starts on a Monday (YYYY-MM-DD).');
  };

  const handlers = [
    http.get(at(WORK_ROUTES.balances.path), ({ request }) => {
      const caller = authorize(request);
      return caller instanceof Response ? caller : HttpResponse.json(balancesOf(caller.id));
    }),
    http.get(at(WORK_ROUTES.requests.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      return HttpResponse.json([...requestsOf(caller.id)].sort((a, b) => b.firstDay.localeCompare(a.firstDay)));
    }),
    http.post(at(WORK_ROUTES.createRequest.path), async ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const input = await parse(request, NewTimeOffRequestSchema);
      if (input instanceof Response) return input;
      const problem = firstError(validateTimeOff(input, { today: today(), balances: balancesOf(caller.id), requests: requestsOf(caller.id) }));
      if (problem) return invalid(problem);
      sequence += 1;
      const created: TimeOffRequest = {
        ...input,
        note: input.note.trim(),
        id: `to-new-${sequence}`,
        employeeId: caller.id,
        employeeName: person(caller).name,
        status: 'pending',
        decidedBy: null,
        reason: null,
        createdAt: new Date().toISOString(),
      };
      data = { ...data, requests: [...data.requests, created] };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(at(WORK_ROUTES.cancelRequest.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const found = requestsOf(caller.id).find((r) => r.id === String(params.requestId));
      if (!found) return notFound('Time-off request not found.');
      if (found.status !== 'pending') return invalid(`Only a pending request can be cancelled; this one is ${found.status}.`);
      const cancelled: TimeOffRequest = { ...found, status: 'cancelled' };
      data = { ...data, requests: data.requests.map((r) => (r.id === found.id ? cancelled : r)) };
      return HttpResponse.json(cancelled);
    }),
    http.get(at(WORK_ROUTES.week.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const weekStart = weekParam(params.weekStart);
      return weekStart instanceof Response ? weekStart : HttpResponse.json(weekOf(caller.id, weekStart));
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
        if (!editable(current)) return invalid(`This week is ${current.status} and can no longer be changed.`);
        const entries: TimecardEntry[] = input.entries.filter((e) => e.hours.some((h) => h !== 0));
        const problem = firstWeekError(validateWeek(entries, openJobs()));
        if (problem) return invalid(problem);
        if (kind === 'submit' && weekTotal(entries) === 0) return invalid(EMPTY_WEEK);
        const next: TimecardWeek = kind === 'submit' ? { ...current, entries, status: 'submitted', reason: null, decidedBy: null } : { ...current, entries };
        storeWeek(next);
        return HttpResponse.json(next);
      }),
    ),
    http.get(at(WORK_ROUTES.approvals.path), ({ request }) => {
      const caller = authorize(request, ROLES_APPROVE_TIME);
      return caller instanceof Response ? caller : HttpResponse.json(approvalsFor(caller));
    }),
    http.post(at(WORK_ROUTES.decideTimeOff.path), async ({ request, params }) => {
      const asked = await decisionOf(request);
      if (asked instanceof Response) return asked;
      const { caller, decision } = asked;
      const item = approvalsFor(caller).find((a) => a.kind === 'timeoff' && a.request.id === String(params.requestId));
      if (item?.kind !== 'timeoff') return notFound('No such request is waiting for your approval.');
      const r = item.request;
      const approved = decision.decision === 'approve';
      const decided: TimeOffRequest = { ...r, status: approved ? 'approved' : 'denied', decidedBy: person(caller).name, reason: approved ? null : (decision.reason ?? '').trim() };
      const balances = balancesOf(r.employeeId);
      data = {
        ...data,
        requests: data.requests.map((x) => (x.id === r.id ? decided : x)),
        balances: approved ? { ...data.balances, [r.employeeId]: { ...balances, [r.type]: balances[r.type] - r.hours } } : data.balances,
      };
      const what = `${TIME_OFF_TYPE_LABELS[r.type]}, ${longDay(r.firstDay)} to ${longDay(r.lastDay)} (${r.hours} h)`;
      notify(
        r.employeeId,
        approved
          ? { title: 'Time off approved', message: `${what}, approved by ${decided.decidedBy ?? ''}.`, type: 'system', priority: 'medium' }
          : { title: `Time off denied: ${decided.reason ?? ''}`, message: `${what}, denied by ${decided.decidedBy ?? ''}.`, type: 'alert', priority: 'high' },
      );
      return HttpResponse.json(decided);
    }),
    http.post(at(WORK_ROUTES.decideTimecard.path), async ({ request, params }) => {
      const asked = await decisionOf(request);
      if (asked instanceof Response) return asked;
      const { caller, decision } = asked;
      const item = approvalsFor(caller).find((a) => a.kind === 'timecard' && a.week.employeeId === String(params.employeeId) && a.week.weekStart === String(params.weekStart));
      if (item?.kind !== 'timecard') return notFound('No such timecard is waiting for your approval.');
      const approved = decision.decision === 'approve';
      const decided: TimecardWeek = { ...item.week, status: approved ? 'approved' : 'returned', decidedBy: person(caller).name, reason: approved ? null : (decision.reason ?? '').trim() };
      storeWeek(decided);
      notify(
        decided.employeeId,
        approved
          ? { title: 'Timecard approved', message: `Week of ${longDay(decided.weekStart)}, approved by ${decided.decidedBy ?? ''}.`, type: 'system', priority: 'medium' }
          : { title: `Timecard returned: ${decided.reason ?? ''}`, message: `Week of ${longDay(decided.weekStart)}, returned by ${decided.decidedBy ?? ''}. Correct it and submit again.`, type: 'alert', priority: 'high' },
      );
      return HttpResponse.json(decided);
    }),
    http.get(at(WORK_ROUTES.crew.path), ({ request }) => {
      const caller = authorize(request, ROLES_CREW_TIME);
      return caller instanceof Response ? caller : HttpResponse.json(crewOf(caller));
    }),
    http.post(at(WORK_ROUTES.crewTime.path), async ({ request }) => {
      const caller = authorize(request, ROLES_CREW_TIME);
      if (caller instanceof Response) return caller;
      const entry = await parse(request, CrewEntrySchema);
      if (entry instanceof Response) return entry;
      const problem = firstError(validateCrewEntry(entry, openJobs()));
      if (problem) return invalid(problem);
      const crew = crewOf(caller);
      const members = entry.employeeIds.map((id) => crew.find((m) => m.employeeId === id));
      if (members.some((m) => !m)) return invalid('Time can only be entered for your crew.');
      const weekStart = mondayOf(entry.day);
      const dayIndex = daysInclusive(weekStart, entry.day) - 1;
      const updated: TimecardWeek[] = [];
      for (const member of members) {
        if (!member) continue;
        const current = weekOf(member.employeeId, weekStart);
        if (!editable(current)) return invalid(`${member.name}'s week of ${longDay(weekStart)} is ${current.status}; it can no longer be changed.`);
        const row = current.entries.find((e) => e.jobNumber === entry.jobNumber) ?? { jobNumber: entry.jobNumber, hours: [0, 0, 0, 0, 0, 0, 0] };
        const nextRow = { ...row, hours: row.hours.map((h, i) => (i === dayIndex ? entry.hours : h)) };
        const entries = [...current.entries.filter((e) => e.jobNumber !== entry.jobNumber), nextRow];
        const weekProblem = firstWeekError(validateWeek(entries, openJobs()));
        if (weekProblem) return invalid(`${member.name}: ${weekProblem}`);
        updated.push({ ...current, entries });
      }
      updated.forEach(storeWeek);
      return HttpResponse.json(members.filter((m): m is CrewMember => m !== undefined));
    }),
    http.get(at(WORK_ROUTES.projects.path), ({ request }) => {
      const caller = authorize(request);
      return caller instanceof Response ? caller : HttpResponse.json(PROJECTS);
    }),
    http.get(at(WORK_ROUTES.project.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const project = PROJECTS.find((p) => p.jobNumber === String(params.jobNumber));
      if (!project) return notFound(`No job ${String(params.jobNumber)}.`);
      const weekStart = mondayOf(today());
      const hoursByPerson = data.weeks
        .filter((w) => w.weekStart === weekStart)
        .map((w) => ({ employeeName: w.employeeName, hours: w.entries.filter((e) => e.jobNumber === project.jobNumber).reduce((s, e) => s + e.hours.reduce((a, b) => a + b, 0), 0) }))
        .filter((p) => p.hours > 0)
        .sort((a, b) => a.employeeName.localeCompare(b.employeeName));
      return HttpResponse.json({ project, weekStart, hoursByPerson });
    }),
    http.get(at(WORK_ROUTES.dashboard.path), ({ request }) => {
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
    reset(next?: WorkData) {
      data = next ?? seed();
    },
  };
}
