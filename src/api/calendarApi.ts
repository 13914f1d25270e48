import { apiSlice } from './apiSlice';
import { IDEMPOTENCY_HEADER } from '../shared/contract/errors';
import { pathOf } from '../shared/contract/operation';
import { CALENDAR_OPERATIONS as OPS } from '../shared/contract/calendar';
import type { Calendar, Holiday, NewHoliday } from '../shared/work/schemas';

/** A span of days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const range = (path: string, { from, to }: DayRange) => `${path}?${new URLSearchParams({ from, to }).toString()}`;

/**
 * Holidays and who is out (src/shared/contract/calendar.ts), checked on arrival like every work response. A new or
 * removed holiday, and every time-off change, reads the calendars again (tag 'Calendar').
 */
export const calendarApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getHolidays: build.query<Holiday[], DayRange>({ query: (r) => range(OPS.getHolidays.path, r), responseSchema: OPS.getHolidays.response, providesTags: ['Calendar'] }),
    getTeamCalendar: build.query<Calendar, DayRange>({ query: (r) => range(OPS.getTeamCalendar.path, r), responseSchema: OPS.getTeamCalendar.response, providesTags: ['Calendar'] }),
    getHrCalendar: build.query<Calendar, DayRange>({ query: (r) => range(OPS.getHrCalendar.path, r), responseSchema: OPS.getHrCalendar.response, providesTags: ['Calendar'] }),
    getTeammatesOut: build.query<Calendar, DayRange>({ query: (r) => range(OPS.getTeammatesOut.path, r), responseSchema: OPS.getTeammatesOut.response, providesTags: ['Calendar'] }),
    createHoliday: build.mutation<Holiday, { holiday: NewHoliday; idempotencyKey: string }>({
      query: ({ holiday, idempotencyKey }) => ({ url: OPS.createHoliday.path, method: 'POST', body: holiday, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, successToast: 'Holiday added' }),
      responseSchema: OPS.createHoliday.response,
      invalidatesTags: ['Calendar'],
    }),
    deleteHoliday: build.mutation<void, string>({
      query: (date) => ({ url: pathOf(OPS.deleteHoliday, { date }), method: 'DELETE', successToast: 'Holiday removed' }),
      invalidatesTags: ['Calendar'],
    }),
  }),
});
