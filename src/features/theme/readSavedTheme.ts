import { browserColorScheme } from '../../services/colorSchemePort';
import type { ColorSchemePort } from '../../services/colorSchemePort';
import { persistKey, readPreference } from '../../services/storagePort';
import { parseSavedTheme } from './savedTheme';
import type { SavedPreferences } from './themeSlice';

/** Start-up's first step (ADR 0110): the saved theme, validated, and the browser's colour-scheme port. */
export function readSavedTheme(): { colorScheme: ColorSchemePort; saved: SavedPreferences } {
  const colorScheme = browserColorScheme();
  return { colorScheme, saved: parseSavedTheme(readPreference(persistKey('theme')), colorScheme.prefersDark()) };
}
