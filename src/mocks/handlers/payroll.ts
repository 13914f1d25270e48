import { http, HttpResponse } from 'msw';
import { PAYROLL_OPERATIONS as OPS } from '../../shared/contract/payroll';
import { ROLES_PAYROLL } from '../../shared/contract/roles';
import { hasAnyRole } from '../../shared/roles';
import { fileHeaders, payrollFileName, timecardsCsv, weekFileName } from '../../shared/payroll/csv';
import type { ApprovedAt } from '../../shared/payroll/csv';
import { payrollExport } from '../../shared/payroll/payCodes';
import { adjustmentList, adjustmentsFor, carriedAdjustments, closingFile, PERIOD_NOT_ENDED } from '../../shared/payroll/closing';
import type { PayrollLine, PeriodNow, PersonOf } from '../../shared/payroll/closing';
import type { PayPeriodClosing } from '../../shared/payroll/rules';
import { isPayPeriodStart, PAY_PERIOD_DAYS, PAY_PERIOD_TEXT, payPeriodWeeks } from '../../shared/payroll/periods';
import { isEmptyWeek, NO_SUCH_WEEK, OWN_WEEK_ONLY, payPeriodSummary } from '../../shared/payroll/rules';
import { addDays, isIsoDate, isoDate, mondayOf } from '../../shared/work/dates';
import type { TimecardWeek } from '../../shared/work/schemas';
import { PEOPLE } from '../../shared/demo/work';
import { authorize, badRequest, conflict, forbidden, notFound } from './identity';

const WEEK_TEXT = 'A week starts on a Monday (YYYY-MM-DD).';

/** A closed period as the service records it (ADR 0174): when, by whom, its file as sent, and its lines. */
interface Close {
  at: string;
  by: string;
  fileName: string;
  content: string;
  lines: PayrollLine[];
}

/**
 * Payroll (src/shared/contract/payroll.ts) over the work handlers' weeks, with the service's roles and the shared
 * rules and CSV builder of src/shared/payroll (the service also writes an audit row per export; MSW keeps none).
 * Closes are kept in memory, like the service's payroll_closes and payroll_lines, until reset.
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
  const closes = new Map<string, Close>();
  const person: PersonOf = { number: (id) => PEOPLE.find((p) => p.id === id)?.employeeNumber ?? id, name: (id) => PEOPLE.find((p) => p.id === id)?.name ?? id };
  const ended = (start: string) => addDays(start, PAY_PERIOD_DAYS - 1) < isoDate(new Date());
  const periodNow = (start: string): PeriodNow => ({ periodStart: start, result: payrollExport(inPeriod(start).filter((w) => w.status === 'approved'), person.number, approvedAt) });
  const linesFor = (start: string) => [...closes.values()].flatMap((c) => c.lines.filter((l) => l.forPeriod === start));
  const closedBefore = (start: string) => [...closes.keys()].filter((k) => k < start);
  const closingOf = (start: string): PayPeriodClosing => {
    const close = closes.get(start);
    if (!close) {
      const earlier = closedBefore(start);
      return { ended: ended(start), closed: null, adjustments: adjustmentList(adjustmentsFor(earlier.map(periodNow), earlier.flatMap(linesFor), person)), changedSinceClose: [] };
    }
    return {
      ended: true,
      closed: { at: close.at, by: close.by },
      adjustments: carriedAdjustments(start, close.lines.map((l) => ({ ...l, employeeName: person.name(l.employeeId) }))),
      changedSinceClose: adjustmentList(adjustmentsFor([periodNow(start)], linesFor(start), person)),
    };
  };
  const file = (fileName: string, content: string) => new HttpResponse(content, { status: 200, headers: { ...fileHeaders(fileName), 'cache-control': 'no-store' } });

  const handlers = [
    http.get(at(OPS.getPayPeriod.path), ({ request, params }) => {
      const caller = authorize(request, OPS.getPayPeriod.roles);
      if (caller instanceof Response) return caller;
      const start = periodOf(params.periodStart);
      if (start instanceof Response) return start;
      return HttpResponse.json(payPeriodSummary(start, inPeriod(start), approvedAt, closingOf(start)));
    }),
    http.get(at(OPS.exportPayPeriod.path), ({ request, params }) => {
      const caller = authorize(request, OPS.exportPayPeriod.roles);
      if (caller instanceof Response) return caller;
      const start = periodOf(params.periodStart);
      if (start instanceof Response) return start;
      const closed = closes.get(start);
      if (closed) return file(closed.fileName, closed.content);
      if (!ended(start)) return conflict(PERIOD_NOT_ENDED);
      const end = addDays(start, PAY_PERIOD_DAYS - 1);
      const earlier = closedBefore(start);
      const made = closingFile(start, end, periodNow(start).result, earlier.map(periodNow), earlier.flatMap(linesFor), person);
      const fileName = payrollFileName(start, end);
      closes.set(start, { at: new Date().toISOString(), by: caller.name, fileName, content: made.content, lines: made.lines });
      return file(fileName, made.content);
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
  return {
    handlers,
    /** Opens every period again (the demo's reset). */
    reset() {
      closes.clear();
    },
  };
}
