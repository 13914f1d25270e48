/**
 * The User Timing measure the portal leaves once it has warmed its page views after sign-in (ADR 0137), from the
 * first page to the last. `npm run bench` waits for it before its first click and prints its duration.
 */
export const PAGES_WARMED = 'portal: page views warmed';
