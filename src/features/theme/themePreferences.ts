import * as z from 'zod/mini';
import type { PreferenceFields } from '../../services/storagePort';
import { COLOR_SCHEMES } from './themeSlice';
import type { ThemeState } from './themeSlice';

/** Longest accepted custom colour text: `#rrggbb`. Anything longer is refused before any parsing. */
const MAX_HEX_LENGTH = 7;

/** A `#rgb` or `#rrggbb` colour, stored as lower-case `#rrggbb`. */
export const hexColorSchema = z.pipe(
  z.string().check(z.maxLength(MAX_HEX_LENGTH), z.regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)),
  z.transform((hex: string) => (hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex).toLowerCase()),
);

/** The spec names the teal scheme "default" in the header settings: both spellings mean teal. */
export const colorSchemeSchema = z.pipe(
  z.transform((value: unknown) => (value === 'default' ? 'teal' : value)),
  z.enum(COLOR_SCHEMES),
);

/** The persisted theme preferences (spec §9), one schema per field. */
export const themePreferenceFields: PreferenceFields<Pick<ThemeState, 'darkMode' | 'colorScheme' | 'customColor'>> = {
  darkMode: z.nullable(z.boolean()),
  colorScheme: colorSchemeSchema,
  customColor: z.nullable(hexColorSchema),
};
