import type { ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { dropUnknownKeys, fieldMessages } from '../../src/shared/contract/body.ts';
import { ERROR_TEXTS, IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import type { ApiErrorBody } from '../../src/shared/contract/errors.ts';
import { NOTIFICATION_OPERATIONS } from '../../src/shared/contract/notifications.ts';
import type { Operation } from '../../src/shared/contract/operation.ts';
import { PEOPLE_OPERATIONS } from '../../src/shared/contract/people.ts';
import { CALENDAR_OPERATIONS } from '../../src/shared/contract/calendar.ts';
import { WORK_OPERATIONS } from '../../src/shared/contract/work.ts';
import { ANNOUNCEMENT_OPERATIONS } from '../../src/shared/contract/announcements.ts';
import { PAYROLL_OPERATIONS } from '../../src/shared/contract/payroll.ts';
import type { FileAnswer, HeaderedAnswer } from '../../src/shared/contract/operation.ts';
import { fileHeaders } from '../../src/shared/payroll/csv.ts';
import { hasAnyRole } from '../../src/shared/roles.ts';
import { isLocalCaller } from './plugins/localCaller.ts';
import { AuthError, callerFromToken } from './auth.ts';
import { CALENDAR_HANDLERS } from './calendar.ts';
import type { Caller, TokenPolicy } from './auth.ts';
import { change } from './db/client.ts';
import type { Database, Queryable } from './db/client.ts';
import * as t from './db/schema.ts';
import { writeSeed } from './db/seed.ts';
import type { SeedSet } from './db/seed.ts';
import { ApiProblem, badRequest } from './errors.ts';
import type { EventHub } from './events.ts';
import { NOTIFICATION_HANDLERS, notificationsAfter, latestSeq } from './notifications.ts';
import type { NotificationEvent } from './notifications.ts';
import { PEOPLE_HANDLERS } from './people.ts';
import { ONE_STATEMENT_CHANGES, WORK_HANDLERS } from './work.ts';
import { ANNOUNCEMENT_HANDLERS } from './announcements.ts';
import { PAYROLL_HANDLERS } from './payroll.ts';
import { HR_OPERATIONS } from '../../src/shared/contract/hr.ts';
import { HR_HANDLERS } from './hr.ts';
import type { Input } from './work.ts';

export interface AppOptions {
  database: Database;
  policy: TokenPolicy;
  hub: EventHub;
  /** Where the API lives under the origin (the portal's APP_API_BASE_URL). */
  prefix?: string;
  logger?: boolean;
  /** Seconds between SSE keep-alive comments. */
  heartbeatSeconds?: number;
}

/** The largest body any operation accepts (a week of 50 jobs is about 4 KiB). */
export const BODY_LIMIT = 64 * 1024;

const SERVER_ERROR = 'Server error occurred. Please try again later.';

type Handler = (tx: Queryable, input: Input) => Promise<unknown>;

const toRoute = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Parses a body against its contract schema, dropping fields the contract does not know (at any depth)
 * instead of refusing them; any other problem is a 400 with a message per field.
 */
export function parseBody(schema: z.ZodMiniType, raw: unknown): unknown {
  const result = schema.safeParse(dropUnknownKeys(schema, raw));
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const [first] = Object.entries(fields);
  throw badRequest(first ? `${first[0]}: ${first[1]}` : 'Invalid request.', fields);
}

function sendProblem(reply: FastifyReply, status: number, message: string, fields?: Record<string, string>): FastifyReply {
  const body: ApiErrorBody = fields && Object.keys(fields).length ? { message, fields } : { message };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** How many notification uids a stream remembers having sent (a catch-up and what was heard meanwhile may overlap). */
const SENT_UIDS_KEPT = 1000;

/**
 * The database cannot be reached: connection refused, lost or timed out; the server shutting down or starting
 * (57P01–57P03), a connection exception (class 08), a login refused (28000, 28P01), no connection slot left (53300).
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '28000', '28P01', '53300']);
function databaseUnreachable(error: unknown): boolean {
  // The driver's error, or the query layer's wrapping of it (DrizzleQueryError's `cause`).
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if ((typeof code === 'string' && UNREACHABLE_CODES.has(code)) || /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(e.message)) return true;
  }
  return false;
}

const requestHash = (name: string, params: unknown, body: unknown) => createHash('sha256').update(JSON.stringify([name, params, body])).digest('base64url');

/**
 * The API service (issue #25): every operation of src/shared/contract/{work,people,calendar,notifications,announcements,payroll}.ts, behind a
 * verified bearer token and the contract's roles, each in one transaction, with its response checked
 * against the contract before it leaves; SSE for notifications; loopback-only test controls.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, policy, hub } = options;
  const prefix = (options.prefix ?? '/api').replace(/\/$/, '');
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT, trustProxy: false });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendProblem(reply, 413, ERROR_TEXTS.tooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendProblem(reply, 415, 'Send the body as application/json.');
    if (error.statusCode === 400) return sendProblem(reply, 400, ERROR_TEXTS.notJson);
    request.log.error(error);
    return sendProblem(reply, 500, SERVER_ERROR);
  });
  app.setNotFoundHandler((request, reply) => sendProblem(reply, 404, `No such endpoint: ${request.method} ${request.url.split('?')[0] ?? ''}`));

  const authenticate = async (request: FastifyRequest): Promise<Caller> => callerFromToken(request.headers.authorization, policy);

  const register = (name: string, operation: Operation, handler: Handler) => {
    app.route({
      method: operation.method,
      url: `${prefix}${toRoute(operation.path)}`,
      handler: async (request, reply) => {
        try {
          const caller = await authenticate(request);
          if (!hasAnyRole(caller.roles, operation.roles)) return await sendProblem(reply, 403, ERROR_TEXTS.forbidden);
          const params = Object.fromEntries(Object.entries((request.params ?? {}) as Record<string, string>));
          const body = operation.body ? parseBody(operation.body, request.body) : undefined;
          // The query string, read by the operation's query schema (unknown names dropped); none read: {}.
          const query = operation.query ? (parseBody(operation.query, request.query ?? {}) as Record<string, unknown>) : {};
          const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
          if (operation.idempotent && (typeof key !== 'string' || key.length === 0 || key.length > 100)) throw badRequest(ERROR_TEXTS.idempotencyKey, { [IDEMPOTENCY_HEADER]: ERROR_TEXTS.idempotencyKey });
          const hash = requestHash(name, params, body);
          // A change is one transaction (with its audit rows and notifications); a read is one query or a few.
          // A file export is a read that writes its audit row: one transaction too.
          // A change that is one statement (ONE_STATEMENT_CHANGES) is atomic without a transaction block.
          const alone = (operation.method === 'GET' && !operation.produces) || (ONE_STATEMENT_CHANGES.has(name) && !operation.idempotent);
          // The notifications a change writes are announced once it has committed (ADR 0154).
          const inTransaction = <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => change(database, work, { alone });
          const { status, payload, file, headers } = await inTransaction(async (tx) => {
            if (operation.idempotent && typeof key === 'string') {
              const [seen] = await tx
                .select()
                .from(t.idempotency)
                .where(and(eq(t.idempotency.userId, caller.id), eq(t.idempotency.key, key)));
              if (seen) {
                if (seen.requestHash !== hash) throw new ApiProblem(422, ERROR_TEXTS.idempotencyReuse, { [IDEMPOTENCY_HEADER]: ERROR_TEXTS.idempotencyReuse });
                return { status: seen.status, payload: seen.body, file: null, headers: {} };
              }
            }
            const answer = await handler(tx, { caller, params, body, query });
            const file = operation.produces ? (answer as FileAnswer) : null;
            const headered = operation.responseHeaders ? (answer as HeaderedAnswer) : null;
            const result = file ? file.content : headered ? headered.content : answer;
            if (operation.response) {
              const checked = operation.response.safeParse(result);
              if (!checked.success) {
                request.log.error({ issues: checked.error.issues }, `${name}: the response does not match the contract`);
                throw new ApiProblem(500, SERVER_ERROR);
              }
            }
            // Each header the contract names, present and of its schema (ADR 0151).
            for (const [header, { schema }] of Object.entries(operation.responseHeaders ?? {})) {
              if (!schema.safeParse(headered?.headers[header]).success) {
                request.log.error(`${name}: the ${header} header does not match the contract`);
                throw new ApiProblem(500, SERVER_ERROR);
              }
            }
            if (operation.idempotent && typeof key === 'string') {
              await tx.insert(t.idempotency).values({ userId: caller.id, key, operation: name, requestHash: hash, status: operation.status, body: result ?? null });
            }
            return { status: operation.status, payload: result, file, headers: headered?.headers ?? {} };
          });
          reply.header('cache-control', 'no-store').headers(headers);
          if (file) return await reply.code(status).headers(fileHeaders(file.fileName)).send(payload);
          if (status === 204) return await reply.code(204).send();
          return await reply.code(status).send(payload);
        } catch (error) {
          if (error instanceof AuthError) return sendProblem(reply, error.status, error.status === 401 ? ERROR_TEXTS.unauthorized : error.message);
          if (error instanceof ApiProblem) return sendProblem(reply, error.status, error.message, error.fields);
          request.log.error(error);
          // The database cannot be reached (restarting, failing over): a moment's wait, said so; the client retries.
          if (databaseUnreachable(error)) return sendProblem(reply.header('retry-after', '2'), 503, SERVER_ERROR);
          return sendProblem(reply, 500, SERVER_ERROR);
        }
      },
    });
  };

  for (const [name, operation] of Object.entries(WORK_OPERATIONS)) register(name, operation, WORK_HANDLERS[name as keyof typeof WORK_HANDLERS]);
  for (const [name, operation] of Object.entries(ANNOUNCEMENT_OPERATIONS)) register(name, operation, ANNOUNCEMENT_HANDLERS[name as keyof typeof ANNOUNCEMENT_HANDLERS]);
  for (const [name, operation] of Object.entries(PAYROLL_OPERATIONS)) register(name, operation, PAYROLL_HANDLERS[name as keyof typeof PAYROLL_HANDLERS]);
  for (const [name, operation] of Object.entries(PEOPLE_OPERATIONS)) register(name, operation, PEOPLE_HANDLERS[name as keyof typeof PEOPLE_HANDLERS]);
  for (const [name, operation] of Object.entries(CALENDAR_OPERATIONS)) register(name, operation, CALENDAR_HANDLERS[name as keyof typeof CALENDAR_HANDLERS]);
  for (const [name, operation] of Object.entries(HR_OPERATIONS)) register(name, operation, HR_HANDLERS[name as keyof typeof HR_HANDLERS]);
  for (const [name, operation] of Object.entries(NOTIFICATION_OPERATIONS)) {
    if (name === 'streamNotifications') continue;
    register(name, operation, NOTIFICATION_HANDLERS[name as keyof typeof NOTIFICATION_HANDLERS]);
  }

  // Server-Sent Events: the caller's new notifications as they commit, on any instance. Open streams end
  // when the service stops (clients reconnect, with Last-Event-ID, to another instance or the restarted one).
  const streams = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of streams) end();
    done();
  });
  app.get(`${prefix}${NOTIFICATION_OPERATIONS.streamNotifications.path}`, async (request, reply) => {
    let caller: Caller;
    try {
      caller = await authenticate(request);
    } catch (error) {
      if (error instanceof AuthError) return sendProblem(reply, error.status, error.status === 401 ? ERROR_TEXTS.unauthorized : error.message);
      throw error;
    }
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
    // that read and this open is sent. Opened without one (a client that does not send it), the client is taken to
    // have just read its list: what the look back before the latest would send again (ADR 0148) is marked as sent,
    // so a later catch-up does not repeat it.
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
      request.log.error(error);
      if (databaseUnreachable(error)) return sendProblem(reply.header('retry-after', '2'), 503, SERVER_ERROR);
      return sendProblem(reply, 500, SERVER_ERROR);
    }
    reply.hijack();
    const raw = reply.raw;
    res = raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    raw.write(`retry: 3000\n: connected\n\n`);
    missed.forEach(write);
    replaying = false;
    queue.splice(0).sort((a, b) => a.seq - b.seq).forEach(write);
    sent = Math.max(sent, latest);
    // The cursor, even when nothing was sent: a block with an id and no data sets the client's Last-Event-ID, so a
    // reconnection after a drop resumes from here and gets what committed while it was away (ADR 0148).
    raw.write(`id: ${sent}\n\n`);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), (options.heartbeatSeconds ?? 15) * 1000);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
    };
    const end = () => {
      close();
      raw.end();
    };
    streams.add(end);
    request.raw.on('close', close);
    raw.on('error', close);
  });

  // Test controls: only for the machine itself (a loopback peer that is not a proxy forwarding someone else).
  app.post('/__mock/seed', async (request, reply) => {
    if (!isLocalCaller(request.socket.remoteAddress, request.headers)) return sendProblem(reply, 403, 'Test controls answer only local callers');
    const query = request.query as Record<string, string | undefined>;
    const set: SeedSet = query.set === 'many' || query.set === 'empty' ? query.set : 'default';
    await writeSeed(database.db, set, { count: query.count === undefined ? undefined : Number(query.count) || 0 });
    return reply.code(204).send();
  });

  app.get('/health', () => ({ ok: true, database: database.kind, streams: hub.clients }));
  app.options('/*', async (_request, reply) => reply.code(204).header('allow', 'GET, POST, PUT, DELETE, OPTIONS').send());

  return app;
}

