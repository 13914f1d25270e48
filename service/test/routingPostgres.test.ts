import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { routingCases } from './routingCases.ts';
import { startCluster } from './postgres.ts';
import type { ThrowawayCluster } from './postgres.ts';

/** Approval routing on PostgreSQL 15 (a throwaway cluster): the same cases as on PGlite (routingCases.ts). */
const PG_PORT = 25471;
let cluster: ThrowawayCluster;
let database: Database;
let h: Harness;

beforeAll(async () => {
  cluster = startCluster(PG_PORT);
  database = await openDatabase({ url: cluster.url });
  h = await startHarness({ database });
});

afterAll(async () => {
  await h.close();
  await database.close();
  cluster.stop();
});

describe('approval routing (PostgreSQL 15)', () => {
  routingCases(() => h);
});
