import { z } from 'zod';
import type { PreferenceFields } from '../../services/storagePort';
import { COLOR_SCHEMES } from './themeSlice';
import type { ThemeState } from './themeSlice';

/** Longest accepted custom colour text: `#rrggbb`. Anything longer is refused before any parsing. */
const MAX_HEX_LENGTH = 7;

/** A `#rgb` or `#rrggbb` colour, stored as lower-case `#rrggbb`. */
export const hexColorSchema = z
  .string()
  .max(MAX_HEX_LENGTH)
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)
  .transform((hex) => (hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex).toLowerCase());

/** The spec names the teal scheme "default" in the header settings: both spellings mean teal. */
export const colorSchemeSchema = z.preprocess((value) => (value === 'default' ? 'teal' : value), z.enum(COLOR_SCHEMES));

/** The persisted theme preferences (spec §9), one schema per field. */
export const themePreferenceFields: PreferenceFields<Pick<ThemeState, 'darkMode' | 'colorScheme' | 'customColor'>> = {
  darkMode: z.boolean().nullable(),
  colorScheme: colorSchemeSchema,
  customColor: hexColorSchema.nullable(),
};
