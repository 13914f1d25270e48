import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { NewDelegation } from '../../shared/delegation/schemas';
import { withoutKey } from '../../shared/work/rules';
import type { FieldErrors } from '../../shared/work/rules';

/** What the approver chose on Settings ▸ Delegate approvals, as typed ('' = not chosen). */
export interface DelegationForm {
  delegateId: string;
  firstDay: string;
  lastDay: string;
  whenOnLeave: boolean;
}

export type DelegationField = keyof NewDelegation;

export interface DelegationState {
  form: DelegationForm;
  errors: FieldErrors<DelegationField>;
  /** The Idempotency-Key of the delegation being named: a retry or a second click names it once. */
  requestKey: string;
}

const emptyForm: DelegationForm = { delegateId: '', firstDay: '', lastDay: '', whenOnLeave: false };
export const initialDelegationState: DelegationState = { form: emptyForm, errors: {}, requestKey: 'delegation-0' };

/** The form as the API takes it. */
export const delegationFromForm = (form: DelegationForm): NewDelegation => ({
  delegateId: form.delegateId,
  firstDay: form.whenOnLeave || form.firstDay === '' ? null : form.firstDay,
  lastDay: form.whenOnLeave || form.lastDay === '' ? null : form.lastDay,
  whenOnLeave: form.whenOnLeave,
});

export const delegationSlice = createSlice({
  name: 'delegation',
  initialState: initialDelegationState,
  reducers: {
    delegationFieldChanged: (state, action: PayloadAction<{ field: 'delegateId' | 'firstDay' | 'lastDay'; value: string } | { field: 'whenOnLeave'; value: boolean }>) => {
      const change = action.payload;
      if (change.field === 'whenOnLeave') state.form.whenOnLeave = change.value;
      else state.form[change.field] = change.value;
      state.errors = withoutKey(state.errors, change.field);
    },
    /** The service's per-field messages of a refused delegation (422), beside their fields. */
    delegationRefused: (state, action: PayloadAction<FieldErrors<DelegationField>>) => {
      state.errors = action.payload;
    },
    /** Named: an empty form with a fresh key. */
    delegationNamed: {
      reducer: (state, action: PayloadAction<{ requestKey: string }>) => {
        state.form = emptyForm;
        state.errors = {};
        state.requestKey = action.payload.requestKey;
      },
      prepare: () => ({ payload: { requestKey: nanoid() } }),
    },
  },
  selectors: {
    selectDelegationForm: (state) => state.form,
    selectDelegationErrors: (state) => state.errors,
    selectDelegationKey: (state) => state.requestKey,
  },
});

export const { delegationFieldChanged, delegationRefused, delegationNamed } = delegationSlice.actions;
export const { selectDelegationForm, selectDelegationErrors, selectDelegationKey } = delegationSlice.selectors;
