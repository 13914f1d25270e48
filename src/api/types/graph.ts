import * as z from 'zod/mini';
import '../../shared/zodMessages';

/**
 * The parts of Microsoft Graph the portal reads, as zod schemas checked on arrival (ADR 0091). Graph
 * adds fields over time, so extra fields are ignored; a wrong kind of value in a field we use fails.
 */
export const GraphMeSchema = z.object({
  id: z.string(),
  displayName: z.nullable(z.string()),
  jobTitle: z.nullable(z.string()),
  mobilePhone: z.nullable(z.string()),
  businessPhones: z.array(z.string()),
  officeLocation: z.nullable(z.string()),
});
export type GraphMe = z.infer<typeof GraphMeSchema>;

/** GET /me/presence: only `availability` is used (unknown values show as 'unknown'). */
export const GraphPresenceSchema = z.object({ availability: z.optional(z.string()) });

/** GET /me/photo/$value, as the base query reads it: an image data URL. */
export const GraphPhotoSchema = z.string().check(z.startsWith('data:image/'));
