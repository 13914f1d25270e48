import { weekTotal } from '../work/rules';
import type { TimecardWeek } from '../work/schemas';
import { byEmployeeAndWeek, hoursByJob } from './csv';
import type { ApprovedAt } from './csv';
import { payPeriodOf, PAY_PERIOD_DAYS } from './periods';
import type { PayPeriod, PayPeriodWeek } from './schemas';
import { addDays } from '../work/dates';

/** Who may download whose week: the employee their own, payroll anyone's (issue #26 §7). */
export const OWN_WEEK_ONLY = 'You can download only your own timecards.';
export const NO_SUCH_WEEK = 'There is no timecard for that week.';

/** A week with no hours and no decision is not a timecard (an untouched draft). */
export const isEmptyWeek = (w: TimecardWeek) => w.status === 'draft' && hoursByJob(w).length === 0;

/** What a period's summary says of its close (ADR 0174). */
export type PayPeriodClosing = Pick<PayPeriod, 'ended' | 'closed' | 'adjustments' | 'changedSinceClose'>;

/** A period that has not ended, with nothing to adjust. */
export const OPEN_PERIOD: PayPeriodClosing = { ended: false, closed: null, adjustments: [], changedSinceClose: [] };

/**
 * The summary of a period (service and mock API alike): the approved weeks the export holds and the weeks with
 * hours it leaves out because they are not approved yet, each with its hours.
 */
export function payPeriodSummary(periodStart: string, weeks: readonly TimecardWeek[], approvedAt: ApprovedAt, closing: PayPeriodClosing = OPEN_PERIOD): PayPeriod {
  const { start } = payPeriodOf(periodStart);
  const line = (w: TimecardWeek): PayPeriodWeek => ({
    employeeId: w.employeeId,
    employeeName: w.employeeName,
    weekStart: w.weekStart,
    status: w.status,
    hours: Math.round(weekTotal(hoursByJob(w)) * 100) / 100,
    approvedBy: w.status === 'approved' ? w.decidedBy : null,
    approvedAt: w.status === 'approved' ? approvedAt(w) : null,
  });
  const sorted = [...weeks].sort(byEmployeeAndWeek);
  const approved = sorted.filter((w) => w.status === 'approved').map(line);
  const notApproved = sorted.filter((w) => w.status !== 'approved' && !isEmptyWeek(w)).map(line);
  return {
    periodStart: start,
    periodEnd: addDays(start, PAY_PERIOD_DAYS - 1),
    approved,
    notApproved,
    approvedHours: Math.round(approved.reduce((sum, w) => sum + w.hours, 0) * 100) / 100,
    ...closing,
  };
}
