import { sql } from 'drizzle-orm';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import type { ApprovalHistoryEntry, TimecardWeek, TimeOffRequest } from '../../src/shared/work/schemas.ts';
import type { ApprovalsPage } from '../../src/shared/work/approvalsQueue.ts';
import { EMBEDDED_SERVICE_ROLE } from '../src/db/client.ts';
import { writeSeed } from '../src/db/seed.ts';
import type { Notification } from '../../src/shared/notifications/schemas.ts';
import { ERROR_TEXTS } from '../../src/shared/contract/errors.ts';
import { idempotencyKey, startHarness, tokenFor } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const monday = mondayOf(isoDate(new Date()));
const at = (days: number) => addDays(monday, days);
const newRequest = (firstDay: string, hours = 8) => ({ type: 'vacation', firstDay, lastDay: firstDay, hours, note: '' });

async function raw(token: string | null, method: 'GET' | 'POST', url: string) {
  const response = await h.fetch(url, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe('identity: every request carries a verified token', () => {
  it('refuses a missing, forged, foreign, expired or not-yet-valid token with 401 and the auth text', async () => {
    const { keys } = h;
    const tokens = [
      null,
      'not-a-jwt',
      await tokenFor(keys, 'alex', { key: keys.otherKey }),
      await tokenFor(keys, 'alex', { audience: 'api://someone-else' }),
      await tokenFor(keys, 'alex', { issuer: 'http://evil.test' }),
      await tokenFor(keys, 'alex', { expiresIn: '-5m' }),
      await tokenFor(keys, 'alex', { expiresIn: null }),
      await tokenFor(keys, 'alex', { notBefore: '10m' }),
    ];
    for (const token of tokens) {
      const answer = await raw(token, 'GET', '/timeoff/balances');
      expect([answer.status, answer.body.message]).toEqual([401, ERROR_TEXTS.unauthorized]);
    }
  });

  it('refuses a token without the API scope (403) and an employee on a manager operation (403)', async () => {
    expect((await raw(await tokenFor(h.keys, 'alex', { scp: 'User.Read' }), 'GET', '/timeoff/balances')).status).toBe(403);
    const answer = await h.call('alex', 'GET', '/approvals');
    expect(answer).toEqual({ status: 403, body: { message: ERROR_TEXTS.forbidden } });
    expect((await h.call('alex', 'GET', '/crew')).status).toBe(403);
  });
});

describe('authorization on the server', () => {
  it('an employee sees and cancels only their own requests', async () => {
    const alex = (await h.call('alex', 'GET', '/timeoff/requests')).body as TimeOffRequest[];
    expect(alex.length).toBeGreaterThan(0);
    expect(alex.every((r) => r.employeeId === 'alex.rivera@contoso.test')).toBe(true);
    // to-5 is Pat's pending request.
    expect((await h.call('alex', 'PUT', '/timeoff/requests/to-5/cancel')).status).toBe(404);
    const pat = (await h.call('pat', 'GET', '/timeoff/requests')).body as TimeOffRequest[];
    expect(pat.find((r) => r.id === 'to-5')?.status).toBe('pending');
  });

  it('an approver decides only for the people they approve for, never for themselves', async () => {
    // Pat is a payroll user: she sees submitted timecards, but Alex's time off is Morgan's to decide.
    expect((await h.call('pat', 'POST', '/approvals/timeoff/to-1', { decision: 'approve' })).status).toBe(403);
    const own = await h.call('morgan', 'POST', '/timeoff/requests', newRequest(at(50)), idempotencyKey());
    expect(own.status).toBe(201);
    const mine = own.body as TimeOffRequest;
    expect((await h.call('morgan', 'POST', `/approvals/timeoff/${mine.id}`, { decision: 'approve' })).status).toBe(403);
    const queue = ((await h.call('morgan', 'GET', '/approvals')).body as ApprovalsPage).items;
    expect(queue.some((i) => i.kind === 'timeoff' && i.request.id === mine.id)).toBe(false);
  });

  it('payroll sees every submitted timecard; a manager only their team', async () => {
    const payroll = ((await h.call('pat', 'GET', '/approvals')).body as ApprovalsPage).items;
    expect(payroll.flatMap((i) => (i.kind === 'timecard' ? [i.week.employeeName] : [])).sort()).toEqual(['Alex Rivera', 'Olivia Chen']);
    expect(payroll.some((i) => i.kind === 'timeoff')).toBe(false);
  });

  it('crew time only for the crew of the one entering it', async () => {
    // Morgan (team manager) has Alex, Pat and Olivia; Harper is nobody's crew of Morgan's.
    const entry = { jobNumber: '24-117', day: at(2), hours: 2, employeeIds: ['harper.quinn@contoso.test'] };
    expect((await h.call('morgan', 'POST', '/crew/time', entry, idempotencyKey())).status).toBe(403);
  });
});

describe('workflow integrity', () => {
  it('of two decisions on one item, one wins and the other gets 409 saying what happened', async () => {
    const first = await h.call('morgan', 'POST', '/approvals/timeoff/to-6', { decision: 'approve' });
    expect(first.status).toBe(200);
    const second = await h.call('morgan', 'POST', '/approvals/timeoff/to-6', { decision: 'deny', reason: 'No' });
    expect(second).toEqual({ status: 409, body: { message: 'This request was already approved by Morgan Lee.' } });
  });

  it('eight decisions on one item at once: one changes it, seven get 409 with who decided, one trail and one notice', async () => {
    const created = (await h.call('pat', 'POST', '/timeoff/requests', newRequest(at(64), 4), idempotencyKey())).body as TimeOffRequest;
    const balance = async () => ((await h.call('pat', 'GET', '/timeoff/balances')).body as Record<string, number>).vacation;
    const start = await balance();
    const approvedNotices = async () => ((await h.call('pat', 'GET', '/notifications')).body as Notification[]).filter((n) => n.title === 'Time off approved').length;
    const noticesBefore = await approvedNotices();
    const answers = await Promise.all(Array.from({ length: 8 }, () => h.call('morgan', 'POST', `/approvals/timeoff/${created.id}`, { decision: 'approve' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409)) expect(lost.body).toEqual({ message: 'This request was already approved by Morgan Lee.' });
    expect(await balance()).toBe((start ?? 0) - 4);
    const trail: unknown = await h.database.db.execute(sql`select count(*)::int as n from audit where entity_id = ${created.id} and action = 'timeoff.approve'`);
    expect((trail as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    expect(await approvedNotices()).toBe(noticesBefore + 1);
  });

  it('a cancelled request cannot be approved; a decided one cannot be cancelled', async () => {
    const created = (await h.call('alex', 'POST', '/timeoff/requests', newRequest(at(60)), idempotencyKey())).body as TimeOffRequest;
    expect((await h.call('alex', 'PUT', `/timeoff/requests/${created.id}/cancel`)).status).toBe(200);
    const late = await h.call('morgan', 'POST', `/approvals/timeoff/${created.id}`, { decision: 'approve' });
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toMatch(/cancelled by the employee/);
    // to-2 was approved in the seed.
    const cancel = await h.call('alex', 'PUT', '/timeoff/requests/to-2/cancel');
    expect(cancel.status).toBe(409);
    expect((cancel.body as { message: string }).message).toBe('This request was already approved by Morgan Lee; it can no longer be cancelled.');
  });

  it('a create with the same Idempotency-Key makes one record and answers the first result', async () => {
    const headers = idempotencyKey();
    const body = newRequest(at(70));
    const before = ((await h.call('alex', 'GET', '/timeoff/requests')).body as unknown[]).length;
    const a = await h.call('alex', 'POST', '/timeoff/requests', body, headers);
    const b = await h.call('alex', 'POST', '/timeoff/requests', body, headers);
    expect(a.status).toBe(201);
    expect(b).toEqual(a);
    expect(((await h.call('alex', 'GET', '/timeoff/requests')).body as unknown[]).length).toBe(before + 1);
    const reused = await h.call('alex', 'POST', '/timeoff/requests', newRequest(at(71)), headers);
    expect(reused.status).toBe(422);
    const missing = await h.call('alex', 'POST', '/timeoff/requests', newRequest(at(72)));
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toBe(ERROR_TEXTS.idempotencyKey);
  });

  it("crew time never overwrites an employee's own hours: both are kept, attributed", async () => {
    const before = (await h.call('alex', 'GET', `/timecards/${monday}`)).body as TimecardWeek;
    expect(before.entries.find((e) => e.jobNumber === '24-117')?.hours[1]).toBe(6.5);
    const entry = { jobNumber: '24-117', day: at(1), hours: 6, employeeIds: ['alex.rivera@contoso.test'] };
    expect((await h.call('olivia', 'POST', '/crew/time', entry, idempotencyKey())).status).toBe(200);
    const after = (await h.call('alex', 'GET', `/timecards/${monday}`)).body as TimecardWeek;
    expect(after.entries).toEqual(before.entries);
    expect(after.crewEntries).toEqual([{ jobNumber: '24-117', hours: [0, 6, 0, 0, 0, 0, 0], enteredBy: 'Olivia Chen' }]);
    // Saving his own week keeps the crew's hours.
    const saved = (await h.call('alex', 'PUT', `/timecards/${monday}`, { entries: after.entries })).body as TimecardWeek;
    expect(saved.crewEntries).toEqual(after.crewEntries);
    // More than 24 h in a day with both together is refused.
    const tooMuch = await h.call('olivia', 'POST', '/crew/time', { ...entry, hours: 18 }, idempotencyKey());
    expect(tooMuch.status).toBe(422);
    expect((tooMuch.body as { message: string }).message).toBe('Alex Rivera: More than 24 hours in one day (24.5).');
  });

  it('a submitted week cannot be saved (409) and a decided one cannot be decided again (409)', async () => {
    const last = at(-7);
    expect((await h.call('alex', 'PUT', `/timecards/${last}`, { entries: [] })).status).toBe(409);
    expect((await h.call('morgan', 'POST', `/approvals/timecards/alex.rivera@contoso.test/${last}`, { decision: 'approve' })).status).toBe(200);
    const again = await h.call('pat', 'POST', `/approvals/timecards/alex.rivera@contoso.test/${last}`, { decision: 'approve' });
    expect(again).toEqual({ status: 409, body: { message: 'This timecard was already approved by Morgan Lee.' } });
  });
});

describe('notifications from events, in the same transaction', () => {
  it('a request notifies the manager and a decision the employee', async () => {
    const created = (await h.call('pat', 'POST', '/timeoff/requests', newRequest(at(40), 4), idempotencyKey())).body as TimeOffRequest;
    const morgan = (await h.call('morgan', 'GET', '/notifications')).body as Notification[];
    expect(morgan[0]?.title).toBe('Time off request from Pat Morgan');
    await h.call('morgan', 'POST', `/approvals/timeoff/${created.id}`, { decision: 'deny', reason: 'Audit week' });
    const pat = (await h.call('pat', 'GET', '/notifications')).body as Notification[];
    expect(pat[0]).toMatchObject({ title: 'Time off denied: Audit week', type: 'alert', priority: 'high', acknowledgedYN: 'N' });
  });

  it('a failed change writes neither notification nor audit row', async () => {
    const count = async (table: string) => {
      const result: unknown = await h.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return (result as { rows: { n: number }[] }).rows[0]?.n;
    };
    const [n, a] = [await count('notifications'), await count('audit')];
    expect((await h.call('morgan', 'POST', '/approvals/timeoff/to-6', { decision: 'approve' })).status).toBe(409);
    expect([await count('notifications'), await count('audit')]).toEqual([n, a]);
  });
});

describe('the audit trail', () => {
  it('records who, what, when, before and after, and refuses updates and deletes', async () => {
    const result: unknown = await h.database.db.execute(sql`select actor, action, entity_id, before, after from audit where action = 'timeoff.approve' and entity_id = 'to-6'`);
    const rows = result as { rows: { actor: string; before: { status: string }; after: { status: string } }[] };
    expect(rows.rows[0]).toMatchObject({ actor: 'morgan.lee@contoso.test', before: { status: 'pending' }, after: { status: 'approved' } });
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'allowed',
        (error: unknown) => (error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)),
      );
    // The service's own role (issue #46 §5): it may read and append, nothing else.
    expect(h.database.auditGuarded).toBe(true);
    expect(await refusal(h.database.db.execute(sql`update audit set actor = 'someone'`))).toBe('permission denied for table audit');
    expect(await refusal(h.database.db.execute(sql`delete from audit`))).toBe('permission denied for table audit');
    expect(await refusal(h.database.db.execute(sql`truncate audit`))).toBe('permission denied for table audit');
    expect(await refusal(h.database.db.execute(sql`alter table audit disable trigger all`))).toBe('must be owner of table audit');
    expect(await refusal(h.database.db.execute(sql`drop table audit`))).toBe('must be owner of table audit');
    // Its owner meets the append-only trigger.
    await h.database.db.execute(sql`reset role`);
    try {
      expect(await refusal(h.database.db.execute(sql`update audit set actor = 'someone'`))).toBe('the audit trail is append-only');
      expect(await refusal(h.database.db.execute(sql`delete from audit`))).toBe('the audit trail is append-only');
    } finally {
      await h.database.db.execute(sql.raw(`set role ${EMBEDDED_SERVICE_ROLE}`));
    }
  });

  it('an approval writes its balance entry with the decision, audited before it, with the employee notified, all at once', async () => {
    const balancesOf = async () => (await h.call('olivia', 'GET', '/timeoff/balances')).body as Record<string, number>;
    const start = await balancesOf();
    const first = (await h.call('olivia', 'POST', '/timeoff/requests', { ...newRequest(at(85), 6), type: 'personal' }, idempotencyKey())).body as TimeOffRequest;
    const second = (await h.call('olivia', 'POST', '/timeoff/requests', { ...newRequest(at(86), 2.5), type: 'personal' }, idempotencyKey())).body as TimeOffRequest;
    // Two approvals for one person at once: both count, each an entry of its own.
    const answers = await Promise.all([first, second].map((r) => h.call('morgan', 'POST', `/approvals/timeoff/${r.id}`, { decision: 'approve' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await balancesOf()).toEqual({ ...start, personal: (start.personal ?? 0) - 8.5 });
    const result: unknown = await h.database.db.execute(
      sql`select action, entity_id, before, after from audit where actor = 'morgan.lee@contoso.test' and (entity_id in (${first.id}, ${second.id}) or action = 'balances.entry') order by id desc limit 4`,
    );
    const rows = (result as { rows: { action: string; entity_id: string; before: null; after: { hours: number; kind: string; ref: string } }[] }).rows.reverse();
    expect(rows.map((r) => r.action)).toEqual(['balances.entry', 'timeoff.approve', 'balances.entry', 'timeoff.approve']);
    const entries = rows.filter((r) => r.action === 'balances.entry');
    expect(entries.every((r) => r.entity_id === 'olivia.chen@contoso.test' && r.after.kind === 'request')).toBe(true);
    expect(entries.map((r) => -r.after.hours).sort()).toEqual([2.5, 6]);
    expect(entries.map((r) => r.after.ref).sort()).toEqual([`request:${first.id}`, `request:${second.id}`].sort());
    const olivia = (await h.call('olivia', 'GET', '/notifications')).body as Notification[];
    expect(olivia.filter((n) => n.title.startsWith('Time off approved')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('bad input', () => {
  it('drops unknown fields, answers wrong types with 400 and per-field messages, rules with 422', async () => {
    const extra = await h.call('olivia', 'POST', '/timeoff/requests', { ...newRequest(at(80)), admin: true, status: 'approved' }, idempotencyKey());
    expect(extra.status).toBe(201);
    expect((extra.body as TimeOffRequest).status).toBe('pending');
    const wrong = await h.call('olivia', 'POST', '/timeoff/requests', { ...newRequest(at(81)), hours: 'eight' }, idempotencyKey());
    expect(wrong.status).toBe(400);
    expect((wrong.body as { fields: Record<string, string> }).fields.hours).toBeDefined();
    const rule = await h.call('olivia', 'POST', '/timeoff/requests', newRequest(at(-3)), idempotencyKey());
    expect(rule).toEqual({ status: 422, body: { message: 'The first day cannot be in the past.', fields: { firstDay: 'The first day cannot be in the past.' } } });
    expect((await h.call('alex', 'GET', '/timecards/not-a-day')).status).toBe(400);
  });

  it('refuses bodies that are not JSON or too large', async () => {
    const token = await tokenFor(h.keys, 'alex');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const notJson = await h.fetch(`/timecards/${monday}`, { method: 'PUT', headers, body: '{"entries": [' });
    expect([notJson.status, ((await notJson.json()) as { message: string }).message]).toEqual([400, ERROR_TEXTS.notJson]);
    const big = await h.fetch(`/timecards/${monday}`, { method: 'PUT', headers, body: JSON.stringify({ entries: [], pad: 'x'.repeat(200_000) }) });
    expect([big.status, ((await big.json()) as { message: string }).message]).toEqual([413, ERROR_TEXTS.tooLarge]);
  });

  it('keeps SQL out of values (parameters only)', async () => {
    const answer = await h.call('alex', 'PUT', `/timeoff/requests/${encodeURIComponent("x' or '1'='1")}/cancel`);
    expect(answer.status).toBe(404);
  });
});

describe('an item history from the audit trail (issue #26 §6)', () => {
  const history = async (who: 'morgan' | 'pat' | 'alex', itemId: string) => h.call(who, 'GET', `/approvals/history/${encodeURIComponent(itemId)}`);
  const steps = (body: unknown) => (body as ApprovalHistoryEntry[]).map((e) => [e.event, e.by, e.reason]);

  it('tells submitted, returned with its reason, resubmitted and approved, each with who and when', async () => {
    await writeSeed(h.database.db, 'default');
    const alex = 'alex.rivera@contoso.test';
    const week = at(0);
    const entries = [{ jobNumber: '24-117', hours: [8, 8, 8, 8, 8, 0, 0] }];
    expect((await h.call('alex', 'POST', `/timecards/${week}/submit`, { entries })).status).toBe(200);
    expect((await h.call('morgan', 'POST', `/approvals/timecards/${alex}/${week}`, { decision: 'deny', reason: 'Wednesday belongs to 24-102' })).status).toBe(200);
    expect((await h.call('alex', 'PUT', `/timecards/${week}`, { entries })).status).toBe(200);
    expect((await h.call('alex', 'POST', `/timecards/${week}/submit`, { entries })).status).toBe(200);
    expect((await h.call('morgan', 'POST', `/approvals/timecards/${alex}/${week}`, { decision: 'approve' })).status).toBe(200);
    const answer = await history('morgan', `timecard:${alex}:${week}`);
    expect(answer.status).toBe(200);
    expect(steps(answer.body)).toEqual([
      ['submitted', 'Alex Rivera', null],
      ['returned', 'Morgan Lee', 'Wednesday belongs to 24-102'],
      ['resubmitted', 'Alex Rivera', null],
      ['approved', 'Morgan Lee', null],
    ]);
    const times = (answer.body as ApprovalHistoryEntry[]).map((e) => e.at ?? '');
    expect(times.every((t) => new Date(t).toISOString() === t)).toBe(true);
    expect([...times].sort()).toEqual(times);
    // Payroll reads every timecard's history, as it decides on every timecard.
    expect((await history('pat', `timecard:${alex}:${week}`)).status).toBe(200);
  });

  it('tells what happened before the trail was kept from the record, without a time', async () => {
    const answer = await history('morgan', `timecard:pat.morgan@contoso.test:${at(-7)}`);
    expect(answer.body).toEqual([
      { event: 'submitted', at: null, by: 'Pat Morgan', reason: null },
      { event: 'returned', at: null, by: 'Morgan Lee', reason: 'Tuesday belongs to 24-117, please move it.' },
    ]);
  });

  it('only for the people the caller approves for, never their own', async () => {
    expect((await history('pat', 'timeoff:to-1')).status).toBe(404);
    expect((await history('pat', 'timeoff:to-5')).status).toBe(404);
    expect((await history('pat', `timecard:pat.morgan@contoso.test:${at(-7)}`)).status).toBe(404);
    expect((await history('morgan', `timecard:harper.quinn@contoso.test:${at(-7)}`)).status).toBe(404);
    expect((await history('alex', 'timeoff:to-1')).status).toBe(403);
  });

  it('a reseed starts a new story: the trail is kept, but a reseeded item shows only what happened since', async () => {
    expect((await h.call('morgan', 'POST', '/approvals/timeoff/to-1', { decision: 'approve' })).status).toBe(200);
    expect(steps((await history('morgan', 'timeoff:to-1')).body)).toEqual([
      ['requested', 'Alex Rivera', null],
      ['approved', 'Morgan Lee', null],
    ]);
    await writeSeed(h.database.db, 'default');
    expect(steps((await history('morgan', 'timeoff:to-1')).body)).toEqual([['requested', 'Alex Rivera', null]]);
  });
});
