import { createAction } from '@reduxjs/toolkit';

/** The page finished booting: listeners start their long-running work (history, clock, auth start-up). */
export const appStarted = createAction('app/started');

/** A render error reached the crash screen. Only the message is kept (no Error objects in actions). */
export const appCrashed = createAction('app/crashed', (message: string) => ({
  payload: { message, at: new Date().toISOString() },
}));
