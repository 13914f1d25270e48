import { harnessOnPostgresPerFile } from './harness.ts';
import { delegationCases } from './delegationCases.ts';

/** Delegation of approvals on PostgreSQL 15 (a throwaway cluster): the same cases as on PGlite (delegationCases.ts). */
const harness = harnessOnPostgresPerFile(25470);

describe('delegation (PostgreSQL 15)', () => {
  delegationCases(harness);
});
