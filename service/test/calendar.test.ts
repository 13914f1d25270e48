import { sql } from 'drizzle-orm';
import { ERROR_TEXTS, IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import { holidayTaken } from '../../src/shared/work/rules.ts';
import type { Calendar, Holiday } from '../../src/shared/work/schemas.ts';
import { seededHarnessPerFile } from './harness.ts';

const harness = seededHarnessPerFile();

const monday = mondayOf(isoDate(new Date()));
const at = (days: number) => addDays(monday, days);
const key = (k: string) => ({ [IDEMPOTENCY_HEADER]: k });
const range = `from=${at(0)}&to=${at(34)}`;
const free = at(200);

describe('holidays: everyone reads them, only an HR admin changes them', () => {
  it('lists the seeded holidays of a range or a year, in date order', async () => {
    const week = await harness().call('alex', 'GET', `/calendar/holidays?from=${at(7)}&to=${at(13)}`);
    expect(week.status).toBe(200);
    expect((week.body as Holiday[]).map((d) => d.name)).toContain('Company Wellness Day');
    const year = (await harness().call('alex', 'GET', `/calendar/holidays?year=${at(0).slice(0, 4)}`)).body as Holiday[];
    expect(year.map((d) => d.name)).toEqual(expect.arrayContaining(["New Year's Day", 'Christmas Day']));
    expect(year.map((d) => d.date)).toEqual([...year.map((d) => d.date)].sort());
    expect((await harness().call('alex', 'GET', '/calendar/holidays')).status).toBe(400);
    expect((await harness().call('alex', 'GET', `/calendar/holidays?from=${at(0)}&to=${at(400)}`)).status).toBe(400);
  });

  it('refuses a create or delete by anyone but an HR admin (403), and writes nothing', async () => {
    for (const who of ['alex', 'morgan', 'pat']) {
      expect(await harness().call(who, 'POST', '/calendar/holidays', { date: free, name: 'Picnic' }, key(`k-${who}`))).toEqual({ status: 403, body: { message: ERROR_TEXTS.forbidden } });
      expect((await harness().call(who, 'DELETE', `/calendar/holidays/${at(11)}`)).status).toBe(403);
    }
    const rows = (await harness().call('alex', 'GET', `/calendar/holidays?from=${free}&to=${free}`)).body as Holiday[];
    expect(rows).toEqual([]);
  });

  it('creates once per Idempotency-Key, refuses a second holiday on the day (409), and audits create and delete', async () => {
    const first = await harness().call('harper', 'POST', '/calendar/holidays', { date: free, name: '  Picnic  ' }, key('h-1'));
    expect(first).toEqual({ status: 201, body: { date: free, name: 'Picnic' } });
    expect(await harness().call('harper', 'POST', '/calendar/holidays', { date: free, name: '  Picnic  ' }, key('h-1'))).toEqual(first);
    const again = await harness().call('harper', 'POST', '/calendar/holidays', { date: free, name: 'Other' }, key('h-2'));
    expect(again).toEqual({ status: 409, body: { message: holidayTaken({ date: free, name: 'Picnic' }) } });
    expect((await harness().call('harper', 'POST', '/calendar/holidays', { date: free, name: 'x' })).status).toBe(400);
    expect((await harness().call('harper', 'POST', '/calendar/holidays', { date: at(201), name: '   ' }, key('h-3'))).status).toBe(422);
    expect((await harness().call('harper', 'DELETE', `/calendar/holidays/${free}`)).status).toBe(204);
    expect((await harness().call('harper', 'DELETE', `/calendar/holidays/${free}`)).status).toBe(404);
    expect((await harness().call('harper', 'DELETE', '/calendar/holidays/soon')).status).toBe(400);
    const result: unknown = await harness().database.db.execute(sql`select actor, action, before, after from audit where entity = 'holiday' and entity_id = ${free} order by id`);
    expect((result as { rows: { actor: string; action: string }[] }).rows.map((r) => [r.actor, r.action])).toEqual([
      ['harper.quinn@contoso.test', 'holiday.create'],
      ['harper.quinn@contoso.test', 'holiday.delete'],
    ]);
  });
});

describe("who's out", () => {
  it("a manager's team calendar has their people's approved and pending time off and the holidays", async () => {
    const answer = await harness().call('morgan', 'GET', `/calendar/team?${range}`);
    expect(answer.status).toBe(200);
    const body = answer.body as Calendar;
    expect(body).toMatchObject({ from: at(0), to: at(34) });
    // Pat's approved sick days from today (to-7), Alex's pending vacation (to-1), Olivia's appointment (to-6), Pat's
    // winter break (to-5); never the cancelled to-4.
    expect(body.absences.map((a) => [a.id, a.employeeName, a.status])).toEqual([
      ['to-7', 'Pat Morgan', 'approved'],
      ['to-6', 'Olivia Chen', 'pending'],
      ['to-1', 'Alex Rivera', 'pending'],
      ['to-5', 'Pat Morgan', 'pending'],
    ]);
    expect(body.holidays.some((d) => d.name === 'Company Wellness Day')).toBe(true);
  });

  it('checks roles and the range on the server', async () => {
    expect((await harness().call('alex', 'GET', `/calendar/team?${range}`)).status).toBe(403);
    expect((await harness().call('morgan', 'GET', `/calendar/hr?${range}`)).status).toBe(403);
    expect((await harness().call('morgan', 'GET', `/calendar/team?from=${at(0)}&to=${at(62)}`)).body).toEqual({ message: 'Ask for at most 62 days at a time.', fields: { to: 'Ask for at most 62 days at a time.' } });
    expect((await harness().call('morgan', 'GET', `/calendar/team?from=${at(3)}&to=${at(0)}`)).status).toBe(400);
    expect((await harness().call('morgan', 'GET', '/calendar/team?from=tomorrow')).status).toBe(400);
    expect((await harness().call('morgan', 'GET', `/calendar/team?from=${at(0)}&to=${at(61)}`)).status).toBe(200);
  });

  it('HR sees everyone; approved leave shows as approved', async () => {
    expect((await harness().call('morgan', 'POST', '/approvals/timeoff/to-1', { decision: 'approve' })).status).toBe(200);
    const body = (await harness().call('harper', 'GET', `/calendar/hr?${range}`)).body as Calendar;
    expect(body.absences.find((a) => a.id === 'to-1')?.status).toBe('approved');
    expect(body.absences).toHaveLength(4);
  });

  it("an employee learns only who of the people sharing their manager is out, never themselves", async () => {
    const body = (await harness().call('alex', 'GET', `/calendar/teammates?${range}`)).body as Calendar;
    expect(body.absences.map((a) => a.employeeName).sort()).toEqual(['Olivia Chen', 'Pat Morgan', 'Pat Morgan']);
    const harper = (await harness().call('harper', 'GET', `/calendar/teammates?${range}`)).body as Calendar;
    expect(harper.absences).toEqual([]);
  });
});
