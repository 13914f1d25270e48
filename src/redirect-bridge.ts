// The page behind the redirect URI (/redirect). msal-browser 5 popup and silent flows need it to hand the
// identity provider's response back to the window that opened it. Nothing else runs here.
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

/** The provider's answer travels in the fragment (or the query): without one there is nothing to hand back. */
function hasAuthResponse(): boolean {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, '') || window.location.search);
  return params.has('code') || params.has('error') || params.has('state');
}

/**
 * Whether this tab holds a signed-in account: MSAL keeps its account index in session storage under
 * `msal.<schema>.account.keys` (msal-browser 5's CacheKeys; the schema number is matched, not pinned).
 * Storage that cannot be read or holds something else counts as signed out.
 */
function signedIn(): boolean {
  try {
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const key = window.sessionStorage.key(index);
      if (key === null || !/^msal\.(\d+\.)?account\.keys$/.test(key)) continue;
      const keys: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
      if (Array.isArray(keys) && keys.length > 0) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/**
 * Someone opened /redirect themselves (a bookmark, the history), or the window that started the sign-in is
 * gone: there is nothing to complete, so go on — to the portal when this tab is signed in, else to the site.
 * `replace` keeps /redirect out of the history, so Back does not land here again.
 */
function goOn(): void {
  window.location.replace(signedIn() ? '/home' : '/');
}

if (hasAuthResponse()) {
  broadcastResponseToMainFrame().catch((error: unknown) => {
    console.warn('Sign-in response could not be handed back to the app; going on', error);
    goOn();
  });
} else goOn();
