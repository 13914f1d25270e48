import { waitFor } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { parseSavedTheme } from './savedTheme';

/** public/theme-boot.js, run as the browser runs it before the first paint. */
function runBootScript(): void {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../public/theme-boot.js'), 'utf8');
  const script = document.createElement('script');
  script.textContent = source;
  document.head.append(script);
  script.remove();
}

const saved = (darkMode: string, extra: Record<string, string> = {}) =>
  JSON.stringify({ darkMode, colorScheme: '"blue"', customColor: 'null', _persist: '{"version":1,"rehydrated":true}', ...extra });

describe('theme before the first paint (ADR 0106)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
  });

  it('puts the saved mode on <html>, the same one start-up reads into the store', () => {
    localStorage.setItem('persist:theme', saved('true'));
    runBootScript();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(parseSavedTheme(localStorage.getItem('persist:theme'), false)).toEqual({ darkMode: true, colorScheme: 'blue', customColor: null, systemPrefersDark: false });
  });

  it('follows the system preference when nothing was chosen, and survives garbage', () => {
    localStorage.setItem('persist:theme', '{not json');
    runBootScript();
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(parseSavedTheme('{not json', true)).toEqual({ darkMode: null, colorScheme: 'teal', customColor: null, systemPrefersDark: true });
  });

  it('paints the cached primary colour variables of the saved mode only', () => {
    localStorage.setItem('persist:theme', saved('false'));
    localStorage.setItem('portal:theme-paint', JSON.stringify({ light: { '--mui-palette-primary-main': '#0ea5e9', '--mui-font-family': 'x' }, dark: { '--mui-palette-primary-main': '#38bdf8' } }));
    runBootScript();
    expect(document.documentElement.style.getPropertyValue('--mui-palette-primary-main')).toBe('#0ea5e9');
    expect(document.documentElement.style.getPropertyValue('--mui-font-family')).toBe('');
  });
});

describe('the colour cache the boot script paints from', () => {
  it('holds the primary and link variables of both modes, and is written when a colour is saved', async () => {
    const { makeStore } = await import('../../app/store');
    const { customColorSaved } = await import('./themeSlice');
    const { paintedTheme } = await import('./paintedTheme');
    const { PAINT_STORAGE_KEY } = await import('./paintKey');
    const painted = paintedTheme('#0ea5e9');
    expect(painted.light['--mui-palette-primary-main']).toBe('#0ea5e9');
    expect(Object.keys(painted.dark)).toContain('--mui-palette-link');
    const store = makeStore();
    store.dispatch(customColorSaved('#b91c1c'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(PAINT_STORAGE_KEY) ?? '{}')).toEqual(paintedTheme('#b91c1c')));
  });
});
