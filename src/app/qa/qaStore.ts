import type { StoreEnhancer } from '@reduxjs/toolkit';
import { devToolsEnhancer } from '@redux-devtools/remote';
// A DevTools import recomputes every state with the app's reducer, which needs every endpoint's definition.
import './apiEndpoints';
import { redactTokens } from '../../lib/sanitize';
import { DEVTOOLS_MAX_AGE } from '../store';
import { watchDevToolsBlocked } from './devToolsBlocked';

/** Redux DevTools in the page (the extension) in QA mode: everything recorded, tokens redacted (ADR 0147: in this chunk, not the entry's). */
export const QA_DEVTOOLS = { maxAge: DEVTOOLS_MAX_AGE, name: 'Portal', actionSanitizer: redactTokens, stateSanitizer: redactTokens };

export { downloadLog } from './logFile';

/**
 * What the store needs in QA mode, loaded (as its own chunk) before the store is made: every api
 * endpoint, and the remote Redux DevTools (`npm run devtools`) when an address is set and the extension
 * is absent. Never part of a public first load.
 */
export function qaStoreEnhancers(remote: { hostname: string; port: number } | null): StoreEnhancer[] {
  if (!remote) return [];
  watchDevToolsBlocked(remote);
  return [
    devToolsEnhancer({
      ...remote,
      realtime: true,
      name: 'Portal',
      maxAge: DEVTOOLS_MAX_AGE,
      actionSanitizer: redactTokens,
      stateSanitizer: redactTokens,
    }),
  ];
}
