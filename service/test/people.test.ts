import { sql } from 'drizzle-orm';
import { ERROR_TEXTS } from '../../src/shared/contract/errors.ts';
import type { Directory, TeamMember } from '../../src/shared/people/schemas.ts';
import { nextWorkingDay } from '../../src/shared/people/today.ts';
import { addDays, isoDate } from '../../src/shared/work/dates.ts';
import { benchName, writeBenchSeed } from '../src/db/benchSeed.ts';
import { tokenFor, seededHarnessPerFile } from './harness.ts';

/** The people API (issue #26): a manager's team and the HR directory, decided by the service. */
const harness = seededHarnessPerFile();

const today = isoDate(new Date());
const names = (people: readonly { name: string }[]) => people.map((p) => p.name);
const directory = async (query = '') => {
  const answer = await harness().call('harper', 'GET', `/people${query}`);
  expect(answer.status).toBe(200);
  return answer.body as Directory;
};

describe('GET /team: the caller’s direct reports', () => {
  it('gives Morgan exactly Alex, Olivia and Pat, with their directory facts', async () => {
    const answer = await harness().call('morgan', 'GET', '/team');
    expect(answer.status).toBe(200);
    const team = answer.body as TeamMember[];
    expect(names(team)).toEqual(['Alex Rivera', 'Olivia Chen', 'Pat Morgan']);
    expect(team[0]).toMatchObject({ id: 'alex.rivera@contoso.test', jobTitle: 'Field Engineer', department: 'Operations', email: 'alex.rivera@contoso.test', phone: '+1 206 555 0118', today: { status: 'in' } });
  });

  it('says who is out today from approved time off, and the working day they are back', async () => {
    const team = (await harness().call('morgan', 'GET', '/team')).body as TeamMember[];
    // The seed's approved sick days for Pat run from today to tomorrow.
    expect(team.find((m) => m.name === 'Pat Morgan')?.today).toEqual({ status: 'out', timeOffType: 'sick', backOn: nextWorkingDay(addDays(today, 1)) });
    expect(team.find((m) => m.name === 'Olivia Chen')?.today).toEqual({ status: 'in' });
  });

  it('a pending or denied request does not make anyone out; back-to-back approved time off is one absence', async () => {
    await harness().database.db.execute(sql`
      insert into time_off_requests (id, employee_id, type, first_day, last_day, hours, note, status, decided_by, reason, created_at) values
        ('p-1', 'olivia.chen@contoso.test', 'vacation', ${today}, ${today}, 8, '', 'pending', null, null, now()),
        ('p-2', 'alex.rivera@contoso.test', 'personal', ${today}, ${today}, 8, '', 'denied', 'Morgan Lee', 'No', now()),
        ('p-3', 'pat.morgan@contoso.test', 'vacation', ${nextWorkingDay(addDays(today, 1))}, ${addDays(nextWorkingDay(addDays(today, 1)), 2)}, 24, '', 'approved', 'Morgan Lee', null, now())`);
    const team = (await harness().call('morgan', 'GET', '/team')).body as TeamMember[];
    expect(team.find((m) => m.name === 'Olivia Chen')?.today).toEqual({ status: 'in' });
    expect(team.find((m) => m.name === 'Alex Rivera')?.today).toEqual({ status: 'in' });
    expect(team.find((m) => m.name === 'Pat Morgan')?.today).toEqual({ status: 'out', timeOffType: 'sick', backOn: nextWorkingDay(addDays(nextWorkingDay(addDays(today, 1)), 2)) });
  });

  it("a manager sees only their own reports, never another manager's", async () => {
    await harness().database.db.execute(sql`insert into people (id, name, manager_id, job_title, department) values
      ('sam.other@contoso.test', 'Sam Other', 'harper.quinn@contoso.test', 'Recruiter', 'Human Resources')`);
    expect(names((await harness().call('morgan', 'GET', '/team')).body as TeamMember[])).toEqual(['Alex Rivera', 'Olivia Chen', 'Pat Morgan']);
    expect(names((await harness().call('harper', 'GET', '/team')).body as TeamMember[])).toEqual(['Sam Other']);
  });

  it('HR without reports gets an empty team (the directory is where HR sees everyone)', async () => {
    expect(await harness().call('harper', 'GET', '/team')).toEqual({ status: 200, body: [] });
  });

  it('refuses a role without a team (403) and a caller without a token (401)', async () => {
    expect(await harness().call('alex', 'GET', '/team')).toEqual({ status: 403, body: { message: ERROR_TEXTS.forbidden } });
    expect(await harness().call('pat', 'GET', '/team')).toMatchObject({ status: 403 });
    expect(await harness().call(null, 'GET', '/team')).toEqual({ status: 401, body: { message: ERROR_TEXTS.unauthorized } });
  });
});

