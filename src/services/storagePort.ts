import type { PersistedState, Storage } from 'redux-persist';
import type * as z from 'zod/mini';

/** Local storage as redux-persist reads it. Without `localStorage` (Node), or when the browser refuses it, nothing is read or kept. */
function attempt<T>(run: (storage: globalThis.Storage) => T, fallback: T): Promise<T> {
  try {
    return Promise.resolve(typeof localStorage === 'undefined' ? fallback : run(localStorage));
  } catch (error) {
    console.warn('Local storage is not available', error);
    return Promise.resolve(fallback);
  }
}

export const preferencesStorage: Storage = {
  getItem: (key: string) => attempt((s) => s.getItem(key), null),
  setItem: (key: string, value: string) => attempt((s) => s.setItem(key, value), undefined),
  removeItem: (key: string) => attempt((s) => s.removeItem(key), undefined),
};

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

/** Synchronous removal of a preference; a no-op in Node or when storage is blocked. */
export function removePreference(key: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept either.
  }
}

/** One schema per persisted field: a stored value that fails its schema is dropped. */
export type PreferenceFields<T> = { [K in keyof T]: z.ZodMiniType<T[K]> };

/** redux-persist's storage key for a persisted slice. */
export const persistKey = (key: string) => `persist:${key}`;

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Validates a stored preferences record (redux-persist's format: a JSON object whose values are JSON
 * strings) field by field. Returns the valid fields and whether anything had to be dropped (malformed JSON,
 * a value failing its schema, a key nobody persists).
 */
export function validatePreferences<T extends object>(raw: string, fields: PreferenceFields<T>): { valid: Partial<T>; dropped: string[] } {
  const outer = parse(raw);
  if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) return { valid: {}, dropped: ['(record)'] };
  const valid: Partial<T> = {};
  const dropped: string[] = [];
  for (const [name, encoded] of Object.entries(outer)) {
    if (name === '_persist') continue;
    // Own keys only: "__proto__" or "constructor" in stored JSON must not find Object.prototype members.
    const schema = Object.hasOwn(fields, name) ? (fields as Record<string, z.ZodMiniType>)[name] : undefined;
    const result = schema && typeof encoded === 'string' ? schema.safeParse(parse(encoded)) : null;
    if (result?.success) (valid as Record<string, unknown>)[name] = result.data;
    else dropped.push(name);
  }
  return { valid, dropped };
}

/**
 * redux-persist's `getStoredState`, with every field passing its schema before it reaches the store.
 * Invalid values become the slice's defaults and are removed from storage at once (spec: a bad preference
 * never bricks the site).
 */
export function validatedStoredState<T extends object>(fields: PreferenceFields<T>, storage: Storage = preferencesStorage) {
  return async (config: { key: string; version?: number }): Promise<PersistedState> => {
    const key = persistKey(config.key);
    const raw: unknown = await storage.getItem(key);
    if (typeof raw !== 'string') return undefined;
    const { valid, dropped } = validatePreferences(raw, fields);
    if (dropped.length > 0) {
      console.warn(`Stored preferences "${config.key}" had invalid values, reset to defaults:`, dropped.join(', '));
      const kept = Object.entries(valid).map(([name, value]) => [name, JSON.stringify(value)]);
      if (kept.length === 0) await storage.removeItem(key);
      else await storage.setItem(key, JSON.stringify(Object.fromEntries(kept)));
    }
    return { ...valid, _persist: { version: config.version ?? -1, rehydrated: false } };
  };
}

/** Preferences written by another tab of the site (the `storage` event fires in every other tab). */
export interface PreferencesPort {
  /** Calls back with the key and its new raw value (null when removed). Returns the unsubscribe function. */
  onChangedElsewhere(handler: (key: string, raw: string | null) => void): () => void;
}

export function browserPreferences(win: Window = window): PreferencesPort {
  return {
    onChangedElsewhere(handler) {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === win.localStorage && event.key !== null) handler(event.key, event.newValue);
      };
      win.addEventListener('storage', listener);
      return () => win.removeEventListener('storage', listener);
    },
  };
}

/** No other tabs: for tests and Node. `change` plays another tab's write. */
export function memoryPreferences(): PreferencesPort & { change: (key: string, raw: string | null) => void } {
  const handlers = new Set<(key: string, raw: string | null) => void>();
  return {
    onChangedElsewhere(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    change: (key, raw) => handlers.forEach((h) => h(key, raw)),
  };
}
