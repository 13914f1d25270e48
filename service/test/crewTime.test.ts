import { sql } from 'drizzle-orm';
import { CREW_TIME_NOT_FOUND } from '../../src/shared/work/crew.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import type { CrewTimeEntry } from '../../src/shared/work/schemas.ts';
import { idempotencyKey, seededHarnessPerFile } from './harness.ts';

/** Crew time after entry (issue #49 §4): listed, changed and removed by the one who entered it, under the rules of entry. */
const harness = seededHarnessPerFile();
// A week of its own, far from the seed's, and its Tuesday.
const week = addDays(mondayOf(isoDate(new Date())), 7 * 20);
const tuesday = addDays(week, 1);
const ALEX = 'alex.rivera@contoso.test';
const PAT = 'pat.morgan@contoso.test';
const line = (job: string, day = tuesday, employeeId = ALEX) => `/crew/time/${encodeURIComponent(employeeId)}/${job}/${day}`;
const listed = async (who = 'morgan') => {
  const answer = await harness().call(who, 'GET', `/crew/time/${week}`);
  expect(answer.status).toBe(200);
  return answer.body as CrewTimeEntry[];
};

describe('crew time after entry', () => {
  // The demo data is written again before each test: the entries too.
  beforeEach(async () => {
    const h = harness();
    expect((await h.call('morgan', 'POST', '/crew/time', { jobNumber: '24-117', day: tuesday, hours: 8, employeeIds: [ALEX, PAT] }, idempotencyKey())).status).toBe(200);
    expect((await h.call('morgan', 'POST', '/crew/time', { jobNumber: '25-011', day: tuesday, hours: 4, employeeIds: [ALEX] }, idempotencyKey())).status).toBe(200);
  });

  it('lists what the caller entered this week, one line per person, job and day; others see only their own', async () => {
    expect(await listed()).toEqual([
      { employeeId: ALEX, employeeName: 'Alex Rivera', jobNumber: '24-117', day: tuesday, hours: 8, weekStatus: 'draft' },
      { employeeId: ALEX, employeeName: 'Alex Rivera', jobNumber: '25-011', day: tuesday, hours: 4, weekStatus: 'draft' },
      { employeeId: PAT, employeeName: 'Pat Morgan', jobNumber: '24-117', day: tuesday, hours: 8, weekStatus: 'draft' },
    ]);
    expect(await listed('olivia')).toEqual([]);
    expect((await harness().call('alex', 'GET', `/crew/time/${week}`)).status).toBe(403);
    expect((await harness().call('morgan', 'GET', `/crew/time/${tuesday}`)).status).toBe(400);
  });

  it('changes a day, audited; refuses bad hours, more than 24 h of all kinds, other crews and days without its time', async () => {
    const h = harness();
    const changed = await h.call('morgan', 'PUT', line('24-117'), { hours: 6 });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ employeeId: ALEX, employeeName: 'Alex Rivera', jobNumber: '24-117', day: tuesday, hours: 6, weekStatus: 'draft' });
    expect((await listed()).find((l) => l.employeeId === ALEX && l.jobNumber === '24-117')?.hours).toBe(6);
    const trail: unknown = await h.database.db.execute(sql`select count(*)::int as n from audit where entity_id = ${`${ALEX}/${week}`} and action = 'crew.time.change'`);
    expect((trail as { rows: { n: number }[] }).rows[0]?.n).toBe(1);

    expect((await h.call('morgan', 'PUT', line('24-117'), { hours: 0.1 })).status).toBe(422);
    // 6 + 4 today: 24-117 to 20.25 makes 24.25 hours that day.
    const over = await h.call('morgan', 'PUT', line('24-117'), { hours: 20.25 });
    expect(over.status).toBe(422);
    expect((over.body as { message: string }).message).toMatch(/^Alex Rivera: More than 24 hours on \d{4}-\d{2}-\d{2} with time off and holidays \(24\.25\)\.$/);
    expect((await h.call('morgan', 'PUT', line('24-117'), { hours: 20 })).status).toBe(200);
    expect((await h.call('alex', 'GET', `/timecards/${week}`)).body).toMatchObject({ crewEntries: [{ jobNumber: '24-117', hours: [0, 20, 0, 0, 0, 0, 0], enteredBy: 'Morgan Lee' }, { jobNumber: '25-011', hours: [0, 4, 0, 0, 0, 0, 0], enteredBy: 'Morgan Lee' }] });

    expect((await h.call('morgan', 'PUT', line('24-117', tuesday, 'harper.quinn@contoso.test'), { hours: 2 })).status).toBe(403);
    const none = await h.call('morgan', 'PUT', line('24-117', addDays(tuesday, 1)), { hours: 2 });
    expect(none.status).toBe(404);
    expect((none.body as { message: string }).message).toBe(CREW_TIME_NOT_FOUND);
    // Olivia (operations) may enter for Alex, but this time is Morgan's, not hers.
    expect((await h.call('olivia', 'PUT', line('24-117'), { hours: 2 })).status).toBe(404);
  });

  it('removes a day (audited); a submitted week can be neither changed nor emptied (409)', async () => {
    const h = harness();
    expect((await h.call('morgan', 'DELETE', line('25-011'))).status).toBe(204);
    expect((await listed()).some((l) => l.jobNumber === '25-011')).toBe(false);
    expect((await h.call('morgan', 'DELETE', line('25-011'))).status).toBe(404);
    const trail: unknown = await h.database.db.execute(sql`select count(*)::int as n from audit where entity_id = ${`${ALEX}/${week}`} and action = 'crew.time.remove'`);
    expect((trail as { rows: { n: number }[] }).rows[0]?.n).toBe(1);

    expect((await h.call('pat', 'POST', `/timecards/${week}/submit`, { entries: [] })).status).toBe(200);
    expect((await listed()).find((l) => l.employeeId === PAT)?.weekStatus).toBe('submitted');
    const locked = await h.call('morgan', 'PUT', line('24-117', tuesday, PAT), { hours: 4 });
    expect(locked.status).toBe(409);
    expect((await h.call('morgan', 'DELETE', line('24-117', tuesday, PAT))).status).toBe(409);
  });
});
