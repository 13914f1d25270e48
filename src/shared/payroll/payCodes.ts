import { PAY_CODES, paidDays, paidHoursOf, payCodesOfWeek, workedEntries } from '../work/ledger';
import type { PayCode } from '../work/ledger';
import type { TimecardWeek } from '../work/schemas';
import { csvText, PAYROLL_COLUMNS, RECONCILIATION, secondsIso } from './csv';
import type { ApprovedAt } from './csv';

/**
 * The payroll export (issue #46 §4, README "Pay codes"), on the service and in the mock API: a pay period's approved
 * weeks, read through the ledger — REG (hours worked, own and crew, up to 40 a week), OT (worked past 40 in a week),
 * VAC, SICK and PERS (approved time off on days of those weeks, less hours worked that day) and HOL (observed
 * holidays on weekdays, less hours worked that day) — one row per person and pay code with hours, by name.
 */
export interface PayrollRow {
  employeeId: string;
  employeeNumber: string;
  employeeName: string;
  payCode: PayCode;
  hours: number;
  approvedBy: string;
  approvedAt: string;
}

export interface PayrollExport {
  rows: PayrollRow[];
  /** The rows' hours together. */
  exported: number;
  /** The same hours counted day by day from the ledger: the export holds only when both agree. */
  ledger: number;
}

const round = (hours: number) => Math.round(hours * 100) / 100;

/** The export's rows from approved weeks that carry their leave (see withLeave), and each person's number. */
export function payrollExport(weeks: readonly TimecardWeek[], numberOf: (employeeId: string) => string, approvedAt: ApprovedAt): PayrollExport {
  const byPerson = new Map<string, TimecardWeek[]>();
  for (const w of weeks) if (w.status === 'approved') byPerson.set(w.employeeId, [...(byPerson.get(w.employeeId) ?? []), w]);
  const people = [...byPerson.entries()].sort(([a, wa], [b, wb]) => (wa[0]?.employeeName ?? '').localeCompare(wb[0]?.employeeName ?? '') || a.localeCompare(b));
  const rows: PayrollRow[] = [];
  let ledger = 0;
  for (const [employeeId, own] of people) {
    const totals = Object.fromEntries(PAY_CODES.map((c) => [c, 0])) as Record<PayCode, number>;
    for (const w of own) {
      const days = paidDays(workedEntries(w), w.leave ?? []);
      ledger += paidHoursOf(days);
      const codes = payCodesOfWeek(days);
      for (const c of PAY_CODES) totals[c] = round(totals[c] + codes[c]);
    }
    const approvers = [...new Set(own.map((w) => w.decidedBy ?? '').filter((b) => b !== ''))].sort().join('; ');
    const latest = own.map((w) => approvedAt(w)).filter((at): at is string => at !== null).sort().pop() ?? null;
    for (const payCode of PAY_CODES) {
      if (totals[payCode] > 0) rows.push({ employeeId, employeeNumber: numberOf(employeeId), employeeName: own[0]?.employeeName ?? employeeId, payCode, hours: totals[payCode], approvedBy: approvers, approvedAt: secondsIso(latest) });
    }
  }
  return { rows, exported: round(rows.reduce((s, r) => s + r.hours, 0)), ledger: round(ledger) };
}

/** Thrown when an export's rows do not add up to the ledger's hours: nothing is exported (and the period stays open). */
export class ExportDoesNotReconcile extends Error {}

/**
 * The adjustment lines a file carries for earlier closed periods (ADR 0174): each a row whose hours are the difference
 * (positive or negative) between the period's ledger now and every file so far exported for it, and `expected`, the
 * same differences counted from the ledger's day-by-day hours (the reconciliation's other side).
 */
export interface PayrollAdjustments {
  rows: (PayrollRow & { adjustsPeriod: string })[];
  expected: number;
}

export const NO_ADJUSTMENTS: PayrollAdjustments = { rows: [], expected: 0 };

const differs = (a: number, b: number) => Math.abs(a - b) > 0.001;

/**
 * The file: the header, the rows, the adjustments for earlier periods, and the reconciliation line that sums every
 * line above it — or ExportDoesNotReconcile when the rows are not the period's ledger hours, or the whole file is not
 * those hours plus the adjustments' differences.
 */
export function payrollCsv(periodStart: string, periodEnd: string, result: PayrollExport, adjustments: PayrollAdjustments = NO_ADJUSTMENTS): string {
  const adjusted = round(adjustments.rows.reduce((s, r) => s + r.hours, 0));
  const total = round(result.exported + adjusted);
  const expected = round(result.ledger + adjustments.expected);
  if (differs(result.exported, result.ledger) || differs(total, expected)) {
    throw new ExportDoesNotReconcile(`The payroll export for ${periodStart} to ${periodEnd} does not reconcile: ${total} h in its rows, ${expected} h in the ledger${adjustments.rows.length ? ' and its adjustments' : ''}.`);
  }
  const line = (r: PayrollRow, adjusts: string) => [r.employeeNumber, r.employeeName, periodStart, periodEnd, r.payCode, r.hours, r.approvedBy, r.approvedAt, adjusts];
  const lines = [...result.rows.map((r) => line(r, '')), ...adjustments.rows.map((r) => line(r, r.adjustsPeriod))];
  return csvText([[...PAYROLL_COLUMNS], ...lines, [RECONCILIATION, 'All employees', periodStart, periodEnd, 'ALL', total, '', '', '']]);
}
