/**
 * `npm run api:reset`: puts the demo data back (the audit trail is kept: it is append-only).
 * Stop the service first when it runs on the embedded database: one process may open it at a time, and a second
 * is refused with a sentence naming the first (`db/folderLock.ts`).
 *
 *   tsx service/src/reset.ts [default|empty]
 */
import { openDatabase } from './db/client.ts';
import { writeSeed } from './db/seed.ts';

async function main(): Promise<void> {
  const set = process.argv[2] === 'empty' ? 'empty' : 'default';
  const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, ownerUrl: process.env.DATABASE_OWNER_URL || undefined, dataDir: process.env.APP_DATA_DIR || undefined });
  await writeSeed(database.db, set);
  console.log(`The ${set} demo data is back in ${database.kind} (${database.where}).`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(`The demo data could not be put back: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
