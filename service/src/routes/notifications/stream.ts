import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_OPERATIONS, STREAM_HEARTBEAT_SECONDS, isStreamCursor } from '../../../../src/shared/contract/notifications.ts';
import { ApiProblem, SERVER_ERROR } from '../../plugins/errors.ts';
import { ANSWER_HEADERS } from '../../plugins/headers.ts';
import { currentSnapshot, notificationsUnseen } from './queries.ts';
import type { NotificationEvent } from './queries.ts';

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
    // Ends the stream (set once it is answered).
    let end = () => undefined as void;
    const lastHeader = request.headers['last-event-id'];
    // The cursor the client has (ADR 0166): a snapshot; anything else (an older client's number) is taken as none.
    const resumeFrom = typeof lastHeader === 'string' && isStreamCursor(lastHeader) ? lastHeader : null;
    // Mutable state shared by the reads and the handlers below (an object, so the type checker does not narrow it).
    const stream: { res: ServerResponse | null; reading: boolean; again: boolean } = { res: null, reading: true, again: false };
    // What the client has seen: the notifications this snapshot sees. Each read sends what it did not see and moves
    // it on to the snapshot of that read, so each notification is sent once, whatever order they commit in, on any
    // instance; the events heard on the channel only say when to read (ADR 0166).
    let cursor = '';
    const send = (events: NotificationEvent[], snapshot: string) => {
      cursor = snapshot;
      const res = stream.res;
      if (!res) return;
      // One write: the batch, then its cursor (an id with no data sets the client's Last-Event-ID); a client cut off
      // within it resumes from the one before and gets the whole batch again, never a part of it lost.
      res.write(`${events.map((event) => `event: notification\ndata: ${JSON.stringify(event.notification)}\n\n`).join('')}id: ${snapshot}\n\n`);
    };
    const read = async () => {
      if (stream.reading) {
        stream.again = true;
        return;
      }
      stream.reading = true;
      stream.again = false;
      // Heard again while reading: read again (once, however many were heard), while the stream is open.
      const readAgain = () => {
        const again = stream.again && stream.res !== null;
        stream.again = false;
        return again;
      };
      try {
        do {
          const unseen = await database.db.transaction((tx) => notificationsUnseen(tx, caller.id, cursor));
          if (unseen.events.length || unseen.snapshot !== cursor) send(unseen.events, unseen.snapshot);
        } while (readAgain());
      } catch {
        // The database cannot be reached: the stream ends, and the client resumes from its cursor (or polls).
        end();
      } finally {
        stream.reading = false;
      }
    };
    // Subscribed before the first read: an event heard meanwhile reads again once the stream is open.
    const unsubscribe = hub.subscribe(
      caller.id,
      () => void read(),
      // The instance stopped hearing events for a while (its database connection was lost): read the gap.
      () => void read(),
    );
    // Where the stream starts, read before it is answered (a database that cannot be reached is a 503 the client
    // retries): what the client's cursor did not see; without one, from now.
    let first: { snapshot: string; events: NotificationEvent[] };
    try {
      first = await database.db.transaction(async (tx) => (resumeFrom === null ? { snapshot: await currentSnapshot(tx), events: [] } : notificationsUnseen(tx, caller.id, resumeFrom)));
    } catch (error) {
      unsubscribe();
      throw error;
    }
    reply.hijack();
    const raw = reply.raw;
    stream.res = raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no', 'x-request-id': request.id, ...ANSWER_HEADERS });
    raw.write(`retry: 3000\n: connected\n\n`);
    // The cursor, even when nothing was sent: a reconnection after a drop resumes from here.
    send(first.events, first.snapshot);
    stream.reading = false;
    if (stream.again) void read();
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), (options.heartbeatSeconds ?? STREAM_HEARTBEAT_SECONDS) * 1000);
    const close = () => {
      stream.res = null;
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      const mine = (byPerson.get(caller.id) ?? []).filter((other) => other !== end);
      if (mine.length) byPerson.set(caller.id, mine);
      else byPerson.delete(caller.id);
    };
    end = () => {
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
