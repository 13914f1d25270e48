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
export const SIGNED_OUT = 'signed-out';

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
