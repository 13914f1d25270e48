import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface HelpState {
  /** The help page's article search (spec §2, §5). */
  query: string;
}

const initialHelpState: HelpState = { query: '' };

export const helpSlice = createSlice({
  name: 'help',
  initialState: initialHelpState,
  reducers: {
    helpQueryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
  },
  selectors: {
    selectHelpQuery: (state) => state.query,
  },
});

export const { helpQueryChanged } = helpSlice.actions;
export const { selectHelpQuery } = helpSlice.selectors;
