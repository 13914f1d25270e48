import { expectedSearchLabels } from './searchExpected';
import { DEMO_USERS } from '../demo-users';
import { BENCH_USER } from './browser';

const roles = DEMO_USERS.find((u) => u.name === BENCH_USER)?.roles ?? [];

describe("the bench's expected search results (ADR 0146)", () => {
  it('lists what the search shows the bench user for each typed prefix, changing as the text grows', () => {
    expect(roles).toContain('TeamApprover');
    const t = expectedSearchLabels(roles, 't');
    const timecard = expectedSearchLabels(roles, 'timecard');
    expect(t.length).toBe(15);
    expect(timecard[0]).toBe('Timecard');
    expect(timecard).not.toEqual(t);
    expect(expectedSearchLabels(roles, 'approv')).toContain('Approve Time');
  });

  it('leaves out what the roles do not allow', () => {
    expect(expectedSearchLabels(['Employee'], 'approv')).not.toContain('Approve Time');
  });
});
