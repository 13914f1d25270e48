import * as z from 'zod/mini';
import '../zodMessages';
import { DaySchema as day } from '../dateSchemas';
import { payPeriodOf } from '../payroll/periods';
import { addDays, datedText, longDay } from './dates';
import type { IsoDate } from './dates';
import { TIME_OFF_TYPE_LABELS } from './rules';
import { BalancesSchema, TIME_OFF_TYPES, TimeOffTypeSchema } from './schemas';
import type { Balances, TimeOffRequest, TimeOffType } from './schemas';

/**
 * Balances that accrue and explain themselves (issue #46 §3, ADR 0169). A leave type's policy is data; a person's
 * balance of a type is the sum of its history, one entry per change, written in order. What the calendar owes a
 * person (an accrual per pay period that has ended, a yearly grant, the year end's forfeit above the carry-over) is
 * computed here from the policy and the history so far, by the service and the mock API alike.
 */

/** The leave year starts on 1 January (no company setting names another); it ends on 31 December. */
export const LEAVE_YEAR_START = '01-01';

export const ACCRUALS = ['pay-period', 'yearly-grant'] as const;

export const LeavePolicySchema = z.strictObject({
  type: TimeOffTypeSchema,
  /** Hours added for every pay period that has ended, or granted on the first day of each leave year. */
  accrual: z.enum(ACCRUALS),
  hours: z.number(),
  /** The balance never grows past this many hours (an accrual or grant stops there). */
  cap: z.number(),
  /** At the leave year's end, hours above this are forfeited. */
  carryOver: z.number(),
  /** Whether the balance may go below zero (an HR adjustment that would is refused when not). */
  allowNegative: z.boolean(),
});
export type LeavePolicy = z.infer<typeof LeavePolicySchema>;

/**
 * The company's policies (seeded; the service keeps them in `leave_policies`): vacation accrues 4 h per pay period
 * (104 h a year) up to 160 h and carries 40 h over; sick leave is 40 h granted each year, up to 80 h, 40 h carried
 * over; personal time is 16 h granted each year and not carried over. No balance may go below zero.
 */
export const DEFAULT_POLICIES: readonly LeavePolicy[] = [
  { type: 'vacation', accrual: 'pay-period', hours: 4, cap: 160, carryOver: 40, allowNegative: false },
  { type: 'sick', accrual: 'yearly-grant', hours: 40, cap: 80, carryOver: 40, allowNegative: false },
  { type: 'personal', accrual: 'yearly-grant', hours: 16, cap: 16, carryOver: 0, allowNegative: false },
];

