import * as z from 'zod/mini';
import '../zodMessages';

/**
 * Every error body of the product API: `message` is what the portal shows (spec §8); `fields`, on a 400
 * or 422, says which field is wrong in words the form shows beside that field.
 */
export const ApiErrorSchema = z.object({
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/** The largest body any operation accepts (a week of 50 jobs is about 4 KiB); larger: 413 with ERROR_TEXTS.tooLarge. */
export const API_BODY_LIMIT = 64 * 1024;

/** The header every create takes (src/shared/contract/work.ts `idempotent`). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The texts of the errors every operation can answer. */
export const ERROR_TEXTS = {
  /** 401: no token, or one that does not verify (spec §8's auth message, as the portal maps it). */
  unauthorized: 'Authentication failed. Please log in again.',
  forbidden: 'Your roles do not allow this.',
  tooLarge: 'The request is too large.',
  notJson: 'The body must be JSON.',
  idempotencyKey: 'Send an Idempotency-Key header (up to 100 characters) with every create.',
  idempotencyReuse: 'This Idempotency-Key was already used for a different request.',
  /** 429 (with Retry-After): a token or an address sent more than its share (the service's rate limits). */
  tooMany: 'Too many requests. Please try again in a moment.',
} as const;
