import type { AppConfig } from '../config';
import type { AuthLoader, MsalClient } from './authPort';
import { importMsal } from './msalChunk';
import { nextTask } from '../lib/afterNextPaint';

/** The browser's AuthLoader: MSAL is imported on first use only, so public pages never load it. */
export function browserAuthLoader(config: AppConfig, origin: string = window.location.origin): AuthLoader {
  let client: Promise<MsalClient> | null = null;
  let unavailable = false;
  return {
    load() {
      // MSAL's evaluation, the client's construction and its initialisation (by the caller) each get a task of
      // their own, so none of them is long (ADR 0116).
      client ??= importMsal().then(async ({ createMsalClient }) => {
        await nextTask();
        const created = await createMsalClient(config, origin);
        unavailable = created.providerUnavailable;
        await nextTask();
        return created.client;
      });
      // A failed start-up is retried by start-up itself once (after `reset`), else after a refresh; keep the
      // rejection so every caller sees it.
      return client;
    },
    reset() {
      client = null;
      unavailable = false;
    },
    providerUnavailable: () => unavailable,
    origin,
    async providerReachable(timeoutMs) {
      const discovery = config.localIdentityProvider
        ? new URL('/.well-known/openid-configuration', config.localIdpUrl)
        : new URL(`${config.authority.replace(/\/+$/, '')}/v2.0/.well-known/openid-configuration`);
      try {
        const response = await fetch(discovery, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
        return response.ok;
      } catch {
        return false;
      }
    },
    scopes: {
      login: [config.apiScope],
      api: [config.apiScope],
      graph: config.graphScopes,
    },
  };
}
