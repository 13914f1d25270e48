import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { batchedAnnouncer, collectingEvents } from '../events/outbox.ts';
import { lockFolder } from './folderLock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What an operation queries through: a transaction (changes) or the database itself (reads). */
export type Queryable = Pick<Tx, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** The channel events travel on between instances (PostgreSQL LISTEN/NOTIFY). */
export const EVENTS_CHANNEL = 'portal_events';
/** The application_name of each instance's connection that listens on EVENTS_CHANNEL and announces on it. */
export const EVENTS_CONNECTION = 'portal-events';

export const MIGRATIONS = path.resolve(import.meta.dirname, '..', '..', 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where: the data folder, or the server (without its password). */
  where: string;
  /**
   * Whether the role the service runs as may only insert and read the audit trail (issue #46 §5): not its owner,
   * not a superuser, no UPDATE, DELETE or TRUNCATE on it. False when one PostgreSQL role both owns the schema and
   * serves (no DATABASE_OWNER_URL): the append-only trigger then stops mistakes, not that role.
   */
  auditGuarded: boolean;
  /**
   * Calls `onEvent` with the payload of every NOTIFY on EVENTS_CHANNEL, from any instance. When the connection
   * that listens is lost (a restart or failover of the server), it is made again, and `onResumed` is called once
   * it listens again: events of the gap were not heard, and whoever relies on them reads them from the table.
   */
  listen(onEvent: (payload: string) => void, onResumed?: () => void): Promise<void>;
  /**
   * Announces events on EVENTS_CHANNEL, to every instance's listener, after the change that wrote them has
   * committed (ADR 0154): batched, on the listening connection when there is one; does not wait.
   */
  announce(payloads: readonly string[]): void;
  /**
   * Refreshes the planner's statistics now. PostgreSQL's autovacuum does it by itself (there, the tables the serving
   * role owns are analysed at once); the embedded
   * database has no autovacuum and its serving role may not analyse tables it does not own, so without this its
   * plans were made from no statistics at all (ADR 0173): the service calls it at start and every ANALYZE_EVERY_MS.
   */
  analyze(): Promise<void>;
  /** Sends what is still to be announced, then closes. */
  close(): Promise<void>;
}

/**
 * A change on `database`: its work in one transaction (or, `alone`, work that is one statement, atomic by itself),
 * then, once it has committed, the announcement of the notifications it wrote (ADR 0154).
 */
export function change<T>(database: Pick<Database, 'db' | 'announce'>, work: (tx: Queryable) => Promise<T>, options: { alone?: boolean } = {}): Promise<T> {
  return collectingEvents(
    () => (options.alone ? work(database.db) : database.db.transaction(work)),
    (events) => database.announce(events),
  );
}

export interface DatabaseOptions {
  /** postgres://… : a PostgreSQL server. Absent: PGlite in `dataDir`. */
  url?: string;
  /**
   * postgres://… : the role that owns the schema and applies the migrations (DATABASE_OWNER_URL), when it is not
   * the service's own (`url`). It grants the service's role what it needs after migrating: everything but UPDATE,
   * DELETE and TRUNCATE on the audit trail.
   */
  ownerUrl?: string;
  /** The embedded database's folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /** What opening is doing, as it happens (start-up's progress). */
  onProgress?: (text: string) => void;
}

export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '.data', 'pglite');

