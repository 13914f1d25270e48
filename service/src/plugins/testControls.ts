import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAnyRole } from '../../../src/shared/roles.ts';
import { writeSeed } from '../db/seed.ts';
import type { SeedSet } from '../db/seed.ts';
import { AuthError, callerFromToken } from './auth.ts';
import type { TokenPolicy } from './auth.ts';
import { sendProblem } from './errors.ts';
import { isLocalCaller } from './localCaller.ts';

/**
 * Where the test controls (`POST /__mock/seed`, which writes the demo data again) answer:
 * - 'off': not there at all (a production start, unless APP_TEST_CONTROLS=on);
 * - 'local': the machine itself only (the e2e suite, `npm start`, `npm run serve`);
 * - 'admin': also needs a signed-in HR admin's token (a production start with APP_TEST_CONTROLS=on, for a demo).
 * Either way a cross-site request is refused: a page on another site cannot make a browser on this machine wipe the data.
 */
export type TestControls = 'off' | 'local' | 'admin';

/** A request a browser says came from another site (Fetch Metadata), or whose Origin is not the address it was sent to. */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

function testControls(app: FastifyInstance, { mode, policy }: { mode: TestControls; policy: TokenPolicy }, done: (error?: Error) => void): void {
  if (mode !== 'off') {
    app.post('/__mock/seed', async (request, reply) => {
      if (crossSite(request)) return sendProblem(reply, 403, 'Test controls refuse cross-site requests');
      if (!isLocalCaller(request.socket.remoteAddress, request.headers)) return sendProblem(reply, 403, 'Test controls answer only local callers');
      if (mode === 'admin') {
        try {
          const caller = await callerFromToken(request.headers.authorization, policy);
          if (!hasAnyRole(caller.roles, ['HR_ADMIN'])) return await sendProblem(reply, 403, 'Test controls need an HR admin');
        } catch (error) {
          if (error instanceof AuthError) return sendProblem(reply, 401, 'Test controls need an HR admin signed in');
          throw error;
        }
      }
      const query = request.query as Record<string, string | undefined>;
      const set: SeedSet = query.set === 'many' || query.set === 'empty' || query.set === 'queue' ? query.set : 'default';
      await writeSeed(app.database.db, set, { count: query.count === undefined ? undefined : Number(query.count) || 0 });
      return reply.code(204).send();
    });
  }
  done();
}

export default fp(testControls, { name: 'test-controls', dependencies: ['database'] });
