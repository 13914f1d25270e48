import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { customColorSaved, colorSchemeChosen } from '../theme/themeSlice';

/** Which header menu is open: opening one closes the other (spec §2). */
export type HeaderMenu = 'profile' | 'theme' | null;

export interface HeaderState {
  openMenu: HeaderMenu;
  customPickerOpen: boolean;
  /** The colour while the picker is being dragged; saved on completion. */
  previewColor: string | null;
  shortcutsOpen: boolean;
}

export const initialHeaderState: HeaderState = { openMenu: null, customPickerOpen: false, previewColor: null, shortcutsOpen: false };

export const headerSlice = createSlice({
  name: 'header',
  initialState: initialHeaderState,
  reducers: {
    headerMenuToggled(state, action: PayloadAction<Exclude<HeaderMenu, null>>) {
      state.openMenu = state.openMenu === action.payload ? null : action.payload;
      state.customPickerOpen = false;
    },
    headerMenusClosed(state) {
      state.openMenu = null;
      state.customPickerOpen = false;
      state.previewColor = null;
    },
    /** Custom Color in the theme menu: the menu gives way to the picker (one popup at a time). */
    customPickerOpened(state) {
      state.openMenu = null;
      state.customPickerOpen = true;
    },
    customColorPreviewed(state, action: PayloadAction<string>) {
      state.previewColor = action.payload;
    },
    shortcutsToggled(state, action: PayloadAction<boolean | undefined>) {
      state.shortcutsOpen = action.payload ?? !state.shortcutsOpen;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(customColorSaved, (state) => {
        state.previewColor = null;
        state.customPickerOpen = false;
        state.openMenu = null;
      })
      .addCase(colorSchemeChosen, (state) => {
        state.previewColor = null;
        state.customPickerOpen = false;
        state.openMenu = null;
      });
  },
  selectors: {
    selectHeader: (state) => state,
  },
});

export const { headerMenuToggled, headerMenusClosed, customPickerOpened, customColorPreviewed, shortcutsToggled } = headerSlice.actions;
export const { selectHeader } = headerSlice.selectors;
