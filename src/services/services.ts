import type { HistoryPort } from './historyPort';
import type { DomPort } from './domPort';
import type { TokenPort } from './tokenPort';
import type { EventStreamPort } from './eventStreamPort';
import type { FilePort } from './filePort';
import type { AuthLoader } from './authPort';
import type { SessionPort } from './sessionPort';
import { memorySession } from './sessionPort';
import type { ColorSchemePort } from './colorSchemePort';
import { fixedColorScheme } from './colorSchemePort';
import type { ClockPort } from './clockPort';
import type { PreferencesPort } from './storagePort';
import { memoryPreferences } from './storagePort';
import type { DeploymentPort } from './deploymentPort';
import { fixedDeployment } from './deploymentPort';
import { systemClock } from './clockPort';
import { AUTH_SERVICE_UNAVAILABLE_TEXT } from './authErrors';
import { memoryHistory } from './historyPort';
import { TokenError } from './tokenPort';

/**
 * Everything with a side effect that listeners and the base query reach through `extra`.
 * The browser gets real implementations; tests and the QA replay store get fakes.
 */
export interface Services {
  history: HistoryPort;
  dom: DomPort;
  tokens: TokenPort;
  auth: AuthLoader;
  session: SessionPort;
  colorScheme: ColorSchemePort;
  clock: ClockPort;
  /** Preferences changed by another tab. */
  preferences: PreferencesPort;
  deployment: DeploymentPort;
  /** Server-Sent Events (the notifications stream). */
  eventStreams: EventStreamPort;
  /** Downloads the person asked for (CSV exports). */
  files: FilePort;
}

/** Inert in-memory fakes for every port: a bare makeStore() is safe in tests and Node. */
export function inertServices(): Services {
  return {
    history: memoryHistory(),
    dom: { scrollToAnchor: () => false, scrollToTop: () => undefined, onKeyDown: () => () => undefined, onScroll: () => () => undefined },
    tokens: { getToken: () => Promise.reject(new TokenError('unavailable', AUTH_SERVICE_UNAVAILABLE_TEXT)) },
    auth: {
      load: () => Promise.reject(new Error(AUTH_SERVICE_UNAVAILABLE_TEXT)),
      reset: () => undefined,
      providerUnavailable: () => false,
      scopes: { login: [], api: [], graph: [] },
      origin: 'http://localhost',
      providerReachable: () => Promise.resolve(false),
    },
    session: memorySession(),
    colorScheme: fixedColorScheme(),
    clock: systemClock,
    preferences: memoryPreferences(),
    deployment: fixedDeployment(),
    // Inline, not imported: the public pages' first load carries this file but not the stream reader.
    eventStreams: { open: () => () => undefined },
    files: { save: () => undefined },
  };
}
