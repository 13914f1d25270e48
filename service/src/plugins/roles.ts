import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ERROR_TEXTS } from '../../../src/shared/contract/errors.ts';
import { hasAnyRole } from '../../../src/shared/roles.ts';
import { forbidden } from './errors.ts';

/**
 * The contract's roles: a caller whose token holds none of the operation's roles gets a 403. It runs before the
 * body and query are validated (preValidation, not preHandler), so a caller who may not call an operation learns
 * nothing of what it accepts: a 403, never a 400 about the body.
 */
function roles(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.addHook('preValidation', (request, _reply, next) => {
    const allowed = request.routeOptions.config.contract?.roles;
    next(allowed && !hasAnyRole(request.caller?.roles ?? [], allowed) ? forbidden(ERROR_TEXTS.forbidden) : undefined);
  });
  done();
}

export default fp(roles, { name: 'roles', dependencies: ['auth'] });
