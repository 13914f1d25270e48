import { SESSION_CHANNEL, SIGNED_OUT } from './sessionPort';
import type { SessionPort } from './sessionPort';

/** The local-storage key whose change carries the same signal (the value is a timestamp; it is removed at once). */
export const SESSION_SIGNAL_KEY = 'portal:signed-out';

/**
 * Sign-out travels two ways: a BroadcastChannel message and a local-storage change (a `storage` event in every
 * other tab). A tab opened with window.open from a signed-in tab missed the channel's message (issue #27 §4,
 * seen in Chromium); the storage event reaches every tab of the origin. A tab that gets both signs out once
 * (the listener's effect is idempotent).
 */
export function browserSession(storage: Storage = window.sessionStorage, shared: Storage | null = safeLocalStorage()): SessionPort {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
  return {
    clearAll: () => storage.clear(),
    announceSignOut: () => {
      channel?.postMessage(SIGNED_OUT);
      try {
        shared?.setItem(SESSION_SIGNAL_KEY, String(Date.now()));
        shared?.removeItem(SESSION_SIGNAL_KEY);
      } catch {
        // Storage refused: the channel's message is the only signal.
      }
    },
    onSignOutElsewhere(handler) {
      const onMessage = (event: MessageEvent) => {
        if (event.data === SIGNED_OUT) handler();
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key === SESSION_SIGNAL_KEY && event.newValue !== null) handler();
      };
      channel?.addEventListener('message', onMessage);
      window.addEventListener('storage', onStorage);
      return () => {
        channel?.removeEventListener('message', onMessage);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
