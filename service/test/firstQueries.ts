/**
 * For postgres.test.ts: opens the database at the URL given (a fresh pool, in a process of its own, so node-postgres'
 * warnings reach stderr), gives eight of its new connections their first query at once, and prints each
 * connection's plan_cache_mode.
 *
 *   tsx service/test/firstQueries.ts postgres://…
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';

async function main(): Promise<void> {
  const database = await openDatabase({ url: process.argv[2] ?? '' });
  try {
    const modes = await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction(async (tx) => {
          const result: unknown = await tx.execute(sql`select current_setting('plan_cache_mode') as mode`);
          return (result as { rows: { mode: string }[] }).rows[0]?.mode;
        }),
      ),
    );
    console.log(modes.join(' '));
  } finally {
    await database.close();
  }
}

void main();
