import { CsvTextSchema, PayPeriodSchema } from '../payroll/schemas';
import { ROLES_PAYROLL } from './roles';
import type { Operation } from './operation';

/**
 * The payroll API (issue #26 §7, ADR 0131), written once like src/shared/contract/work.ts: a pay period's summary
 * and its CSV export for payroll, and one week's CSV for its own employee. Every export is an audit row.
 */
export const PAYROLL_OPERATIONS = {
  getPayPeriod: {
    method: 'GET',
    path: '/payroll/periods/{periodStart}',
    summary:
      "A pay period (two weeks from the Monday given): everyone's approved weeks, which the export holds, the weeks with hours not approved yet, whether it has ended and been closed (when, by whom), the adjustments for earlier closed periods its file carries or will carry, and the changes to it since its close",
    roles: ROLES_PAYROLL,
    response: PayPeriodSchema,
    status: 200,
    errors: [400, 401, 403],
  },
  exportPayPeriod: {
    method: 'GET',
    path: '/payroll/periods/{periodStart}/csv',
    summary:
      'The approved timecards of a pay period as CSV for payroll (RFC 4180, UTF-8 with a byte order mark): one row per person and pay code (REG, OT, VAC, SICK, PERS, HOL) with the employee number and who approved when, then adjustment lines for earlier closed periods (the difference since their files, dated in "Adjusts period"), then a reconciliation line; refused when the rows do not add up to the ledger. The first export of a period that has ended closes it and records the file: every later download is the same file, and a later change goes into a later period as an adjustment. A period that has not ended is refused (409). Written to the audit trail',
    roles: ROLES_PAYROLL,
    response: CsvTextSchema,
    produces: 'text/csv',
    status: 200,
    errors: [400, 401, 403, 409],
  },
  exportTimecardWeek: {
    method: 'GET',
    path: '/timecards/{employeeId}/{weekStart}/csv',
    summary: "One week's timecard as CSV, one line per job with its hours by day: the caller's own week, or anyone's for payroll (403 otherwise); written to the audit trail",
    response: CsvTextSchema,
    produces: 'text/csv',
    status: 200,
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, Operation>;
