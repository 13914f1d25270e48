import { createAction, createSlice } from '@reduxjs/toolkit';

/** Relative times ("5m ago") are computed from this, so a replay shows the same words. */
export const CLOCK_TICK_MS = 30_000;

export const clockTicked = createAction('clock/ticked', () => ({ payload: { now: new Date().toISOString() } }));

export const clockSlice = createSlice({
  name: 'clock',
  initialState: { now: new Date(0).toISOString() },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(clockTicked, (state, action) => {
      state.now = action.payload.now;
    });
  },
  selectors: {
    selectNow: (state) => state.now,
  },
});

export const { selectNow } = clockSlice.selectors;
