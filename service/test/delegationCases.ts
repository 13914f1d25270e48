import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { DELEGATION_TEXTS, overlapText } from '../../src/shared/delegation/schemas.ts';
import type { Delegation, Delegations } from '../../src/shared/delegation/schemas.ts';
import type { ApprovalsPage } from '../../src/shared/work/approvalsQueue.ts';
import type { Notification } from '../../src/shared/notifications/schemas.ts';
import type { ApprovalHistoryEntry, TimeOffRequest } from '../../src/shared/work/schemas.ts';
import { today } from '../src/clock.ts';
import { writeSeed } from '../src/db/seed.ts';
import { addDays } from '../../src/shared/work/dates.ts';
import type { Harness } from './harness.ts';

/**
 * Delegation of approvals (issue #48 §3, ADR 0178), run on PGlite (delegation.test.ts) and on PostgreSQL 15
 * (delegationPostgres.test.ts): the same cases through the API, each on a fresh seed. Morgan approves Alex, Pat and
 * Olivia; Pat (payroll, so Approve Time is open to them) is Morgan's delegate.
 */
const PAT = 'pat.morgan@contoso.test';
const MORGAN = 'morgan.lee@contoso.test';

export function delegationCases(harness: () => Harness): void {
  const h = () => harness();
  let keys = 0;
  const delegate = (body: { firstDay: string | null; lastDay: string | null; whenOnLeave: boolean; delegateId?: string }) => {
    keys += 1;
    return h().call('morgan', 'POST', '/delegations', { delegateId: PAT, ...body }, { [IDEMPOTENCY_HEADER]: `dg-case-${keys}` });
  };
  const queueOf = async (who: string) => {
    const answer = await h().call(who, 'GET', '/approvals?limit=100');
    expect(answer.status).toBe(200);
    return (answer.body as ApprovalsPage).items;
  };
  const ids = async (who: string) => (await queueOf(who)).map((i) => i.id);
  const decide = (who: string, id: string, decision: 'approve' | 'deny' = 'approve') => h().call(who, 'POST', `/approvals/timeoff/${id}`, decision === 'approve' ? { decision } : { decision, reason: 'Short-staffed that week' });
  const day = today();
  /** The messages of the person's notices with this title. */
  const notices = async (who: string, title: string) => ((await h().call(who, 'GET', '/notifications')).body as Notification[]).filter((n) => n.title === title).map((n) => n.message);

  beforeEach(async () => {
    await writeSeed(h().database.db, 'default');
  });

  it('a delegate sees the approver’s items while it runs and decides on their behalf, in the trail and on the item', async () => {
    // Before any delegation: not Pat's to decide.
    expect(await ids('pat')).not.toContain('timeoff:to-1');
    expect(await decide('pat', 'to-1')).toEqual({ status: 403, body: { message: DELEGATION_TEXTS.notYours } });

    const made = await delegate({ firstDay: day, lastDay: addDays(day, 2), whenOnLeave: false });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ approverName: 'Morgan Lee', delegateName: 'Pat Morgan', active: true });
    const received = (await h().call('pat', 'GET', '/delegations')).body as Delegations;
    expect(received.received.map((d) => d.id)).toEqual([(made.body as Delegation).id]);
    // The delegate is told, with the days.
    expect(await notices('pat', 'Morgan Lee made you their delegate')).toEqual([`From ${day} to ${addDays(day, 2)}, what waits for their approval waits for you too. Decide on Approve Time.`]);

    // Both may act: the item is in the approver's queue and the delegate's (named as Morgan's).
    const patQueue = await queueOf('pat');
    expect(patQueue.find((i) => i.id === 'timeoff:to-1')).toMatchObject({ onBehalfOf: 'Morgan Lee' });
    expect(await ids('morgan')).toContain('timeoff:to-1');
    // Never their own request, even as a delegate.
    expect(patQueue.map((i) => i.id)).not.toContain('timeoff:to-5');

    const decided = await decide('pat', 'to-1');
    expect(decided.status).toBe(200);
    expect((decided.body as TimeOffRequest).decidedBy).toBe('Pat Morgan on behalf of Morgan Lee');
    const trail = (await h().database.db.execute(sql`select actor, after from audit where entity_id = 'to-1' and action = 'timeoff.approve'`)) as { rows: { actor: string; after: { onBehalfOf: string; decidedBy: string } }[] };
    expect(trail.rows).toEqual([{ actor: PAT, after: expect.objectContaining({ onBehalfOf: 'Morgan Lee', decidedBy: 'Pat Morgan on behalf of Morgan Lee' }) as unknown }]);
    const history = (await h().call('morgan', 'GET', `/approvals/history/${encodeURIComponent('timeoff:to-1')}`)).body as ApprovalHistoryEntry[];
    expect(history.at(-1)).toMatchObject({ event: 'approved', by: 'Pat Morgan on behalf of Morgan Lee' });
    const alexRequests = (await h().call('alex', 'GET', '/timeoff/requests')).body as TimeOffRequest[];
    expect(alexRequests.find((r) => r.id === 'to-1')).toMatchObject({ status: 'approved', decidedBy: 'Pat Morgan on behalf of Morgan Lee' });
  });

  it('someone who is neither the approver nor a running delegate is refused (403)', async () => {
    // A delegation that has not started yet gives nothing.
    expect((await delegate({ firstDay: addDays(day, 10), lastDay: addDays(day, 12), whenOnLeave: false })).status).toBe(201);
    expect(await ids('pat')).not.toContain('timeoff:to-6');
    expect(await decide('pat', 'to-6')).toEqual({ status: 403, body: { message: DELEGATION_TEXTS.notYours } });
    expect((await h().call('pat', 'GET', `/approvals/history/${encodeURIComponent('timeoff:to-6')}`)).status).toBe(404);
  });

  it('when a delegation ends, what waits comes back to the approver alone', async () => {
    const made = (await delegate({ firstDay: day, lastDay: addDays(day, 5), whenOnLeave: false })).body as Delegation;
    expect(await ids('pat')).toContain('timeoff:to-6');
    expect((await h().call('morgan', 'DELETE', `/delegations/${made.id}`)).status).toBe(204);
    expect(await notices('pat', 'Morgan Lee ended your delegation')).toEqual(['What waits for their approval is theirs alone again.']);
    // Ending it again changes nothing and tells no one twice.
    expect((await h().call('morgan', 'DELETE', `/delegations/${made.id}`)).status).toBe(204);
    expect(await notices('pat', 'Morgan Lee ended your delegation')).toHaveLength(1);
    expect(await ids('pat')).not.toContain('timeoff:to-6');
    expect(await decide('pat', 'to-6')).toEqual({ status: 403, body: { message: DELEGATION_TEXTS.notYours } });
    expect(((await h().call('morgan', 'GET', '/delegations')).body as Delegations).given).toEqual([]);
    // Its days over: the same as ended.
    const again = (await delegate({ firstDay: day, lastDay: day, whenOnLeave: false })).body as Delegation;
    expect(await ids('pat')).toContain('timeoff:to-6');
    await h().database.db.execute(sql`update delegations set first_day = ${addDays(day, -3)}, last_day = ${addDays(day, -1)} where id = ${again.id}`);
    expect(await ids('pat')).not.toContain('timeoff:to-6');
    const decided = await decide('morgan', 'to-6');
    expect((decided.body as TimeOffRequest).decidedBy).toBe('Morgan Lee');
  });

  it('a delegation for the approver’s leave starts by itself when their leave is approved', async () => {
    const made = await delegate({ firstDay: null, lastDay: null, whenOnLeave: true });
    expect(made.body).toMatchObject({ whenOnLeave: true, active: false });
    expect(await ids('pat')).not.toContain('timeoff:to-6');
    // Morgan's own leave covering today, approved (Morgan has no manager in the demo data: written as HR would).
    await h().database.db.execute(sql`insert into time_off_requests (id, employee_id, type, first_day, last_day, hours, note, status, decided_by, created_at)
      values ('to-morgan', ${MORGAN}, 'vacation', ${day}, ${addDays(day, 1)}, 16, '', 'approved', 'Harper Quinn', now())`);
    expect(((await h().call('morgan', 'GET', '/delegations')).body as Delegations).given).toMatchObject([{ whenOnLeave: true, active: true }]);
    expect(await ids('pat')).toContain('timeoff:to-6');
    const denied = await decide('pat', 'to-6', 'deny');
    expect(denied.body).toMatchObject({ status: 'denied', decidedBy: 'Pat Morgan on behalf of Morgan Lee', reason: 'Short-staffed that week' });
    // The leave cancelled: the delegation no longer runs.
    await h().database.db.execute(sql`update time_off_requests set status = 'cancelled' where id = 'to-morgan'`);
    expect(((await h().call('morgan', 'GET', '/delegations')).body as Delegations).given).toMatchObject([{ active: false }]);
  });

  it('refuses oneself as delegate and a delegation overlapping another, with a clear message', async () => {
    expect(await delegate({ firstDay: day, lastDay: day, whenOnLeave: false, delegateId: MORGAN })).toMatchObject({ status: 422, body: { message: DELEGATION_TEXTS.self } });
    expect(await delegate({ firstDay: day, lastDay: addDays(day, -1), whenOnLeave: false })).toMatchObject({ status: 422, body: { message: DELEGATION_TEXTS.order } });
    expect((await delegate({ firstDay: addDays(day, 3), lastDay: addDays(day, 7), whenOnLeave: false })).status).toBe(201);
    const overlap = await delegate({ firstDay: addDays(day, 7), lastDay: addDays(day, 9), whenOnLeave: false });
    expect(overlap).toEqual({ status: 409, body: { message: overlapText({ delegateName: 'Pat Morgan', firstDay: addDays(day, 3), lastDay: addDays(day, 7), whenOnLeave: false }) } });
    expect((await delegate({ firstDay: addDays(day, 8), lastDay: addDays(day, 9), whenOnLeave: false })).status).toBe(201);
    expect((await delegate({ firstDay: null, lastDay: null, whenOnLeave: true })).status).toBe(201);
    expect((await delegate({ firstDay: null, lastDay: null, whenOnLeave: true })).status).toBe(409);
  });
}
