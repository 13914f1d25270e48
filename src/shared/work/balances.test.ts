import fc from 'fast-check';
import {
  adjustmentEntry,
  approvalEntry,
  balancesFrom,
  cancellationEntry,
  DEFAULT_POLICIES,
  dueEntries,
  openingEntries,
  policyOf,
  reasonText,
  signedHours,
  validateAdjustment,
  withRunningBalance,
} from './balances';
import type { LeavePolicy, StoredEntry } from './balances';
import { addDays, longDay } from './dates';

const vacation = policyOf(DEFAULT_POLICIES, 'vacation');
const sick = policyOf(DEFAULT_POLICIES, 'sick');
const personal = policyOf(DEFAULT_POLICIES, 'personal');
const sum = (entries: readonly StoredEntry[]) => Math.round(entries.reduce((s, e) => s + e.hours, 0) * 100) / 100;

describe('leave policies and the calendar', () => {
  it('accrues once per pay period that has ended, on its last day, and never twice', () => {
    // Opened on the first day of the period 2026-11-30 … 2026-12-13.
    const opening = openingEntries({ vacation: 20, sick: 40, personal: 16 }, '2026-12-02');
    expect(opening[0]?.day).toBe('2026-11-30');
    expect(dueEntries(vacation, opening, '2026-12-13')).toEqual([]);
    const due = dueEntries(vacation, opening, '2026-12-28');
    expect(due.map((e) => [e.day, e.hours, e.kind])).toEqual([
      ['2026-12-13', 4, 'accrual'],
      ['2026-12-27', 4, 'accrual'],
    ]);
    expect(dueEntries(vacation, [...opening, ...due], '2026-12-28')).toEqual([]);
  });

  it('stops an accrual at the cap and says so', () => {
    const opening = openingEntries({ vacation: 158, sick: 40, personal: 16 }, '2026-11-30');
    const due = dueEntries(vacation, opening, '2026-12-28');
    expect(due.map((e) => e.hours)).toEqual([2, 0]);
    expect(reasonText({ ...due[1]!, by: null }, vacation)).toBe(`Accrual for the pay period ending ${longDay('2026-12-27')} (at the 160 h cap)`);
  });

  it('forfeits what is above the carry-over at the year end, then grants the new year up to the cap', () => {
    const opening = openingEntries({ vacation: 100, sick: 70, personal: 10 }, '2026-12-02');
    const sickDue = dueEntries(sick, opening, '2027-01-01');
    expect(sickDue.map((e) => [e.kind, e.day, e.hours])).toEqual([
      ['year-end', '2026-12-31', -30],
      ['grant', '2027-01-01', 40],
    ]);
    const personalDue = dueEntries(personal, opening, '2027-01-04');
    expect(personalDue.map((e) => [e.kind, e.hours])).toEqual([
      ['year-end', -10],
      ['grant', 16],
    ]);
    // Vacation: two accruals up to Dec 27 and the year end (one more period ends on Jan 10).
    expect(dueEntries(vacation, opening, '2027-01-04').map((e) => [e.kind, e.hours])).toEqual([
      ['accrual', 4],
      ['accrual', 4],
      ['year-end', -68],
    ]);
  });

  it('gives back a cancelled approved request up to the cap', () => {
    const request = { id: 'to-9', type: 'vacation' as const, firstDay: '2027-01-11', lastDay: '2027-01-12', hours: 16 };
    // Stored with ISO days; shown in the reader's locale (ADR 0171).
    const approved = approvalEntry(request, '2026-12-02');
    expect(approved).toMatchObject({ hours: -16, kind: 'request', ref: 'request:to-9', note: '2027-01-11 to 2027-01-12' });
    expect(reasonText({ ...approved, by: null })).toBe(`Approved request, ${longDay('2027-01-11')} to ${longDay('2027-01-12')}`);
    expect(cancellationEntry(vacation, 150, request, '2026-12-03').hours).toBe(10);
    expect(cancellationEntry(vacation, 40, request, '2026-12-03').hours).toBe(16);
  });

  it('refuses an adjustment without a reason, below zero when the policy forbids it, or above the cap', () => {
    expect(validateAdjustment({ type: 'vacation', hours: 8, note: '   ' }, vacation, 10)).toEqual({ note: 'Give a reason for the adjustment.' });
    expect(validateAdjustment({ type: 'vacation', hours: 8, note: 'x'.repeat(501) }, vacation, 10).note).toBe('Keep the reason to 500 characters.');
    expect(validateAdjustment({ type: 'vacation', hours: -12, note: 'Correction' }, vacation, 10).hours).toBe(
      'This would leave -2 hours of vacation; the vacation policy does not allow a negative balance (10 hours now).',
    );
    expect(validateAdjustment({ type: 'vacation', hours: -12, note: 'Correction' }, { ...vacation, allowNegative: true }, 10)).toEqual({});
    expect(validateAdjustment({ type: 'vacation', hours: 8, note: 'Bonus' }, vacation, 155).hours).toBe('This would take vacation to 163 hours, above its cap of 160 hours.');
    expect(validateAdjustment({ type: 'vacation', hours: 0.3, note: 'Bonus' }, vacation, 10).hours).toMatch(/quarter hours/);
    expect(adjustmentEntry({ type: 'sick', hours: 4, note: '  Doctor note  ' }, '2026-12-02')).toMatchObject({ kind: 'adjustment', ref: null, note: 'Doctor note' });
  });

  it('shows the history newest first with each type’s balance after each entry', () => {
    const entries = [...openingEntries({ vacation: 10, sick: 5, personal: 1 }, '2026-12-02'), adjustmentEntry({ type: 'vacation', hours: -2.5, note: 'Fix' }, '2026-12-02')];
    const shown = withRunningBalance(entries);
    expect(shown.map((e) => [e.type, e.balanceAfter])).toEqual([
      ['vacation', 7.5],
      ['personal', 1],
      ['sick', 5],
      ['vacation', 10],
    ]);
    expect(signedHours(-2.5)).toBe('−2.5 h');
    expect(signedHours(4)).toBe('+4 h');
  });
});

