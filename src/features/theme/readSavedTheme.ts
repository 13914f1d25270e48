import { browserColorScheme } from '../../services/colorSchemePort';
import type { ColorSchemePort } from '../../services/colorSchemePort';
import type { SavedPreferences } from './themeSlice';
import { loadTheme } from './themeStorage';

/** Start-up's first step (ADR 0110): the saved theme, validated and migrated (ADR 0121), and the browser's colour-scheme port. */
export function readSavedTheme(): { colorScheme: ColorSchemePort; saved: SavedPreferences } {
  const colorScheme = browserColorScheme();
  return { colorScheme, saved: { ...loadTheme().preferences, systemPrefersDark: colorScheme.prefersDark() } };
}
