import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * The HR directory's filter: what is typed in the search field, the search the API was last asked for
 * (the typed text once typing pauses: see peopleListeners.ts) and the department chosen ('' for all).
 */
interface PeopleState {
  search: string;
  appliedSearch: string;
  department: string;
}

const initialState: PeopleState = { search: '', appliedSearch: '', department: '' };

/** The directory query the view asks the API for (one object per search, so the query hook keeps its subscription). */
const selectQuery = createSelector([(state: PeopleState) => state.appliedSearch, (state: PeopleState) => state.department], (q, department) => ({ q: q.trim(), department }));

export const peopleSlice = createSlice({
  name: 'people',
  initialState,
  reducers: {
    directorySearchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
    directorySearchApplied: (state, action: PayloadAction<string>) => {
      state.appliedSearch = action.payload;
    },
    directoryDepartmentChanged: (state, action: PayloadAction<string>) => {
      state.department = action.payload;
    },
    directoryFiltersCleared: (state) => {
      state.search = '';
      state.appliedSearch = '';
      state.department = '';
    },
  },
  selectors: {
    selectDirectorySearch: (state) => state.search,
    selectDirectoryDepartment: (state) => state.department,
    selectDirectoryQuery: selectQuery,
  },
});

export const { directorySearchChanged, directorySearchApplied, directoryDepartmentChanged, directoryFiltersCleared } = peopleSlice.actions;
export const { selectDirectorySearch, selectDirectoryDepartment, selectDirectoryQuery } = peopleSlice.selectors;
