import { http, HttpResponse } from 'msw';
import { newestFirst } from '../../shared/notifications/schemas';
import type { Notification } from '../../shared/notifications/schemas';
import { seedNotifications } from '../../shared/demo/notifications';
import { DEMO_ROLES } from '../../shared/demo/work';
import { NOTIFICATION_OPERATIONS as OPS, STREAM_CURSOR_HEADER } from '../../shared/contract/notifications';
import { callerOf, unauthorized } from './identity';

/**
 * Notification handlers over an in-memory store that survives reloads for the life of the process.
 * Each signed-in user (the token's preferred_username) has their own list, seeded on first use;
 * requests with a token it cannot read share one anonymous list; requests with none get 401.
 */
/** What a person's list starts as: the demo notices that concern their roles, as the service seeds them (issue #49). */
const seedFor = (userId: string): Notification[] => (userId === '' ? seedNotifications() : seedNotifications(new Date(), DEMO_ROLES[userId] ?? ['EMPLOYEE']));

export function notificationHandlers(basePath: string, seed: (userId: string) => Notification[] = seedFor) {
  let makeSeed = seed;
  let stores = new Map<string, Notification[]>();
  // Like the service's transaction ids (one sequence for everyone): each notification seeded or pushed takes the next
  // number (by user and uid). A list read answers, as the stream cursor, a snapshot that sees those it lists and no
  // later one (ADR 0151, 0166; MSW serves no stream, but the header is the contract's).
  let sequence = 0;
  let pushed = 0;
  let seqs = new Map<string, number>();
  const seqKey = (key: string, uid: string) => `${key}\n${uid}`;
  const number = (key: string, items: readonly Notification[]) => {
    for (const n of items) {
      sequence += 1;
      seqs.set(seqKey(key, n.notificationUID), sequence);
    }
  };
  const cursorOf = (key: string, list: readonly Notification[]) => {
    const next = list.reduce((highest, n) => Math.max(highest, seqs.get(seqKey(key, n.notificationUID)) ?? 0), 0) + 1;
    return `${next}:${next}:`;
  };
  const keyOf = (request: Request) => callerOf(request)?.id ?? '';
  const listOf = (key: string): Notification[] => {
    const found = stores.get(key);
    if (found) return found;
    const fresh = makeSeed(key);
    stores.set(key, fresh);
    number(key, [...fresh].reverse());
    return fresh;
  };
  const update = (request: Request, change: (list: Notification[]) => Notification[]) => {
    const key = keyOf(request);
    stores.set(key, change(listOf(key)));
  };
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const notFound = () => HttpResponse.json({ message: 'Notification not found' }, { status: 404 });
  const noContent = () => new HttpResponse(null, { status: 204 });
  // No bearer token at all: 401, as the service answers. The mocks trust a token's claims (ADR: the server in
  // front of them verified it); an unreadable one reads the shared anonymous list, as unit tests' fake tokens do.
  const signedIn = (request: Request) => (request.headers.get('authorization') ?? '').startsWith('Bearer ');
  const handlers = [
    http.get(at(OPS.getNotifications.path), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const key = keyOf(request);
      const list = newestFirst(listOf(key));
      return HttpResponse.json(list, { headers: { [STREAM_CURSOR_HEADER]: cursorOf(key, list) } });
    }),
    http.delete(at(OPS.clearAllNotifications.path), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      update(request, () => []);
      return noContent();
    }),
    http.put(at(OPS.markAllNotificationsRead.path), ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      update(request, (list) => list.map((n) => ({ ...n, acknowledgedYN: 'Y' })));
      return noContent();
    }),
    http.put(at(OPS.markNotificationRead.path), ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = String(params.notificationUID);
      if (!listOf(keyOf(request)).some((n) => n.notificationUID === id)) return notFound();
      update(request, (list) => list.map((n) => (n.notificationUID === id ? { ...n, acknowledgedYN: 'Y' } : n)));
      return noContent();
    }),
    http.delete(at(OPS.dismissNotification.path), ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = String(params.notificationUID);
      if (!listOf(keyOf(request)).some((n) => n.notificationUID === id)) return notFound();
      update(request, (list) => list.filter((n) => n.notificationUID !== id));
      return noContent();
    }),
  ];
  return {
    handlers,
    /** Forgets every user's list; each starts again from `next` (or the seed) on first use. */
    reset(next?: Notification[]) {
      makeSeed = next ? () => next.map((n) => ({ ...n })) : seed;
      stores = new Map();
      seqs = new Map();
    },
    /** One user's list ('' = requests without a readable token). */
    all: (userId = '') => listOf(userId),
    /** Puts a new unread notification at the top of one user's list (what a decision sends the employee). */
    push(userId: string, fields: Pick<Notification, 'title' | 'message' | 'type' | 'priority'>) {
      pushed += 1;
      const created: Notification = { ...fields, notificationUID: `work-${pushed}`, dateCreated: new Date().toISOString(), acknowledgedYN: 'N' };
      const list = listOf(userId);
      number(userId, [created]);
      stores.set(userId, [created, ...list]);
    },
  };
}
