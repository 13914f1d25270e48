import { checkAnswer, contractScenarios, operationOf, SCENARIO_EMAIL } from '../../src/shared/contract/scenarios.ts';
import { writeSeed } from '../src/db/seed.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** The contract suite against the real service: the same scenarios src/mocks/contract.test.ts runs against MSW. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe('contract suite: the service answers every scenario as the contract (and the MSW handlers) do', () => {
  it.each(contractScenarios().map((s) => [`${s.operation} as ${s.who ?? 'nobody'} → ${s.status} (${s.path})`, s] as const))('%s', async (_name, scenario) => {
    await writeSeed(h.database.db, 'default');
    const answer = await h.answer(scenario.who ? SCENARIO_EMAIL[scenario.who] : null, operationOf(scenario).method, scenario.path, scenario.body, scenario.headers);
    expect(checkAnswer(scenario, answer.status, answer.body, answer.headers)).toEqual([]);
  });
});
