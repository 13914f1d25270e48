// Loaded lazily (its own chunk): the only module that imports MSAL's runtime.
import { BrowserCacheLocation, LogLevel, PublicClientApplication } from '@azure/msal-browser';
import type { Configuration } from '@azure/msal-browser';
import type { AppConfig } from '../config';
import type { MsalClient } from './authPort';
import { unreachableProviderMessage } from './authErrors';
import { ProviderUnreachableError } from './providerErrors';

/** Spec §9 sign-in constants. */
export const TOKEN_RENEWAL_OFFSET_SECONDS = 300;
export const SIGN_IN_WINDOW_TIMEOUT_MS = 60_000;
export const IFRAME_TIMEOUT_MS = 60_000;
export const FRAME_LOAD_TIMEOUT_MS = 60_000;

/**
 * MSAL refuses http authorities, so for the local provider MSAL gets an https authority string and the
 * provider's real discovery document (with its http endpoints) as `authorityMetadata`: no certificate,
 * no warning. See docs/adr/0004-local-identity-provider.md.
 */
/** Where the local provider's discovery document is kept between starts of this tab (it is public metadata). */
export const PROVIDER_METADATA_KEY = 'portal:idp-metadata';

interface Authority {
  auth: Pick<Configuration['auth'], 'authority' | 'knownAuthorities' | 'authorityMetadata'>;
  /** Made from the saved description because the provider did not answer. */
  providerUnavailable: boolean;
}

async function localAuthority(idpUrl: string, saved: Storage | null): Promise<Authority> {
  const url = new URL(idpUrl);
  const from = (metadata: string, providerUnavailable: boolean): Authority => ({
    auth: { authority: `https://${url.host}`, knownAuthorities: [url.host], authorityMetadata: metadata },
    providerUnavailable,
  });
  const key = `${PROVIDER_METADATA_KEY}:${url.origin}`;
  const response = await fetch(new URL('/.well-known/openid-configuration', url)).catch(() => null);
  if (response === null) {
    // Unreachable: a tab that signed in before keeps working on its cached tokens (issue #27 §3).
    const known = saved?.getItem(key);
    if (known) return from(known, true);
    throw new ProviderUnreachableError(unreachableProviderMessage(url.origin));
  }
  if (!response.ok) throw new ProviderUnreachableError(`The local identity provider at ${url.origin} answered ${response.status}`);
  const metadata = JSON.stringify((await response.json()) as unknown);
  try {
    saved?.setItem(key, metadata);
  } catch {
    // Storage full or refused: the next start needs the provider, as before.
  }
  return from(metadata, false);
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CreatedClient {
  client: MsalClient;
  providerUnavailable: boolean;
}

export async function createMsalClient(config: AppConfig, origin: string, saved: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage): Promise<CreatedClient> {
  if (!config.localIdentityProvider && !GUID.test(config.authClientId)) {
    throw new Error('APP_AUTH_CLIENT_ID is not an application (client) id: expected a GUID.');
  }
  const redirectUri = `${origin}/redirect`;
  // Entra ID: MSAL reads (and caches) the authority's metadata itself.
  const authority: Authority = config.localIdentityProvider ? await localAuthority(config.localIdpUrl, saved) : { auth: { authority: config.authority }, providerUnavailable: false };
  const client = new PublicClientApplication({
    auth: {
      clientId: config.authClientId,
      ...authority.auth,
      redirectUri,
      postLogoutRedirectUri: redirectUri,
    },
    cache: { cacheLocation: BrowserCacheLocation.SessionStorage },
    system: {
      protocolMode: config.localIdentityProvider ? 'OIDC' : 'AAD',
      tokenRenewalOffsetSeconds: TOKEN_RENEWAL_OFFSET_SECONDS,
      popupBridgeTimeout: SIGN_IN_WINDOW_TIMEOUT_MS,
      iframeBridgeTimeout: IFRAME_TIMEOUT_MS,
      redirectNavigationTimeout: FRAME_LOAD_TIMEOUT_MS,
      loggerOptions: {
        logLevel: LogLevel.Warning,
        piiLoggingEnabled: false,
        loggerCallback: (level, message) => {
          if (level === LogLevel.Error) console.error(message);
          else if (level === LogLevel.Warning) console.warn(message);
        },
      },
    },
  });
  return { client, providerUnavailable: authority.providerUnavailable };
}
