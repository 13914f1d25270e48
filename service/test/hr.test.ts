import { sql } from 'drizzle-orm';
import { hrOverview, needsAttention } from '../../src/shared/contract/hr.ts';
import type { HrOverview } from '../../src/shared/contract/hr.ts';
import { nextWorkingDay } from '../../src/shared/people/today.ts';
import { addDays, isoDate } from '../../src/shared/work/dates.ts';
import { PEOPLE, seedHolidays, seedWork } from '../../src/shared/demo/work.ts';
import { writeSeed } from '../src/db/seed.ts';
import { seededHarnessPerFile } from './harness.ts';

/** The HR overview (ADR 0140), answered by the service from its tables with the contract's own function. */
const harness = seededHarnessPerFile();
const today = isoDate(new Date());

const overview = async () => {
  const answer = await harness().call('harper', 'GET', '/hr/overview');
  expect(answer.status).toBe(200);
  return answer.body as HrOverview;
};
/** The creation times depend on the moment the seed was written: compared apart. */
const withoutTimes = (o: HrOverview) => ({ ...o, pendingTimeOff: { ...o.pendingTimeOff, oldest: o.pendingTimeOff.oldest.map((r) => ({ ...r, createdAt: '' })) } });

describe('GET /hr/overview', () => {
  it('gives Harper the headcount, who is out today, the pending requests and the next holidays of the seed', async () => {
    const body = await overview();
    expect(body.today).toBe(today);
    expect(body.headcount).toEqual({ total: 5, departments: [{ department: 'Engineering', people: 1 }, { department: 'Human Resources', people: 1 }, { department: 'Operations', people: 3 }] });
    // The seed's approved sick days for Pat run from today to tomorrow.
    expect(body.outToday).toEqual([{ employeeId: 'pat.morgan@contoso.test', employeeName: 'Pat Morgan', department: 'Operations', timeOffType: 'sick', backOn: nextWorkingDay(addDays(today, 1)) }]);
    expect(body.pendingTimeOff.total).toBe(3);
    expect(body.pendingTimeOff.oldest.map((r) => r.id)).toEqual(['to-6', 'to-1', 'to-5']);
    expect(body.nextHolidays).toHaveLength(3);
    expect(body.nextHolidays.every((h) => h.date >= today)).toBe(true);
    expect(needsAttention(body)).toBe(true);
  });

  it('is what the mock API computes from the same seed (one function, the rows of src/mocks/data)', async () => {
    const now = new Date();
    const mock = hrOverview({ people: PEOPLE, requests: seedWork(now).requests, holidays: seedHolidays(now) }, today);
    expect(withoutTimes(await overview())).toEqual(withoutTimes(mock));
  });

  it('lists the oldest pending requests first and counts them all, company-wide, people without a manager or no longer listed too', async () => {
    await harness().database.db.execute(sql`
      insert into time_off_requests (id, employee_id, type, first_day, last_day, hours, note, status, decided_by, reason, created_at) values
        ('old-1', 'harper.quinn@contoso.test', 'personal', ${addDays(today, 40)}, ${addDays(today, 40)}, 8, 'private note', 'pending', null, null, now() - interval '30 days'),
        ('gone-1', 'nobody@contoso.test', 'vacation', ${addDays(today, 5)}, ${addDays(today, 5)}, 8, '', 'pending', null, null, now() - interval '40 days')`);
    const body = await overview();
    expect(body.pendingTimeOff.total).toBe(5);
    // A request whose person is not in the directory is still pending: counted, and listed under its sign-in name.
    expect(body.pendingTimeOff.oldest[0]).toMatchObject({ id: 'gone-1', employeeName: 'nobody@contoso.test' });
    expect(body.pendingTimeOff.oldest[1]).toMatchObject({ id: 'old-1', employeeName: 'Harper Quinn', type: 'personal', hours: 8 });
    // Never the note: the overview says who and when, not why.
    expect(JSON.stringify(body)).not.toContain('private note');
  });

  it('counts from tallies the triggers keep equal to the rows, through inserts, moves, decisions and deletes (ADR 0173)', async () => {
    const db = harness().database.db;
    await db.execute(sql`insert into people (id, name, department) select 'p-' || g || '@contoso.test', 'Person ' || g, (array['Engineering', 'Estimating', ''])[g % 3 + 1] from generate_series(1, 30) g`);
    await db.execute(sql`update people set department = 'Accounting' where id in ('p-1@contoso.test', 'p-2@contoso.test', 'harper.quinn@contoso.test')`);
    await db.execute(sql`delete from people where id in ('p-3@contoso.test', 'p-4@contoso.test')`);
    await db.execute(sql`
      insert into time_off_requests (id, employee_id, type, first_day, last_day, hours, note, status, decided_by, reason, created_at)
      select 't-' || g, 'p-' || g || '@contoso.test', 'vacation', ${addDays(today, 30)}, ${addDays(today, 30)}, 8, '', 'pending', null, null, now() from generate_series(1, 20) g`);
    await db.execute(sql`update time_off_requests set status = 'approved' where id in ('t-1', 't-2', 't-3')`);
    await db.execute(sql`update time_off_requests set status = 'pending' where id = 't-3'`);
    await db.execute(sql`delete from time_off_requests where id in ('t-4', 't-5')`);
    const counted = (await db.execute(sql`select department, count(*)::int as people from people group by department`)) as { rows: { department: string; people: number }[] };
    const [pending] = ((await db.execute(sql`select count(*)::int as n from time_off_requests where status = 'pending'`)) as { rows: { n: number }[] }).rows;
    const body = await overview();
    expect(body.headcount.total).toBe(33);
    expect(body.headcount.departments).toEqual(counted.rows.sort((a, b) => (a.department < b.department ? -1 : 1)));
    expect(body.pendingTimeOff.total).toBe(pending?.n);
    expect(body.pendingTimeOff.total).toBe(3 + 16);
    const directory = (await harness().call('harper', 'GET', '/people?department=Accounting')).body as { total: number; departments: string[] };
    expect(directory.total).toBe(3);
    expect(directory.departments).toEqual(['Accounting', 'Engineering', 'Estimating', 'Operations']);
  });

  it('has nothing needing attention on the empty seed (no requests): the page shows its empty state', async () => {
    await writeSeed(harness().database.db, 'empty');
    const body = await overview();
    expect(body.pendingTimeOff).toEqual({ total: 0, oldest: [] });
    expect(body.outToday).toEqual([]);
    expect(body.headcount.total).toBe(5);
    expect(needsAttention(body)).toBe(false);
  });

  it('refuses everyone without an HR role (403) and nobody signed in (401)', async () => {
    expect((await harness().call('morgan', 'GET', '/hr/overview')).status).toBe(403);
    expect((await harness().call('alex', 'GET', '/hr/overview')).status).toBe(403);
    expect((await harness().call(null, 'GET', '/hr/overview')).status).toBe(401);
  });
});
