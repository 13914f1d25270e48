import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** The headers every answer carries (the event stream writes the same ones itself: routes/notifications/stream.ts). */
export const ANSWER_HEADERS = {
  // A browser never guesses a type other than the one given (a JSON answer is never run as a script or page).
  'x-content-type-options': 'nosniff',
} as const;

/** Every answer: ANSWER_HEADERS, and its request id (X-Request-Id), so a person reporting a failure can quote it. */
function headers(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.addHook('onRequest', (request, reply, next) => {
    reply.headers(ANSWER_HEADERS).header('x-request-id', request.id);
    next();
  });
  done();
}

export default fp(headers, { name: 'headers' });
