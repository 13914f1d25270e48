import { createTheme, darken, getContrastRatio, lighten } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { PaperWithAnnouncerOutlet } from '../../ui/announcerOutlet';
import { CONTROL_HEIGHTS, PHONE_TARGET } from '../../ui/controlHeights';

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

declare module '@mui/material/styles' {
  /** The theme always has CSS variables (MUI's documented switch for `theme.vars` and the style-sheet helpers). */
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    /** Text in the primary colour (links, selected tabs, outlined and text buttons) that reads on the backgrounds. */
    link: string;
  }
  interface PaletteOptions {
    link?: string;
  }
}

export type ThemeMode = 'light' | 'dark';

/**
 * The paper of a modal surface holds an announcer outlet (ADR 0120), so toasts are spoken while it is open. Not
 * for a modal kept mounted while closed: its outlet would stay registered, and announcements would go into a
 * hidden paper.
 */
const withAnnouncerOutlet = (modal: { keepMounted?: boolean; ModalProps?: { keepMounted?: boolean } }) =>
  modal.keepMounted === true || modal.ModalProps?.keepMounted === true ? {} : { component: PaperWithAnnouncerOutlet };

const BACKGROUNDS: Record<ThemeMode, { default: string; paper: string }> = {
  light: { default: '#f8fafc', paper: '#ffffff' },
  dark: { default: '#0f172a', paper: '#1e293b' },
};

/** One colour scheme's palette: primary with AA text and hover shade, backgrounds, and the readable link colour. */
export function schemePalette(mode: ThemeMode, primary: string) {
  const background = BACKGROUNDS[mode];
  return {
    palette: {
      primary: { main: primary, ...primaryPair(primary) },
      background,
      link: readableOn(primary, [background.default, background.paper], mode),
      // Text on primary buttons meets AA, not MUI's default 3:1.
      contrastThreshold: AA,
    },
  };
}

/**
 * Pure: the primary colour in, MUI theme out. Both colour schemes are CSS variables and the class on <html>
 * (`light` or `dark`) picks one, so the markup and Emotion class names are the same in both modes and for
 * every colour: a prerendered page hydrates in any saved theme, and `public/theme-boot.js` sets the class
 * before the first paint (ADR 0106).
 */
export function buildTheme(primary: string): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: { light: schemePalette('light', primary), dark: schemePalette('dark', primary) },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      // A focus ring on every control (spec §8, ADR 0101): the readable primary shade, at least 4.5:1 against
      // both backgrounds (so well past the 3:1 non-text minimum), drawn outside the control so it never reads as a
      // fill. Text inputs ring their whole field; the inner <input> draws none.
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          'body :focus-visible': { outline: `3px solid ${theme.vars.palette.link}`, outlineOffset: 2 },
          'body .MuiInputBase-input:focus-visible': { outline: 'none' },
          // A radio's or checkbox's input is invisible (opacity 0) over its icon: the ring goes round the
          // control (ButtonBase marks it focus-visible), so it shows in every mode, forced colours included.
          'body .MuiRadio-root.Mui-focusVisible, body .MuiCheckbox-root.Mui-focusVisible': { outline: `3px solid ${theme.vars.palette.link}`, outlineOffset: 2 },
          'body .MuiInputBase-root.Mui-focused, body .focus-within-ring:focus-within': { outline: `3px solid ${theme.vars.palette.link}`, outlineOffset: 1 },
          'body .MuiOutlinedInput-root.Mui-focused': { outlineOffset: 2 },
          // Forced colours (Windows High Contrast, issue #49): the browser paints every background in the system's
          // Canvas colour, so a state drawn by a background alone (a selected tab's indicator, the current page in
          // the sidebar, a selected item or toggle, a switch's thumb) would vanish. Such states take the system's
          // selection colours, which the person chose to stand out.
          '@media (forced-colors: active)': {
            // Important: the states' own rules (a selected list item's, a pressed toggle's) are more specific.
            'body .Mui-selected, body [aria-current="page"], body [role="tab"][aria-selected="true"], body [aria-pressed="true"]': {
              forcedColorAdjust: 'none !important',
              backgroundColor: 'Highlight !important',
              color: 'HighlightText !important',
            },
            'body .Mui-selected *, body [aria-current="page"] *, body [role="tab"][aria-selected="true"] *, body [aria-pressed="true"] *': { color: 'inherit !important' },
            'body .MuiTabs-indicator': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' },
            'body .MuiSwitch-thumb': { forcedColorAdjust: 'none', backgroundColor: 'ButtonText' },
            'body .MuiSwitch-track': { forcedColorAdjust: 'none', backgroundColor: 'Canvas', border: '1px solid ButtonText', opacity: 1 },
            'body .Mui-checked + .MuiSwitch-track': { backgroundColor: 'Highlight', opacity: 1 },
            'body .Mui-disabled': { color: 'GrayText' },
          },
        }),
      },
      MuiLink: { styleOverrides: { root: ({ theme }) => ({ color: theme.vars.palette.link }) } },
      // A focused field's label is drawn in the primary colour: the readable shade, as for links (4.5:1).
      MuiFormLabel: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-focused:not(.Mui-error)': { color: theme.vars.palette.link } }) } },
      // Tooltips render beside their trigger (inside its landmark, axe 'region'); fixed positioning escapes scrolling containers.
      MuiTooltip: { defaultProps: { slotProps: { popper: { disablePortal: true, popperOptions: { strategy: 'fixed' } } } } },
      // Every modal surface (Dialog, temporary Drawer, Popover and so Menu) gets an announcer outlet in its paper.
      MuiDialog: { defaultProps: { slotProps: { paper: withAnnouncerOutlet } } },
      MuiDrawer: { defaultProps: { slotProps: { paper: (drawer) => (drawer.variant === 'temporary' ? withAnnouncerOutlet(drawer) : {}) } } },
      MuiPopover: { defaultProps: { slotProps: { paper: withAnnouncerOutlet } } },
      MuiTab: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-selected': { color: theme.vars.palette.link } }) } },
      // Outlined and text buttons draw the primary colour as text: use the readable shade.
      // On a phone every button is a 44 px target, whatever size it is on a desktop (issue #26); each size is one
      // height on every page (issue #49, ADR 0171: `CONTROL_HEIGHTS`, shared with the plain buttons).
      MuiIconButton: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minWidth: PHONE_TARGET, minHeight: PHONE_TARGET } }) } },
      MuiButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            variants: [
              { props: { size: 'small' }, style: { minHeight: CONTROL_HEIGHTS.small, [theme.breakpoints.down('sm')]: { minHeight: PHONE_TARGET } } },
              { props: { size: 'medium' }, style: { minHeight: CONTROL_HEIGHTS.medium } },
              { props: { size: 'large' }, style: { minHeight: CONTROL_HEIGHTS.large } },
              { props: { variant: 'outlined', color: 'primary' }, style: { color: theme.vars.palette.link, borderColor: theme.vars.palette.link } },
              { props: { variant: 'text', color: 'primary' }, style: { color: theme.vars.palette.link } },
            ],
          }),
        },
      },
    },
  });
}
