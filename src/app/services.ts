import type { HistoryPort } from '../features/router/historyPort';
import type { DomPort } from '../features/router/domPort';
import type { TokenPort } from '../api/tokenPort';
import type { AuthLoader, SessionPort } from '../features/auth/msalClient';
import type { ColorSchemePort } from '../services/colorSchemePort';

/**
 * Everything with a side effect that listeners and the base query reach through `extra`.
 * The browser gets real implementations; tests and replay get fakes.
 */
export interface Services {
  history: HistoryPort;
  dom: DomPort;
  tokens: TokenPort;
  auth: AuthLoader;
  session: SessionPort;
  colorScheme: ColorSchemePort;
  /** Set in replay stores: the base query refuses to make requests. */
  replay?: boolean;
}

