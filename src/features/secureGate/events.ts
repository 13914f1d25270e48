import { createAction } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

/** Something asks for secure content; `pendingAction` runs once the PIN is accepted (at once if it already was). */
export const secureAccessRequested = createAction<{ pendingAction: UnknownAction }>('secureGate/accessRequested');
export const pinSubmitted = createAction('secureGate/pinSubmitted');
export const pinAccepted = createAction('secureGate/pinAccepted');
export const pinRejected = createAction('secureGate/pinRejected');
