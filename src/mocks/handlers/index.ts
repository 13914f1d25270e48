import { config } from '../../config';
import { announcementHandlers } from './announcements';
import { calendarHandlers } from './calendar';
import { graphHandlers } from './graph';
import { notificationHandlers } from './notifications';
import { peopleHandlers } from './people';
import { workHandlers } from './work';

export const notifications = notificationHandlers(config.apiBaseUrl);
export const work = workHandlers(config.apiBaseUrl, (userId, fields) => notifications.push(userId, fields));
export const announcements = announcementHandlers(config.apiBaseUrl, (userId, fields) => notifications.push(userId, fields));
export const people = peopleHandlers(config.apiBaseUrl, () => work.requests());
export const calendar = calendarHandlers(config.apiBaseUrl, () => work.requests());

/** Every mocked endpoint, by domain. Shared by Jest (node), the browser worker and the mock API server. */
export const handlers = [...notifications.handlers, ...work.handlers, ...announcements.handlers, ...people.handlers, ...calendar.handlers, ...graphHandlers(config.graphBaseUrl)];

export function resetMockData(): void {
  notifications.reset();
  work.reset();
  announcements.reset();
  calendar.reset();
}
