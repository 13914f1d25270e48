import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { displayOrder, filterByAccess, groupResults, moveHighlight, rankItems } from '../../lib/search';
import { selectNavRoles } from '../auth/signedInSelectors';
import type { AuthState } from '../auth/authSlice';
import { permissionsFrom } from '../../shared/roles';
import { searchCatalogue } from '../../navigation/navModel';
import { searchResultChosen } from '../router/events';

export interface SearchState {
  query: string;
  focused: boolean;
  /** Index into the results in display order; -1 = none. */
  highlighted: number;
  /** Bumped when something asks for the search box to take focus (Ctrl/Cmd+K). */
  focusRequests: number;
  /** On phones the search is an icon; this is true while its full-width field is open over the header. */
  compactOpen: boolean;
}

export const initialSearchState: SearchState = { query: '', focused: false, highlighted: -1, focusRequests: 0, compactOpen: false };

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    searchQueryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.highlighted = -1;
    },
    searchFocused(state) {
      state.focused = true;
    },
    searchBlurred(state) {
      state.focused = false;
      state.highlighted = -1;
      if (state.query.trim() === '') state.compactOpen = false;
    },
    /** The phone header's search icon: the full-width field opens and takes the focus. */
    compactSearchOpened(state) {
      state.compactOpen = true;
      state.focusRequests += 1;
    },
    compactSearchClosed(state) {
      state.compactOpen = false;
      state.query = '';
      state.highlighted = -1;
    },
    searchHighlightMoved(state, action: PayloadAction<{ delta: number; count: number }>) {
      state.highlighted = moveHighlight(state.highlighted, action.payload.delta, action.payload.count);
    },
    searchHighlightSet(state, action: PayloadAction<number>) {
      state.highlighted = action.payload;
    },
    /** Escape: closes and clears. */
    searchDismissed(state) {
      state.query = '';
      state.highlighted = -1;
      state.compactOpen = false;
    },
    /** Ctrl/Cmd+K: on phones this opens the full-width field too (the view shows it only there). */
    searchFocusRequested(state) {
      state.focusRequests += 1;
      state.compactOpen = true;
    },
  },
  extraReducers: (builder) => {
    // Chosen result (the router navigates on the same event): the search closes and clears.
    builder.addCase(searchResultChosen, (state) => {
      state.query = '';
      state.highlighted = -1;
      state.focused = false;
      state.compactOpen = false;
    });
  },
  selectors: {
    selectSearch: (state) => state,
  },
});

export const {
  searchQueryChanged,
  searchFocused,
  searchBlurred,
  searchHighlightMoved,
  searchHighlightSet,
  searchDismissed,
  searchFocusRequested,
  compactSearchOpened,
  compactSearchClosed,
} = searchSlice.actions;
export const { selectSearch } = searchSlice.selectors;

const catalogue = searchCatalogue();

/** The catalogue the signed-in user may see (spec §6). */
const selectVisibleCatalogue = createSelector([(state: { auth: AuthState }) => selectNavRoles(state)], (roles) =>
  filterByAccess(catalogue, { roles, permissions: permissionsFrom(roles) }),
);

export const selectSearchGroups = createSelector(
  [selectVisibleCatalogue, (state: { search: SearchState }) => state.search.query],
  (items, query) => groupResults(rankItems(items, query)),
);

export const selectSearchResults = createSelector([selectSearchGroups], (groups) => displayOrder(groups));
