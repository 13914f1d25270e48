/** Session storage and the other tabs of the site, as the sign-in rules of spec §4 need them. */
export interface SessionPort {
  /** Sign-out (success or failure): all session storage is cleared. */
  clearAll(): void;
  /** Tells every other tab of the site that the person signed out (no tokens, no account data cross tabs). */
  announceSignOut(): void;
  /** Calls back when another tab announced a sign-out. Returns the unsubscribe function. */
  onSignOutElsewhere(handler: () => void): () => void;
}

/** The channel every tab of the site listens on. Only the message type travels on it. */
export const SESSION_CHANNEL = 'portal:session';
const SIGNED_OUT = 'signed-out';

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

/** The in-memory session for tests and Node: records what was asked of it. */
export function memorySession(): SessionPort & { cleared: number; announced: number; signOutElsewhere: () => void } {
  const handlers = new Set<() => void>();
  const session = {
    cleared: 0,
    announced: 0,
    clearAll: () => {
      session.cleared += 1;
    },
    announceSignOut: () => {
      session.announced += 1;
    },
    onSignOutElsewhere(handler: () => void) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    signOutElsewhere: () => handlers.forEach((h) => h()),
  };
  return session;
}
