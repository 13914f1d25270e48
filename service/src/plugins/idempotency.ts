import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_TEXTS, IDEMPOTENCY_HEADER } from '../../../src/shared/contract/errors.ts';
import type { Queryable } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiProblem, badRequest } from './errors.ts';

interface Replayed {
  status: number;
  body: unknown;
}

interface Idempotency {
  /** The first answer to this caller's key, when the request repeats it; a different request under the same key is a 422. */
  replayed(tx: Queryable, request: FastifyRequest, name: string, input: { params: unknown; body: unknown }): Promise<Replayed | null>;
  /** Keeps the answer under the caller's key, in the change's own transaction. */
  record(tx: Queryable, request: FastifyRequest, name: string, input: { params: unknown; body: unknown }, status: number, body: unknown): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: Idempotency;
  }
}

const requestHash = (name: string, params: unknown, body: unknown) => createHash('sha256').update(JSON.stringify([name, params, body])).digest('base64url');

/** The key of a request to an idempotent operation (undefined for the others). */
function keyOf(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config.contract?.idempotent) return undefined;
  const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  return typeof key === 'string' ? key : undefined;
}

/**
 * Creates that take an Idempotency-Key (the contract's `idempotent`): the key is required (a preHandler, after the
 * body is read), and a repeat with the same key answers the first result, read and written in the change's own
 * transaction so a repeat never acts twice.
 */
function idempotency(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.addHook('preHandler', (request, _reply, next) => {
    const key = keyOf(request);
    const refused = request.routeOptions.config.contract?.idempotent && (key === undefined || key.length === 0 || key.length > 100);
    next(refused ? badRequest(ERROR_TEXTS.idempotencyKey, { [IDEMPOTENCY_HEADER]: ERROR_TEXTS.idempotencyKey }) : undefined);
  });
  app.decorate('idempotency', {
    async replayed(tx, request, name, { params, body }) {
      const key = keyOf(request);
      if (key === undefined || !request.caller) return null;
      // Requests with one key wait for each other here, until the first one's change commits or rolls back: the
      // next then finds its answer (or, with another body, the 422), never a second change or a duplicate key.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${request.caller.id}), hashtext(${key}))`);
      const [seen] = await tx
        .select()
        .from(t.idempotency)
        .where(and(eq(t.idempotency.userId, request.caller.id), eq(t.idempotency.key, key)));
      if (!seen) return null;
      if (seen.requestHash !== requestHash(name, params, body)) throw new ApiProblem(422, ERROR_TEXTS.idempotencyReuse, { [IDEMPOTENCY_HEADER]: ERROR_TEXTS.idempotencyReuse });
      return { status: seen.status, body: seen.body };
    },
    async record(tx, request, name, { params, body }, status, answer) {
      const key = keyOf(request);
      if (key === undefined || !request.caller) return;
      await tx
        .insert(t.idempotency)
        .values({ userId: request.caller.id, key, operation: name, requestHash: requestHash(name, params, body), status, body: answer ?? null })
        .onConflictDoNothing();
    },
  } satisfies Idempotency);
  done();
}

export default fp(idempotency, { name: 'idempotency' });
