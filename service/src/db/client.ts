import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What an operation queries through: a transaction (changes) or the database itself (reads). */
export type Queryable = Pick<Tx, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The channel events travel on between instances (PostgreSQL LISTEN/NOTIFY). */
export const EVENTS_CHANNEL = 'portal_events';

export const MIGRATIONS = path.resolve(import.meta.dirname, '..', '..', 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where: the data folder, or the server (without its password). */
  where: string;
  /** Calls `onEvent` with the payload of every NOTIFY on EVENTS_CHANNEL, from any instance. */
  listen(onEvent: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : a PostgreSQL server. Absent: PGlite in `dataDir`. */
  url?: string;
  /** The embedded database's folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
}

export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '.data', 'pglite');

/** Opens the database and applies the migrations not yet applied (one instance at a time). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? DEFAULT_DATA_DIR);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  const unsubscribers: (() => Promise<void>)[] = [];
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    where: dataDir,
    async listen(onEvent) {
      unsubscribers.push(await client.listen(EVENTS_CHANNEL, onEvent));
    },
    async close() {
      for (const off of unsubscribers) await off();
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const db = drizzlePg(pool, { schema });
  // Two instances starting together: the second waits for the first one's migrations.
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(725001)');
    await migratePg(db, { migrationsFolder: MIGRATIONS });
  } finally {
    await lock.query('select pg_advisory_unlock(725001)').catch(() => undefined);
    await lock.end();
  }
  let listener: pg.Client | null = null;
  const safeUrl = new URL(url);
  safeUrl.password = '';
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    where: safeUrl.href,
    async listen(onEvent) {
      listener = new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', (message) => {
        if (message.channel === EVENTS_CHANNEL && message.payload !== undefined) onEvent(message.payload);
      });
      await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    },
    async close() {
      await listener?.end();
      await pool.end();
    },
  };
}
