import type { AppConfig } from '../config';
import { browserAuthLoader } from './msalAuthLoader';
import { msalTokenPort } from './msalTokenPort';
import { browserSession } from './sessionPort';
import type { Services } from './services';

/** The browser's ports only the portal uses (MSAL, the session), made when the portal runtime loads (ADR 0109). */
export function browserPortalServices(config: AppConfig): Pick<Services, 'auth' | 'tokens' | 'session'> {
  const auth = browserAuthLoader(config);
  return { auth, tokens: msalTokenPort(auth), session: browserSession() };
}