/** Opens the database and applies the migrations not yet applied (an embedded folder: one process at a time, folderLock.ts). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const progress = options.onProgress ?? (() => undefined);
  if (options.url) return openPostgres(options.url, options.ownerUrl, progress);
  return openPglite(options.dataDir ?? DEFAULT_DATA_DIR, progress);
}

async function openPglite(dataDir: string, progress: (text: string) => void): Promise<Database> {
  let release: () => void = () => undefined;
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockFolder(dataDir, (pid) => progress(`taking over ${dataDir} from process ${pid}, which no longer runs`));
  }
  try {
    return await openLockedPglite(dataDir, progress, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function openLockedPglite(dataDir: string, progress: (text: string) => void, release: () => void): Promise<Database> {
  progress(`opening the embedded database in ${dataDir}`);
  // pg_trgm: the directory's search index (migration 0008, ADR 0173), built into PGlite as an extension to load.
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  progress('applying migrations');
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  // The embedded database's one connection serves as a role of its own, which may only insert and read the audit
  // trail: no statement the service sends can rewrite it (its files are as safe as the folder they are in).
  progress(`serving as the role ${EMBEDDED_SERVICE_ROLE}`);
  await client.exec(`do $$ begin if not exists (select from pg_roles where rolname = '${EMBEDDED_SERVICE_ROLE}') then create role ${EMBEDDED_SERVICE_ROLE} nologin; end if; end $$;`);
  await client.exec(serviceGrants(EMBEDDED_SERVICE_ROLE));
  // The planner's statistics, as the owner (what autovacuum does on a server): now, then every ANALYZE_EVERY_MS.
  const analyze = () => client.exec(`reset role; analyze; set role ${EMBEDDED_SERVICE_ROLE}`).then(() => undefined);
  await analyze();
  const analysing = setInterval(() => void analyze().catch((error: unknown) => console.error('PGlite: analyse failed', error)), ANALYZE_EVERY_MS);
  analysing.unref();
  const auditGuarded = await guardsAudit((text) => client.query<{ rewritable: boolean }>(text).then((r) => r.rows));
  const unsubscribers: (() => Promise<void>)[] = [];
  const announcer = batchedAnnouncer((payloads) => client.query(ANNOUNCE, [EVENTS_CHANNEL, JSON.stringify(payloads)]));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    where: dataDir,
    auditGuarded,
    async listen(onEvent) {
      unsubscribers.push(await client.listen(EVENTS_CHANNEL, onEvent));
    },
    announce: announcer.announce,
    analyze,
    async close() {
      clearInterval(analysing);
      await announcer.drained();
      for (const off of unsubscribers) await off();
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, ownerUrl: string | undefined, progress: (text: string) => void): Promise<Database> {
  // The pool is opened before the service answers and kept open (min = max): the first requests after a start,
  // or after a quiet minute, do not wait for connections to be made (ADR 0144).
  // A connection that is not waited on fails within 5 s (an unreachable server answers 503, not never).
  // Each new connection is made ready (its statements prepared by name, its plans made once) before the pool hands it
  // to anyone: the setting is a statement of its own, awaited here, so a connection's first query never runs while the
  // setting is still on its way (node-postgres queues such a query, deprecated, and pg 9 refuses it).
  const config: ReadyingPoolConfig = {
    connectionString: url,
    max: POOL_SIZE,
    min: POOL_SIZE,
    connectionTimeoutMillis: 5000,
    onConnect: async (client) => {
      await plannedOnce(client);
      preparingStatements(client);
    },
  };
  const pool = new pg.Pool(config);
  // A pooled connection the server closes while it is idle (a restart, a failover, an administrator) is
  // dropped by the pool and made again when needed; without a listener its 'error' would stop the process.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle pooled connection was lost (${error.message}); a new one is made when needed`));
  const db = drizzlePg(pool, { schema });
  // Two instances starting together: the second waits for the first one's migrations. The migrations run as the
  // schema's owner (DATABASE_OWNER_URL, else the service's own role), on the connection that holds the lock.
  let auditGuarded: boolean;
  try {
    const lock = new pg.Client({ connectionString: ownerUrl ?? url });
    await lock.connect();
    try {
      progress(`waiting for the migration lock on ${withoutPassword(ownerUrl ?? url)}`);
      await lock.query('select pg_advisory_lock(725001)');
      progress('applying migrations');
      await migratePg(drizzlePg(lock), { migrationsFolder: MIGRATIONS });
      if (ownerUrl) {
        const [who] = (await pool.query<{ role: string }>('select current_user as role')).rows;
        const role = who?.role ?? '';
        progress(`granting the role ${role} what the service needs (the audit trail: insert and read only)`);
        await lock.query(serviceGrants(pg.escapeIdentifier(role)));
      }
      auditGuarded = await guardsAudit((text) => pool.query<{ rewritable: boolean }>(text).then((r) => r.rows));
    } finally {
      await lock.query('select pg_advisory_unlock(725001)').catch(() => undefined);
      await lock.end();
    }
    progress(`opening ${POOL_SIZE} pooled connections`);
    const opened = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    for (const client of opened) client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  let listener: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  // On the connection that listens (idle but for notifications), else on the pool: not in a change's way.
  const announcer = batchedAnnouncer((payloads) => (listener ?? pool).query(ANNOUNCE, [EVENTS_CHANNEL, JSON.stringify(payloads)]));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    where: withoutPassword(url),
    auditGuarded,
    async listen(onEvent, onResumed) {
      // One connection of its own LISTENs; when it is lost it is made again, after 1 s and then up to every 10 s.
      const connect = async (): Promise<void> => {
        // Named, so an administrator (and the tests) can tell it in pg_stat_activity: it also sends the announcements.
        const client = new pg.Client({ connectionString: url, application_name: EVENTS_CONNECTION });
        // A lost connection emits 'error' (answered by 'end', below), never an unhandled one.
        client.on('error', () => undefined);
        client.on('notification', (message) => {
          if (message.channel === EVENTS_CHANNEL && message.payload !== undefined) onEvent(message.payload);
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${EVENTS_CHANNEL}`);
          if (closing) throw new Error('closed meanwhile');
        } catch (error) {
          await client.end().catch(() => undefined);
          throw error;
        }
        client.once('end', () => {
          if (closing) return;
          console.error(`PostgreSQL: the connection that listens for events was lost; listening again in ${RELISTEN_FIRST_MS / 1000} s`);
          again(RELISTEN_FIRST_MS);
        });
        listener = client;
      };
      const again = (delay: number) => {
        listener = null;
        retry = setTimeout(() => {
          connect().then(
            () => onResumed?.(),
            () => {
              if (!closing) again(Math.min(delay * 2, RELISTEN_LAST_MS));
            },
          );
        }, delay);
      };
      await connect();
    },
    announce: announcer.announce,
    // Autovacuum refreshes the statistics on a server; asked, the serving role analyses the tables it owns.
    analyze: () => pool.query('analyze').then(() => undefined),
    async close() {
      await announcer.drained();
      closing = true;
      clearTimeout(retry);
      await listener?.end();
      await pool.end();
    },
  };
}

/** The role the service runs as on the embedded database (PGlite's own session is its superuser). */
export const EMBEDDED_SERVICE_ROLE = 'portal_service';

