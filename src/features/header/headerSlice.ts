import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { customColorSaved, colorSchemeChosen } from '../theme/themeSlice';
import { headerMenusClosed } from './events';

/** Which header menu is open: opening one closes the other (spec §2). */
export type HeaderMenu = 'profile' | 'theme' | null;

export interface HeaderState {
  openMenu: HeaderMenu;
  customPickerOpen: boolean;
  shortcutsOpen: boolean;
}

const initialHeaderState: HeaderState = { openMenu: null, customPickerOpen: false, shortcutsOpen: false };

const closeAll = (state: HeaderState) => {
  state.openMenu = null;
  state.customPickerOpen = false;
};

export const headerSlice = createSlice({
  name: 'header',
  initialState: initialHeaderState,
  reducers: {
    headerMenuToggled(state, action: PayloadAction<Exclude<HeaderMenu, null>>) {
      state.openMenu = state.openMenu === action.payload ? null : action.payload;
      state.customPickerOpen = false;
    },
    /** Custom Color in the theme menu: the menu gives way to the picker (one popup at a time). */
    customPickerOpened(state) {
      state.openMenu = null;
      state.customPickerOpen = true;
    },
    shortcutsToggled(state, action: PayloadAction<boolean | undefined>) {
      state.shortcutsOpen = action.payload ?? !state.shortcutsOpen;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(headerMenusClosed, closeAll).addCase(customColorSaved, closeAll).addCase(colorSchemeChosen, closeAll);
  },
  selectors: {
    selectHeader: (state) => state,
  },
});

export const { headerMenuToggled, customPickerOpened, shortcutsToggled } = headerSlice.actions;
export const { selectHeader } = headerSlice.selectors;
