import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import type { ApprovalItem, TimeOffRequest, WorkedDay } from '../../src/shared/work/schemas.ts';
import { startHarness } from './harness.ts';
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
const key = () => ({ [IDEMPOTENCY_HEADER]: `k-${Math.random().toString(36).slice(2)}` });
// Weeks of their own, far from the seed's (Monday first).
const week = addDays(mondayOf(isoDate(new Date())), 7 * 20);
const day = (i: number) => addDays(week, i);

const timeOffItem = async (id: string) => ((await h.call('morgan', 'GET', '/approvals')).body as ApprovalItem[]).find((i) => i.kind === 'timeoff' && i.request.id === id);

describe('leave on days already worked', () => {
  beforeAll(async () => {
    // Alex works Monday and Tuesday; Morgan enters 2 h of crew time for him on the Wednesday.
    expect((await h.call('alex', 'PUT', `/timecards/${week}`, { entries: [{ jobNumber: '24-117', hours: [7.5, 6, 0, 0, 0, 0, 0] }] })).status).toBe(200);
    expect((await h.call('morgan', 'POST', '/crew/time', { jobNumber: '24-117', day: day(2), hours: 2, employeeIds: [ALEX] }, key())).status).toBe(200);
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
    const answer = await h.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day(0), lastDay: day(3), hours: 8, note: '' }, key());
    expect(answer.status).toBe(422);
    const body = answer.body as { message: string; fields?: Record<string, string> };
    expect(body.message).toBe('You already worked on 3 of these days. Tick "I know I worked on these days" to ask anyway, or change the days.');
    expect(body.fields?.workedDaysConfirmed).toBe(body.message);
  });

  it('takes it confirmed, keeps the confirmation and the days in the trail, and flags the item from the ledger', async () => {
    const answer = await h.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day(1), lastDay: day(3), hours: 8, note: 'Moving house', workedDaysConfirmed: true }, key());
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
    const answer = await h.call('alex', 'POST', '/timeoff/requests', { type: 'personal', firstDay: day(7), lastDay: day(7), hours: 4, note: '' }, key());
    expect(answer.status).toBe(201);
    const item = await timeOffItem((answer.body as TimeOffRequest).id);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('workedDays');
  });
});
