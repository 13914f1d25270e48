import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export const COLOR_SCHEMES = ['teal', 'blue', 'green', 'purple', 'orange'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const SCHEME_COLORS: Record<ColorScheme, string> = {
  teal: '#319795',
  blue: '#0ea5e9',
  green: '#22c55e',
  purple: '#d946ef',
  orange: '#f59e0b',
};

export interface ThemeState {
  /** null until the person chooses: the system preference applies. */
  darkMode: boolean | null;
  colorScheme: ColorScheme;
  /** A hex colour overriding the scheme, or null. */
  customColor: string | null;
}

export const initialThemeState: ThemeState = { darkMode: null, colorScheme: 'teal', customColor: null };

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    darkModeToggled(state, action: PayloadAction<{ systemPrefersDark: boolean }>) {
      const current = state.darkMode ?? action.payload.systemPrefersDark;
      state.darkMode = !current;
    },
    colorSchemeChosen(state, action: PayloadAction<ColorScheme>) {
      state.colorScheme = action.payload;
      state.customColor = null;
    },
    customColorSaved(state, action: PayloadAction<string>) {
      state.customColor = action.payload;
    },
  },
  selectors: {
    selectThemePreferences: (state) => state,
    selectPrimaryColor: (state) => state.customColor ?? SCHEME_COLORS[state.colorScheme],
  },
});

export const { darkModeToggled, colorSchemeChosen, customColorSaved } = themeSlice.actions;
export const { selectThemePreferences, selectPrimaryColor } = themeSlice.selectors;
