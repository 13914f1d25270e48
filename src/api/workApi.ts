import * as z from 'zod/mini';
import { apiSlice } from './apiSlice';
import type { ApiRequest } from './baseQuery';
import { optimistically } from './optimistic';
import { IDEMPOTENCY_HEADER } from '../shared/contract/errors';
import { pathOf } from '../shared/contract/operation';
import { WORK_OPERATIONS as OPS } from '../shared/contract/work';
import type {
  ApprovalHistoryEntry,
  ApprovalItem,
  Balances,
  CrewEntry,
  CrewMember,
  Dashboard,
  Decision,
  NewTimeOffRequest,
  Project,
  ProjectDetail,
  TimecardEntry,
  TimecardWeek,
  TeammateOut,
  TimeOffRequest,
  WorkedDay,
} from '../shared/work/schemas';

/**
 * A decision's request (the decide mutation's, and the one sent as the page goes away: ADR 0128). The
 * request outlives the page (`keepalive`). A `quiet` decision (one of a bulk approve) raises no error toast:
 * the page sums the failures up in one.
 */
export function decideRequest({ item, decision, quiet }: { item: ApprovalItem; decision: Decision; quiet?: boolean }): ApiRequest {
  return {
    url:
      item.kind === 'timeoff'
        ? pathOf(OPS.decideTimeOff, { requestId: item.request.id })
        : pathOf(OPS.decideTimecard, { employeeId: item.week.employeeId, weekStart: item.week.weekStart }),
    method: 'POST',
    body: decision,
    keepalive: true,
    ...(quiet ? { noErrorToast: true } : {}),
  };
}

/**
 * Time off, timecards, approvals, crew time, projects and the dashboard, as written in the contract
 * (src/shared/contract/work.ts): its paths, and its response schemas checked on arrival — a response of the
 * wrong shape is a Validation Error toast and the cache keeps the last good data (ADR 0091).
 * Creates carry the Idempotency-Key their form made, so a retry or a second click creates one record.
 */
