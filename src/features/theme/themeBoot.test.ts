import { waitFor } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { LEGACY_PAINT_KEY, loadTheme, THEME_STORAGE_KEY, themePersistStorage, themePreferencesFrom } from './themeStorage';
import type { ThemeStorage } from './themeStorage';
import { paintedTheme } from './paintedTheme';
import { STORAGE_CORPUS } from '../../../test/storageCorpus';
import { THEME_BOOT } from '../../../scripts/serving/themeBoot';

const SOURCE = fs.readFileSync(path.resolve(__dirname, '../../../public/theme-boot.js'), 'utf8');

/** public/theme-boot.js (or the minified copy the pages inline, ADR 0138), run as the browser runs it before the first paint. */
function runBootScript(source: string = SOURCE): void {
  const script = document.createElement('script');
  script.textContent = source;
  document.head.append(script);
  script.remove();
}

const record = (fields: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])));
const saved = (darkMode: string, extra: Record<string, string> = {}) =>
  JSON.stringify({ darkMode, colorScheme: '"blue"', customColor: 'null', _persist: '{"version":1,"rehydrated":true}', ...extra });

function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const BLUE_PAINT = { light: { '--mui-palette-primary-main': '#0ea5e9', '--mui-palette-link': '#0369a1' }, dark: { '--mui-palette-primary-main': '#38bdf8' } };

describe.each([
  ['public/theme-boot.js', SOURCE],
  ['the minified copy every page inlines (ADR 0138)', THEME_BOOT.script],
])('theme before the first paint (ADR 0106, 0121): %s', (_name, source) => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
  });

  it('puts the saved mode on <html>, the same one start-up reads into the store', () => {
    localStorage.setItem(THEME_STORAGE_KEY, saved('true'));
    runBootScript(source);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(loadTheme().preferences).toEqual({ darkMode: true, colorScheme: 'blue', customColor: null });
  });

  it('follows the system preference when nothing was chosen, and survives garbage', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '{not json');
    runBootScript(source);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadTheme().preferences).toEqual({ darkMode: null, colorScheme: 'teal', customColor: null });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("paints the record's primary colour variables of the saved mode only", () => {
    localStorage.setItem(THEME_STORAGE_KEY, saved('false', { paint: JSON.stringify({ ...BLUE_PAINT, light: { ...BLUE_PAINT.light, '--mui-font-family': 'x' } }) }));
    runBootScript(source);
    expect(document.documentElement.style.getPropertyValue('--mui-palette-primary-main')).toBe('#0ea5e9');
    expect(document.documentElement.style.getPropertyValue('--mui-font-family')).toBe('');
  });
});

describe('the saved theme has one key (ADR 0121)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('migrates the two keys of earlier releases into one record, losing nothing, and the boot script paints from it', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: saved('true'), [LEGACY_PAINT_KEY]: JSON.stringify(BLUE_PAINT) });
    const { preferences, paint } = loadTheme(storage);
    expect(preferences).toEqual({ darkMode: true, colorScheme: 'blue', customColor: null });
    expect(paint).toEqual(BLUE_PAINT);
    expect([...storage.data.keys()]).toEqual([THEME_STORAGE_KEY]);
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe(record({ darkMode: true, colorScheme: 'blue', customColor: null, paint: BLUE_PAINT }));
    // A second read finds nothing left to migrate and writes nothing.
    const before = storage.data.get(THEME_STORAGE_KEY);
    expect(loadTheme(storage).paint).toEqual(BLUE_PAINT);
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe(before);

    localStorage.clear();
    localStorage.setItem(THEME_STORAGE_KEY, before ?? '');
    document.documentElement.removeAttribute('style');
    runBootScript();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--mui-palette-primary-main')).toBe('#38bdf8');
  });

  it('migrates painted colours saved alone (no preferences record yet) and drops an unreadable old cache', () => {
    const alone = memoryStorage({ [LEGACY_PAINT_KEY]: JSON.stringify(BLUE_PAINT) });
    expect(loadTheme(alone)).toEqual({ preferences: { darkMode: null, colorScheme: 'teal', customColor: null }, paint: BLUE_PAINT, stored: null });
    expect(alone.data.get(THEME_STORAGE_KEY)).toBe(record({ paint: BLUE_PAINT }));

    const broken = memoryStorage({ [THEME_STORAGE_KEY]: saved('false'), [LEGACY_PAINT_KEY]: '{"light": 3' });
    expect(loadTheme(broken).paint).toBeNull();
    expect(broken.data.has(LEGACY_PAINT_KEY)).toBe(false);
    expect(broken.data.get(THEME_STORAGE_KEY)).toBe(record({ darkMode: false, colorScheme: 'blue', customColor: null }));
  });

  it('refuses painted values that are not primary or link colours, or are too long', () => {
    const storage = memoryStorage({
      [THEME_STORAGE_KEY]: record({ darkMode: true, paint: { light: { '--mui-font-family': 'x' }, dark: {} } }),
      [LEGACY_PAINT_KEY]: JSON.stringify({ light: { '--mui-palette-primary-main': 'x'.repeat(500) }, dark: {} }),
    });
    expect(loadTheme(storage)).toMatchObject({ preferences: { darkMode: true }, paint: null });
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe(record({ darkMode: true }));
    expect(console.warn).toHaveBeenCalledWith('Stored preferences "theme" had invalid values, reset to defaults:', 'paint');
  });

  it.each(STORAGE_CORPUS.filter((entry) => entry.theme !== undefined))('bad stored values ($name) become the defaults and leave storage', ({ theme, expectTheme }) => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: theme ?? '' });
    expect(loadTheme(storage).preferences).toEqual(expectTheme);
    const left = storage.data.get(THEME_STORAGE_KEY);
    // What stays holds valid values only: known fields, read back as start-up read them, nothing dropped again.
    const fields = left === undefined ? {} : (JSON.parse(left) as Record<string, string>);
    expect(Object.keys(fields).every((name) => name in expectTheme)).toBe(true);
    expect(themePreferencesFrom(left ?? null)).toEqual(expectTheme);
    expect(loadTheme(storage).preferences).toEqual(expectTheme);
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe(left);
  });

  it("keeps the painted colours when redux-persist writes the preferences through it", async () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: record({ darkMode: false, paint: BLUE_PAINT }) });
    await themePersistStorage(storage).setItem(THEME_STORAGE_KEY, saved('true'));
    expect(JSON.parse(storage.data.get(THEME_STORAGE_KEY) ?? '{}')).toEqual({
      ...(JSON.parse(record({ darkMode: true, colorScheme: 'blue', customColor: null, paint: BLUE_PAINT })) as object),
      _persist: '{"version":1,"rehydrated":true}',
    });
    expect(loadTheme(storage).preferences.darkMode).toBe(true);
  });
});

describe('the painted colours the boot script paints from', () => {
  it('hold the primary and link variables of both modes, and are written into the record when a colour is saved', async () => {
    const { makeStore } = await import('../../app/store');
    const { customColorSaved } = await import('./themeSlice');
    const painted = paintedTheme('#0ea5e9');
    expect(painted.light['--mui-palette-primary-main']).toBe('#0ea5e9');
    expect(Object.keys(painted.dark)).toContain('--mui-palette-link');
    localStorage.clear();
    const store = makeStore();
    store.dispatch(customColorSaved('#b91c1c'));
    await waitFor(() => expect(loadTheme().paint).toEqual(paintedTheme('#b91c1c')));
    expect(localStorage.getItem(LEGACY_PAINT_KEY)).toBeNull();
  });
});
