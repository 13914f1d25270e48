import type { Storage } from 'redux-persist';

/** Local storage as redux-persist reads it. Without `localStorage` (Node) nothing is read or kept. */
export const preferencesStorage: Storage = {
  getItem: (key: string) => Promise.resolve(typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(typeof localStorage === 'undefined' ? undefined : localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(typeof localStorage === 'undefined' ? undefined : localStorage.removeItem(key)),
};

/** The key redux-persist writes the theme preferences under (`persist:` + the persist config key). */
export const THEME_STORAGE_KEY = 'persist:theme';

/** Synchronous read of a saved preference, for the state the first render starts from. Null in Node or when storage is blocked. */
export function readPreference(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Synchronous write of a preference the boot script reads; a no-op in Node or when storage is blocked or full. */
export function writePreference(key: string, value: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the page then paints the default colour until the app has rendered.
  }
}