type Step = { kind: 'days'; days: number } | { kind: 'request'; hours: number } | { kind: 'cancel'; pick: number } | { kind: 'adjust'; hours: number };

const policyArb: fc.Arbitrary<LeavePolicy> = fc
  .record({ accrual: fc.constantFrom('pay-period' as const, 'yearly-grant' as const), hours: fc.integer({ min: 1, max: 48 }), cap: fc.integer({ min: 8, max: 200 }), carry: fc.integer({ min: 0, max: 200 }), allowNegative: fc.boolean() })
  .map(({ accrual, hours, cap, carry, allowNegative }) => ({ type: 'vacation', accrual, hours, cap, carryOver: Math.min(carry, cap), allowNegative }));

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ kind: fc.constant('request' as const), hours: fc.integer({ min: 1, max: 160 }).map((q) => q / 4) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('adjust' as const), hours: fc.integer({ min: -200, max: 200 }).map((q) => q / 4) }),
);

describe('a balance is its history (property)', () => {
  it('random accruals, year ends, approvals, cancellations and adjustments: always the sum, never past the cap, never below zero unless allowed', () => {
    fc.assert(
      fc.property(policyArb, fc.integer({ min: 0, max: 40 }), fc.array(stepArb, { maxLength: 40 }), (policy, start, steps) => {
        let today = '2025-11-03';
        const history: StoredEntry[] = [{ type: 'vacation', day: today, hours: Math.min(start, policy.cap), kind: 'opening', ref: 'opening', note: null }];
        const approved: { id: string; type: 'vacation'; firstDay: string; lastDay: string; hours: number }[] = [];
        const cancelled = new Set<string>();
        const balance = () => balancesFrom(history).vacation;
        const settle = () => history.push(...dueEntries(policy, history, today));
        for (const step of steps) {
          if (step.kind === 'days') today = addDays(today, step.days);
          settle();
          if (step.kind === 'request' && step.hours <= balance()) {
            // Asked for within what is left (the request rule), then approved.
            const request = { id: `r${approved.length}`, type: 'vacation' as const, firstDay: addDays(today, 30), lastDay: addDays(today, 31), hours: step.hours };
            approved.push(request);
            history.push(approvalEntry(request, today));
          }
          if (step.kind === 'cancel' && approved.length) {
            const request = approved[step.pick % approved.length]!;
            if (!cancelled.has(request.id)) {
              cancelled.add(request.id);
              history.push(cancellationEntry(policy, balance(), request, today));
            }
          }
          if (step.kind === 'adjust') {
            const input = { type: 'vacation' as const, hours: step.hours, note: 'Property' };
            if (Object.keys(validateAdjustment(input, policy, balance())).length === 0) history.push(adjustmentEntry(input, today));
          }
          // Computing twice never adds twice.
          expect(dueEntries(policy, history, today)).toEqual([]);
          const shown = withRunningBalance(history);
          expect(shown[0]?.balanceAfter ?? 0).toBe(balance());
          expect(balance()).toBe(sum(history));
          for (const e of shown) {
            expect(e.balanceAfter).toBeLessThanOrEqual(policy.cap);
            if (!policy.allowNegative) expect(e.balanceAfter).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