export const workApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBalances: build.query<Balances, void>({ query: () => OPS.getBalances.path, responseSchema: OPS.getBalances.response, providesTags: ['TimeOff'] }),
    getTimeOffRequests: build.query<TimeOffRequest[], void>({ query: () => OPS.getTimeOffRequests.path, responseSchema: OPS.getTimeOffRequests.response, providesTags: ['TimeOff'] }),
    requestTimeOff: build.mutation<TimeOffRequest, { request: NewTimeOffRequest; idempotencyKey: string }>({
      query: ({ request, idempotencyKey }) => ({ url: OPS.requestTimeOff.path, method: 'POST', body: request, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, successToast: true }),
      responseSchema: OPS.requestTimeOff.response,
      invalidatesTags: ['TimeOff', 'Dashboard', 'Calendar'],
    }),
    /**
     * A change of the caller's pending request. A 409 (decided or cancelled meanwhile) or 404 reads the requests again,
     * so the list shows what happened; its message is the error toast.
     */
    updateTimeOff: build.mutation<TimeOffRequest, { id: string; request: NewTimeOffRequest }>({
      query: ({ id, request }) => ({ url: pathOf(OPS.updateTimeOff, { requestId: id }), method: 'PUT', body: request, successToast: 'Request changed' }),
      responseSchema: OPS.updateTimeOff.response,
      invalidatesTags: (_result, error) => (error === undefined || error.status === 409 || error.status === 404 ? ['TimeOff', 'Dashboard', 'Calendar'] : []),
    }),
    /** Who else is out on some days: teammates' names and days (the request form's list, issue #48 §6). */
    getTeammatesOutOn: build.query<TeammateOut[], { from: string; to: string }>({
      query: ({ from, to }) => `${OPS.getTeammatesOutOn.path}?${new URLSearchParams({ from, to }).toString()}`,
      responseSchema: OPS.getTeammatesOutOn.response,
      providesTags: ['Calendar'],
    }),
    /** The caller's days with hours worked between two days (the request form's warning, issue #46 §2). */
    getWorkedDays: build.query<WorkedDay[], { from: string; to: string }>({
      query: ({ from, to }) => `${OPS.getWorkedDays.path}?${new URLSearchParams({ from, to }).toString()}`,
      responseSchema: OPS.getWorkedDays.response,
      providesTags: ['TimeOff', 'Timecard'],
    }),
    cancelTimeOff: build.mutation<TimeOffRequest, string>({
      query: (requestId) => ({ url: pathOf(OPS.cancelTimeOff, { requestId }), method: 'PUT', successToast: true }),
      responseSchema: OPS.cancelTimeOff.response,
      onQueryStarted: (id, lifecycle): Promise<void> =>
        optimistically(
          lifecycle,
          workApi.util.updateQueryData('getTimeOffRequests', undefined, (draft: TimeOffRequest[]) => {
            const found = draft.find((r) => r.id === id);
            if (found) found.status = 'cancelled';
          }),
        ),
      invalidatesTags: ['TimeOff', 'Dashboard', 'Calendar'],
    }),
    getWeek: build.query<TimecardWeek, string>({
      query: (weekStart) => pathOf(OPS.getWeek, { weekStart }),
      responseSchema: OPS.getWeek.response,
      providesTags: (_result, _error, weekStart) => [{ type: 'Timecard', id: weekStart }],
    }),
    saveWeek: build.mutation<TimecardWeek, { weekStart: string; entries: TimecardEntry[]; submit: boolean }>({
      query: ({ weekStart, entries, submit }) => ({
        url: pathOf(submit ? OPS.submitWeek : OPS.saveWeek, { weekStart }),
        method: submit ? OPS.submitWeek.method : OPS.saveWeek.method,
        body: { entries },
        successToast: true,
      }),
      responseSchema: OPS.saveWeek.response,
      onQueryStarted: async ({ weekStart }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          void dispatch(workApi.util.upsertQueryData('getWeek', weekStart, data));
        } catch {
          // The error toast has told the person; the cached week is unchanged.
        }
      },
      invalidatesTags: ['Dashboard', 'Project'],
    }),
    getApprovals: build.query<ApprovalItem[], void>({ query: () => OPS.getApprovals.path, responseSchema: OPS.getApprovals.response, providesTags: ['Approval'] }),
    decide: build.mutation<TimeOffRequest | TimecardWeek, { item: ApprovalItem; decision: Decision; quiet?: boolean }>({
      // No success toast here: the page raised it when the decision was made, with its Undo (ADR 0128).
      query: decideRequest,
      responseSchema: z.union([OPS.decideTimeOff.response, OPS.decideTimecard.response]),
      // The queue is read again after every answer: a decided item leaves it, and a conflict (409: decided by
      // someone else; 404: gone) shows what the queue is now (issue #27 §5). The page keeps the decided row in
      // place meanwhile (approvalsSlice's decisions), so nothing moves under the pointer.
      invalidatesTags: (_result, error) =>
        error === undefined ? ['Approval', 'Dashboard', 'Project'] : error.status === 409 || error.status === 404 ? ['Approval', 'Dashboard'] : [],
    }),
    /** An item's history (ADR 0128): read again after a decision on it, so an open history shows it. */
    getApprovalHistory: build.query<ApprovalHistoryEntry[], string>({
      query: (itemId) => pathOf(OPS.getApprovalHistory, { itemId }),
      responseSchema: OPS.getApprovalHistory.response,
      providesTags: ['Approval'],
    }),
    getCrew: build.query<CrewMember[], void>({ query: () => OPS.getCrew.path, responseSchema: OPS.getCrew.response, providesTags: ['Crew'] }),
    enterCrewTime: build.mutation<CrewMember[], { entry: CrewEntry; idempotencyKey: string }>({
      query: ({ entry, idempotencyKey }) => ({ url: OPS.enterCrewTime.path, method: 'POST', body: entry, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, successToast: true }),
      responseSchema: OPS.enterCrewTime.response,
      invalidatesTags: ['Timecard', 'Project', 'Dashboard'],
    }),
    getProjects: build.query<Project[], void>({ query: () => OPS.getProjects.path, responseSchema: OPS.getProjects.response, providesTags: ['Project'] }),
    getProject: build.query<ProjectDetail, string>({
      query: (jobNumber) => pathOf(OPS.getProject, { jobNumber }),
      responseSchema: OPS.getProject.response,
      providesTags: (_result, _error, jobNumber) => [{ type: 'Project', id: jobNumber }],
    }),
    getDashboard: build.query<Dashboard, void>({ query: () => OPS.getDashboard.path, responseSchema: OPS.getDashboard.response, providesTags: ['Dashboard'] }),
  }),
});
