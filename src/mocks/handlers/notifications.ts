import { http, HttpResponse } from 'msw';
import { newestFirst } from '../../api/types/notification';
import type { Notification } from '../../api/types/notification';
import { seedNotifications } from '../data/notifications';

/** Paths as in api/openapi.yaml, relative to the API base (matched on any origin). */
export const NOTIFICATION_ROUTES = {
  list: { method: 'get', path: '/notifications' },
  clearAll: { method: 'delete', path: '/notifications' },
  readAll: { method: 'put', path: '/notifications/read' },
  read: { method: 'put', path: '/notifications/{notificationUID}/read' },
  dismiss: { method: 'delete', path: '/notifications/{notificationUID}' },
} as const;

/** Notification handlers over an in-memory store that survives reloads for the life of the process. */
export function notificationHandlers(basePath: string, seed: () => Notification[] = () => seedNotifications()) {
  let store: Notification[] = seed();
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const notFound = () => HttpResponse.json({ message: 'Notification not found' }, { status: 404 });
  const handlers = [
    http.get(at(NOTIFICATION_ROUTES.list.path), () => HttpResponse.json(newestFirst(store))),
    http.delete(at(NOTIFICATION_ROUTES.clearAll.path), () => {
      store = [];
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(at(NOTIFICATION_ROUTES.readAll.path), () => {
      store = store.map((n) => ({ ...n, acknowledgedYN: 'Y' }));
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(at(NOTIFICATION_ROUTES.read.path), ({ params }) => {
      const id = String(params.notificationUID);
      if (!store.some((n) => n.notificationUID === id)) return notFound();
      store = store.map((n) => (n.notificationUID === id ? { ...n, acknowledgedYN: 'Y' } : n));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(at(NOTIFICATION_ROUTES.dismiss.path), ({ params }) => {
      const id = String(params.notificationUID);
      if (!store.some((n) => n.notificationUID === id)) return notFound();
      store = store.filter((n) => n.notificationUID !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return {
    handlers,
    reset(next: Notification[] = seed()) {
      store = next;
    },
    all: () => store,
  };
}
