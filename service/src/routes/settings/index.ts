import type { FastifyInstance } from 'fastify';
import type { EmailPreferences } from '../../../../src/shared/notifications/email.ts';
import { choosePreferences, emailSettingsOf } from '../../email/queue.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';

/**
 * The caller's e-mail choices per kind of notice (src/shared/contract/settings.ts, issue #48 §1, ADR 0176): read, and
 * set in the request's one transaction. The body is checked by the contract (each kind one of its deliveries).
 */
const HANDLERS: Partial<Record<OperationName, Handler>> = {
  getEmailSettings: async (tx, { caller }) => emailSettingsOf(tx, caller.id),
  updateEmailSettings: async (tx, { caller, body }) => {
    await choosePreferences(tx, caller.id, body as EmailPreferences);
    return emailSettingsOf(tx, caller.id);
  },
};

export default function settings(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HANDLERS);
  done();
}