export const BALANCE_KINDS = ['opening', 'accrual', 'grant', 'year-end', 'request', 'cancellation', 'adjustment'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** One change of a balance, with its running balance (the type's balance once it was written). */
export const BalanceEntrySchema = z.strictObject({
  id: z.string(),
  type: TimeOffTypeSchema,
  /** The day it counts from: a pay period's last day, a year's last or first day, the day it was written. */
  day,
  hours: z.number(),
  kind: z.enum(BALANCE_KINDS),
  /** What it is about, in words (the approved or cancelled request's days; an adjustment's note). */
  note: z.nullable(z.string()),
  /** Who made an HR adjustment (their name); null for the rest. */
  by: z.nullable(z.string()),
  balanceAfter: z.number(),
});
export type BalanceEntry = z.infer<typeof BalanceEntrySchema>;

/** A person's balances and their history (every type's, newest first), with the policies that explain them. */
export const BalanceHistorySchema = z.strictObject({
  employeeId: z.string(),
  employeeName: z.string(),
  balances: BalancesSchema,
  policies: z.array(LeavePolicySchema),
  entries: z.array(BalanceEntrySchema),
});
export type BalanceHistory = z.infer<typeof BalanceHistorySchema>;

export const ADJUSTMENT_NOTE_MAX = 500;
export const BalanceAdjustmentSchema = z.strictObject({ type: TimeOffTypeSchema, hours: z.number(), note: z.string() });
export type BalanceAdjustment = z.infer<typeof BalanceAdjustmentSchema>;

/** A change as it is stored (before its running balance is known). `ref` makes a scheduled one happen once. */
export interface StoredEntry {
  type: TimeOffType;
  day: IsoDate;
  hours: number;
  kind: BalanceKind;
  ref: string | null;
  note: string | null;
}

const round = (hours: number) => Math.round(hours * 100) / 100;
const byType = <T>(make: (type: TimeOffType) => T): Record<TimeOffType, T> => ({ vacation: make('vacation'), sick: make('sick'), personal: make('personal') });

export const policyOf = (policies: readonly LeavePolicy[], type: TimeOffType): LeavePolicy =>
  policies.find((p) => p.type === type) ?? DEFAULT_POLICIES.find((p) => p.type === type) ?? { type, accrual: 'yearly-grant', hours: 0, cap: 0, carryOver: 0, allowNegative: false };

/** The balances: each type's history summed. */
export function balancesFrom(entries: readonly Pick<StoredEntry, 'type' | 'hours'>[]): Balances {
  const sums = byType(() => 0);
  for (const e of entries) sums[e.type] = round(sums[e.type] + e.hours);
  return BalancesSchema.parse(sums);
}

/** What a person starts with when they have no history yet (a new hire): the opening, dated the current pay period's first day. */
export function openingEntries(balances: Balances, today: IsoDate): StoredEntry[] {
  const start = payPeriodOf(today).start;
  return TIME_OFF_TYPES.map((type) => ({ type, day: start, hours: balances[type], kind: 'opening', ref: `opening`, note: null }));
}

interface Due {
  day: IsoDate;
  order: number;
  kind: BalanceKind;
  ref: string;
}

/**
 * What the calendar owes a type's history by `today`, in order, each computed on the balance the ones before it
 * left: an accrual for each pay period that has ended (its last day before today), capped; at each leave year's end
 * (31 December, before today) the hours above the carry-over forfeited; on each leave year's first day (up to today)
 * the yearly grant, capped. Counted from the history's first day (its opening). Entries whose `ref` the history
 * already holds are not owed again: computing twice never adds twice.
 */
export function dueEntries(policy: LeavePolicy, history: readonly StoredEntry[], today: IsoDate): StoredEntry[] {
  const own = history.filter((e) => e.type === policy.type);
  const first = own.reduce<IsoDate | null>((min, e) => (min === null || e.day < min ? e.day : min), null);
  if (first === null) return [];
  const seen = new Set(own.map((e) => e.ref));
  const due: Due[] = [];
  if (policy.accrual === 'pay-period') {
    for (let period = payPeriodOf(first); period.end < today; period = payPeriodOf(addDays(period.end, 1))) due.push({ day: period.end, order: 0, kind: 'accrual', ref: `accrual:${period.start}` });
  }
  const firstYear = Number(first.slice(0, 4));
  const thisYear = Number(today.slice(0, 4));
  for (let year = firstYear; year <= thisYear; year += 1) {
    const end = `${year}-12-31`;
    if (end < today) due.push({ day: end, order: 1, kind: 'year-end', ref: `year-end:${year}` });
    const start = `${year}-${LEAVE_YEAR_START}`;
    if (policy.accrual === 'yearly-grant' && start > first && start <= today) due.push({ day: start, order: 2, kind: 'grant', ref: `grant:${year}` });
  }
  due.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.order - b.order));
  let balance = own.reduce((sum, e) => sum + e.hours, 0);
  const out: StoredEntry[] = [];
  for (const d of due) {
    if (seen.has(d.ref)) continue;
    const hours = d.kind === 'year-end' ? -Math.max(0, balance - policy.carryOver) : Math.max(0, Math.min(policy.hours, policy.cap - balance));
    const entry: StoredEntry = { type: policy.type, day: d.day, hours: round(hours) || 0, kind: d.kind, ref: d.ref, note: null };
    balance = round(balance + entry.hours);
    out.push(entry);
  }
  return out;
}

// A stored note carries its days as ISO dates; the portal shows them in the reader's locale (reasonText, ADR 0171).
const span = (r: Pick<TimeOffRequest, 'firstDay' | 'lastDay' | 'hours'>) => (r.firstDay === r.lastDay ? r.firstDay : `${r.firstDay} to ${r.lastDay}`);

/** An approved request's entry: its hours taken off, on the day it was approved. */
export function approvalEntry(request: Pick<TimeOffRequest, 'id' | 'type' | 'firstDay' | 'lastDay' | 'hours'>, today: IsoDate): StoredEntry {
  return { type: request.type, day: today, hours: -request.hours, kind: 'request', ref: `request:${request.id}`, note: span(request) };
}

