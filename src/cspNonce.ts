/// <reference types="webpack/module" />
/**
 * The style nonce of this page load. The server (nginx, `npm run serve`) writes a fresh nonce into
 * index.html's `<meta property="csp-nonce">` and into the style-src directive of the response's CSP; styles
 * inserted at run time (Emotion, notistack's goober, react-colorful) must carry it (ADR 0061). Where the host cannot mint
 * nonces (Azure Static Web Apps) the placeholder stays and the CSP allows inline styles instead.
 */
import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

export function readStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the nonce attribute from the DOM once parsed; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

/** The Emotion cache every MUI style goes through, stamped with the nonce. */
export function createStyleCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}

declare global {
  interface Window {
    /** goober (notistack's styles) stamps its <style> element with this. */
    __nonce__?: string;
  }
}

/**
 * webpack stamps what it inserts with `__webpack_nonce__` (react-colorful reads it too); goober, which
 * notistack uses, reads `window.__nonce__`.
 */
export function applyStyleNonce(nonce: string | undefined): void {
  if (!nonce) return;
  __webpack_nonce__ = nonce;
  window.__nonce__ = nonce;
}
