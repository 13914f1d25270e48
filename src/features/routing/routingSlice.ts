import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Routing, RoutingField } from '../../shared/routing/schemas';
import type { TimeOffType } from '../../shared/work/schemas';
import { withoutKey } from '../../shared/work/rules';
import type { FieldErrors } from '../../shared/work/rules';

/** The routing editor's fields as typed ('' = no HR step); null until the settings were read. */
export interface RoutingState {
  form: Record<TimeOffType, string> | null;
  errors: FieldErrors<RoutingField>;
}

export const initialRoutingState: RoutingState = { form: null, errors: {} };

const text = (days: number | null) => (days === null ? '' : String(days));

/** The form as the API takes it: '' is no HR step; anything else a number (the service says what is wrong with it). */
export const routingFromForm = (form: Record<TimeOffType, string>): Routing => {
  const days = (value: string) => (value.trim() === '' ? null : Number(value));
  return { hrAboveDays: { vacation: days(form.vacation), sick: days(form.sick), personal: days(form.personal) } };
};

export const routingSlice = createSlice({
  name: 'routing',
  initialState: initialRoutingState,
  reducers: {
    /** The settings as kept (read, or saved): the form shows them. */
    routingLoaded: (state, action: PayloadAction<Routing>) => {
      const { vacation, sick, personal } = action.payload.hrAboveDays;
      state.form = { vacation: text(vacation), sick: text(sick), personal: text(personal) };
      state.errors = {};
    },
    routingFieldChanged: (state, action: PayloadAction<{ type: TimeOffType; value: string }>) => {
      if (state.form) state.form[action.payload.type] = action.payload.value;
      state.errors = withoutKey(state.errors, `hrAboveDays.${action.payload.type}`);
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
