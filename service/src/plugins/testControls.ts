import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasAnyRole } from '../../../src/shared/roles.ts';
import type { MovableClock } from '../clock.ts';
import { writeSeed } from '../db/seed.ts';
import type { RemindersRun } from '../reminders/run.ts';
import type { SeedSet } from '../db/seed.ts';
import { AuthError, callerFromToken } from './auth.ts';
import type { TokenPolicy } from './auth.ts';
import { sendProblem } from './errors.ts';
import { isLocalCaller } from './localCaller.ts';

/**
 * Where the test controls (`POST /__mock/seed`, which writes the demo data again; `POST /__mock/reminders`, which
 * moves the reminders' clock and runs them) answer:
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

/** The reminders' clock and a run at once (main.ts), for `POST /__mock/reminders`. */
export interface ReminderControls {
  clock: MovableClock;
  run: () => Promise<RemindersRun>;
}

function testControls(app: FastifyInstance, { mode, policy, reminders }: { mode: TestControls; policy: TokenPolicy; reminders?: ReminderControls }, done: (error?: Error) => void): void {
  if (mode !== 'off') {
    /** Whether the caller may not use the test controls (the refusal is then answered). */
    const refused = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const refuse = (status: number, message: string) => {
        sendProblem(reply, status, message);
        return true;
      };
      if (crossSite(request)) return refuse(403, 'Test controls refuse cross-site requests');
      if (!isLocalCaller(request.socket.remoteAddress, request.headers)) return refuse(403, 'Test controls answer only local callers');
      if (mode === 'admin') {
        try {
          const caller = await callerFromToken(request.headers.authorization, policy);
          if (!hasAnyRole(caller.roles, ['HR_ADMIN'])) return refuse(403, 'Test controls need an HR admin');
        } catch (error) {
          if (error instanceof AuthError) return refuse(401, 'Test controls need an HR admin signed in');
          throw error;
        }
      }
      return false;
    };
    app.post('/__mock/seed', async (request, reply) => {
      if (await refused(request, reply)) return reply;
      const query = request.query as Record<string, string | undefined>;
      const set: SeedSet = query.set === 'many' || query.set === 'empty' || query.set === 'queue' ? query.set : 'default';
      await writeSeed(app.database.db, set, { count: query.count === undefined ? undefined : Number(query.count) || 0 });
      // The demo data starts again at the machine's time.
      reminders?.clock.reset();
      return reply.code(204).send();
    });
    if (reminders) {
      // The reminders' clock moved to `at` (an ISO instant; it runs on from there), then a run of the schedule at once
      // (issue #48 §2, ADR 0177): what it sent. Not in a production start (mode 'off': main.ts moves no clock), unless
      // APP_TEST_CONTROLS=on, and then for an HR admin only, like the seed.
      app.post('/__mock/reminders', async (request, reply) => {
        if (await refused(request, reply)) return reply;
        const at = (request.query as Record<string, string | undefined>).at;
        if (at !== undefined) {
          const instant = new Date(at);
          if (Number.isNaN(instant.getTime())) return sendProblem(reply, 400, `Not an instant: ${at}`);
          reminders.clock.moveTo(instant);
        }
        return reply.code(200).send(await reminders.run());
      });
    }
  }
  done();
}

export default fp(testControls, { name: 'test-controls', dependencies: ['database'] });
