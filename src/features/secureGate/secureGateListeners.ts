import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { toastRequested } from '../toasts/events';
import { DEMO_PIN, pinDigitEntered, pinPasted } from './secureGateSlice';
import { pinAccepted, pinRejected, pinSubmitted, secureAccessRequested } from './events';

export function addSecureGateListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: secureAccessRequested,
    effect: (action, api) => {
      if (api.getOriginalState().secureGate.authenticated) api.dispatch(action.payload.pendingAction);
    },
  });

  // The check runs by itself when the fourth box is filled.
  startAppListening({
    matcher: isAnyOf(pinDigitEntered, pinPasted),
    effect: (_action, api) => {
      const { digits, open } = api.getState().secureGate;
      if (open && digits.every((d) => d !== '')) api.dispatch(pinSubmitted());
    },
  });

  startAppListening({
    actionCreator: pinSubmitted,
    effect: (_action, api) => {
      const { digits, pendingAction, open } = api.getState().secureGate;
      if (!open || digits.some((d) => d === '')) return;
      if (digits.join('') === DEMO_PIN) {
        api.dispatch(pinAccepted());
        api.dispatch(toastRequested({ type: 'success', title: 'Authentication Successful', message: 'Access granted to secure content' }));
        if (pendingAction) api.dispatch(pendingAction);
      } else {
        api.dispatch(pinRejected());
        api.dispatch(toastRequested({ type: 'error', title: 'Authentication Failed', message: 'Invalid PIN. Please try again.' }));
      }
    },
  });
}
