import { persistStore } from 'redux-persist';
import type { Storage } from 'redux-persist';
import { makeStore } from '../../app/store';
import { memoryPreferences, persistKey, validatedStoredState } from '../../services/storagePort';
import { appStarted } from '../lifecycle/events';
import { DEFAULT_SIDEBAR, DEFAULT_THEME, persisted, STORAGE_CORPUS } from '../../../test/storageCorpus';
import { sidebarPreferenceFields } from '../sidebar/sidebarPreferences';
import { buildTheme } from './buildTheme';
import { colorSchemeSchema, hexColorSchema, themePreferenceFields } from './themePreferences';
import { selectShownPrimaryColor } from './themeSlice';

function memoryStorage(initial: Record<string, string>): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => Promise.resolve(data.get(key) ?? null),
    setItem: (key: string, value: string) => Promise.resolve(void data.set(key, value)),
    removeItem: (key: string) => Promise.resolve(void data.delete(key)),
  };
}

const withoutMarker = (state: object | undefined) => Object.fromEntries(Object.entries(state ?? {}).filter(([k]) => k !== '_persist'));

describe('preference schemas', () => {
  it('accept the spec\'s scheme names, "default" meaning teal, and nothing else', () => {
    expect(colorSchemeSchema.parse('default')).toBe('teal');
    expect(colorSchemeSchema.parse('orange')).toBe('orange');
    for (const bad of ['magenta', null, 42, 'Teal', '', undefined]) expect(colorSchemeSchema.safeParse(bad).success).toBe(false);
  });

  it('accept #rgb and #rrggbb colours only, stored as lower-case #rrggbb', () => {
    expect(hexColorSchema.parse('#ABC')).toBe('#aabbcc');
    expect(hexColorSchema.parse('#B91C1C')).toBe('#b91c1c');
    for (const bad of ['red', 'not-a-colour', 123, '#12345g', '#1234', ' #abc', `#${'a'.repeat(1024 * 1024)}`]) {
      expect(hexColorSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe.each(STORAGE_CORPUS)('stored preferences: $name', ({ theme, sidebar, expectTheme, expectSidebar }) => {
  const initial: Record<string, string> = {};
  if (theme !== undefined) initial[persistKey('theme')] = theme;
  if (sidebar !== undefined) initial[persistKey('sidebar')] = sidebar;

  it('passes only valid fields and drops the bad ones from storage', async () => {
    const storage = memoryStorage(initial);
    const restoredTheme = await validatedStoredState(themePreferenceFields, storage)({ key: 'theme', version: 1 });
    const restoredSidebar = await validatedStoredState(sidebarPreferenceFields, storage)({ key: 'sidebar', version: 1 });
    expect({ ...DEFAULT_THEME, ...withoutMarker(restoredTheme) }).toEqual(expectTheme);
    expect({ ...DEFAULT_SIDEBAR, ...withoutMarker(restoredSidebar) }).toEqual(expectSidebar);
    // What stays in storage is exactly what was kept.
    for (const [key, restored] of [
      ['theme', restoredTheme],
      ['sidebar', restoredSidebar],
    ] as const) {
      const stored = storage.data.get(persistKey(key));
      const kept = withoutMarker(restored);
      if (stored === undefined) expect(initial[persistKey(key)] === undefined || Object.keys(kept).length === 0).toBe(true);
      else if (stored !== initial[persistKey(key)]) expect(stored).toBe(persisted(kept));
    }
  });

  it('boots a store with those preferences and a theme that renders', async () => {
    localStorage.clear();
    Object.entries(initial).forEach(([key, value]) => localStorage.setItem(key, value));
    const store = makeStore();
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      const check = () => persistor.getState().bootstrapped && resolve();
      persistor.subscribe(check);
      check();
    });
    const { darkMode, colorScheme, customColor } = store.getState().theme;
    expect({ darkMode, colorScheme, customColor }).toEqual(expectTheme);
    expect(store.getState().sidebar).toMatchObject({ ...expectSidebar, expanded: [], filter: '' });
    expect(() => buildTheme(selectShownPrimaryColor(store.getState())).generateStyleSheets()).not.toThrow();
    persistor.pause();
    localStorage.clear();
  });
});

describe('theme changes in another tab', () => {
  it('are followed here, through the same schemas', () => {
    const preferences = memoryPreferences();
    const store = makeStore(undefined, { services: { preferences } });
    store.dispatch(appStarted());
    const theme = () => {
      const { darkMode, colorScheme, customColor } = store.getState().theme;
      return { darkMode, colorScheme, customColor };
    };
    preferences.change(persistKey('theme'), persisted({ darkMode: true, colorScheme: 'purple', customColor: null }));
    expect(theme()).toEqual({ darkMode: true, colorScheme: 'purple', customColor: null });
    preferences.change(persistKey('theme'), persisted({ darkMode: true, colorScheme: 'magenta', customColor: 'red' }));
    expect(theme()).toEqual({ darkMode: true, colorScheme: 'teal', customColor: null });
    preferences.change(persistKey('sidebar'), persisted({ collapsed: true }));
    preferences.change(persistKey('theme'), null);
    expect(theme()).toEqual(DEFAULT_THEME);
  });
});
