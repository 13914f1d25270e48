// Runs before the test framework: globals that jsdom lacks and the libraries expect.
import { webcrypto } from 'node:crypto';

if (!('subtle' in globalThis.crypto)) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
}

// jsdom has no matchMedia; MUI's useMediaQuery and its colour-scheme provider (which still calls the
// deprecated addListener, for old Safari) read it. Light mode unless a test says otherwise.
const legacyListeners: Record<string, () => undefined> = { addListener: () => undefined, removeListener: () => undefined };
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): Omit<MediaQueryList, 'addListener' | 'removeListener'> => ({
      ...legacyListeners,
      ...({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      } satisfies Omit<MediaQueryList, 'addListener' | 'removeListener'>),
    }),
  });
}

// Relative URLs (fetchBaseQuery with baseUrl '/api') resolve against the page, as in a browser.
const NativeRequest = globalThis.Request;
class PageRelativeRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, globalThis.location.href).href : input, init);
  }
}
globalThis.Request = PageRelativeRequest;

// Node's BroadcastChannel keeps the process alive while a listener is attached, and the tests never close
// the channels that MSAL and the session port open: they are unref'd, so an in-band Jest run exits.
const NativeBroadcastChannel = globalThis.BroadcastChannel;
if (typeof NativeBroadcastChannel === 'function') {
  globalThis.BroadcastChannel = class UnrefBroadcastChannel extends NativeBroadcastChannel {
    constructor(name: string) {
      super(name);
      (this as unknown as { unref?: () => void }).unref?.();
    }
  };
}

// jsdom lays nothing out, so there is nothing to scroll: window.scrollTo does nothing (jsdom's logs "Not
// implemented" on each call; a window virtualiser, as on Approve Time, calls it when it mounts).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
// Nor does it scroll an element into view (the search's arrow keys ask for the highlighted result).
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => undefined;
