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

/** Darkens a colour in small steps until white text on it reaches AA. */
function underWhiteText(hex: string): string {
  let color = colord(hex);
  for (let step = 0; step < 20 && colord('#ffffff').contrast(color) < AA; step += 1) color = color.mix('#000000', 0.1);
  return color.toHex();
}

/**
 * The three stops of a themed card header (spec §9): shades 700, 800 and 900 of the ramp, each darkened
 * as far as needed for the white title on it to meet AA (teal, the default, needs no change).
 */
export function headerGradientStops(base: string): [string, string, string] {
  const ramp = colorRamp(base);
  return [underWhiteText(ramp[700]), underWhiteText(ramp[800]), underWhiteText(ramp[900])];
}
