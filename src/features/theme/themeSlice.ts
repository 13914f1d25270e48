import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { headerMenusClosed } from '../header/events';

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
  /** The colour while the custom picker is being dragged; saved on completion. Not persisted. */
  previewColor: string | null;
  /** The system's `prefers-color-scheme: dark`, captured by a listener so views and replays read one value. Not persisted. */
  systemPrefersDark: boolean;
}

/** The persisted preferences (spec §9): the rest of the theme state lives for the session only. */
export const PERSISTED_THEME_KEYS = ['darkMode', 'colorScheme', 'customColor'] satisfies (keyof ThemeState)[];

/** What start-up reads synchronously: the persisted preferences and the system preference. */
export type SavedPreferences = Pick<ThemeState, 'darkMode' | 'colorScheme' | 'customColor' | 'systemPrefersDark'>;

export const initialThemeState: ThemeState = { darkMode: null, colorScheme: 'teal', customColor: null, previewColor: null, systemPrefersDark: false };

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** Start-up read the saved preferences and the system's preference (before the first render). */
    savedPreferencesRead(state, action: PayloadAction<SavedPreferences>) {
      Object.assign(state, action.payload);
    },
    darkModeToggled(state) {
      state.darkMode = !(state.darkMode ?? state.systemPrefersDark);
    },
    systemColorSchemeChanged(state, action: PayloadAction<{ prefersDark: boolean }>) {
      state.systemPrefersDark = action.payload.prefersDark;
    },
    colorSchemeChosen(state, action: PayloadAction<ColorScheme>) {
      state.colorScheme = action.payload;
      state.customColor = null;
      state.previewColor = null;
    },
    customColorPreviewed(state, action: PayloadAction<string>) {
      state.previewColor = action.payload;
    },
    customColorSaved(state, action: PayloadAction<string>) {
      state.customColor = action.payload;
      state.previewColor = null;
    },
    /** Another tab saved its theme preferences (already validated): this tab follows. */
    themePreferencesSynced(state, action: PayloadAction<Pick<ThemeState, 'darkMode' | 'colorScheme' | 'customColor'>>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(headerMenusClosed, (state) => {
      state.previewColor = null;
    });
  },
  selectors: {
    selectThemePreferences: (state) => state,
    /** Dark mode as shown: the person's choice, else the system preference. */
    selectDarkMode: (state) => state.darkMode ?? state.systemPrefersDark,
    selectPrimaryColor: (state) => state.customColor ?? SCHEME_COLORS[state.colorScheme],
    /** The colour the theme renders: the live preview while the picker is dragged, else the saved one. */
    selectShownPrimaryColor: (state) => state.previewColor ?? state.customColor ?? SCHEME_COLORS[state.colorScheme],
  },
});

export const { savedPreferencesRead, darkModeToggled, systemColorSchemeChanged, colorSchemeChosen, customColorPreviewed, customColorSaved, themePreferencesSynced } = themeSlice.actions;
export const { selectThemePreferences, selectDarkMode, selectPrimaryColor, selectShownPrimaryColor } = themeSlice.selectors;
