// Loaded lazily (its own chunk): the only module that imports MSAL's runtime.
import { BrowserCacheLocation, LogLevel, PublicClientApplication } from '@azure/msal-browser';
import type { Configuration } from '@azure/msal-browser';
import type { AppConfig } from '../config';
import type { MsalClient } from './authPort';
import { unreachableProviderMessage } from './authErrors';

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
async function localAuthority(idpUrl: string): Promise<Pick<Configuration['auth'], 'authority' | 'knownAuthorities' | 'authorityMetadata'>> {
  const url = new URL(idpUrl);
  const response = await fetch(new URL('/.well-known/openid-configuration', url)).catch(() => {
    throw new Error(unreachableProviderMessage(url.origin));
  });
  if (!response.ok) throw new Error(`The local identity provider at ${url.origin} answered ${response.status}`);
  const metadata: unknown = await response.json();
  return {
    authority: `https://${url.host}`,
    knownAuthorities: [url.host],
    authorityMetadata: JSON.stringify(metadata),
  };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function createMsalClient(config: AppConfig, origin: string): Promise<MsalClient> {
  if (!config.localIdentityProvider && !GUID.test(config.authClientId)) {
    throw new Error('APP_AUTH_CLIENT_ID is not an application (client) id: expected a GUID.');
  }
  const redirectUri = `${origin}/redirect`;
  const authority = config.localIdentityProvider ? await localAuthority(config.localIdpUrl) : { authority: config.authority };
  return new PublicClientApplication({
    auth: {
      clientId: config.authClientId,
      ...authority,
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
}
