import { validatePreferences } from '../../services/storagePort';
import { initialThemeState } from './themeSlice';
import type { SavedPreferences, ThemeState } from './themeSlice';
import { themePreferenceFields } from './themePreferences';

/** The saved preferences in a stored record (or the defaults), through the same schemas as redux-persist's read (ADR 0095). */
export function themePreferencesFrom(raw: string | null): Pick<ThemeState, 'darkMode' | 'colorScheme' | 'customColor'> {
  const { valid } = raw === null ? { valid: {} } : validatePreferences(raw, themePreferenceFields);
  const { darkMode, colorScheme, customColor } = initialThemeState;
  return { darkMode, colorScheme, customColor, ...valid };
}

/**
 * The theme preferences redux-persist saved, read at start-up so the first render, and the hydration of a
 * prerendered page, already has the saved mode. `public/theme-boot.js` applies the same record to <html>
 * before the first paint. Anything invalid gives the defaults.
 */
export function parseSavedTheme(raw: string | null, systemPrefersDark: boolean): SavedPreferences {
  return { ...themePreferencesFrom(raw), systemPrefersDark };
}
