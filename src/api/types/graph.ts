import * as z from 'zod';

/**
 * The parts of Microsoft Graph the portal reads, as zod schemas checked on arrival (ADR 0091). Graph
 * adds fields over time, so extra fields are ignored; a wrong kind of value in a field we use fails.
 */
export const GraphMeSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  businessPhones: z.array(z.string()),
  officeLocation: z.string().nullable(),
});
export type GraphMe = z.infer<typeof GraphMeSchema>;

/** GET /me/presence: only `availability` is used (unknown values show as 'unknown'). */
export const GraphPresenceSchema = z.object({ availability: z.string().optional() });

/** GET /me/photo/$value, as the base query reads it: an image data URL. */
export const GraphPhotoSchema = z.string().startsWith('data:image/');
