/**
 * Corrupted local-storage preferences (issue #12): each case is what a key holds before the app starts,
 * and the preferences the app must boot with. Shared by the Jest schema tests and the Playwright corpus.
 */
export interface ThemePreferences {
  darkMode: boolean | null;
  colorScheme: string;
  customColor: string | null;
}
export interface SidebarPreferences {
  collapsed: boolean;
}

export interface StorageCase {
  name: string;
  /** Raw strings put into local storage under `persist:theme` / `persist:sidebar`. */
  theme?: string;
  sidebar?: string;
  /** What the store must hold after rehydration. */
  expectTheme: ThemePreferences;
  expectSidebar: SidebarPreferences;
}

export const DEFAULT_THEME: ThemePreferences = { darkMode: null, colorScheme: 'teal', customColor: null };
export const DEFAULT_SIDEBAR: SidebarPreferences = { collapsed: false };

/** redux-persist's format: a JSON object whose values are JSON strings. */
export function persisted(fields: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])));
}

const theme = (fields: Record<string, unknown>, expect: Partial<ThemePreferences> = {}): Pick<StorageCase, 'theme' | 'expectTheme' | 'expectSidebar'> => ({
  theme: persisted(fields),
  expectTheme: { ...DEFAULT_THEME, ...expect },
  expectSidebar: DEFAULT_SIDEBAR,
});
const sidebar = (raw: string, expect: Partial<SidebarPreferences> = {}): Pick<StorageCase, 'sidebar' | 'expectTheme' | 'expectSidebar'> => ({
  sidebar: raw,
  expectTheme: DEFAULT_THEME,
  expectSidebar: { ...DEFAULT_SIDEBAR, ...expect },
});
const rawTheme = (raw: string): Pick<StorageCase, 'theme' | 'expectTheme' | 'expectSidebar'> => ({ theme: raw, expectTheme: DEFAULT_THEME, expectSidebar: DEFAULT_SIDEBAR });

const ONE_MB = 1024 * 1024;

export const STORAGE_CORPUS: StorageCase[] = [
  { name: 'dark mode "yes"', ...theme({ darkMode: 'yes' }) },
  { name: 'dark mode 1', ...theme({ darkMode: 1 }) },
  { name: 'dark mode true (valid, kept)', ...theme({ darkMode: true }, { darkMode: true }) },
  { name: 'scheme "default" (the spec\'s other name for teal)', ...theme({ colorScheme: 'default', darkMode: false }, { darkMode: false }) },
  { name: 'scheme null', ...theme({ colorScheme: null }) },
  { name: 'scheme "magenta"', ...theme({ colorScheme: 'magenta' }) },
  { name: 'scheme 42', ...theme({ colorScheme: 42 }) },
  { name: 'scheme "Blue" (wrong case)', ...theme({ colorScheme: 'Blue' }) },
  { name: 'scheme "blue" (valid, kept)', ...theme({ colorScheme: 'blue' }, { colorScheme: 'blue' }) },
  { name: 'custom colour "not-a-colour"', ...theme({ customColor: 'not-a-colour' }) },
  { name: 'custom colour "red"', ...theme({ customColor: 'red' }) },
  { name: 'custom colour 123', ...theme({ customColor: 123 }) },
  { name: 'custom colour of 1 MB', ...theme({ customColor: `#${'a'.repeat(ONE_MB)}` }) },
  { name: 'custom colour "#12345g"', ...theme({ customColor: '#12345g' }) },
  { name: 'custom colour as an object', ...theme({ customColor: { r: 255, g: 0, b: 0 } }) },
  { name: 'custom colour "#ABC" (valid, normalised)', ...theme({ customColor: '#ABC' }, { customColor: '#aabbcc' }) },
  { name: 'one bad field among good ones', ...theme({ darkMode: true, colorScheme: 'magenta', customColor: '#b91c1c' }, { darkMode: true, customColor: '#b91c1c' }) },
  { name: 'a key that is not persisted (previewColor)', ...theme({ previewColor: 'not-a-colour', systemPrefersDark: 'x' }) },
  { name: '"__proto__" and "constructor" keys', ...rawTheme('{"__proto__":"{\\"darkMode\\":true}","constructor":"\\"x\\""}') },
  { name: 'field holding malformed JSON', ...rawTheme('{"colorScheme":"blue","darkMode":"tru"}') },
  { name: 'malformed JSON', ...rawTheme('{"darkMode":"true",') },
  { name: 'JSON array', ...rawTheme('[1,2,3]') },
  { name: 'JSON null', ...rawTheme('null') },
  { name: 'JSON string', ...rawTheme('"teal"') },
  { name: '1 MB of garbage', ...rawTheme('x'.repeat(ONE_MB)) },
  { name: 'sidebar collapsed "yes"', ...sidebar(persisted({ collapsed: 'yes' })) },
  { name: 'sidebar with unexpected keys', ...sidebar(persisted({ collapsed: true, expanded: 'x', filter: 123, evil: { a: 1 } }), { collapsed: true }) },
  { name: 'sidebar expanded null', ...sidebar(persisted({ expanded: null })) },
  { name: 'sidebar malformed JSON', ...sidebar('{{{') },
  { name: 'sidebar _persist garbage', ...sidebar('{"_persist":"garbage","collapsed":"true"}', { collapsed: true }) },
  {
    name: 'both keys corrupted',
    theme: persisted({ colorScheme: 'magenta', customColor: 'red' }),
    sidebar: persisted({ collapsed: 'no', expanded: 5 }),
    expectTheme: DEFAULT_THEME,
    expectSidebar: DEFAULT_SIDEBAR,
  },
];
