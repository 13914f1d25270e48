import * as z from 'zod/mini';
import '../zodMessages';
import { DaySchema as day, TimestampSchema } from '../dateSchemas';
import { TIMECARD_STATUSES } from '../work/schemas';

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

export const PayPeriodSchema = z.strictObject({
  periodStart: day,
  periodEnd: day,
  /** The approved weeks: exactly what the CSV export holds, by employee name and week. */
  approved: z.array(PayPeriodWeekSchema),
  /** Weeks with hours that are not approved yet (draft, submitted, returned): left out of the export. */
  notApproved: z.array(PayPeriodWeekSchema),
  /** Hours of the approved weeks together. */
  approvedHours: z.number(),
});
export type PayPeriod = z.infer<typeof PayPeriodSchema>;

/** A CSV file's text (the export operations' success body). */
export const CsvTextSchema = z.string();
