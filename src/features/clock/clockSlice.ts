import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** Relative times ("5m ago") are computed from this, so a replay shows the same words. */
export const CLOCK_TICK_MS = 30_000;

export const clockSlice = createSlice({
  name: 'clock',
  initialState: { now: new Date(0).toISOString() },
  reducers: {
    /** The clock listener reads the time from the clock port, so a replay shows the same words. */
    ticked(state, action: PayloadAction<{ now: string }>) {
      state.now = action.payload.now;
    },
  },
  selectors: {
    selectNow: (state) => state.now,
  },
});

export const { ticked: clockTicked } = clockSlice.actions;
export const { selectNow } = clockSlice.selectors;
