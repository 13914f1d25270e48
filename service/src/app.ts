import Fastify from 'fastify';
import { API_BODY_LIMIT } from '../../src/shared/contract/errors.ts';
import type { FastifyInstance } from 'fastify';
import type { TokenPolicy } from './plugins/auth.ts';
import type { Database } from './db/client.ts';
import type { EventHub } from './events/hub.ts';
import auth from './plugins/auth.ts';
import contract from './plugins/contract.ts';
import database from './plugins/database.ts';
import errors from './plugins/errors.ts';
import health from './plugins/health.ts';
import idempotency from './plugins/idempotency.ts';
import headers from './plugins/headers.ts';
import { loggerOptions } from './plugins/logging.ts';
import type { LogLevel, LogStream } from './plugins/logging.ts';
import rateLimits, { DEFAULT_RATE_LIMITS } from './plugins/rateLimits.ts';
import type { RateLimits } from './plugins/rateLimits.ts';
import roles from './plugins/roles.ts';
import testControls from './plugins/testControls.ts';
import type { ReminderControls, TestControls } from './plugins/testControls.ts';
import routes from './routes/index.ts';

export interface AppOptions {
  database: Database;
  policy: TokenPolicy;
  hub: EventHub;
  /** Where the API lives under the origin (the portal's APP_API_BASE_URL). */
  prefix?: string;
  /** A log level, or false for no log (the default: tests). */
  logger?: LogLevel | false;
  /** Where the log lines go (stdout when absent). */
  logStream?: LogStream;
  /** Seconds between SSE keep-alive comments. */
  heartbeatSeconds?: number;
  /** Where `POST /__mock/seed` answers (default 'local': the machine itself). */
  testControls?: TestControls;
  /** The clock the reminders run on and a run at once, for `POST /__mock/reminders` (absent: no such control). */
  reminders?: ReminderControls;
  /** Requests per token and per address, and streams per person (DEFAULT_RATE_LIMITS when absent). */
  limits?: Partial<RateLimits>;
}

/**
 * The API service: plugins only. The API scope answers a verified token (auth), the contract's roles (roles), its
 * idempotency keys, and the contract's operations (contract) as each resource's routes register them.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.limits };
  const app = Fastify({ ...loggerOptions(options.logger ?? false, options.logStream), bodyLimit: API_BODY_LIMIT, trustProxy: 'loopback' });
  await app.register(errors);
  await app.register(headers);
  await app.register(database, { database: options.database, hub: options.hub });
  await app.register(health);
  await app.register(testControls, { mode: options.testControls ?? 'local', policy: options.policy, reminders: options.reminders });
  await app.register(
    async (api) => {
      await api.register(rateLimits, { limits });
      await api.register(auth, { policy: options.policy });
      await api.register(roles);
      await api.register(idempotency);
      await api.register(contract);
      await api.register(routes, { heartbeatSeconds: options.heartbeatSeconds, streamsPerPerson: limits.streamsPerPerson });
    },
    { prefix: (options.prefix ?? '/api').replace(/\/$/, '') },
  );
  return app;
}
