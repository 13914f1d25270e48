import { apiSlice } from './apiSlice';
import { optimistically } from './optimistic';
import type {
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
  TimeOffRequest,
} from '../lib/work/schemas';

/**
 * Time off, timecards, approvals, crew time, projects and the dashboard (paths in
 * docs/api/openapi.json). Shapes come from src/lib/work/schemas.ts, shared with the mock API.
 */
export const workApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getBalances: build.query<Balances, void>({ query: () => '/timeoff/balances', providesTags: ['TimeOff'] }),
    getTimeOffRequests: build.query<TimeOffRequest[], void>({ query: () => '/timeoff/requests', providesTags: ['TimeOff'] }),
    requestTimeOff: build.mutation<TimeOffRequest, NewTimeOffRequest>({
      query: (body) => ({ url: '/timeoff/requests', method: 'POST', body, successToast: true }),
      invalidatesTags: ['TimeOff', 'Dashboard'],
    }),
    cancelTimeOff: build.mutation<TimeOffRequest, string>({
      query: (id) => ({ url: `/timeoff/requests/${encodeURIComponent(id)}/cancel`, method: 'PUT', successToast: true }),
      onQueryStarted: (id, lifecycle): Promise<void> =>
        optimistically(
          lifecycle,
          workApi.util.updateQueryData('getTimeOffRequests', undefined, (draft: TimeOffRequest[]) => {
            const found = draft.find((r) => r.id === id);
            if (found) found.status = 'cancelled';
          }),
        ),
      invalidatesTags: ['TimeOff', 'Dashboard'],
    }),
    getWeek: build.query<TimecardWeek, string>({
      query: (weekStart) => `/timecards/${weekStart}`,
      providesTags: (_result, _error, weekStart) => [{ type: 'Timecard', id: weekStart }],
    }),
    saveWeek: build.mutation<TimecardWeek, { weekStart: string; entries: TimecardEntry[]; submit: boolean }>({
      query: ({ weekStart, entries, submit }) => ({
        url: submit ? `/timecards/${weekStart}/submit` : `/timecards/${weekStart}`,
        method: submit ? 'POST' : 'PUT',
        body: { entries },
        successToast: true,
      }),
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
    getApprovals: build.query<ApprovalItem[], void>({ query: () => '/approvals', providesTags: ['Approval'] }),
    decide: build.mutation<TimeOffRequest | TimecardWeek, { item: ApprovalItem; decision: Decision }>({
      query: ({ item, decision }) => ({
        url:
          item.kind === 'timeoff'
            ? `/approvals/timeoff/${encodeURIComponent(item.request.id)}`
            : `/approvals/timecards/${encodeURIComponent(item.week.employeeId)}/${item.week.weekStart}`,
        method: 'POST',
        body: decision,
        successToast: decision.decision === 'approve' ? 'Approved' : item.kind === 'timeoff' ? 'Request denied' : 'Timecard returned',
      }),
      onQueryStarted: ({ item }, lifecycle): Promise<void> =>
        optimistically(
          lifecycle,
          workApi.util.updateQueryData('getApprovals', undefined, (draft: ApprovalItem[]) => {
            const i = draft.findIndex((x) => x.id === item.id);
            if (i >= 0) draft.splice(i, 1);
          }),
        ),
      invalidatesTags: ['Dashboard', 'Project'],
    }),
    getCrew: build.query<CrewMember[], void>({ query: () => '/crew', providesTags: ['Crew'] }),
    enterCrewTime: build.mutation<CrewMember[], CrewEntry>({
      query: (body) => ({ url: '/crew/time', method: 'POST', body, successToast: true }),
      invalidatesTags: ['Timecard', 'Project', 'Dashboard'],
    }),
    getProjects: build.query<Project[], void>({ query: () => '/projects', providesTags: ['Project'] }),
    getProject: build.query<ProjectDetail, string>({
      query: (jobNumber) => `/projects/${encodeURIComponent(jobNumber)}`,
      providesTags: (_result, _error, jobNumber) => [{ type: 'Project', id: jobNumber }],
    }),
    getDashboard: build.query<Dashboard, void>({ query: () => '/dashboard', providesTags: ['Dashboard'] }),
  }),
});
