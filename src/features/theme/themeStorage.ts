import * as z from 'zod/mini';
import type { PersistedState, Storage } from 'redux-persist';
import { readPreference, removePreference, validatePreferences, writePreference } from '../../services/storagePort';
import type { PreferenceFields } from '../../services/storagePort';
import { initialThemeState } from './themeSlice';
import type { ThemeState } from './themeSlice';
import { themePreferenceFields } from './themePreferences';
import type { PaintedTheme } from './paintedTheme';

/**
 * The saved theme's one owner (ADR 0121): reading, validation, migration and writing of its one storage key.
 * `public/theme-boot.js` reads the same key before the first paint (keep the two in step); start-up reads it
 * here into the store before the first render; redux-persist reads and writes it only through this module.
 *
 * The record is redux-persist's format (a JSON object whose values are JSON text), so older releases still read
 * it: `darkMode`, `colorScheme`, `customColor`, and `paint`, the saved colour's CSS variables in both modes that
 * the boot script paints (ADR 0106). redux-persist adds its `_persist` mark, which is ignored on reading.
 */
export const THEME_STORAGE_KEY = 'persist:theme';
/** Where the painted colours were kept before ADR 0121: folded into the record on the first read, then removed. */
export const LEGACY_PAINT_KEY = 'portal:theme-paint';

export type ThemePreferences = Pick<ThemeState, 'darkMode' | 'colorScheme' | 'customColor'>;

/** Synchronous key-value storage: localStorage (through the storage port) or a fake in tests. */
export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const browserThemeStorage: ThemeStorage = { getItem: readPreference, setItem: writePreference, removeItem: removePreference };

/** Longest accepted painted value: a colour or a `var(...)` reference, never a blob. */
const MAX_PAINT_VALUE = 200;
const paintVariables = z.record(z.string().check(z.regex(/^--mui-palette-(primary-|link$)/)), z.string().check(z.maxLength(MAX_PAINT_VALUE)));
const paintSchema = z.object({ light: paintVariables, dark: paintVariables });

interface StoredTheme extends ThemePreferences {
  paint: PaintedTheme | null;
}

const storedThemeFields: PreferenceFields<StoredTheme> = { ...themePreferenceFields, paint: z.nullable(paintSchema) };

/** The fields in redux-persist's format. `extra`: fields kept as they are (redux-persist's `_persist`). */
function encode(fields: Partial<StoredTheme>, extra: Record<string, string> = {}): string {
  return JSON.stringify({ ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, JSON.stringify(value)])), ...extra });
}

function withDefaults(fields: Partial<StoredTheme>): ThemePreferences {
  const { darkMode, colorScheme, customColor } = { ...initialThemeState, ...fields };
  return { darkMode, colorScheme, customColor };
}

/** The valid fields of a stored record (the `_persist` mark aside), and the names of the ones that were not. */
function decode(raw: string | null): { valid: Partial<StoredTheme>; dropped: string[] } {
  return raw === null ? { valid: {}, dropped: [] } : validatePreferences(raw, storedThemeFields);
}

/** A painted theme kept under the old key, if it is one. */
function legacyPaint(raw: string | null): PaintedTheme | null {
  if (raw === null) return null;
  try {
    const parsed = paintSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads the saved theme, validated: a field that fails its schema becomes the default and is dropped from
 * storage (ADR 0095). Migrates a record written before ADR 0121: the painted colours of `portal:theme-paint` move
 * into the record and the old key goes. Nothing stored gives the defaults.
 */
export function loadTheme(storage: ThemeStorage = browserThemeStorage): { preferences: ThemePreferences; paint: PaintedTheme | null; stored: Partial<ThemePreferences> | null } {
  const raw = storage.getItem(THEME_STORAGE_KEY);
  const { valid, dropped } = decode(raw);
  const legacy = storage.getItem(LEGACY_PAINT_KEY);
  if (legacy !== null) {
    const paint = valid.paint ?? legacyPaint(legacy);
    if (paint) valid.paint = paint;
    storage.removeItem(LEGACY_PAINT_KEY);
  }
  if (dropped.length > 0) console.warn('Stored preferences "theme" had invalid values, reset to defaults:', dropped.join(', '));
  if (dropped.length > 0 || legacy !== null) {
    if (Object.keys(valid).length === 0) storage.removeItem(THEME_STORAGE_KEY);
    else storage.setItem(THEME_STORAGE_KEY, encode(valid));
  }
  const { paint = null, ...stored } = valid;
  return { preferences: withDefaults(valid), paint, stored: raw === null ? null : stored };
}

/** The preferences in a record another tab wrote (the `storage` event), validated; writes nothing. */
export function themePreferencesFrom(raw: string | null): ThemePreferences {
  return withDefaults(decode(raw).valid);
}

/** Keeps the saved colour's painted variables in the record, for the boot script's next first paint. */
export function saveThemePaint(paint: PaintedTheme, storage: ThemeStorage = browserThemeStorage): void {
  const raw = storage.getItem(THEME_STORAGE_KEY);
  const outer = raw === null ? {} : (JSON.parse(raw) as Record<string, string>);
  storage.setItem(THEME_STORAGE_KEY, JSON.stringify({ ...outer, paint: JSON.stringify(paint) }));
}

/** Whether the record holds painted variables. */
export function hasThemePaint(storage: ThemeStorage = browserThemeStorage): boolean {
  return decode(storage.getItem(THEME_STORAGE_KEY)).valid.paint != null;
}

/**
 * redux-persist's storage for the theme (the portal keeps the preferences with redux-persist, ADR 0109): its
 * writes keep the record's painted variables; any other key passes through.
 */
export function themePersistStorage(storage: ThemeStorage = browserThemeStorage): Storage {
  return {
    getItem: (key: string) => Promise.resolve(storage.getItem(key)),
    setItem: (key: string, value: string) => {
      if (key !== THEME_STORAGE_KEY) return Promise.resolve(storage.setItem(key, value));
      const { _persist: mark, ...written } = JSON.parse(value) as Record<string, string>;
      const { valid } = decode(JSON.stringify(written));
      const paint = decode(storage.getItem(THEME_STORAGE_KEY)).valid.paint;
      return Promise.resolve(storage.setItem(key, encode({ ...valid, ...(paint ? { paint } : {}) }, mark === undefined ? {} : { _persist: mark })));
    },
    removeItem: (key: string) => Promise.resolve(storage.removeItem(key)),
  };
}

/** redux-persist's `getStoredState` for the theme: this module's validated read (the preferences only). */
export function themeStoredState(storage: ThemeStorage = browserThemeStorage) {
  return (config: { version?: number }): Promise<PersistedState> => {
    const { stored } = loadTheme(storage);
    return Promise.resolve(stored === null ? undefined : { ...stored, _persist: { version: config.version ?? -1, rehydrated: false } });
  };
}
