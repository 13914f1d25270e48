import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isoDate } from '../../shared/work/dates';
import { withoutKey } from '../../shared/work/rules';
import type { CrewField, FieldErrors } from '../../shared/work/rules';
import type { CrewEntry } from '../../shared/work/schemas';

export interface CrewState {
  jobNumber: string;
  day: string;
  hours: string;
  employeeIds: string[];
  errors: FieldErrors<CrewField>;
  saving: boolean;
  /** The Idempotency-Key of the entry being made: a retry of it is one entry; a new one after each save. */
  entryKey: string;
}

export const initialCrewState: CrewState = { jobNumber: '', day: '', hours: '8', employeeIds: [], errors: {}, saving: false, entryKey: '' };

export function crewEntryFrom(state: CrewState): CrewEntry {
  return { jobNumber: state.jobNumber, day: state.day, hours: state.hours.trim() === '' ? Number.NaN : Number(state.hours), employeeIds: state.employeeIds };
}

export const crewSlice = createSlice({
  name: 'crew',
  initialState: initialCrewState,
  reducers: {
    crewOpened: {
      reducer: (state, action: PayloadAction<{ today: string; entryKey: string }>) => {
        if (!state.day) state.day = action.payload.today;
        if (!state.entryKey) state.entryKey = action.payload.entryKey;
      },
      prepare: () => ({ payload: { today: isoDate(new Date()), entryKey: nanoid() } }),
    },
    crewFieldChanged: (state, action: PayloadAction<{ field: 'jobNumber' | 'day' | 'hours'; value: string }>) => {
      state[action.payload.field] = action.payload.value;
      state.errors = withoutKey(state.errors, action.payload.field);
    },
    crewMemberToggled: (state, action: PayloadAction<string>) => {
      const id = action.payload;
      state.employeeIds = state.employeeIds.includes(id) ? state.employeeIds.filter((x) => x !== id) : [...state.employeeIds, id];
      delete state.errors.employeeIds;
    },
    crewSubmitClicked: () => undefined,
    crewChecked: (state, action: PayloadAction<FieldErrors<CrewField>>) => {
      state.errors = action.payload;
    },
    crewSaving: (state, action: PayloadAction<boolean>) => {
      state.saving = action.payload;
    },
    /** Saved: the people are cleared for the next entry; job, day and hours stay. */
    crewSaved: {
      reducer: (state, action: PayloadAction<{ nextKey: string }>) => {
        state.employeeIds = [];
        state.saving = false;
        state.entryKey = action.payload.nextKey;
      },
      prepare: () => ({ payload: { nextKey: nanoid() } }),
    },
  },
  selectors: {
    selectCrew: (state) => state,
  },
});

export const { crewOpened, crewFieldChanged, crewMemberToggled, crewSubmitClicked, crewChecked, crewSaving, crewSaved } = crewSlice.actions;
export const { selectCrew } = crewSlice.selectors;
