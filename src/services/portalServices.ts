import type { AppConfig } from '../config';
import type { Services } from './services';
import { fetchEventStreams, inertEventStreams } from './eventStreamPort';
import { browserFiles } from './filePort';

/**
 * The browser's ports only the signed-in portal uses (the notifications stream, downloads), made when the portal
 * runtime loads (ADR 0109, 0147): the sign-in pages never need them.
 */
export function browserPortalServices(config: AppConfig): Pick<Services, 'eventStreams' | 'files'> {
  // The stream is the API service's; MSW in the page (APP_MOCKS=browser) has none, and the list's refresh stands in.
  return { eventStreams: config.mocks === 'off' ? fetchEventStreams : inertEventStreams, files: browserFiles() };
}
