import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { delegationCases } from './delegationCases.ts';
import { startCluster } from './postgres.ts';
import type { ThrowawayCluster } from './postgres.ts';

/** Delegation of approvals on PostgreSQL 15 (a throwaway cluster): the same cases as on PGlite (delegationCases.ts). */
const PG_PORT = 25470;
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

describe('delegation (PostgreSQL 15)', () => {
  delegationCases(() => h);
});
