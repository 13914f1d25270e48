import * as z from 'zod/mini';
import '../zodMessages';
import { DaySchema as day, TimestampSchema } from '../dateSchemas';
import { TIMECARD_STATUSES } from '../work/schemas';
import { PAY_CODES } from '../work/ledger';

/** The wire shape of a pay period's summary (issue #26 §7): what the export will hold, and what it leaves out. */

export const PayPeriodWeekSchema = z.strictObject({
  employeeId: z.string(),
  employeeName: z.string(),
  weekStart: day,
  status: z.enum(TIMECARD_STATUSES),
  /** Own and crew hours of the week. */
  hours: z.number(),
  approvedBy: z.nullable(z.string()),
  /** When it was approved (ISO 8601, UTC); null when the audit trail does not hold the approval (seeded data). */
  approvedAt: z.nullable(TimestampSchema),
});
export type PayPeriodWeek = z.infer<typeof PayPeriodWeekSchema>;

/** An adjustment line (issue #46 §4, ADR 0174): a person's hours of one pay code for an earlier closed period, positive or negative. */
export const PayrollAdjustmentSchema = z.strictObject({
  employeeId: z.string(),
  employeeName: z.string(),
  /** The closed period it adjusts (its first day). */
  periodStart: day,
  payCode: z.enum(PAY_CODES),
  /** The difference between that period's ledger now and every file so far exported for it. */
  hours: z.number(),
});
export type PayrollAdjustment = z.infer<typeof PayrollAdjustmentSchema>;

/** When a period was closed (its first export) and by whom (their name). */
export const PayPeriodCloseSchema = z.strictObject({
  at: TimestampSchema,
  by: z.string(),
});

export const PayPeriodSchema = z.strictObject({
  periodStart: day,
  periodEnd: day,
  /** The approved weeks: exactly what the CSV export holds, by employee name and week. */
  approved: z.array(PayPeriodWeekSchema),
  /** Weeks with hours that are not approved yet (draft, submitted, returned): left out of the export. */
  notApproved: z.array(PayPeriodWeekSchema),
  /** Hours of the approved weeks together. */
  approvedHours: z.number(),
  /** Whether its last day has passed (in the company's time zone): only then can it be exported. */
  ended: z.boolean(),
  /** Its close (its first export), or null while it is open. A closed period's file never changes. */
  closed: z.nullable(PayPeriodCloseSchema),
  /** Adjustments for earlier closed periods: those its file carried (closed) or will carry (open). */
  adjustments: z.array(PayrollAdjustmentSchema),
  /** Closed: the changes to it since, waiting for the next export of a later period. Open: empty. */
  changedSinceClose: z.array(PayrollAdjustmentSchema),
});
export type PayPeriod = z.infer<typeof PayPeriodSchema>;

/** A CSV file's text (the export operations' success body). */
export const CsvTextSchema = z.string();
