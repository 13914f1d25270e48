import { addDays } from '../work/dates';
import type { IsoDate } from '../work/dates';
import type { TimecardEntry, TimecardWeek } from '../work/schemas';

/**
 * Timecards as CSV (issue #26 §7, ADR 0131), one builder for the payroll export and an employee's own week, on
 * the service and in the mock API: RFC 4180 (comma, CRLF line ends, a field with a comma, a quote or a line
 * break in double quotes, quotes doubled), UTF-8 with a byte order mark (so Excel reads names such as "Zoë"
 * right), and no formula injection: a text cell starting with = + - @ (or a tab or carriage return) gets a
 * leading apostrophe, so a spreadsheet shows it as text instead of running it.
 */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';
const BOM = '\uFEFF';

export const CSV_COLUMNS = [
  'Employee ID',
  'Employee name',
  'Week start',
  'Week end',
  'Job',
  'Status',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
  'Sun',
  'Total hours',
  'Approved by',
  'Approved at',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell: defused if a spreadsheet would read it as a formula, quoted when RFC 4180 asks for it. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Hours as a plain number with at most two decimals (no float noise such as 0.30000000000000004). */
export function csvHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** Rows of cells (numbers as they are, text through csvCell) as the file's text. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return BOM + rows.map((row) => row.map((cell) => (typeof cell === 'number' ? csvHours(cell) : csvCell(cell))).join(',')).join('\r\n') + '\r\n';
}

/** When an approval happened, if known: ISO 8601 in UTC to the second. */
export type ApprovedAt = (week: Pick<TimecardWeek, 'employeeId' | 'weekStart'>) => string | null;

/** A week's own and crew hours together, one line per job (crew hours are the employee's too). */
export function hoursByJob(week: TimecardWeek): TimecardEntry[] {
  const byJob = new Map<string, number[]>();
  for (const e of [...week.entries, ...(week.crewEntries ?? [])]) {
    const sum = byJob.get(e.jobNumber) ?? [0, 0, 0, 0, 0, 0, 0];
    byJob.set(
      e.jobNumber,
      sum.map((h, i) => h + (Number.isFinite(e.hours[i]) ? (e.hours[i] ?? 0) : 0)),
    );
  }
  return [...byJob.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([jobNumber, hours]) => ({ jobNumber, hours }))
    .filter((e) => e.hours.some((h) => h !== 0));
}

/** A moment as ISO 8601 in UTC to the second ('' when unknown): the files' "Approved at". */
export const secondsIso = (at: string | null) => (at ? new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z') : '');

/** Employee name, then week, then employee id: the order of the file and of the summary. */
export function byEmployeeAndWeek(a: Pick<TimecardWeek, 'employeeName' | 'weekStart' | 'employeeId'>, b: Pick<TimecardWeek, 'employeeName' | 'weekStart' | 'employeeId'>): number {
  return a.employeeName.localeCompare(b.employeeName) || a.weekStart.localeCompare(b.weekStart) || a.employeeId.localeCompare(b.employeeId);
}

/** The CSV of some weeks: the header, then one line per employee, week and job. */
export function timecardsCsv(weeks: readonly TimecardWeek[], approvedAt: ApprovedAt): string {
  const lines = [...weeks].sort(byEmployeeAndWeek).flatMap((w) =>
    hoursByJob(w).map((e) => {
      const total = e.hours.reduce((a, b) => a + b, 0);
      const approved = w.status === 'approved';
      return [w.employeeId, w.employeeName, w.weekStart, addDays(w.weekStart, 6), e.jobNumber, w.status, ...e.hours, total, approved ? (w.decidedBy ?? '') : '', approved ? secondsIso(approvedAt(w)) : ''];
    }),
  );
  return csvText([[...CSV_COLUMNS], ...lines]);
}

/** `payroll-2026-11-09-to-2026-11-22.csv` */
export const payrollFileName = (start: IsoDate, end: IsoDate) => `payroll-${start}-to-${end}.csv`;

/** `timecard-alex.rivera-2026-11-16.csv`: the sign-in name's local part, only safe characters. */
export function weekFileName(employeeId: string, weekStart: IsoDate): string {
  const who = (employeeId.split('@')[0] ?? '').replace(/[^\w.-]/g, '_') || 'employee';
  return `timecard-${who}-${weekStart}.csv`;
}

/** The headers of a file answer: its type and a download under its name (ASCII only, so one plain filename). */
export function fileHeaders(fileName: string): Record<string, string> {
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  return { 'content-type': CSV_CONTENT_TYPE, 'content-disposition': `attachment; filename="${ascii}"` };
}

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFrom(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * The payroll import file's columns (issue #46 §4): one row per person and pay code, then the reconciliation line.
 * "Adjusts period" (last, so a file without adjustments imports as before) is empty on a regular line and names the
 * earlier closed period an adjustment line corrects (ADR 0174).
 */
export const PAYROLL_COLUMNS = ['Employee number', 'Employee name', 'Period start', 'Period end', 'Pay code', 'Hours', 'Approved by', 'Approved at', 'Adjusts period'] as const;

/** The reconciliation line's first cell: the hours of every row above it, which must equal the ledger's. */
export const RECONCILIATION = 'TOTAL';
