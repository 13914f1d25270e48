import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Routing, RoutingField } from '../../shared/routing/schemas';
import type { TimeOffType } from '../../shared/work/schemas';
import { withoutKey } from '../../shared/work/rules';
import type { FieldErrors } from '../../shared/work/rules';

/** A field of the routing editor: a leave type's HR step, or the timecards' payroll step. */
export type RoutingInput = TimeOffType | 'payroll';

/** The routing editor's fields as typed ('' = no such step); null until the settings were read. */
export interface RoutingState {
  form: Record<RoutingInput, string> | null;
  errors: FieldErrors<RoutingField>;
}

export const initialRoutingState: RoutingState = { form: null, errors: {} };

const text = (n: number | null) => (n === null ? '' : String(n));

/** The API's name of an editor's field (its errors are keyed so). */
export const routingFieldOf = (input: RoutingInput): RoutingField => (input === 'payroll' ? 'payrollAboveOvertimeHours' : `hrAboveDays.${input}`);

/** The form as the API takes it: '' is no such step; anything else a number (the service says what is wrong with it). */
export const routingFromForm = (form: Record<RoutingInput, string>): Routing => {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  return { hrAboveDays: { vacation: number(form.vacation), sick: number(form.sick), personal: number(form.personal) }, payrollAboveOvertimeHours: number(form.payroll) };
};

export const routingSlice = createSlice({
  name: 'routing',
  initialState: initialRoutingState,
  reducers: {
    /** The settings as kept (read, or saved): the form shows them. */
    routingLoaded: (state, action: PayloadAction<Routing>) => {
      const { hrAboveDays, payrollAboveOvertimeHours } = action.payload;
      state.form = { vacation: text(hrAboveDays.vacation), sick: text(hrAboveDays.sick), personal: text(hrAboveDays.personal), payroll: text(payrollAboveOvertimeHours) };
      state.errors = {};
    },
    routingFieldChanged: (state, action: PayloadAction<{ field: RoutingInput; value: string }>) => {
      if (state.form) state.form[action.payload.field] = action.payload.value;
      state.errors = withoutKey(state.errors, routingFieldOf(action.payload.field));
    },
    routingRefused: (state, action: PayloadAction<FieldErrors<RoutingField>>) => {
      state.errors = action.payload;
    },
  },
  selectors: {
    selectRoutingForm: (state) => state.form,
    selectRoutingErrors: (state) => state.errors,
  },
});

export const { routingLoaded, routingFieldChanged, routingRefused } = routingSlice.actions;
export const { selectRoutingForm, selectRoutingErrors } = routingSlice.selectors;
