import { makeStore } from '../../app/store';
import { signOutSucceeded } from '../auth/events';
import { profileDetailsRevealed } from '../profile/profileSlice';
import { DEMO_PIN, gateCancelled, pinDigitEntered, pinPasted } from './secureGateSlice';
import { secureAccessRequested } from './events';

function enter(store: ReturnType<typeof makeStore>, pin: string) {
  Array.from(pin).forEach((value, index) => store.dispatch(pinDigitEntered({ index, value })));
}

describe('secure PIN gate', () => {
  it('prompts, checks by itself on the fourth character, runs the pending action and stays authenticated', () => {
    const store = makeStore();
    store.dispatch(secureAccessRequested({ pendingAction: profileDetailsRevealed() }));
    expect(store.getState().secureGate.open).toBe(true);
    enter(store, DEMO_PIN);
    const gate = store.getState().secureGate;
    expect(gate).toMatchObject({ open: false, authenticated: true, pendingAction: null });
    expect(store.getState().profile.detailsRevealed).toBe(true);
    expect(store.getState().toasts.items[0]).toMatchObject({ type: 'success', title: 'Authentication Successful', message: 'Access granted to secure content' });
    // Already authenticated: the next request runs at once, with no prompt.
    store.dispatch(secureAccessRequested({ pendingAction: { type: 'demo/again' } }));
    expect(store.getState().secureGate.open).toBe(false);
  });

  it('a wrong PIN clears the entry and raises the error toast', () => {
    const store = makeStore();
    store.dispatch(secureAccessRequested({ pendingAction: profileDetailsRevealed() }));
    enter(store, '0000');
    expect(store.getState().secureGate).toMatchObject({ open: true, authenticated: false, digits: ['', '', '', ''] });
    expect(store.getState().toasts.items[0]).toMatchObject({ type: 'error', title: 'Authentication Failed', message: 'Invalid PIN. Please try again.' });
    expect(store.getState().profile.detailsRevealed).toBe(false);
  });

  it('pasting four characters fills all boxes and checks', () => {
    const store = makeStore();
    store.dispatch(secureAccessRequested({ pendingAction: profileDetailsRevealed() }));
    store.dispatch(pinPasted(` ${DEMO_PIN} `));
    expect(store.getState().secureGate.authenticated).toBe(true);
  });

  it('Cancel clears the PIN and the pending action; sign-out resets the session', () => {
    const store = makeStore();
    store.dispatch(secureAccessRequested({ pendingAction: profileDetailsRevealed() }));
    store.dispatch(pinDigitEntered({ index: 0, value: '2' }));
    store.dispatch(gateCancelled());
    expect(store.getState().secureGate).toMatchObject({ open: false, digits: ['', '', '', ''], pendingAction: null });
    store.dispatch(secureAccessRequested({ pendingAction: profileDetailsRevealed() }));
    enter(store, DEMO_PIN);
    store.dispatch(signOutSucceeded());
    expect(store.getState().secureGate.authenticated).toBe(false);
  });
});
