/**
 * The API service: `npm run api` (or started by `npm start`, `npm run serve` and the e2e suite).
 *
 *   node --import tsx service/src/main.ts [--port 4100] [--host 127.0.0.1] [--prefix /api]
 *
 * Storage: PostgreSQL at DATABASE_URL, else PGlite in APP_DATA_DIR (default .data/pglite). The demo
 * data is seeded the first time; `npm run api:reset` starts again from it.
 *
 * Start-up says what it is doing (opening the database, applying migrations, seeding) on stdout, and, when a
 * launcher started it with an IPC channel, as `{ service: 'progress', text }` messages, then `{ service: 'ready',
 * url }` once it answers: launchers wait for that signal as long as the process lives (scripts/api-service-launcher.ts).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from './app.ts';
import { tokenPolicyFromEnv } from './plugins/auth.ts';
import { openDatabase } from './db/client.ts';
import { seedOnce } from './db/seed.ts';
import { EventHub } from './events/hub.ts';
import { startDelivery, smtpSender } from './email/delivery.ts';
import { emailSettings } from './email/queue.ts';
import { movableClock, systemClock } from './clock.ts';
import { startReminders } from './reminders/run.ts';
import { reminderSettingsFromEnv, timeOfDay } from './reminders/schedule.ts';
import type { LogLevel } from './plugins/logging.ts';
import type { RateLimits } from './plugins/rateLimits.ts';
import type { TestControls } from './plugins/testControls.ts';

export interface ServiceOptions {
  port: number;
  host?: string;
  prefix?: string;
  databaseUrl?: string;
  /** The schema owner's PostgreSQL URL (DATABASE_OWNER_URL), when the service's own role is not the owner. */
  databaseOwnerUrl?: string;
  /**
   * Refuse to serve when the service's role could rewrite the audit trail (a production start on PostgreSQL
   * without DATABASE_OWNER_URL); otherwise that is only said at start.
   */
  requireGuardedAudit?: boolean;
  dataDir?: string;
  /** false: no log at all; a level: from that level up (default 'info'). */
  logger?: false | LogLevel;
  limits?: Partial<RateLimits>;
  testControls?: TestControls;
  /** What start-up is doing, as it happens (a line a person can read). */
  onProgress?: (text: string) => void;
}

/** A message a launcher reads from the service's IPC channel. */
export type ServiceMessage = { service: 'progress'; text: string } | { service: 'ready'; url: string };

export async function startService(options: ServiceOptions) {
  const progress = options.onProgress ?? (() => undefined);
  const database = await openDatabase({ url: options.databaseUrl, ownerUrl: options.databaseOwnerUrl, dataDir: options.dataDir, onProgress: progress });
  if (!database.auditGuarded) {
    if (options.requireGuardedAudit) {
      await database.close();
      throw new Error(AUDIT_UNGUARDED);
    }
    console.warn(`API service: ${AUDIT_UNGUARDED}`);
  }
  const seeded = await seedOnce(database.db, progress);
  const hub = await EventHub.start(database);
  // Reminders and escalations (issue #48 §2, ADR 0177) on every instance, at the clock's now: the machine's, or, where
  // the test controls answer, one they can move (`POST /__mock/reminders`).
  const testControls = options.testControls ?? 'local';
  const clock = testControls === 'off' ? null : movableClock();
  const reminderSettings = reminderSettingsFromEnv();
  const reminders = startReminders(database, reminderSettings, clock?.now ?? systemClock);
  const app = await buildApp({ database, policy: tokenPolicyFromEnv(), hub, prefix: options.prefix, logger: options.logger ?? 'info', limits: options.limits, testControls, reminders: clock ? { clock, run: reminders.runNow } : undefined });
  progress('starting the HTTP server');
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  // E-mail of notices (ADR 0176): sent by every instance's loop, each e-mail by one, when there is an SMTP server.
  const email = emailSettings();
  const sender = email.smtpUrl ? smtpSender(email) : null;
  const delivery = sender ? startDelivery(database.db, sender.send, email.portalOrigin) : null;
  reminders.start();
  progress(
    reminderSettings.everySeconds > 0
      ? `reminders every ${reminderSettings.everySeconds} s (timecards due Monday ${timeOfDay(reminderSettings.timecardDueMinutes)}, ${reminderSettings.timeZone})`
      : 'reminders run only when the test controls fire them (REMINDERS_EVERY_SECONDS=0)',
  );
  progress(sender ? `sending e-mail through ${email.smtpUrl?.replace(/\/\/[^@/]*@/, '//')} (links to ${email.portalOrigin})` : 'e-mail is off (no SMTP_URL)');
  return {
    app,
    database,
    seeded,
    async close() {
      await app.close();
      await reminders.stop();
      await delivery?.stop();
      sender?.close();
      await database.close();
    },
  };
}