/** How often the embedded database's statistics are refreshed (it has no autovacuum). */
export const ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * What the schema's owner grants the service's role (an identifier, quoted) after each migration, so new tables are
 * included: reading and changing every table but the audit trail, which it may only read and append to. It owns
 * nothing, so it can neither disable the trail's trigger nor drop it (issue #46 §5).
 */
function serviceGrants(role: string): string {
  return [
    `grant usage on schema public to ${role}`,
    `grant select, insert, update, delete on all tables in schema public to ${role}`,
    `revoke update, delete, truncate, references, trigger on audit from ${role}`,
    `grant usage, select on all sequences in schema public to ${role}`,
  ].join(';\n');
}

/** Whether the current role may only insert and read the audit trail (see Database.auditGuarded). */
async function guardsAudit(query: (text: string) => Promise<{ rewritable: boolean }[]>): Promise<boolean> {
  const [row] = await query(`select (r.rolsuper or pg_has_role(current_user, c.relowner, 'USAGE')
      or has_table_privilege('audit', 'UPDATE') or has_table_privilege('audit', 'DELETE') or has_table_privilege('audit', 'TRUNCATE')) as rewritable
    from pg_class c, pg_roles r where c.oid = 'public.audit'::regclass and r.rolname = current_user`);
  return row?.rewritable === false;
}

