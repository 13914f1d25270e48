import { COLOR_SCHEMES, initialThemeState } from './themeSlice';
import type { ColorScheme, SavedPreferences } from './themeSlice';

const HEX = /^#[0-9a-f]{6}$/i;

function field(record: Record<string, unknown>, key: string): unknown {
  const raw = record[key];
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The theme preferences redux-persist saved (each field JSON-encoded inside a JSON object), read at start-up
 * so the first render, and the hydration of a prerendered page, already has the saved mode. The same rules are
 * in `public/theme-boot.js`, which applies them to <html> before the first paint. Anything unreadable gives the
 * defaults.
 */
export function parseSavedTheme(raw: string | null, systemPrefersDark: boolean): SavedPreferences {
  let record: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') record = parsed as Record<string, unknown>;
  } catch {
    record = {};
  }
  const darkMode = field(record, 'darkMode');
  const colorScheme = field(record, 'colorScheme');
  const customColor = field(record, 'customColor');
  return {
    systemPrefersDark,
    darkMode: typeof darkMode === 'boolean' ? darkMode : null,
    colorScheme: COLOR_SCHEMES.includes(colorScheme as ColorScheme) ? (colorScheme as ColorScheme) : initialThemeState.colorScheme,
    customColor: typeof customColor === 'string' && HEX.test(customColor) ? customColor : null,
  };
}
