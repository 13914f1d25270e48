import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';

extend([mixPlugin, a11yPlugin]);

export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Shade = (typeof SHADES)[number];
export type ColorRamp = Record<Shade, string>;

/** How far each shade is mixed towards white (negative: towards black). 500 is the colour itself. */
const MIX: Record<Shade, number> = { 50: 0.9, 100: 0.8, 200: 0.6, 300: 0.4, 400: 0.2, 500: 0, 600: -0.15, 700: -0.3, 800: -0.45, 900: -0.6, 950: -0.75 };

/** Accepts '#rgb' or '#rrggbb' (with the #), nothing else: what the hex field lets through. */
export function isValidHex(value: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

export function normalizeHex(value: string): string {
  return colord(value.trim()).toHex();
}

/** The 50–950 shade ramp derived from one colour (spec §9), by mixing with white and black. */
export function colorRamp(base: string): ColorRamp {
  const color = colord(base);
  const ramp = {} as ColorRamp;
  for (const shade of SHADES) {
    const amount = MIX[shade];
    ramp[shade] = amount >= 0 ? color.mix('#ffffff', amount).toHex() : color.mix('#000000', -amount).toHex();
  }
  return ramp;
}

/** WCAG AA for normal text. */
const AA = 4.5;
/** Dark text as the portal draws it on light surfaces (MUI's text.primary, flattened on white). */
export const DARK_TEXT = '#212121';
const WHITE = '#ffffff';

/**
 * The colour darkened in HSL lightness (hue and saturation kept: no muddy mix with black) just far enough for
 * white text on it to reach AA; colours that already pass are returned as they are.
 */
function underWhiteText(hex: string): string {
  let color = colord(hex);
  // colord rounds contrast to two decimals; aim a little above 4.5 so exact checkers (axe) agree.
  for (let step = 0; step < 100 && colord(WHITE).contrast(color) < AA + 0.05; step += 1) color = color.darken(0.01);
  return color.toHex();
}

/** How much darker the middle and last stops are than the first (HSL lightness). */
const STOP_STEP = 0.06;

/**
 * The three stops of a themed card header (spec §9): the primary colour made readable under white text (AA),
 * then two darker steps of the same hue and saturation (ADR 0103: mixing with black turned orange brown).
 */
export function headerGradientStops(base: string): [string, string, string] {
  const from = colord(underWhiteText(base));
  return [from.toHex(), from.darken(STOP_STEP).toHex(), from.darken(2 * STOP_STEP).toHex()];
}

export interface ContrastReport {
  /** Contrast of white text on the colour. */
  white: number;
  /** Contrast of dark text on the colour. */
  dark: number;
  /** Which of the two text colours fall short of WCAG AA (4.5:1) on it. */
  failing: ('white' | 'dark')[];
}

/** Contrast of white and dark text on a colour, for the custom picker's warning (it warns, it does not refuse). */
export function contrastReport(hex: string): ContrastReport {
  const color = colord(hex);
  const white = color.contrast(WHITE);
  const dark = color.contrast(DARK_TEXT);
  const failing: ('white' | 'dark')[] = [];
  if (white < AA) failing.push('white');
  if (dark < AA) failing.push('dark');
  return { white, dark, failing };
}