/**
 * Announces a batch of events, each a NOTIFY on the channel ($1), in one statement: PostgreSQL takes its one
 * NOTIFY lock for this statement's short transaction, not for the changes' commits (ADR 0154).
 */
const ANNOUNCE = 'select count(pg_notify($1, e)) from jsonb_array_elements_text($2::jsonb) as e';

/** After the listening connection is lost: the first try to listen again, and the longest wait between tries. */
const RELISTEN_FIRST_MS = 1000;
const RELISTEN_LAST_MS = 10_000;

/** The server's address for messages, without its password (a URL, or libpq's `host=/socket/dir` form). */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.searchParams.delete('password');
    return parsed.href;
  } catch {
    return url.replace(/:[^:@/]*@/, ':@').replace(/password=[^&\s]*/g, 'password=');
  }
}

/**
 * The pool's options with `onConnect` as pg-pool (3.14) runs it: it waits for the promise the hook returns before it
 * hands the new connection out, and drops the connection when it rejects (@types/pg still types the hook as void).
 */
interface ReadyingPoolConfig extends Omit<pg.PoolConfig, 'onConnect'> {
  onConnect: (client: pg.ClientBase) => Promise<void>;
}

/** Connections per instance to a PostgreSQL server, all opened at start. */
const POOL_SIZE = 20;

/** How many distinct statements one connection keeps prepared (past it, new texts run unprepared). */
export const PREPARED_PER_CONNECTION = 200;

/**
 * Each prepared statement is planned once, without its values, and that plan is kept (ADR 0159). Left to choose,
 * PostgreSQL planned a statement afresh at every call whenever the plan made without the values was costed above
 * the ones made with them, even when it was the same plan: the approvals read of a manager with a small team spent
 * 0.27 ms planning for 0.04 ms of work at 100,000 rows. The service's statements take ids, dates and the caller as
 * parameters, and write the constants that decide a plan into their text (ADR 0158), so one plan serves every call.
 */
async function plannedOnce(client: pg.ClientBase): Promise<void> {
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    // A plan made without its LIMIT's value expects a tenth of the table: at 100,000 requests HR's ten oldest pending
    // were read by parallel workers, whose start-up alone took 88 of 140 ms. The service's reads are pages; no worker
    // pays for itself on them (ADR 0173).
    await client.query('set max_parallel_workers_per_gather = 0');
  } catch (error) {
    console.error(`PostgreSQL: plan_cache_mode could not be set (${error instanceof Error ? error.message : String(error)}); statements are planned as the server chooses`);
  }
}

/**
 * Each connection prepares the statements it runs (ADR 0142), as pgjdbc's statement cache or postgres.js do:
 * node-postgres sends every unnamed query through parse and plan again; a named one is parsed once per
 * connection and then only bound and executed. The name is given by the text (the same text, the same
 * statement), up to PREPARED_PER_CONNECTION texts per connection, so a text built with a varying number of
 * parameters cannot fill the server's memory. Queries given as a plain string (transaction control) stay unnamed.
 * A prepared statement may be planned once without its values, so a filter on a constant of the code (a status) is
 * written into the text as SQL, not passed as a parameter: that plan then knows how rare the value is (ADR 0158).
 */
function preparingStatements(client: pg.ClientBase): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client);
  const named = (config: unknown): unknown => {
    if (typeof config !== 'object' || config === null || !('text' in config) || typeof config.text !== 'string' || ('name' in config && config.name)) return config;
    let name = names.get(config.text);
    if (name === undefined) {
      if (names.size >= PREPARED_PER_CONNECTION) return config;
      name = `p${names.size + 1}`;
      names.set(config.text, name);
    }
    return { ...config, name };
  };
  client.query = ((config: unknown, ...rest: unknown[]) => (query as (...args: unknown[]) => unknown)(named(config), ...rest)) as typeof client.query;
}
