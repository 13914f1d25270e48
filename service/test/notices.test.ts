import { APPROVER_ONLY_NOTICES } from '../../src/shared/demo/notifications.ts';
import { DEMO_ROLES, PEOPLE } from '../../src/shared/demo/work.ts';
import { navRolesFrom } from '../../src/shared/roles.ts';
import type { Notification } from '../../src/shared/notifications/schemas.ts';
import { DEMO_USERS } from '../../scripts/demo-users.ts';
import { seededHarnessPerFile } from './harness.ts';

/** Issue #49 §4: the seed gives each person only the notices that concern their roles. */
const harness = seededHarnessPerFile();

const titles = async (who: string) => {
  const answer = await harness().call(who, 'GET', '/notifications');
  expect(answer.status).toBe(200);
  return (answer.body as Notification[]).map((n) => n.title);
};

describe('seeded notifications by role', () => {
  it("the seed's roles are the identity provider's", () => {
    for (const p of PEOPLE) expect([p.id, DEMO_ROLES[p.id]]).toEqual([p.id, navRolesFrom(DEMO_USERS.find((u) => u.email === p.id)?.roles ?? [])]);
  });

  it("an employee's notifications hold no approver-only notice; an approver's do", async () => {
    expect(APPROVER_ONLY_NOTICES).toContain('Timecard approval due');
    const alex = await titles('alex');
    expect(alex.filter((t) => APPROVER_ONLY_NOTICES.includes(t))).toEqual([]);
    expect(alex).toContain('Timecard due');
    expect(await titles('harper')).not.toContain('Timecard approval due');
    expect(await titles('olivia')).not.toContain('Timecard approval due');
    for (const approver of ['morgan', 'pat']) {
      const theirs = await titles(approver);
      expect(theirs).toContain('Timecard approval due');
      expect(theirs).not.toContain('Timecard due');
    }
  });
});
