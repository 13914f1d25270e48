import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { writeSeed } from '../db/seed.ts';
import type { SeedSet } from '../db/seed.ts';
import { sendProblem } from './errors.ts';
import { isLocalCaller } from './localCaller.ts';

/** Test controls: only for the machine itself (a loopback peer that is not a proxy forwarding someone else). */
function testControls(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.post('/__mock/seed', async (request, reply) => {
    if (!isLocalCaller(request.socket.remoteAddress, request.headers)) return sendProblem(reply, 403, 'Test controls answer only local callers');
    const query = request.query as Record<string, string | undefined>;
    const set: SeedSet = query.set === 'many' || query.set === 'empty' ? query.set : 'default';
    await writeSeed(app.database.db, set, { count: query.count === undefined ? undefined : Number(query.count) || 0 });
    return reply.code(204).send();
  });
  done();
}

export default fp(testControls, { name: 'test-controls', dependencies: ['database'] });
