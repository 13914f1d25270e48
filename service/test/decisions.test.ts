import { jest } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Notification } from '../../src/shared/notifications/schemas.ts';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import { NOTICES } from '../../src/shared/work/notices.ts';
import { DELEGATION_TEXTS } from '../../src/shared/delegation/schemas.ts';
import type { TimeOffRequest } from '../../src/shared/work/schemas.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * A time-off decision after its approver's list read (ADR 0152): the list brought what the decision needs, so the
 * decision is one statement, guarded by all of it. What the list read may have gone stale meanwhile; each way it
 * can is tried here, and the decision must then come out exactly as one that read afresh.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const PAT = 'pat.morgan@contoso.test';
const OLIVIA = 'olivia.chen@contoso.test';
const MORGAN = 'morgan.lee@contoso.test';
const monday = mondayOf(isoDate(new Date()));
let day = 90;
/** A new pending vacation request of `who`'s, on a day no other test uses. */
async function pending(who: string, hours = 4): Promise<TimeOffRequest> {
  day += 1;
  const body = { type: 'vacation', firstDay: addDays(monday, day), lastDay: addDays(monday, day), hours, note: '' };
  const answer = await h.call(who, 'POST', '/timeoff/requests', body, { [IDEMPOTENCY_HEADER]: `k-${day}` });
  expect(answer.status).toBe(201);
  return answer.body as TimeOffRequest;
}
const listRead = async () => expect((await h.call('morgan', 'GET', '/approvals')).status).toBe(200);
const decide = (id: string, decision: 'approve' | 'deny' = 'approve') => h.call('morgan', 'POST', `/approvals/timeoff/${id}`, decision === 'approve' ? { decision } : { decision, reason: 'Busy' });
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await h.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
const trailOf = (id: string) => rows<{ action: string; before: TimeOffRequest | null; after: TimeOffRequest }>(sql`select action, before, after from audit where entity_id = ${id} order by id`);

/**
 * The statements the database is sent while `work` runs: the change's, and the announcement of its notifications on
 * the events channel, sent on its own once the change has committed (ADR 0154).
 */
async function statements(work: () => Promise<unknown>): Promise<{ change: number; announcements: number }> {
  const query = jest.spyOn(PGlite.prototype, 'query');
  try {
    await work();
    const texts = query.mock.calls.map(([text]) => text);
    return { change: texts.filter((text) => !text.includes('pg_notify')).length, announcements: texts.filter((text) => text.includes('pg_notify')).length };
  } finally {
    query.mockRestore();
  }
}

describe("a decision after its approver's list read", () => {
  it('is one statement, with the same answer, trail, deduction and notice as one that reads first (two)', async () => {
    const listed = await pending('pat');
    const balance = async () => ((await h.call('pat', 'GET', '/timeoff/balances')).body as Record<string, number>).vacation ?? 0;
    const start = await balance();
    // The list brings the request, its employee's name and the approver's own: the first decision after it writes at once.
    await listRead();
    let answer: Awaited<ReturnType<typeof decide>> | undefined;
    expect(await statements(async () => (answer = await decide(listed.id)))).toEqual({ change: 1, announcements: 1 });
    expect(answer).toEqual({ status: 200, body: { ...listed, status: 'approved', decidedBy: 'Morgan Lee' } });
    // One the list did not bring reads first.
    const unlisted = await pending('pat');
    expect(await statements(async () => (answer = await decide(unlisted.id)))).toEqual({ change: 2, announcements: 1 });
    expect(answer).toEqual({ status: 200, body: { ...unlisted, status: 'approved', decidedBy: 'Morgan Lee' } });
    expect(await balance()).toBe(start - 8);
    for (const request of [listed, unlisted]) {
      const trail = await trailOf(request.id);
      expect(trail.map((r) => [r.action, r.before?.status, r.after.status])).toEqual([
        ['timeoff.request', undefined, 'pending'],
        ['timeoff.approve', 'pending', 'approved'],
      ]);
      expect(trail[1]?.before).toEqual(request);
    }
    // The same notice either way, newest first.
    const notices = ((await h.call('pat', 'GET', '/notifications')).body as Notification[]).slice(0, 2);
    expect(notices.map((n) => [n.title, n.message])).toEqual(
      [unlisted, listed].map((r) => {
        const notice = NOTICES.timeOffDecided({ ...r, status: 'approved', decidedBy: 'Morgan Lee' });
        return [notice.title, notice.message];
      }),
    );
  });

  it('decided meanwhile: 409 saying by whom, and nothing written twice', async () => {
    const request = await pending('olivia');
    await listRead();
    expect((await decide(request.id, 'deny')).status).toBe(200);
    expect(await decide(request.id)).toEqual({ status: 409, body: { message: 'This request was already denied by Morgan Lee.' } });
    expect((await trailOf(request.id)).map((r) => r.action)).toEqual(['timeoff.request', 'timeoff.deny']);
  });

  it('eight at once: one decides, seven get 409', async () => {
    const request = await pending('olivia');
    await listRead();
    const answers = await Promise.all(Array.from({ length: 8 }, () => decide(request.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await trailOf(request.id)).map((r) => r.action)).toEqual(['timeoff.request', 'timeoff.approve']);
  });

  it('cancelled meanwhile: 409 saying so', async () => {
    const request = await pending('pat');
    await listRead();
    expect((await h.call('pat', 'PUT', `/timeoff/requests/${request.id}/cancel`)).status).toBe(200);
    expect(await decide(request.id)).toEqual({ status: 409, body: { message: 'This request was cancelled by the employee; there is nothing left to decide.' } });
  });

  it('the employee moved to another manager meanwhile: 403 (no longer the caller’s to decide), nothing written', async () => {
    const request = await pending('pat');
    await listRead();
    await h.database.db.execute(sql`update people set manager_id = 'harper.quinn@contoso.test' where id = ${PAT}`);
    try {
      expect(await decide(request.id)).toEqual({ status: 403, body: { message: DELEGATION_TEXTS.notYours } });
      expect((await trailOf(request.id)).map((r) => r.action)).toEqual(['timeoff.request']);
    } finally {
      await h.database.db.execute(sql`update people set manager_id = ${MORGAN} where id = ${PAT}`);
    }
  });

  it("the employee's or the approver's name changed meanwhile: the trail and the notice carry the new names", async () => {
    const request = await pending('olivia');
    await listRead();
    await h.database.db.execute(sql`update people set name = 'Olivia Chen-Park' where id = ${OLIVIA}`);
    await h.database.db.execute(sql`update people set name = 'Morgan Lee-Hart' where id = ${MORGAN}`);
    try {
      const answer = await decide(request.id);
      expect(answer.body).toMatchObject({ employeeName: 'Olivia Chen-Park', decidedBy: 'Morgan Lee-Hart' });
      const trail = await trailOf(request.id);
      expect(trail[1]?.before?.employeeName).toBe('Olivia Chen-Park');
      expect(trail[1]?.after).toMatchObject({ employeeName: 'Olivia Chen-Park', decidedBy: 'Morgan Lee-Hart' });
      const notices = (await h.call('olivia', 'GET', '/notifications')).body as Notification[];
      expect(notices[0]?.message).toMatch(/, approved by Morgan Lee-Hart\.$/);
    } finally {
      await h.database.db.execute(sql`update people set name = 'Olivia Chen' where id = ${OLIVIA}`);
      await h.database.db.execute(sql`update people set name = 'Morgan Lee' where id = ${MORGAN}`);
    }
  });
});
