import { createAction } from '@reduxjs/toolkit';

/** The page finished booting: listeners start their long-running work (history, clock, auth start-up). */
export const appStarted = createAction('app/started');

/**
 * The portal runtime (its slices, RTK Query, listeners, persistence) arrived after start-up, on the way
 * from a public page to the portal (ADR 0109): the injected slices get their initial state, and the
 * portal's start-up listeners start as they would have at `appStarted`.
 */
export const portalLoaded = createAction('app/portalLoaded');

/**
 * The sign-in runtime (the auth feature: its slice and listeners, the sign-in ports) arrived after start-up, on
 * the way from a public page to `/login`, `/logout` or `/redirect` (ADR 0135): the auth slice gets its initial
 * state and auth's start-up listeners start as they would have at `appStarted`.
 */
export const signInLoaded = createAction('app/signInLoaded');

/**
 * The person started something that ends in the portal (a sign-in popup opened): the store brings in the rest of
 * the portal runtime now, while they are in the popup, so the portal is ready when they come back (ADR 0135).
 */
export const portalNeededSoon = createAction('app/portalNeededSoon');

/** A render error reached the crash screen. Only the message is kept (no Error objects in actions). */
export const appCrashed = createAction('app/crashed', (message: string) => ({
  payload: { message, at: new Date().toISOString() },
}));
