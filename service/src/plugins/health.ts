import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** /health (is the service up, on which database, with how many open streams) and CORS-less OPTIONS answers. */
function health(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.get('/health', () => ({ ok: true, database: app.database.kind, streams: app.hub.clients }));
  app.options('/*', async (_request, reply) => reply.code(204).header('allow', 'GET, POST, PUT, DELETE, OPTIONS').send());
  done();
}

export default fp(health, { name: 'health', dependencies: ['database'] });
