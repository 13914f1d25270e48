import type { Storage } from 'redux-persist';

/** Local storage as redux-persist reads it. Without `localStorage` (Node) nothing is read or kept. */
export const preferencesStorage: Storage = {
  getItem: (key: string) => Promise.resolve(typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(typeof localStorage === 'undefined' ? undefined : localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(typeof localStorage === 'undefined' ? undefined : localStorage.removeItem(key)),
};
