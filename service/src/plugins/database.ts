import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { EventHub } from '../events/hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The system of record (PostgreSQL or PGlite), opened and migrated before the app is built. */
    database: Database;
    /** Notification events from every instance, for this instance's streams. */
    hub: EventHub;
  }
}

/** The database and the events hub as decorators; the service's owner (main.ts, a test) opens and closes them. */
function database(app: FastifyInstance, options: { database: Database; hub: EventHub }, done: (error?: Error) => void): void {
  app.decorate('database', options.database);
  app.decorate('hub', options.hub);
  done();
}

export default fp(database, { name: 'database' });
