import { apiSlice } from './apiSlice';
import type { SavedFile } from './baseQuery';
import { pathOf } from '../shared/contract/operation';
import { PAYROLL_OPERATIONS as OPS } from '../shared/contract/payroll';
import type { PayPeriod } from '../shared/payroll/schemas';

/**
 * Payroll, as the contract writes them (src/shared/contract/payroll.ts): a pay period's summary (checked on arrival),
 * and the CSV downloads, fetched with the bearer token by the base query and offered through the file port
 * (`responseType: 'file'`): the store keeps only the file's name and size. Downloads are mutations: each one is
 * an act the server writes to its audit trail, never cached.
 */
export const payrollApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPayPeriod: build.query<PayPeriod, string>({
      query: (periodStart) => pathOf(OPS.getPayPeriod, { periodStart }),
      responseSchema: OPS.getPayPeriod.response,
      // The ledger's kinds (weeks, time off, holidays) change its hours and adjustments; an export closes it.
      providesTags: ['Timecard', 'Approval', 'TimeOff', 'Calendar', 'PayPeriod'],
    }),
    downloadPayPeriod: build.mutation<SavedFile, string>({
      query: (periodStart) => ({ url: pathOf(OPS.exportPayPeriod, { periodStart }), headers: { Accept: OPS.exportPayPeriod.produces }, responseType: 'file', successToast: true }),
      // The first export closes the period and takes the pending adjustments: every summary reads again.
      invalidatesTags: ['PayPeriod'],
    }),
    downloadWeek: build.mutation<SavedFile, { employeeId: string; weekStart: string }>({
      query: ({ employeeId, weekStart }) => ({ url: pathOf(OPS.exportTimecardWeek, { employeeId, weekStart }), headers: { Accept: OPS.exportTimecardWeek.produces }, responseType: 'file', successToast: true }),
    }),
  }),
});
