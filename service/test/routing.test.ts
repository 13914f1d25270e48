import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { routingCases } from './routingCases.ts';

/** Approval routing on the embedded database (PGlite): see routingCases.ts. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('approval routing (PGlite)', () => {
  routingCases(() => h);
});
