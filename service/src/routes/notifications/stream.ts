import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_OPERATIONS, STREAM_HEARTBEAT_SECONDS } from '../../../../src/shared/contract/notifications.ts';
import { ApiProblem, SERVER_ERROR } from '../../plugins/errors.ts';
import { ANSWER_HEADERS } from '../../plugins/headers.ts';
import { latestSeq, notificationsAfter } from './queries.ts';
import type { NotificationEvent } from './queries.ts';

/** How many notification uids a stream remembers having sent (a catch-up and what was heard meanwhile may overlap). */
const SENT_UIDS_KEPT = 1000;

/**
 * Server-Sent Events: the caller's new notifications as they commit, on any instance. Open streams end when the
 * service stops (clients reconnect, with Last-Event-ID, to another instance or the restarted one).
 */
export default function notificationStream(app: FastifyInstance, options: { heartbeatSeconds?: number; streamsPerPerson: number }, done: () => void): void {
  const { database, hub } = app;
  const streams = new Set<() => void>();
  // Each person's open streams, oldest first: opening one past the cap closes the oldest (a tab long gone, most likely).
  const byPerson = new Map<string, (() => void)[]>();
  app.addHook('preClose', (done) => {
    for (const end of streams) end();
    done();
  });
  app.get(NOTIFICATION_OPERATIONS.streamNotifications.path, { config: { operation: 'streamNotifications' } }, async (request, reply) => {
    const caller = request.caller;
    if (!caller) throw new ApiProblem(500, SERVER_ERROR);
    const lastHeader = request.headers['last-event-id'];
    const lastId = Number(typeof lastHeader === 'string' ? lastHeader : NaN);
    const resumeFrom = Number.isFinite(lastId) ? lastId : null;
    let res: ServerResponse | null = null;
    let sent = resumeFrom ?? 0;
    const queue: NotificationEvent[] = [];
    let replaying = true;
    // Each notification once per stream, by uid, in the order they commit: a seq is taken at insert, so one written
    // first may commit after one written later, and a "seq above the last sent" rule would drop it. `sent`, the
    // highest seq sent, is each event's id (the client's Last-Event-ID) and where a catch-up starts; a catch-up also
    // looks a minute before it, for one written earlier that committed later (`notificationsAfter`).
    const written = new Set<string>();
    const write = (event: NotificationEvent) => {
      const uid = event.notification.notificationUID;
      if (!res || written.has(uid)) return;
      if (written.size >= SENT_UIDS_KEPT) written.delete(written.values().next().value ?? '');
      written.add(uid);
      sent = Math.max(sent, event.seq);
      res.write(`id: ${sent}\nevent: notification\ndata: ${JSON.stringify(event.notification)}\n\n`);
    };
    // What committed after `after`, from the table, then what was heard meanwhile, in order.
    const catchUp = async (after: number) => {
      replaying = true;
      try {
        const missed = await database.db.transaction((tx) => notificationsAfter(tx, caller.id, after));
        missed.forEach(write);
      } finally {
        replaying = false;
        queue.splice(0).sort((a, b) => a.seq - b.seq).forEach(write);
      }
    };
    // Subscribed before the first read, so nothing committed meanwhile is missed (it waits in `queue`).
    const unsubscribe = hub.subscribe(
      caller.id,
      (event) => (replaying ? queue.push(event) : write(event)),
      // The instance stopped hearing events for a while (its database connection was lost): read the gap.
      () => {
        if (res) void catchUp(sent).catch(() => undefined);
      },
    );
    // Where the stream starts, read before it is answered (a database that cannot be reached is a 503 the client
    // retries): after Last-Event-ID, with what it missed; or after the caller's latest notification, so that a
    // gap in listening is counted from there and never replays older history.
    // The portal's first open sends the cursor its read of the list answered (ADR 0151), so one committed between
    // that read and this open is sent. Opened without one, the client is taken to have just read its list: what the
    // look back before the latest would send again (ADR 0148) is marked as sent, so a later catch-up does not repeat it.
    let missed: NotificationEvent[];
    let latest = 0;
    try {
      if (resumeFrom !== null) missed = await database.db.transaction((tx) => notificationsAfter(tx, caller.id, resumeFrom));
      else {
        const known = await database.db.transaction(async (tx) => {
          latest = await latestSeq(tx, caller.id);
          return notificationsAfter(tx, caller.id, latest);
        });
        missed = known.filter((event) => event.seq > latest);
        for (const event of known) if (event.seq <= latest) written.add(event.notification.notificationUID);
      }
    } catch (error) {
      unsubscribe();
      throw error;
    }
    reply.hijack();
    const raw = reply.raw;
    res = raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no', 'x-request-id': request.id, ...ANSWER_HEADERS });
    raw.write(`retry: 3000\n: connected\n\n`);
    missed.forEach(write);
    replaying = false;
    queue.splice(0).sort((a, b) => a.seq - b.seq).forEach(write);
    sent = Math.max(sent, latest);
    // The cursor, even when nothing was sent: a block with an id and no data sets the client's Last-Event-ID, so a
    // reconnection after a drop resumes from here and gets what committed while it was away (ADR 0148).
    raw.write(`id: ${sent}\n\n`);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), (options.heartbeatSeconds ?? STREAM_HEARTBEAT_SECONDS) * 1000);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      const mine = (byPerson.get(caller.id) ?? []).filter((other) => other !== end);
      if (mine.length) byPerson.set(caller.id, mine);
      else byPerson.delete(caller.id);
    };
    const end = () => {
      close();
      raw.end();
    };
    streams.add(end);
    byPerson.set(caller.id, [...(byPerson.get(caller.id) ?? []), end]);
    for (let open = byPerson.get(caller.id) ?? []; open.length > options.streamsPerPerson; open = byPerson.get(caller.id) ?? []) open[0]?.();
    request.raw.on('close', close);
    raw.on('error', close);
  });
  done();
}
