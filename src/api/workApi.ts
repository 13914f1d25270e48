import * as z from 'zod/mini';
import { apiSlice } from './apiSlice';
import type { ApiRequest } from './baseQuery';
import { optimistically } from './optimistic';
import { IDEMPOTENCY_HEADER } from '../shared/contract/errors';
import { pathOf } from '../shared/contract/operation';
import { HR_OPERATIONS } from '../shared/contract/hr';
import { WORK_OPERATIONS as OPS } from '../shared/contract/work';
import type { BalanceAdjustment, BalanceEntry, BalanceHistory } from '../shared/work/balances';
import type { ApprovalsPage } from '../shared/work/approvalsQueue';
import type {
  ApprovalHistoryEntry,
  ApprovalItem,
  Balances,
  CrewEntry,
  CrewMember,
  CrewTimeEntry,
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
    /** The caller's balances with their history (ADR 0169): read again with the balances. */
    getBalanceHistory: build.query<BalanceHistory, void>({ query: () => OPS.getBalanceHistory.path, responseSchema: OPS.getBalanceHistory.response, providesTags: ['TimeOff'] }),
    /** Anyone's balances with their history, for an HR admin. */
    getPersonBalances: build.query<BalanceHistory, string>({
      query: (employeeId) => pathOf(HR_OPERATIONS.getPersonBalances, { employeeId }),
      responseSchema: HR_OPERATIONS.getPersonBalances.response,
      providesTags: ['TimeOff'],
    }),
    adjustBalance: build.mutation<BalanceEntry, { employeeId: string; adjustment: BalanceAdjustment; idempotencyKey: string }>({
      query: ({ employeeId, adjustment, idempotencyKey }) => ({
        url: pathOf(HR_OPERATIONS.adjustBalance, { employeeId }),
        method: 'POST',
        body: adjustment,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        successToast: true,
      }),
      responseSchema: HR_OPERATIONS.adjustBalance.response,
      invalidatesTags: ['TimeOff'],
    }),
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
    /**
     * The queue in pages (ADR 0172): the first page at once, the next ones as the list is scrolled to its end
     * (`fetchNextPage`), each after the last one's cursor. A re-read (the 'Approval' tag: a notification, a
     * conflict) reads the pages again from the first, each after the fresh one before it, so no item is listed
     * twice or skipped however the queue changed.
     */
    getApprovals: build.infiniteQuery<ApprovalsPage, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.next },
      query: ({ pageParam }) => (pageParam === null ? OPS.getApprovals.path : `${OPS.getApprovals.path}?after=${encodeURIComponent(pageParam)}`),
      responseSchema: OPS.getApprovals.response,
      providesTags: ['Approval'],
    }),
    decide: build.mutation<TimeOffRequest | TimecardWeek, { item: ApprovalItem; decision: Decision; quiet?: boolean }>({
      // No success toast here: the page raised it when the decision was made, with its Undo (ADR 0128).
      query: decideRequest,
      responseSchema: z.union([OPS.decideTimeOff.response, OPS.decideTimecard.response]),
      // A decided item (or one refused as decided or gone: 409, 404) leaves the loaded pages where it is, and the
      // count goes down; no page is read again (ADR 0172). The page keeps the decided row in place meanwhile
      // (approvalsSlice's decisions), so nothing moves under the pointer. Its history (tagged by item) is read again.
      onQueryStarted: async ({ item }, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch (failure) {
          const status = (failure as { error?: { status?: unknown } }).error?.status;
          if (status !== 409 && status !== 404) return;
        }
        queueWithout(dispatch, [item.id]);
      },
      invalidatesTags: (_result, error, { item }) =>
        error === undefined
          ? [{ type: 'Approval', id: item.id }, 'Dashboard', 'Project', ...(item.kind === 'timecard' ? (['Timecard'] as const) : [])]
          : error.status === 409 || error.status === 404
            ? [{ type: 'Approval', id: item.id }, 'Dashboard']
            : [],
    }),
    /** An item's history (ADR 0128): read again after a decision on it, so an open history shows it. */
    getApprovalHistory: build.query<ApprovalHistoryEntry[], string>({
      query: (itemId) => pathOf(OPS.getApprovalHistory, { itemId }),
      responseSchema: OPS.getApprovalHistory.response,
      providesTags: (_result, _error, itemId) => [{ type: 'Approval', id: itemId }],
    }),
    getCrew: build.query<CrewMember[], void>({ query: () => OPS.getCrew.path, responseSchema: OPS.getCrew.response, providesTags: ['Crew'] }),
    enterCrewTime: build.mutation<CrewMember[], { entry: CrewEntry; idempotencyKey: string }>({
      query: ({ entry, idempotencyKey }) => ({ url: OPS.enterCrewTime.path, method: 'POST', body: entry, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, successToast: true }),
      responseSchema: OPS.enterCrewTime.response,
      invalidatesTags: ['Timecard', 'Project', 'Dashboard'],
    }),
    /** The crew time the caller entered in a week (issue #49): read again after any crew entry, change or removal. */
    getCrewTime: build.query<CrewTimeEntry[], string>({
      query: (weekStart) => pathOf(OPS.getCrewTime, { weekStart }),
      responseSchema: OPS.getCrewTime.response,
      providesTags: ['Timecard'],
    }),
    updateCrewTime: build.mutation<CrewTimeEntry, Pick<CrewTimeEntry, 'employeeId' | 'jobNumber' | 'day' | 'hours'>>({
      query: ({ employeeId, jobNumber, day, hours }) => ({ url: pathOf(OPS.updateCrewTime, { employeeId, jobNumber, day }), method: 'PUT', body: { hours }, successToast: true }),
      responseSchema: OPS.updateCrewTime.response,
      invalidatesTags: ['Timecard', 'Project', 'Dashboard'],
    }),
    deleteCrewTime: build.mutation<void, Pick<CrewTimeEntry, 'employeeId' | 'jobNumber' | 'day'>>({
      query: ({ employeeId, jobNumber, day }) => ({ url: pathOf(OPS.deleteCrewTime, { employeeId, jobNumber, day }), method: 'DELETE', successToast: true }),
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

/**
 * Takes items out of the loaded pages of the queue (decided, or found decided or gone), each page's count with them:
 * no page is read again, and the pages' cursors still hold (each is the key of an item read, ADR 0172).
 */
export function queueWithout(dispatch: (action: unknown) => unknown, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const gone = new Set(ids);
  dispatch(
    workApi.util.updateQueryData('getApprovals', undefined, (draft) => {
    let removed = 0;
    for (const page of draft.pages) {
      const kept = page.items.filter((item) => !gone.has(item.id));
      removed += page.items.length - kept.length;
      if (kept.length !== page.items.length) page.items = kept;
    }
      if (removed > 0) for (const page of draft.pages) page.total = Math.max(0, page.total - removed);
    }),
  );
}
