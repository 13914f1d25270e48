import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isoDate } from '../../shared/work/dates';
import { withoutKey } from '../../shared/work/rules';
import type { FieldErrors, TimeOffField } from '../../shared/work/rules';
import type { NewTimeOffRequest, TimeOffRequest, TimeOffType } from '../../shared/work/schemas';

/** What the person typed, as typed (hours stay text until checked). */
export interface TimeOffForm {
  type: TimeOffType;
  firstDay: string;
  lastDay: string;
  hours: string;
  note: string;
  /** "I know I worked on these days" is ticked (issue #46 §2). */
  workedDaysConfirmed: boolean;
}

export interface TimeOffState {
  form: TimeOffForm;
  errors: FieldErrors<TimeOffField>;
  /** The Idempotency-Key of this form's request: a retry or a second submit of it creates one request. */
  requestKey: string;
  /** The person typed the hours: the form no longer suggests them from the days. */
  hoursTouched: boolean;
  /** The pending request the form changes (Edit); null: the form asks for a new one. */
  editingId: string | null;
}

export const REQUEST_MODAL_ID = 'timeoff-request';
export const CANCEL_MODAL_ID = 'timeoff-cancel';

const emptyForm: TimeOffForm = { type: 'vacation', firstDay: '', lastDay: '', hours: '', note: '', workedDaysConfirmed: false };
export const initialTimeOffState: TimeOffState = { form: emptyForm, errors: {}, requestKey: '', hoursTouched: false, editingId: null };

/** The form's values as the API takes them ('' hours → NaN, which the rules refuse). */
export function requestFromForm(form: TimeOffForm): NewTimeOffRequest {
  return {
    type: form.type,
    firstDay: form.firstDay,
    lastDay: form.lastDay,
    hours: form.hours.trim() === '' ? Number.NaN : Number(form.hours),
    note: form.note,
    ...(form.workedDaysConfirmed ? { workedDaysConfirmed: true } : {}),
  };
}

export const timeOffSlice = createSlice({
  name: 'timeOff',
  initialState: initialTimeOffState,
  reducers: {
    /** "Request time off" was clicked: a fresh form, starting today (a listener opens the modal). */
    requestTimeOffClicked: {
      reducer: (state, action: PayloadAction<{ day: string; requestKey: string }>) => {
        state.form = { ...emptyForm, firstDay: action.payload.day, lastDay: action.payload.day, hours: '8' };
        state.errors = {};
        state.requestKey = action.payload.requestKey;
        state.hoursTouched = false;
        state.editingId = null;
      },
      prepare: () => ({ payload: { day: isoDate(new Date()), requestKey: nanoid() } }),
    },
    /** "Edit" on a pending request: the form filled in with it (its hours kept as they are; a listener opens the modal). */
    editTimeOffClicked: (state, action: PayloadAction<{ request: TimeOffRequest }>) => {
      const { request } = action.payload;
      state.form = { type: request.type, firstDay: request.firstDay, lastDay: request.lastDay, hours: String(request.hours), note: request.note, workedDaysConfirmed: false };
      state.errors = {};
      state.requestKey = '';
      state.hoursTouched = true;
      state.editingId = request.id;
    },
    timeOffFieldChanged: (state, action: PayloadAction<{ field: Exclude<keyof TimeOffForm, 'workedDaysConfirmed'>; value: string }>) => {
      const { field, value } = action.payload;
      if (field === 'type') {
        if (value === 'vacation' || value === 'sick' || value === 'personal') state.form.type = value;
      } else state.form[field] = value;
      if (field === 'hours') state.hoursTouched = true;
      // Other days, other worked days: the confirmation given for the ones before does not carry over.
      if (field === 'firstDay' || field === 'lastDay') state.form.workedDaysConfirmed = false;
      state.errors = withoutKey(state.errors, field);
    },
    /** "I know I worked on these days" ticked or cleared. */
    workedDaysConfirmedChanged: (state, action: PayloadAction<boolean>) => {
      state.form.workedDaysConfirmed = action.payload;
      state.errors = withoutKey(state.errors, 'workedDaysConfirmed');
    },
    /** 8 h per working day of the chosen days (holidays excluded), while the hours are untouched. */
    timeOffHoursSuggested: (state, action: PayloadAction<{ firstDay: string; lastDay: string; hours: number }>) => {
      const { firstDay, lastDay, hours } = action.payload;
      if (state.hoursTouched || state.form.firstDay !== firstDay || state.form.lastDay !== lastDay) return;
      state.form.hours = String(hours);
      state.errors = withoutKey(state.errors, 'hours');
    },
    timeOffSubmitClicked: () => undefined,
    /** The shared rules' verdict on the form (empty = valid). */
    timeOffFormChecked: (state, action: PayloadAction<FieldErrors<TimeOffField>>) => {
      state.errors = action.payload;
    },
    cancelTimeOffClicked: { reducer: () => undefined, prepare: (payload: { id: string }) => ({ payload }) },
    cancelTimeOffConfirmed: { reducer: () => undefined, prepare: (payload: { id: string }) => ({ payload }) },
  },
  selectors: {
    selectTimeOffForm: (state) => state.form,
    selectTimeOffErrors: (state) => state.errors,
    selectHoursTouched: (state) => state.hoursTouched,
    selectEditingId: (state) => state.editingId,
  },
});

export const { requestTimeOffClicked, editTimeOffClicked, timeOffFieldChanged, workedDaysConfirmedChanged, timeOffHoursSuggested, timeOffSubmitClicked, timeOffFormChecked, cancelTimeOffClicked, cancelTimeOffConfirmed } = timeOffSlice.actions;
export const { selectTimeOffForm, selectTimeOffErrors, selectHoursTouched, selectEditingId } = timeOffSlice.selectors;
