import { http, HttpResponse } from 'msw';
import type { Notification } from '../../features/notifications/notificationTypes';
import { seedNotifications } from '../data/notifications';

/** Notification handlers over an in-memory store; `reset` restores the seed (tests call it between cases). */
export function notificationHandlers(baseUrl: string) {
  let store: Notification[] = seedNotifications();
  const api = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;
  const handlers = [http.get(api('/notifications'), () => HttpResponse.json(store))];
  return {
    handlers,
    reset(seed: Notification[] = seedNotifications()) {
      store = seed;
    },
  };
}
