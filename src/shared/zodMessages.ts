import * as z from 'zod/mini';

/**
 * zod/mini ships without error messages: every issue would read "Invalid input". The portal's and the mock
 * API's schemas (work modules, notifications, Graph) give English messages, as classic `zod` does by default
 * (the 422 bodies of the mock API quote them). Imported by each module that defines such schemas, so the
 * English locale travels with the portal and never with the public pages (ADR 0111).
 */
z.config(z.locales.en());
