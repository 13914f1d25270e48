import type { AppConfig } from '../config';
import { browserAuthLoader } from './msalAuthLoader';
import { msalTokenPort } from './msalTokenPort';
import { browserSession } from './browserSession';
import type { Services } from './services';
import { fetchEventStreams, inertEventStreams } from './eventStreamPort';
import { browserFiles } from './filePort';

/** The browser's ports only the portal uses (MSAL, the session, downloads), made when the portal runtime loads (ADR 0109). */
export function browserPortalServices(config: AppConfig): Pick<Services, 'auth' | 'tokens' | 'session' | 'eventStreams' | 'files'> {
  const auth = browserAuthLoader(config);
  // The stream is the API service's; MSW in the page (APP_MOCKS=browser) has none, and the list's refresh stands in.
  return { auth, tokens: msalTokenPort(auth), session: browserSession(), eventStreams: config.mocks === 'off' ? fetchEventStreams : inertEventStreams, files: browserFiles() };
}