describe('GET /people: the HR directory', () => {
  it('lists everyone by name, with manager, hire date, and every department for the filter', async () => {
    const all = await directory();
    expect(names(all.people)).toEqual(['Alex Rivera', 'Harper Quinn', 'Morgan Lee', 'Olivia Chen', 'Pat Morgan']);
    expect(all.total).toBe(5);
    expect(all.departments).toEqual(['Engineering', 'Human Resources', 'Operations']);
    expect(all.people.find((p) => p.name === 'Alex Rivera')).toMatchObject({ managerName: 'Morgan Lee', startDate: '2021-06-01' });
    expect(all.people.find((p) => p.name === 'Morgan Lee')).toMatchObject({ managerName: null });
    expect(all.people.find((p) => p.name === 'Pat Morgan')?.today).toMatchObject({ status: 'out', timeOffType: 'sick' });
  });

  it('searches name, job title and e-mail, case-insensitively', async () => {
    expect(names((await directory('?q=CHEN')).people)).toEqual(['Olivia Chen']);
    expect(names((await directory('?q=engineer')).people)).toEqual(['Alex Rivera', 'Olivia Chen']);
    expect(names((await directory('?q=harper.quinn@')).people)).toEqual(['Harper Quinn']);
    expect(names((await directory('?q=%20%20morgan%20')).people)).toEqual(['Morgan Lee', 'Pat Morgan']);
  });

  it('filters by department, with the search or alone; the departments stay all of them', async () => {
    const operations = await directory('?department=Operations');
    expect(names(operations.people)).toEqual(['Alex Rivera', 'Morgan Lee', 'Pat Morgan']);
    expect(operations.departments).toEqual(['Engineering', 'Human Resources', 'Operations']);
    expect(names((await directory('?department=Operations&q=engineer')).people)).toEqual(['Alex Rivera']);
    expect(await directory('?department=Nowhere')).toMatchObject({ people: [], total: 0 });
  });

  it('searches for %, _ and \\ as text, not as wildcards', async () => {
    expect((await directory('?q=%25')).people).toEqual([]);
    expect((await directory('?q=_')).people).toEqual([]);
    expect((await directory('?q=%5C')).people).toEqual([]);
  });

  it('refuses a search longer than 100 characters or given twice (400), and non-HR roles (403)', async () => {
    expect(await harness().call('harper', 'GET', `/people?q=${'a'.repeat(101)}`)).toMatchObject({ status: 400 });
    expect(await harness().call('harper', 'GET', '/people?q=a&q=b')).toMatchObject({ status: 400 });
    expect(await harness().call('morgan', 'GET', '/people')).toEqual({ status: 403, body: { message: ERROR_TEXTS.forbidden } });
    expect(await harness().call('alex', 'GET', '/people')).toMatchObject({ status: 403 });
    const hrUser = await tokenFor(harness().keys, 'someone@contoso.test', { roles: ['Employee', 'HRUser'] });
    const response = await harness().fetch('/people?q=alex', { headers: { authorization: `Bearer ${hrUser}` } });
    expect(response.status).toBe(200);
    expect(names(((await response.json()) as Directory).people)).toEqual(['Alex Rivera']);
  });

  it('reads the bench seed (people in teams of ten, with directory facts): the first 100 by name, the total, a bench manager’s team', async () => {
    await writeBenchSeed(harness().database, { employees: 200, requests: 200 });
    // Analysed as the owner (ADR 0173): the planner knows most requests are pending (the serving role alone could not).
    const stats = (await harness().database.db.execute(sql`select most_common_vals::text as common from pg_stats where tablename = 'time_off_requests' and attname = 'status'`)) as { rows: { common: string }[] };
    expect(stats.rows[0]?.common).toContain('pending');
    const everyone = await directory();
    expect(everyone.total).toBe(5 + 200 + 20);
    expect(everyone.people).toHaveLength(100);
    expect(everyone.departments).toEqual(['Accounting', 'Engineering', 'Estimating', 'Human Resources', 'Operations']);
    // Employee 21 is in Estimating (teams of ten, departments in turn); a search for their name finds them there.
    const estimating = await directory(`?department=Estimating&q=${encodeURIComponent(benchName(21).toLowerCase())}`);
    expect(estimating.people.map((p) => [p.name, p.department])).toEqual([[benchName(21), 'Estimating']]);
    expect(estimating.total).toBe(1);
    expect((await directory(`?department=Accounting&q=${encodeURIComponent(benchName(21))}`)).total).toBe(0);
    const manager = await tokenFor(harness().keys, 'm-00001@bench.test', { roles: ['Employee', 'TeamManager'] });
    const response = await harness().fetch('/team', { headers: { authorization: `Bearer ${manager}` } });
    expect(response.status).toBe(200);
    const team = (await response.json()) as TeamMember[];
    expect(names(team).sort()).toEqual(Array.from({ length: 10 }, (_, i) => benchName(i + 1)).sort());
    expect(team.every((m) => m.department === 'Operations' && m.email.endsWith('@bench.test'))).toBe(true);
  });
});
