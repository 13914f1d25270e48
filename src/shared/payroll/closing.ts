import { PAY_CODES } from '../work/ledger';
import type { PayCode } from '../work/ledger';
import type { IsoDate } from '../work/dates';
import { payrollCsv } from './payCodes';
import type { PayrollAdjustments, PayrollExport, PayrollRow } from './payCodes';
import type { PayrollAdjustment } from './schemas';

/**
 * Closing a pay period (issue #46 §4, ADR 0174), on the service and in the mock API alike. The first export of a
 * period that has ended closes it: its file is kept as sent and each of its lines recorded with the period it is
 * for. A later change to a closed period never touches that file: the next first export of a later period carries,
 * for each earlier closed period, per person and pay code, the difference between its ledger now and the sum of every
 * line so far exported for it — dated by the period it adjusts — and records those lines too, so each difference is
 * exported once.
 */

/** A recorded line of a closed period's file: the period its hours are for, whose, which pay code, how many. */
export interface PayrollLine {
  forPeriod: IsoDate;
  employeeId: string;
  payCode: PayCode;
  hours: number;
}

/** An earlier closed period read through the ledger now (payrollExport of its approved weeks). */
export interface PeriodNow {
  periodStart: IsoDate;
  result: PayrollExport;
}

/** Who a person is in a file, for an adjustment that has no row in the ledger now (a week returned after the close). */
export interface PersonOf {
  number: (employeeId: string) => string;
  name: (employeeId: string) => string;
}

/** The refusal of an export of a period that has not ended (409): its hours may still change. */
export const PERIOD_NOT_ENDED = 'This pay period has not ended yet: it can be exported from the day after its last day.';

const round = (hours: number) => Math.round(hours * 100) / 100;
const key = (employeeId: string, payCode: PayCode) => `${employeeId}\u0000${payCode}`;

/**
 * The adjustments for earlier closed periods: per period, person and pay code, ledger now less every line so far
 * exported for it, where they differ; `expected` is the same from the periods' day-by-day ledger hours.
 */
export function adjustmentsFor(earlier: readonly PeriodNow[], lines: readonly PayrollLine[], person: PersonOf): PayrollAdjustments {
  const rows: PayrollAdjustments['rows'] = [];
  let expected = 0;
  for (const { periodStart, result } of [...earlier].sort((a, b) => a.periodStart.localeCompare(b.periodStart))) {
    const own = lines.filter((l) => l.forPeriod === periodStart);
    const sent = new Map<string, number>();
    for (const l of own) sent.set(key(l.employeeId, l.payCode), round((sent.get(key(l.employeeId, l.payCode)) ?? 0) + l.hours));
    const now = new Map<string, PayrollRow>(result.rows.map((r) => [key(r.employeeId, r.payCode), r]));
    expected += result.ledger - own.reduce((s, l) => s + l.hours, 0);
    const people = new Set([...result.rows.map((r) => r.employeeId), ...own.map((l) => l.employeeId)]);
    for (const employeeId of people) {
      for (const payCode of PAY_CODES) {
        const row = now.get(key(employeeId, payCode));
        const hours = round((row?.hours ?? 0) - (sent.get(key(employeeId, payCode)) ?? 0));
        if (hours === 0) continue;
        rows.push({
          employeeId,
          employeeNumber: row?.employeeNumber ?? person.number(employeeId),
          employeeName: row?.employeeName ?? person.name(employeeId),
          payCode,
          hours,
          approvedBy: row?.approvedBy ?? '',
          approvedAt: row?.approvedAt ?? '',
          adjustsPeriod: periodStart,
        });
      }
    }
  }
  rows.sort((a, b) => a.employeeName.localeCompare(b.employeeName) || a.employeeId.localeCompare(b.employeeId) || a.adjustsPeriod.localeCompare(b.adjustsPeriod) || PAY_CODES.indexOf(a.payCode) - PAY_CODES.indexOf(b.payCode));
  return { rows, expected: round(expected) };
}

/** The adjustments as the summary lists them (person, the period adjusted, pay code, hours). */
export const adjustmentList = (adjustments: PayrollAdjustments): PayrollAdjustment[] =>
  adjustments.rows.map((r) => ({ employeeId: r.employeeId, employeeName: r.employeeName, periodStart: r.adjustsPeriod, payCode: r.payCode, hours: r.hours }));

/** A closing export: the file's text and every line to record with it (its own rows and the adjustments). */
export interface ClosingFile {
  content: string;
  lines: PayrollLine[];
  adjustments: PayrollAdjustments;
}

/**
 * The file that closes `periodStart`: its rows, the adjustments for the earlier closed periods, the reconciliation —
 * or ExportDoesNotReconcile (nothing is recorded then).
 */
export function closingFile(periodStart: IsoDate, periodEnd: IsoDate, result: PayrollExport, earlier: readonly PeriodNow[], lines: readonly PayrollLine[], person: PersonOf): ClosingFile {
  const adjustments = adjustmentsFor(
    earlier.filter((p) => p.periodStart < periodStart),
    lines,
    person,
  );
  const content = payrollCsv(periodStart, periodEnd, result, adjustments);
  const recorded: PayrollLine[] = [
    ...result.rows.map((r) => ({ forPeriod: periodStart, employeeId: r.employeeId, payCode: r.payCode, hours: r.hours })),
    ...adjustments.rows.map((r) => ({ forPeriod: r.adjustsPeriod, employeeId: r.employeeId, payCode: r.payCode, hours: r.hours })),
  ];
  return { content, lines: recorded, adjustments };
}

/** A recorded file's adjustment lines (those for another period than its own), as the summary lists them. */
export function carriedAdjustments(exportPeriod: IsoDate, lines: readonly (PayrollLine & { employeeName: string })[]): PayrollAdjustment[] {
  return lines
    .filter((l) => l.forPeriod !== exportPeriod)
    .map((l) => ({ employeeId: l.employeeId, employeeName: l.employeeName, periodStart: l.forPeriod, payCode: l.payCode, hours: l.hours }))
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName) || a.employeeId.localeCompare(b.employeeId) || a.periodStart.localeCompare(b.periodStart) || PAY_CODES.indexOf(a.payCode) - PAY_CODES.indexOf(b.payCode));
}
