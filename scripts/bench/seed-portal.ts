/**
 * Writes the portal bench's data (service/src/db/benchSeed.ts `writePortalBenchSeed`) into a fresh embedded
 * database at `--data-dir` (removed first): the demo data, `--notifications` unread notifications for everyone
 * and `--approvals` pending time-off requests from the bench user's team. The API service started on that
 * directory keeps it (it seeds only an empty database). Bench only: never the e2e suite's or `npm start`'s
 * directory.
 *
 *   tsx scripts/bench/seed-portal.ts --data-dir .data/bench-4199 --notifications 10000 --approvals 10000
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../service/src/db/client.ts';
import { writePortalBenchSeed } from '../../service/src/db/benchSeed.ts';

/** Morgan Lee: the demo manager the bench signs in as (scripts/bench/browser.ts BENCH_USER), who approves his team's time. */
export const BENCH_MANAGER_ID = 'morgan.lee@contoso.test';

const repo = path.resolve(import.meta.dirname, '..', '..');

export async function seedPortalBench(dataDir: string, notifications: number, approvals: number): Promise<void> {
  const dir = path.resolve(repo, dataDir);
  // A throwaway directory under .data/ whose name says it is the bench's, nothing else.
  if (!path.basename(dir).startsWith('bench-') || path.dirname(dir) !== path.join(repo, '.data')) throw new Error(`${dataDir}: the bench seeds only .data/bench-* directories`);
  fs.rmSync(dir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: dir });
  try {
    await writePortalBenchSeed(database, { notifications, approvals, manager: BENCH_MANAGER_ID });
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, notifications: { type: 'string' }, approvals: { type: 'string' } } });
  const dataDir = values['data-dir'] ?? '.data/bench-4199';
  await seedPortalBench(dataDir, Number(values.notifications ?? 100), Number(values.approvals ?? 100));
  console.log(`${dataDir}: demo data, ${values.notifications ?? 100} notifications each, ${values.approvals ?? 100} pending approvals for ${BENCH_MANAGER_ID}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
