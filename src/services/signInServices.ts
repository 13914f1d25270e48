import type { AppConfig } from '../config';
import { browserAuthLoader } from './msalAuthLoader';
import { msalTokenPort } from './msalTokenPort';
import { browserSession } from './browserSession';
import type { Services } from './services';

/**
 * The browser's ports the sign-in pages use (MSAL's loader, tokens, the session), made when the sign-in runtime
 * loads (ADR 0135); the portal's own ports follow with the portal runtime (`portalServices.ts`, ADR 0147).
 */
export function browserSignInServices(config: AppConfig): Pick<Services, 'auth' | 'tokens' | 'session'> {
  const auth = browserAuthLoader(config);
  return { auth, tokens: msalTokenPort(auth), session: browserSession() };
}
