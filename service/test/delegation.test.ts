import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { delegationCases } from './delegationCases.ts';

/** Delegation of approvals on the embedded database (PGlite): see delegationCases.ts. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('delegation (PGlite)', () => {
  delegationCases(() => h);
});
