import * as z from 'zod/mini';

/**
 * zod 4 compiles object schemas with `new Function` when it may, and probes for that by calling it once.
 * Our Content-Security-Policy has no 'unsafe-eval' (ADR 0061), so the probe alone is reported as a
 * violation. Jitless mode skips both the probe and the compilation; the checks are the same. The setting is
 * zod's core configuration. The whole app uses `zod/mini` only (ADR 0111): the English error messages the
 * portal's schemas give are set in src/shared/zodMessages.ts, which the public pages never load.
 */
z.config({ jitless: true });