/** A cancelled approved request's entry: its hours given back, as far as the cap allows. */
export function cancellationEntry(policy: LeavePolicy, balance: number, request: Pick<TimeOffRequest, 'id' | 'type' | 'firstDay' | 'lastDay' | 'hours'>, today: IsoDate): StoredEntry {
  const hours = round(Math.max(0, Math.min(request.hours, policy.cap - balance)));
  return { type: request.type, day: today, hours, kind: 'cancellation', ref: `cancel:${request.id}`, note: span(request) };
}

export type AdjustmentField = 'type' | 'hours' | 'note';
const hoursText = (h: number) => `${h} ${Math.abs(h) === 1 ? 'hour' : 'hours'}`;

/**
 * An HR adjustment: hours in quarter hours, not zero; a note of 1 to 500 characters once trimmed; the balance it
 * leaves neither below zero when the type's policy forbids it nor above the cap.
 */
export function validateAdjustment(input: BalanceAdjustment, policy: LeavePolicy, balance: number): Partial<Record<AdjustmentField, string>> {
  const errors: Partial<Record<AdjustmentField, string>> = {};
  const note = input.note.trim();
  if (!note) errors.note = 'Give a reason for the adjustment.';
  else if (note.length > ADJUSTMENT_NOTE_MAX) errors.note = `Keep the reason to ${ADJUSTMENT_NOTE_MAX} characters.`;
  const label = TIME_OFF_TYPE_LABELS[input.type].toLowerCase();
  if (!Number.isFinite(input.hours) || input.hours === 0 || !Number.isInteger(input.hours * 4)) errors.hours = 'Enter hours other than 0, in quarter hours (e.g. 4 or -2.5).';
  else {
    const after = round(balance + input.hours);
    if (after < 0 && !policy.allowNegative) errors.hours = `This would leave ${hoursText(after)} of ${label}; the ${label} policy does not allow a negative balance (${hoursText(balance)} now).`;
    else if (after > policy.cap) errors.hours = `This would take ${label} to ${hoursText(after)}, above its cap of ${hoursText(policy.cap)}.`;
  }
  return errors;
}

export function adjustmentEntry(input: BalanceAdjustment, today: IsoDate): StoredEntry {
  return { type: input.type, day: today, hours: round(input.hours), kind: 'adjustment', ref: null, note: input.note.trim() };
}

/** The history as shown: each type's running balance after each entry (in the order written), newest first. */
export function withRunningBalance<E extends Pick<StoredEntry, 'type' | 'hours'>>(entries: readonly E[]): (E & { balanceAfter: number })[] {
  const running = byType(() => 0);
  return entries
    .map((e) => {
      running[e.type] = round(running[e.type] + e.hours);
      return { ...e, balanceAfter: running[e.type] };
    })
    .reverse();
}

const signed = (hours: number) => `${hours > 0 ? '+' : hours < 0 ? '−' : ''}${Math.abs(hours)} h`;

/** Hours with their sign, as the history shows them: '+4 h', '−8 h', '0 h'. */
export const signedHours = signed;

/** An entry's reason in words. */
export function reasonText(entry: Pick<BalanceEntry, 'kind' | 'day' | 'note' | 'by' | 'hours' | 'type'>, policy?: LeavePolicy): string {
  switch (entry.kind) {
    case 'opening':
      return 'Opening balance';
    case 'accrual':
      return entry.hours === 0 && policy ? `Accrual for the pay period ending ${longDay(entry.day)} (at the ${policy.cap} h cap)` : `Accrual for the pay period ending ${longDay(entry.day)}`;
    case 'grant':
      return `Yearly grant for ${entry.day.slice(0, 4)}`;
    case 'year-end':
      return entry.hours < 0 ? `Year end ${entry.day.slice(0, 4)}: hours above the carry-over limit forfeited` : `Year end ${entry.day.slice(0, 4)}: carried over in full`;
    case 'request':
      return `Approved request, ${datedText(entry.note ?? '')}`;
    case 'cancellation':
      return `Cancelled approved request, ${datedText(entry.note ?? '')}`;
    case 'adjustment':
      return `HR adjustment by ${entry.by ?? 'HR'}: ${datedText(entry.note ?? '')}`;
  }
}
