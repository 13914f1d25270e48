import { buildTheme } from './buildTheme';
import type { ThemeMode } from './buildTheme';

/** What `public/theme-boot.js` paints before the first render: the primary colour's variables per mode. */
export type PaintedTheme = Record<ThemeMode, Record<string, string>>;


const PAINTED_VAR = /^--mui-palette-(primary-|link$)/;

/** Pure: the CSS variables of one primary colour in both modes, as MUI generates them (ADR 0106). */
export function paintedTheme(primary: string): PaintedTheme {
  const painted: PaintedTheme = { light: {}, dark: {} };
  for (const sheet of buildTheme(primary).generateStyleSheets()) {
    for (const [selector, declarations] of Object.entries(sheet)) {
      const mode: ThemeMode | null = selector.includes('.dark') ? 'dark' : selector.includes('.light') ? 'light' : null;
      if (!mode || typeof declarations !== 'object' || declarations === null) continue;
      for (const [name, value] of Object.entries(declarations as Record<string, unknown>)) {
        if (PAINTED_VAR.test(name) && (typeof value === 'string' || typeof value === 'number')) painted[mode][name] = String(value);
      }
    }
  }
  return painted;
}
