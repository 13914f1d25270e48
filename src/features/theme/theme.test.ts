import fc from 'fast-check';
import { getContrastRatio } from '@mui/material/styles';
import { makeStore } from '../../app/store';
import { buildTheme, primaryPair } from './buildTheme';
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
        const theme = buildTheme(mode, primary);
        const { main, dark, contrastText } = theme.palette.primary;
        expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(contrastText, dark)).toBeGreaterThanOrEqual(4.5);
        const linkRoot = theme.components?.MuiLink?.styleOverrides?.root as { color: string };
        for (const bg of [theme.palette.background.default, theme.palette.background.paper]) {
          expect(getContrastRatio(linkRoot.color, bg)).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('darkens the hover shade when white text allows it', () => {
    expect(primaryPair('#0f766e')).toMatchObject({ contrastText: '#ffffff' });
    expect(getContrastRatio(primaryPair('#0f766e').dark, '#0f766e')).toBeGreaterThan(1);
    expect(primaryPair('#f59e0b').contrastText).toBe('#000000');
  });
});
