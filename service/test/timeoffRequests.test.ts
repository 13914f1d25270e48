import { sql } from 'drizzle-orm';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import type { TimeOffRequest, WorkedDay } from '../../src/shared/work/schemas.ts';
import type { ApprovalsPage } from '../../src/shared/work/approvalsQueue.ts';
import { idempotencyKey, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * Asking for leave on days already worked (issue #46 §2): refused without the person's confirmation, kept in the trail
 * with it, and flagged to the approver from the ledger as it stands when the queue is read.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const ALEX = 'alex.rivera@contoso.test';
// Weeks of their own, far from the seed's (Monday first).
const week = addDays(mondayOf(isoDate(new Date())), 7 * 20);
const day = (i: number) => addDays(week, i);

const timeOffItem = async (id: string) => ((await h.call('morgan', 'GET', '/approvals')).body as ApprovalsPage).items.find((i) => i.kind === 'timeoff' && i.request.id === id);

describe('leave on days already worked', () => {
  beforeAll(async () => {
    // Alex works Monday and Tuesday; Morgan enters 2 h of crew time for him on the Wednesday.
    expect((await h.call('alex', 'PUT', `/timecards/${week}`, { entries: [{ jobNumber: '24-117', hours: [7.5, 6, 0, 0, 0, 0, 0] }] })).status).toBe(200);
    expect((await h.call('morgan', 'POST', '/crew/time', { jobNumber: '24-117', day: day(2), hours: 2, employeeIds: [ALEX] }, idempotencyKey())).status).toBe(200);
  });

  it('tells which of the days already have hours, own and crew time', async () => {
    const answer = await h.call('alex', 'GET', `/timeoff/worked-days?from=${day(1)}&to=${day(4)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { day: day(1), hours: 6 },
      { day: day(2), hours: 2 },
    ] satisfies WorkedDay[]);
    expect((await h.call('alex', 'GET', `/timeoff/worked-days?from=${day(3)}&to=${day(4)}`)).body).toEqual([]);
    expect((await h.call('alex', 'GET', `/timeoff/worked-days?from=${day(4)}&to=${day(1)}`)).status).toBe(400);
  });

  it('refuses such a request without the confirmation, with a clear 422', async () => {
    const answer = await h.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day(0), lastDay: day(3), hours: 8, note: '' }, idempotencyKey());
    expect(answer.status).toBe(422);
    const body = answer.body as { message: string; fields?: Record<string, string> };
    expect(body.message).toBe('You already worked on 3 of these days. Tick "I know I worked on these days" to ask anyway, or change the days.');
    expect(body.fields?.workedDaysConfirmed).toBe(body.message);
  });

  it('takes it confirmed, keeps the confirmation and the days in the trail, and flags the item from the ledger', async () => {
    const answer = await h.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day(1), lastDay: day(3), hours: 8, note: 'Moving house', workedDaysConfirmed: true }, idempotencyKey());
    expect(answer.status).toBe(201);
    const created = answer.body as TimeOffRequest;
    expect(created).not.toHaveProperty('workedDaysConfirmed');
    const trail: unknown = await h.database.db.execute(sql`select after from audit where action = 'timeoff.request' and entity_id = ${created.id}`);
    const rows = (trail as { rows: { after: Record<string, unknown> }[] }).rows;
    expect(rows[0]?.after).toMatchObject({ workedDaysConfirmed: true, workedDays: [{ day: day(1), hours: 6 }, { day: day(2), hours: 2 }] });

    expect(await timeOffItem(created.id)).toMatchObject({ workedDays: [{ day: day(1), hours: 6 }, { day: day(2), hours: 2 }] });
    // Read at read time: Alex clears Tuesday, and the flag follows.
    expect((await h.call('alex', 'PUT', `/timecards/${week}`, { entries: [{ jobNumber: '24-117', hours: [7.5, 0, 0, 0, 0, 0, 0] }] })).status).toBe(200);
    const item = await timeOffItem(created.id);
    expect(item?.kind === 'timeoff' ? item.workedDays : null).toEqual([{ day: day(2), hours: 2 }]);
  });

  it('needs no confirmation on days without hours, and flags nothing then', async () => {
    const answer = await h.call('alex', 'POST', '/timeoff/requests', { type: 'personal', firstDay: day(7), lastDay: day(7), hours: 4, note: '' }, idempotencyKey());
    expect(answer.status).toBe(201);
    const item = await timeOffItem((answer.body as TimeOffRequest).id);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('workedDays');
  });
});

describe('an employee changes their own pending request (issue #46 §3)', () => {
  const ask = (fields: Record<string, unknown> = {}) => ({ type: 'vacation', firstDay: day(14), lastDay: day(15), hours: 16, note: 'Trip', ...fields });
  let id = '';
  beforeAll(async () => {
    const created = await h.call('alex', 'POST', '/timeoff/requests', ask(), idempotencyKey());
    expect(created.status).toBe(201);
    id = (created.body as TimeOffRequest).id;
  });

  it('checks a change as a new request: without itself for balance and overlap, with the worked-days confirmation', async () => {
    // Overlapping itself is no overlap; a balance that holds its own 16 h is no shortage.
    const moved = await h.call('alex', 'PUT', `/timeoff/requests/${id}`, ask({ firstDay: day(15), lastDay: day(16), note: 'Trip, moved' }));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id, status: 'pending', firstDay: day(15), lastDay: day(16), note: 'Trip, moved' });
    expect((await h.call('alex', 'PUT', `/timeoff/requests/${id}`, ask({ hours: 0 }))).status).toBe(422);
    // 80 h of vacation less the other pending requests (24 h and 8 h): 48, its own 16 h not held against it.
    const short = await h.call('alex', 'PUT', `/timeoff/requests/${id}`, ask({ lastDay: day(18), hours: 100 }));
    expect((short.body as { message: string }).message).toBe('Only 48 hours of vacation left.');
    // Onto a day with hours worked: refused without the confirmation.
    const worked = await h.call('alex', 'PUT', `/timeoff/requests/${id}`, ask({ firstDay: day(0), lastDay: day(0), hours: 8 }));
    expect(worked.status).toBe(422);
    expect((worked.body as { fields?: Record<string, string> }).fields?.workedDaysConfirmed).toBe('You already worked on that day. Tick "I know I worked on these days" to ask anyway, or change the days.');
    // Someone else's request is not found.
    expect((await h.call('pat', 'PUT', `/timeoff/requests/${id}`, ask())).status).toBe(404);
  });

  it('audits the change, tells the approver, and shows the change in the queue and the history', async () => {
    const trail: unknown = await h.database.db.execute(sql`select actor, before, after from audit where action = 'timeoff.edit' and entity_id = ${id} order by id`);
    const rows = (trail as { rows: { actor: string; before: TimeOffRequest; after: TimeOffRequest }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: ALEX, before: { firstDay: day(14), note: 'Trip' }, after: { firstDay: day(15), note: 'Trip, moved' } });
    const notices = (await h.call('morgan', 'GET', '/notifications')).body as { title: string }[];
    expect(notices.some((n) => n.title === 'Time off request changed by Alex Rivera')).toBe(true);
    expect(await timeOffItem(id)).toMatchObject({ request: { firstDay: day(15), lastDay: day(16), note: 'Trip, moved' } });
    const history = (await h.call('morgan', 'GET', `/approvals/history/timeoff:${id}`)).body as { event: string }[];
    expect(history.map((e) => e.event)).toEqual(['requested', 'changed']);
  });

  it('answers 409 with what happened once the request was decided, and changes nothing', async () => {
    expect((await h.call('morgan', 'POST', `/approvals/timeoff/${id}`, { decision: 'approve' })).status).toBe(200);
    const late = await h.call('alex', 'PUT', `/timeoff/requests/${id}`, ask({ note: 'Too late' }));
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toBe('This request was already approved by Morgan Lee; it can no longer be changed.');
    const mine = ((await h.call('alex', 'GET', '/timeoff/requests')).body as TimeOffRequest[]).find((r) => r.id === id);
    expect(mine).toMatchObject({ status: 'approved', note: 'Trip, moved' });
  });

  it('an approver deciding from a queue read before a change does not decide the old version as it was', async () => {
    const created = (await h.call('alex', 'POST', '/timeoff/requests', ask({ firstDay: day(21), lastDay: day(21), hours: 8, note: 'First' }), idempotencyKey())).body as TimeOffRequest;
    expect(await timeOffItem(created.id)).toBeDefined();
    expect((await h.call('alex', 'PUT', `/timeoff/requests/${created.id}`, ask({ firstDay: day(21), lastDay: day(21), hours: 8, note: 'Second' }))).status).toBe(200);
    const decided = await h.call('morgan', 'POST', `/approvals/timeoff/${created.id}`, { decision: 'deny', reason: 'Busy' });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ note: 'Second', status: 'denied' });
  });
});

describe('who else is out (issue #48 §6)', () => {
  const today = isoDate(new Date());
  const range = `from=${today}&to=${addDays(today, 40)}`;
  it("lists only the caller's teammates, with names and days only", async () => {
    // Harper (no manager, no reports) is nobody's teammate: her leave is never listed to Alex.
    expect((await h.call('harper', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: addDays(today, 10), lastDay: addDays(today, 10), hours: 8, note: 'Private' }, idempotencyKey())).status).toBe(201);
    const answer = await h.call('alex', 'GET', `/timeoff/teammates-out?${range}`);
    expect(answer.status).toBe(200);
    const out = answer.body as Record<string, unknown>[];
    expect(out.length).toBeGreaterThan(0);
    for (const entry of out) expect(Object.keys(entry).sort()).toEqual(['firstDay', 'lastDay', 'name', 'pending']);
    const names = new Set(out.map((o) => o.name));
    expect(names).toEqual(new Set(['Olivia Chen', 'Pat Morgan']));
    expect(out).toContainEqual({ name: 'Olivia Chen', firstDay: expect.any(String) as unknown, lastDay: expect.any(String) as unknown, pending: true });
    // A manager sees the people they manage; a person with neither manager nor reports, nobody.
    const morgan = (await h.call('morgan', 'GET', `/timeoff/teammates-out?${range}`)).body as { name: string }[];
    expect(new Set(morgan.map((o) => o.name))).toEqual(new Set(['Alex Rivera', 'Olivia Chen', 'Pat Morgan']));
    expect((await h.call('harper', 'GET', `/timeoff/teammates-out?${range}`)).body).toEqual([]);
    expect((await h.call('alex', 'GET', `/timeoff/teammates-out?from=${today}`)).status).toBe(400);
  });
});
