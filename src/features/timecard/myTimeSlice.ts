import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { addDays, isoDate, mondayOf } from '../../shared/work/dates';
import type { TimecardEntry, TimecardWeek } from '../../shared/work/schemas';
import { workApi } from '../../api/workApi';

/** One row of the grid as typed: a job number and seven cells of text. */
export interface GridRow {
  jobNumber: string;
  cells: string[];
}

export interface MyTimeState {
  /** Monday of the week shown; '' until the page first opens (then this week). */
  weekStart: string;
  /** The week being edited (loaded from the API, then changed cell by cell). */
  rows: GridRow[];
  loadedWeek: string;
  dirty: boolean;
  /** On a phone the week is entered one day at a time: the day shown (0 = Monday … 6 = Sunday). */
  day: number;
}

export const initialMyTimeState: MyTimeState = { weekStart: '', rows: [], loadedWeek: '', dirty: false, day: 0 };

/** Today as a day of its week: 0 = Monday … 6 = Sunday. */
const weekdayIndex = (date: Date) => (date.getDay() + 6) % 7;

const cellText = (h: number) => (h === 0 ? '' : String(h));

/** Grid text → API entries ('' = 0; anything else not a number stays NaN, which the rules refuse). */
export function entriesFromRows(rows: readonly GridRow[]): TimecardEntry[] {
  return rows.map((r) => ({ jobNumber: r.jobNumber, hours: r.cells.map((c) => (c.trim() === '' ? 0 : Number(c))) }));
}

/** The API's copy of a week: the grid shows it, unless it was only fetched and edits for that week are pending. */
function showWeek(state: MyTimeState, week: TimecardWeek, saved: boolean) {
  if (!saved && state.dirty && state.loadedWeek === week.weekStart) return;
  state.loadedWeek = week.weekStart;
  state.rows = week.entries.map((e) => ({ jobNumber: e.jobNumber, cells: e.hours.map(cellText) }));
  state.dirty = false;
}

export const myTimeSlice = createSlice({
  name: 'myTime',
  initialState: initialMyTimeState,
  reducers: {
    /** The page opened: show this week unless a week is already chosen. */
    myTimeOpened: {
      reducer: (state, action: PayloadAction<{ thisWeek: string; today: number }>) => {
        if (state.weekStart) return;
        state.weekStart = action.payload.thisWeek;
        state.day = action.payload.today;
      },
      prepare: () => {
        const now = new Date();
        return { payload: { thisWeek: mondayOf(isoDate(now)), today: weekdayIndex(now) } };
      },
    },
    /** A week chosen elsewhere (the Timecard overview's list): My Time opens on it. */
    weekChosen: (state, action: PayloadAction<string>) => {
      state.weekStart = mondayOf(action.payload);
    },
    /** A day chosen in the phone's day-by-day entry. */
    dayChosen: (state, action: PayloadAction<number>) => {
      if (Number.isInteger(action.payload) && action.payload >= 0 && action.payload < 7) state.day = action.payload;
    },
    weekShifted: (state, action: PayloadAction<-1 | 1>) => {
      state.weekStart = addDays(state.weekStart, 7 * action.payload);
    },
    cellChanged: (state, action: PayloadAction<{ jobNumber: string; day: number; value: string }>) => {
      const row = state.rows.find((r) => r.jobNumber === action.payload.jobNumber);
      if (!row) return;
      row.cells[action.payload.day] = action.payload.value;
      state.dirty = true;
    },
    jobAdded: (state, action: PayloadAction<string>) => {
      if (!action.payload || state.rows.some((r) => r.jobNumber === action.payload)) return;
      state.rows.push({ jobNumber: action.payload, cells: ['', '', '', '', '', '', ''] });
      state.dirty = true;
    },
    saveDraftClicked: () => undefined,
    submitWeekClicked: () => undefined,
    submitWeekConfirmed: () => undefined,
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(workApi.endpoints.getWeek.matchFulfilled, (state, action) => showWeek(state, action.payload, false))
      .addMatcher(workApi.endpoints.saveWeek.matchFulfilled, (state, action) => showWeek(state, action.payload, true));
  },
  selectors: {
    selectMyTime: (state) => state,
  },
});

export const { myTimeOpened, weekChosen, dayChosen, weekShifted, cellChanged, jobAdded, saveDraftClicked, submitWeekClicked, submitWeekConfirmed } = myTimeSlice.actions;
export const { selectMyTime } = myTimeSlice.selectors;
