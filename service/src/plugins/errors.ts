import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_TEXTS } from '../../../src/shared/contract/errors.ts';
import type { ApiErrorBody } from '../../../src/shared/contract/errors.ts';
import type { ApiStatus } from '../../../src/shared/contract/operation.ts';

/** An answer other than success: the status and the ApiError body (src/shared/contract/errors.ts). */
export class ApiProblem extends Error {
  constructor(
    readonly status: Exclude<ApiStatus, 200 | 201 | 204> | 401 | 500,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ApiProblem(404, message);
export const conflict = (message: string) => new ApiProblem(409, message);
export const invalid = (message: string, fields?: Record<string, string>) => new ApiProblem(422, message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) => new ApiProblem(400, message, fields);
export const forbidden = (message: string) => new ApiProblem(403, message);

export const SERVER_ERROR = 'Server error occurred. Please try again later.';

export function sendProblem(reply: FastifyReply, status: number, message: string, fields?: Record<string, string>): FastifyReply {
  const body: ApiErrorBody = fields && Object.keys(fields).length ? { message, fields } : { message };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * The database cannot be reached: connection refused, lost or timed out; the server shutting down or starting
 * (57P01–57P03), a socket that is not there (libpq's socket form: `connect ENOENT …/.s.PGSQL.5432`), a connection exception (class 08), a login refused (28000, 28P01), no connection slot left (53300).
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '28000', '28P01', '53300']);
export function databaseUnreachable(error: unknown): boolean {
  // The driver's error, or the query layer's wrapping of it (DrizzleQueryError's `cause`). Read by shape, not by
  // `instanceof Error`: a socket's error is made by Node itself, which need not share the caller's realm.
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 3; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && /Connection terminated|connect (ECONNREFUSED|ENOENT|EACCES)|timeout exceeded when trying to connect/i.test(message)) return true;
  }
  return false;
}

/**
 * Every failure as the contract's ApiError body with no-store: a problem an operation or a hook raised (its status
 * and message), Fastify's own refusals (413, 415, malformed JSON), a database that cannot be reached (503 with
 * Retry-After: the client retries) and anything else (500, logged with its stack). Unknown paths are 404s.
 */
function errors(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) {
      if (error.status >= 500) request.log.error({ err: error }, 'server error');
      return sendProblem(reply, error.status, error.message, error.fields);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendProblem(reply, 413, ERROR_TEXTS.tooLarge);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendProblem(reply, 415, 'Send the body as application/json.');
    if (error.statusCode === 400) return sendProblem(reply, 400, ERROR_TEXTS.notJson);
    if (databaseUnreachable(error)) {
      request.log.error({ err: error }, 'the database cannot be reached');
      return sendProblem(reply.header('retry-after', '2'), 503, SERVER_ERROR);
    }
    request.log.error({ err: error }, 'server error');
    return sendProblem(reply, 500, SERVER_ERROR);
  });
  app.setNotFoundHandler((request, reply) => sendProblem(reply, 404, `No such endpoint: ${request.method} ${request.url.split('?')[0] ?? ''}`));
  done();
}

export default fp(errors, { name: 'errors' });
