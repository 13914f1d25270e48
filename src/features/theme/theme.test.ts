import fc from 'fast-check';
import { getContrastRatio } from '@mui/material/styles';
import { makeStore } from '../../app/store';
import { buildTheme, primaryPair, schemePalette } from './buildTheme';
import { colorSchemeChosen, customColorSaved, darkModeToggled, SCHEME_COLORS, selectDarkMode, selectPrimaryColor, systemColorSchemeChanged } from './themeSlice';

const hex = fc.stringMatching(/^#[0-9a-f]{6}$/);

describe('theme preferences (spec §3, §9)', () => {
  it('defaults to teal and the system preference, and keeps the persisted shape', () => {
    const store = makeStore();
    const { darkMode, colorScheme, customColor } = store.getState().theme;
    expect({ darkMode, colorScheme, customColor }).toEqual({ darkMode: null, colorScheme: 'teal', customColor: null });
    expect(selectPrimaryColor(store.getState())).toBe('#319795');
  });

  it('toggles dark mode from the system preference, and a custom colour overrides the scheme', () => {
    const store = makeStore();
    store.dispatch(systemColorSchemeChanged({ prefersDark: true }));
    expect(selectDarkMode(store.getState())).toBe(true);
    store.dispatch(darkModeToggled());
    expect(store.getState().theme.darkMode).toBe(false);
    store.dispatch(systemColorSchemeChanged({ prefersDark: false }));
    store.dispatch(darkModeToggled());
    expect(store.getState().theme.darkMode).toBe(true);
    store.dispatch(colorSchemeChosen('blue'));
    expect(selectPrimaryColor(store.getState())).toBe(SCHEME_COLORS.blue);
    store.dispatch(customColorSaved('#b91c1c'));
    expect(selectPrimaryColor(store.getState())).toBe('#b91c1c');
  });

  it('has the spec presets', () => {
    expect(SCHEME_COLORS).toEqual({ teal: '#319795', blue: '#0ea5e9', green: '#22c55e', purple: '#d946ef', orange: '#f59e0b' });
  });
});

describe('buildTheme (pure)', () => {
  it('keeps links and text on primary buttons (at rest and hovered) at AA, in light and dark, for any colour', () => {
    fc.assert(
      fc.property(hex, fc.constantFrom('light' as const, 'dark' as const), (primary, mode) => {
        const { palette } = schemePalette(mode, primary);
        const { main, dark, contrastText } = palette.primary;
        expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(contrastText, dark)).toBeGreaterThanOrEqual(4.5);
        for (const bg of [palette.background.default, palette.background.paper]) {
          expect(getContrastRatio(palette.link, bg)).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('is one set of CSS variables for both modes: the class on <html> picks the scheme', () => {
    const theme = buildTheme('#319795');
    expect(theme.vars.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main\b/);
    expect(theme.vars.palette.link).toMatch(/^var\(--mui-palette-link\b/);
  });

  it('darkens the hover shade when white text allows it', () => {
    expect(primaryPair('#0f766e')).toMatchObject({ contrastText: '#ffffff' });
    expect(getContrastRatio(primaryPair('#0f766e').dark, '#0f766e')).toBeGreaterThan(1);
    expect(primaryPair('#f59e0b').contrastText).toBe('#000000');
  });
});
