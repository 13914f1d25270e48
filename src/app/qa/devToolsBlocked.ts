// QA mode only (the QA store's chunk and the QA tools dialog): not part of a public first load.

/** The DevTools socket the page's Content-Security-Policy refused, when it did (issue #27 §8). */
let blockedSource: string | null = null;
const blockedListeners = new Set<() => void>();

/**
 * Watches for the page's CSP refusing the remote DevTools' socket (`connect-src`), so the QA panel can say so
 * instead of claiming a connection: a production build served without CSP_EXTRA_CONNECT_SRC blocks it.
 */
export function watchDevToolsBlocked(remote: { hostname: string; port: number }): void {
  if (typeof document === 'undefined') return;
  const address = `${remote.hostname}:${remote.port}`;
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.effectiveDirective !== 'connect-src' || !event.blockedURI.includes(address) || blockedSource !== null) return;
    blockedSource = `ws://${address}`;
    blockedListeners.forEach((listener) => listener());
  });
}

export const devToolsBlocked = {
  subscribe: (listener: () => void): (() => void) => {
    blockedListeners.add(listener);
    return () => void blockedListeners.delete(listener);
  },
  source: (): string | null => blockedSource,
};
