import { config } from '../../config';
import { notificationHandlers } from './notifications';

export const notifications = notificationHandlers(config.apiBaseUrl);

/** Every mocked endpoint, by domain. Shared by Jest (node), the browser worker and the mock API server. */
export const handlers = [...notifications.handlers];

export function resetMockData(): void {
  notifications.reset();
}
