import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { addDays, isoDate, mondayOf, parseIsoDate } from '../../shared/work/dates';
import type { IsoDate } from '../../shared/work/dates';
import { withoutKey } from '../../shared/work/rules';
import type { FieldErrors } from '../../shared/work/rules';

export type CalendarMode = 'month' | 'week';
export type HolidayField = 'date' | 'name';

export interface CalendarState {
  mode: CalendarMode;
  /** The day in focus: it chooses the month or week shown, and is the grid's one tab stop. */
  day: IsoDate;
  holidayForm: { date: string; name: string };
  holidayErrors: FieldErrors<HolidayField>;
  /** The Idempotency-Key of the open form's create. */
  holidayKey: string;
}

export const HOLIDAY_MODAL_ID = 'calendar-holiday';
export const DELETE_HOLIDAY_MODAL_ID = 'calendar-holiday-delete';

export const initialCalendarState: CalendarState = { mode: 'month', day: '', holidayForm: { date: '', name: '' }, holidayErrors: {}, holidayKey: '' };

const firstOfMonth = (day: IsoDate) => `${day.slice(0, 7)}-01`;
/** The same day of the month `months` away (the last day when that month is shorter). */
export function addMonths(day: IsoDate, months: number): IsoDate {
  const date = parseIsoDate(firstOfMonth(day));
  date.setMonth(date.getMonth() + months);
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0, 12).getDate();
  date.setDate(Math.min(Number(day.slice(8, 10)), last));
  return isoDate(date);
}

/** The days a view shows: the Monday-to-Sunday weeks holding the month (at most 42 days), or the week. */
export function visibleRange(mode: CalendarMode, day: IsoDate): { from: IsoDate; to: IsoDate } {
  if (mode === 'week') return { from: mondayOf(day), to: addDays(mondayOf(day), 6) };
  const first = firstOfMonth(day);
  const last = addDays(addMonths(first, 1), -1);
  return { from: mondayOf(first), to: addDays(mondayOf(last), 6) };
}

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    calendarModeChosen: (state, action: PayloadAction<CalendarMode>) => {
      state.mode = action.payload;
    },
    /** Previous / next month or week; `today` comes with the clock's day. */
    calendarStepped: (state, action: PayloadAction<{ step: -1 | 1; today: IsoDate }>) => {
      const from = state.day || action.payload.today;
      state.day = state.mode === 'month' ? addMonths(from, action.payload.step) : addDays(from, 7 * action.payload.step);
    },
    calendarDayChosen: (state, action: PayloadAction<IsoDate>) => {
      state.day = action.payload;
    },
    addHolidayClicked: {
      reducer: (state, action: PayloadAction<{ key: string }>) => {
        state.holidayForm = { date: '', name: '' };
        state.holidayErrors = {};
        state.holidayKey = action.payload.key;
      },
      prepare: () => ({ payload: { key: nanoid() } }),
    },
    holidayFieldChanged: (state, action: PayloadAction<{ field: HolidayField; value: string }>) => {
      state.holidayForm[action.payload.field] = action.payload.value;
      state.holidayErrors = withoutKey(state.holidayErrors, action.payload.field);
    },
    holidaySubmitClicked: () => undefined,
    holidayFormChecked: (state, action: PayloadAction<FieldErrors<HolidayField>>) => {
      state.holidayErrors = action.payload;
    },
    deleteHolidayClicked: { reducer: () => undefined, prepare: (payload: { date: IsoDate; name: string }) => ({ payload }) },
    deleteHolidayConfirmed: { reducer: () => undefined, prepare: (payload: { date: IsoDate }) => ({ payload }) },
  },
  selectors: {
    selectCalendarMode: (state) => state.mode,
    selectCalendarDay: (state) => state.day,
    selectHolidayForm: (state) => state.holidayForm,
    selectHolidayErrors: (state) => state.holidayErrors,
  },
});

export const { calendarModeChosen, calendarStepped, calendarDayChosen, addHolidayClicked, holidayFieldChanged, holidaySubmitClicked, holidayFormChecked, deleteHolidayClicked, deleteHolidayConfirmed } =
  calendarSlice.actions;
export const { selectCalendarMode, selectCalendarDay, selectHolidayForm, selectHolidayErrors } = calendarSlice.selectors;
