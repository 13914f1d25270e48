import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** The payroll page's choice (issue #26 §7): the pay period on screen; null = the last closed one (the default). */
export interface PayrollState {
  periodStart: string | null;
}

export const initialPayrollState: PayrollState = { periodStart: null };

export const payrollSlice = createSlice({
  name: 'payroll',
  initialState: initialPayrollState,
  reducers: {
    payPeriodChosen: (state, action: PayloadAction<string>) => {
      state.periodStart = action.payload;
    },
  },
  selectors: {
    selectChosenPayPeriod: (state) => state.periodStart,
  },
});

export const { payPeriodChosen } = payrollSlice.actions;
export const { selectChosenPayPeriod } = payrollSlice.selectors;
