import { createTheme, darken, getContrastRatio, lighten } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** WCAG AA for normal text. */
const AA = 4.5;

/** Steps the colour towards black (light mode) or white (dark mode) until it reads as text on every given background. */
export function readableOn(color: string, backgrounds: string[], mode: 'light' | 'dark'): string {
  let candidate = color;
  const worst = (c: string) => Math.min(...backgrounds.map((b) => getContrastRatio(c, b)));
  for (let step = 1; step <= 20 && worst(candidate) < AA; step += 1) {
    candidate = mode === 'light' ? darken(color, step * 0.05) : lighten(color, step * 0.05);
  }
  return candidate;
}

/**
 * Text on the primary colour, and the hover shade of contained buttons, that both meet AA: pure white or
 * black, whichever contrasts more (one of them always reaches 4.58:1), and a hover shade darkened only as far
 * as that text still reads on it.
 */
export function primaryPair(main: string): { contrastText: string; dark: string } {
  const contrastText = getContrastRatio('#ffffff', main) >= getContrastRatio('#000000', main) ? '#ffffff' : '#000000';
  let dark = main;
  for (let step = 1; step <= 6; step += 1) {
    const candidate = darken(main, step * 0.05);
    if (getContrastRatio(candidate, contrastText) < AA) break;
    dark = candidate;
  }
  return { contrastText, dark };
}

/** Pure: preferences in, MUI theme out. Called by the theme provider with values from the store. */
export function buildTheme(mode: 'light' | 'dark', primary: string): Theme {
  const background = mode === 'dark' ? { default: '#0f172a', paper: '#1e293b' } : { default: '#f8fafc', paper: '#ffffff' };
  const linkColor = readableOn(primary, [background.default, background.paper], mode);
  return createTheme({
    palette: {
      mode,
      primary: { main: primary, ...primaryPair(primary) },
      background,
      // Text on primary buttons meets AA, not MUI's default 3:1.
      contrastThreshold: AA,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      // A focus ring on every control (spec §8, ADR 0101): the readable primary shade, at least 4.5:1 against
      // both backgrounds (so well past the 3:1 non-text minimum), drawn outside the control so it never reads as a
      // fill. Text inputs ring their whole field; the inner <input> draws none.
      MuiCssBaseline: {
        styleOverrides: {
          'body :focus-visible': { outline: `3px solid ${linkColor}`, outlineOffset: 2 },
          'body .MuiInputBase-input:focus-visible': { outline: 'none' },
          'body .MuiInputBase-root.Mui-focused, body .focus-within-ring:focus-within': { outline: `3px solid ${linkColor}`, outlineOffset: 1 },
          'body .MuiOutlinedInput-root.Mui-focused': { outlineOffset: 2 },
        },
      },
      MuiLink: { styleOverrides: { root: { color: linkColor } } },
      // Tooltips render beside their trigger (inside its landmark, axe 'region'); fixed positioning escapes scrolling containers.
      MuiTooltip: { defaultProps: { slotProps: { popper: { disablePortal: true, popperOptions: { strategy: 'fixed' } } } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: linkColor } } } },
      // Outlined and text buttons draw the primary colour as text: use the readable shade.
      MuiButton: {
        styleOverrides: {
          root: {
            variants: [
              { props: { variant: 'outlined', color: 'primary' }, style: { color: linkColor, borderColor: linkColor } },
              { props: { variant: 'text', color: 'primary' }, style: { color: linkColor } },
            ],
          },
        },
      },
    },
  });
}