/** Why a production start on PostgreSQL needs two roles (README, "Storage"). */
export const AUDIT_UNGUARDED =
  "the database role in DATABASE_URL owns the audit trail, so it could rewrite it: set DATABASE_OWNER_URL to the schema owner's URL and DATABASE_URL to a role of its own (README, Storage)";

/** API_RATE_LIMIT_PER_TOKEN, API_RATE_LIMIT_PER_ADDRESS (requests per 10 s) and API_STREAMS_PER_PERSON, when set to a positive number. */
function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimits> {
  const read = (name: string) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const limits: Partial<RateLimits> = {};
  const perToken = read('API_RATE_LIMIT_PER_TOKEN');
  const perAddress = read('API_RATE_LIMIT_PER_ADDRESS');
  const streamsPerPerson = read('API_STREAMS_PER_PERSON');
  if (perToken !== undefined) limits.perToken = perToken;
  if (perAddress !== undefined) limits.perAddress = perAddress;
  if (streamsPerPerson !== undefined) limits.streamsPerPerson = streamsPerPerson;
  return limits;
}

const LOG_LEVELS: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

async function main(): Promise<void> {
  // .env beside package.json, when present; values already in the environment win.
  const dotEnv = fileURLToPath(new URL('../../.env', import.meta.url));
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, prefix: { type: 'string' } } });
  const port = Number(values.port ?? process.env.API_PORT ?? 4100);
  const prefix = values.prefix ?? process.env.APP_API_BASE_URL ?? '/api';
  const level = process.env.LOG_LEVEL ?? 'info';
  const send = (message: ServiceMessage) => process.send?.(message);
  const service = await startService({
    port,
    host: values.host,
    prefix,
    databaseUrl: process.env.DATABASE_URL || undefined,
    databaseOwnerUrl: process.env.DATABASE_OWNER_URL || undefined,
    requireGuardedAudit: process.env.NODE_ENV === 'production',
    dataDir: process.env.APP_DATA_DIR || undefined,
    logger: LOG_LEVELS.includes(level) ? (level as LogLevel) : 'info',
    limits: limitsFromEnv(process.env),
    // A production start has no test controls unless asked for, and then only for an HR admin (plugins/testControls.ts).
    testControls: process.env.NODE_ENV === 'production' ? (process.env.APP_TEST_CONTROLS === 'on' ? 'admin' : 'off') : 'local',
    onProgress: (text) => {
      console.log(`API service: ${text}…`);
      send({ service: 'progress', text });
    },
  });
  const url = `http://${values.host ?? '127.0.0.1'}:${port}${prefix}`;
  console.log(`API service at ${url} on ${service.database.kind} (${service.database.where})${service.seeded ? ', demo data seeded' : ''}`);
  send({ service: 'ready', url });
  const stop = () => {
    void service.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // A launcher that goes away takes the service with it.
  process.on('disconnect', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error('API service: could not start:', error);
    process.exit(1);
  });
}
