import { sql } from 'drizzle-orm';
import { payPeriodOf } from '../../src/shared/payroll/periods.ts';
import type { BalanceEntry, BalanceHistory } from '../../src/shared/work/balances.ts';
import { addDays, isoDate } from '../../src/shared/work/dates.ts';
import type { Balances, TimeOffRequest } from '../../src/shared/work/schemas.ts';
import { idempotencyKey, seededHarnessPerFile } from './harness.ts';

/** Balances as the sum of their history (issue #46 §3, ADR 0169), on the service's own tables. */
const harness = seededHarnessPerFile();
const ALEX = 'alex.rivera@contoso.test';
const today = isoDate(new Date());

const history = async (who = 'alex', url = '/timeoff/balances/history') => {
  const answer = await harness().call(who, 'GET', url);
  expect(answer.status).toBe(200);
  return answer.body as BalanceHistory;
};
const summed = (h: BalanceHistory) => {
  const sums: Balances = { vacation: 0, sick: 0, personal: 0 };
  for (const e of h.entries) sums[e.type] = Math.round((sums[e.type] + e.hours) * 100) / 100;
  return sums;
};

describe('balance history', () => {
  it('is the seeded balances, explained: the opening and the approved request, summing to what GET /timeoff/balances shows', async () => {
    const h = await history();
    const balances = (await harness().call('alex', 'GET', '/timeoff/balances')).body as Balances;
    expect(balances).toEqual({ vacation: 80, sick: 32, personal: 16 });
    expect(h.balances).toEqual(balances);
    expect(summed(h)).toEqual(balances);
    const sick = h.entries.filter((e) => e.type === 'sick');
    expect(sick.map((e) => [e.kind, e.hours, e.balanceAfter])).toEqual([
      ['request', -8, 32],
      ['opening', 40, 40],
    ]);
    expect(h.policies.map((p) => p.type).sort()).toEqual(['personal', 'sick', 'vacation']);
  });

  it('writes each pay period’s accrual once, however many read at once', async () => {
    // Alex's history opened two pay periods earlier: those periods have ended since.
    const opened = addDays(payPeriodOf(today).start, -28);
    await harness().database.db.execute(sql`update balance_entries set day = ${opened} where employee_id = ${ALEX}`);
    await Promise.all([history(), history(), harness().call('alex', 'GET', '/timeoff/balances')]);
    const h = await history();
    const accruals = h.entries.filter((e) => e.kind === 'accrual');
    expect(accruals.length).toBeGreaterThanOrEqual(2);
    expect(new Set(accruals.map((e) => e.day)).size).toBe(accruals.length);
    expect(accruals.every((e) => e.type === 'vacation' && e.day < today)).toBe(true);
    expect(summed(h)).toEqual(h.balances);
    expect((await history()).entries).toHaveLength(h.entries.length);
  });

  it('lets HR adjust with a reason, audited, and the employee sees the entry and the new balance', async () => {
    const before = (await history()).balances.vacation;
    const url = `/hr/balances/${encodeURIComponent(ALEX)}/adjustments`;
    const headers = idempotencyKey();
    const made = await harness().call('harper', 'POST', url, { type: 'vacation', hours: -4, note: '  Correction of a double-counted day  ' }, headers);
    expect(made.status).toBe(201);
    const entry = made.body as BalanceEntry;
    expect(entry).toMatchObject({ kind: 'adjustment', hours: -4, note: 'Correction of a double-counted day', by: 'Harper Quinn', balanceAfter: before - 4 });
    // The same key answers the first result and adds nothing.
    expect((await harness().call('harper', 'POST', url, { type: 'vacation', hours: -4, note: '  Correction of a double-counted day  ' }, headers)).body).toEqual(entry);
    const h = await history();
    expect(h.entries[0]).toEqual(entry);
    expect(h.balances.vacation).toBe(before - 4);
    expect(h.entries.filter((e) => e.kind === 'adjustment')).toHaveLength(1);
    const hr = await history('harper', `/hr/balances/${encodeURIComponent(ALEX)}`);
    expect(hr.entries).toEqual(h.entries);
    const result: unknown = await harness().database.db.execute(sql`select actor, action, entity_id, before, after from audit where action = 'balances.adjust' order by id desc limit 1`);
    const [row] = (result as { rows: { actor: string; entity_id: string; before: { balance: number }; after: { note: string; balance: number } }[] }).rows;
    expect(row).toMatchObject({ actor: 'harper.quinn@contoso.test', entity_id: ALEX, before: { balance: before }, after: { note: 'Correction of a double-counted day', balance: before - 4 } });
  });

  it('refuses an adjustment from someone who is not an HR admin, without a reason, or one that would go below zero', async () => {
    const url = `/hr/balances/${encodeURIComponent(ALEX)}/adjustments`;
    expect((await harness().call('morgan', 'POST', url, { type: 'vacation', hours: 4, note: 'Bonus' }, idempotencyKey())).status).toBe(403);
    expect((await harness().call('alex', 'GET', `/hr/balances/${encodeURIComponent(ALEX)}`)).status).toBe(403);
    const blank = await harness().call('harper', 'POST', url, { type: 'vacation', hours: 4, note: '   ' }, idempotencyKey());
    expect(blank.status).toBe(422);
    const negative = await harness().call('harper', 'POST', url, { type: 'personal', hours: -20, note: 'Too much' }, idempotencyKey());
    expect(negative).toMatchObject({ status: 422, body: { message: 'This would leave -4 hours of personal; the personal policy does not allow a negative balance (16 hours now).' } });
    expect((await harness().call('harper', 'POST', '/hr/balances/nobody@contoso.test/adjustments', { type: 'vacation', hours: 4, note: 'x' }, idempotencyKey())).status).toBe(404);
    expect((await history()).entries.some((e) => e.kind === 'adjustment')).toBe(false);
  });

  it('gives back an approved request cancelled before it starts, with the reverse entry', async () => {
    const first = addDays(today, 60);
    const asked = (await harness().call('olivia', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: first, lastDay: first, hours: 8, note: '' }, idempotencyKey())).body as TimeOffRequest;
    expect((await harness().call('morgan', 'POST', `/approvals/timeoff/${asked.id}`, { decision: 'approve' })).status).toBe(200);
    const approved = await history('olivia');
    expect(approved.entries[0]).toMatchObject({ kind: 'request', hours: -8, type: 'vacation' });
    const cancelled = await harness().call('olivia', 'PUT', `/timeoff/requests/${asked.id}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    const after = await history('olivia');
    expect(after.entries[0]).toMatchObject({ kind: 'cancellation', hours: 8, type: 'vacation', balanceAfter: approved.balances.vacation + 8 });
    expect(summed(after)).toEqual(after.balances);
    // Once cancelled, again is a conflict and adds nothing.
    expect((await harness().call('olivia', 'PUT', `/timeoff/requests/${asked.id}/cancel`)).status).toBe(409);
    expect((await history('olivia')).entries).toHaveLength(after.entries.length);
  });
});
