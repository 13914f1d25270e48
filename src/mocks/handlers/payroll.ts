import { http, HttpResponse } from 'msw';
import { PAYROLL_OPERATIONS as OPS } from '../../shared/contract/payroll';
import { ROLES_PAYROLL } from '../../shared/contract/roles';
import { hasAnyRole } from '../../shared/roles';
import { fileHeaders, payrollFileName, timecardsCsv, weekFileName } from '../../shared/payroll/csv';
import type { ApprovedAt } from '../../shared/payroll/csv';
import { payrollCsv, payrollExport } from '../../shared/payroll/payCodes';
import { isPayPeriodStart, PAY_PERIOD_TEXT, payPeriodWeeks } from '../../shared/payroll/periods';
import { isEmptyWeek, NO_SUCH_WEEK, OWN_WEEK_ONLY, payPeriodSummary } from '../../shared/payroll/rules';
import { isIsoDate, mondayOf } from '../../shared/work/dates';
import type { TimecardWeek } from '../../shared/work/schemas';
import { PEOPLE } from '../../shared/demo/work';
import { authorize, badRequest, forbidden, notFound } from './identity';

const WEEK_TEXT = 'A week starts on a Monday (YYYY-MM-DD).';

/**
 * Payroll (src/shared/contract/payroll.ts) over the work handlers' weeks, with the service's roles and the shared
 * rules and CSV builder of src/shared/payroll (the service also writes an audit row per export; MSW keeps none).
 */
export function payrollHandlers(basePath: string, weeks: () => readonly TimecardWeek[], approvedAt: ApprovedAt) {
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const periodOf = (value: unknown): string | Response => {
    const start = String(value);
    return isPayPeriodStart(start) ? start : badRequest(PAY_PERIOD_TEXT, { periodStart: PAY_PERIOD_TEXT });
  };
  const inPeriod = (start: string) => {
    const mondays = payPeriodWeeks(start);
    return weeks().filter((w) => mondays.includes(w.weekStart));
  };
  const file = (fileName: string, content: string) => new HttpResponse(content, { status: 200, headers: { ...fileHeaders(fileName), 'cache-control': 'no-store' } });

  const handlers = [
    http.get(at(OPS.getPayPeriod.path), ({ request, params }) => {
      const caller = authorize(request, OPS.getPayPeriod.roles);
      if (caller instanceof Response) return caller;
      const start = periodOf(params.periodStart);
      if (start instanceof Response) return start;
      return HttpResponse.json(payPeriodSummary(start, inPeriod(start), approvedAt));
    }),
    http.get(at(OPS.exportPayPeriod.path), ({ request, params }) => {
      const caller = authorize(request, OPS.exportPayPeriod.roles);
      if (caller instanceof Response) return caller;
      const start = periodOf(params.periodStart);
      if (start instanceof Response) return start;
      const approved = inPeriod(start).filter((w) => w.status === 'approved');
      const summary = payPeriodSummary(start, approved, approvedAt);
      const numberOf = (id: string) => PEOPLE.find((p) => p.id === id)?.employeeNumber ?? id;
      return file(payrollFileName(summary.periodStart, summary.periodEnd), payrollCsv(summary.periodStart, summary.periodEnd, payrollExport(approved, numberOf, approvedAt)));
    }),
    http.get(at(OPS.exportTimecardWeek.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const employeeId = String(params.employeeId).toLowerCase();
      const weekStart = String(params.weekStart);
      if (!isIsoDate(weekStart) || mondayOf(weekStart) !== weekStart) return badRequest(WEEK_TEXT, { weekStart: WEEK_TEXT });
      if (employeeId !== caller.id && !hasAnyRole(caller.roles, ROLES_PAYROLL)) return forbidden(OWN_WEEK_ONLY);
      const week = weeks().find((w) => w.employeeId === employeeId && w.weekStart === weekStart);
      if (!week || isEmptyWeek(week)) return notFound(NO_SUCH_WEEK);
      const named: TimecardWeek = { ...week, employeeName: PEOPLE.find((p) => p.id === employeeId)?.name ?? week.employeeName };
      return file(weekFileName(employeeId, weekStart), timecardsCsv([named], approvedAt));
    }),
  ];
  return { handlers };
}
