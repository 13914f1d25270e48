import { harnessOnPostgresPerFile } from './harness.ts';
import { routingCases } from './routingCases.ts';

/** Approval routing on PostgreSQL 15 (a throwaway cluster): the same cases as on PGlite (routingCases.ts). */
const harness = harnessOnPostgresPerFile(25471);

describe('approval routing (PostgreSQL 15)', () => {
  routingCases(harness);
});
