import { config } from '../../config';
import { graphHandlers } from './graph';
import { notificationHandlers } from './notifications';

export const notifications = notificationHandlers(config.apiBaseUrl);

/** Every mocked endpoint, by domain. Shared by Jest (node), the browser worker and the mock API server. */
export const handlers = [...notifications.handlers, ...graphHandlers(config.graphBaseUrl)];

export function resetMockData(): void {
  notifications.reset();
}
