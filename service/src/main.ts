/**
 * The API service: `npm run api` (or started by `npm start`, `npm run serve` and the e2e suite).
 *
 *   tsx service/src/main.ts [--port 4100] [--host 127.0.0.1] [--prefix /api]
 *
 * Storage: PostgreSQL at DATABASE_URL, else PGlite in APP_DATA_DIR (default .data/pglite). The demo
 * data is seeded the first time; `npm run api:reset` starts again from it.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from './app.ts';
import { tokenPolicyFromEnv } from './auth.ts';
import { openDatabase } from './db/client.ts';
import { seedOnce } from './db/seed.ts';
import { EventHub } from './events.ts';

export interface ServiceOptions {
  port: number;
  host?: string;
  prefix?: string;
  databaseUrl?: string;
  dataDir?: string;
  logger?: boolean;
}

export async function startService(options: ServiceOptions) {
  const database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  const seeded = await seedOnce(database.db);
  const hub = await EventHub.start(database);
  const app = await buildApp({ database, policy: tokenPolicyFromEnv(), hub, prefix: options.prefix, logger: options.logger });
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return {
    app,
    database,
    seeded,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function main(): Promise<void> {
  const dotEnv = fileURLToPath(new URL('../../.env', import.meta.url));
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, prefix: { type: 'string' } } });
  const port = Number(values.port ?? process.env.API_PORT ?? 4100);
  const service = await startService({
    port,
    host: values.host,
    prefix: values.prefix ?? process.env.APP_API_BASE_URL ?? '/api',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.APP_DATA_DIR || undefined,
  });
  console.log(
    `API service at http://${values.host ?? '127.0.0.1'}:${port}${values.prefix ?? '/api'} on ${service.database.kind} (${service.database.where})${service.seeded ? ', demo data seeded' : ''}`,
  );
  const stop = () => {
    void service.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
