import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { secureAccessRequested, pinAccepted, pinRejected } from './events';

/** Spec §5: four characters, compared with a fixed demo PIN shown in the dialog. Not a security control. */
export const PIN_LENGTH = 4;
export const DEMO_PIN = '2468';

export interface SecureGateState {
  /** Stays true for the rest of the session (until sign-out). */
  authenticated: boolean;
  open: boolean;
  digits: string[];
  pendingAction: UnknownAction | null;
}

const empty = () => Array.from({ length: PIN_LENGTH }, () => '');
export const initialSecureGateState: SecureGateState = { authenticated: false, open: false, digits: empty(), pendingAction: null };

export const secureGateSlice = createSlice({
  name: 'secureGate',
  initialState: initialSecureGateState,
  reducers: {
    pinDigitEntered(state, action: PayloadAction<{ index: number; value: string }>) {
      const { index, value } = action.payload;
      if (index < 0 || index >= PIN_LENGTH) return;
      state.digits[index] = value.slice(-1);
    },
    pinPasted(state, action: PayloadAction<string>) {
      const chars = Array.from(action.payload.trim()).slice(0, PIN_LENGTH);
      state.digits = empty().map((_, i) => chars[i] ?? '');
    },
    gateCancelled(state) {
      state.open = false;
      state.digits = empty();
      state.pendingAction = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(secureAccessRequested, (state, action) => {
        if (state.authenticated) return;
        state.open = true;
        state.digits = empty();
        state.pendingAction = action.payload.pendingAction;
      })
      .addCase(pinAccepted, (state) => {
        state.authenticated = true;
        state.open = false;
        state.digits = empty();
        state.pendingAction = null;
      })
      .addCase(pinRejected, (state) => {
        state.digits = empty();
      })
      .addMatcher(
        (action: UnknownAction) => action.type === 'auth/signOutSucceeded' || action.type === 'auth/signOutFailed',
        () => initialSecureGateState,
      );
  },
  selectors: {
    selectSecureGate: (state) => state,
    selectPinComplete: (state) => state.digits.every((d) => d !== ''),
  },
});

export const { pinDigitEntered, pinPasted, gateCancelled } = secureGateSlice.actions;
export const { selectSecureGate, selectPinComplete } = secureGateSlice.selectors;
