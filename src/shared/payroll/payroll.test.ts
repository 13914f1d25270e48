import { addDays } from '../work/dates';
import type { TimecardWeek } from '../work/schemas';
import { csvCell, csvHours, CSV_COLUMNS, fileHeaders, fileNameFrom, hoursByJob, payrollFileName, timecardsCsv, weekFileName } from './csv';
import { isPayPeriodStart, lastClosedPayPeriod, PAY_PERIOD_ANCHOR, payPeriodOf, payPeriodWeeks, recentPayPeriods } from './periods';
import { payPeriodSummary } from './rules';

const week = (fields: Partial<TimecardWeek>): TimecardWeek => ({
  employeeId: 'alex.rivera@contoso.test',
  employeeName: 'Alex Rivera',
  weekStart: '2026-11-09',
  status: 'approved',
  entries: [{ jobNumber: '24-117', hours: [8, 8, 8, 8, 8, 0, 0] }],
  reason: null,
  decidedBy: 'Morgan Lee',
  ...fields,
});
const rows = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('CSV cells (RFC 4180, no formula injection)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Rivera, Alex')).toBe('"Rivera, Alex"');
    expect(csvCell('the "big" job')).toBe('"the ""big"" job"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
    expect(csvCell('')).toBe('');
  });

  it('puts an apostrophe before a cell a spreadsheet would run (= + - @, tab, carriage return)', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1 206 555 0118')).toBe("'+1 206 555 0118");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\tTAB')).toBe("'\tTAB");
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe('"\'=HYPERLINK(""http://evil.test"",""x"")"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Zoë Ünal')).toBe('Zoë Ünal');
  });

  it('writes hours without float noise', () => {
    expect(csvHours(0.1 + 0.2)).toBe('0.3');
    expect(csvHours(6.5)).toBe('6.5');
    expect(csvHours(40)).toBe('40');
  });
});

describe('timecards as CSV', () => {
  it('starts with a byte order mark, ends lines with CRLF, one line per employee, week and job, own and crew hours summed', () => {
    const csv = timecardsCsv(
      [
        week({ employeeId: 'pat.morgan@contoso.test', employeeName: 'Pat Morgan', entries: [{ jobNumber: '25-011', hours: [8, 8, 8, 8, 8, 0, 0] }] }),
        week({
          entries: [
            { jobNumber: '24-117', hours: [8, 8, 4, 8, 8, 0, 0] },
            { jobNumber: '24-102', hours: [0, 0, 4, 0, 0, 0, 0] },
          ],
          crewEntries: [{ jobNumber: '24-117', hours: [0, 0, 0, 0, 0, 2.5, 0], enteredBy: 'Olivia Chen' }],
        }),
      ],
      (w) => (w.employeeId.startsWith('alex') ? '2026-11-17T09:30:00.123Z' : null),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(rows(csv)).toEqual([
      CSV_COLUMNS.join(','),
      'alex.rivera@contoso.test,Alex Rivera,2026-11-09,2026-11-15,24-102,approved,0,0,4,0,0,0,0,4,Morgan Lee,2026-11-17T09:30:00Z',
      'alex.rivera@contoso.test,Alex Rivera,2026-11-09,2026-11-15,24-117,approved,8,8,4,8,8,2.5,0,38.5,Morgan Lee,2026-11-17T09:30:00Z',
      'pat.morgan@contoso.test,Pat Morgan,2026-11-09,2026-11-15,25-011,approved,8,8,8,8,8,0,0,40,Morgan Lee,',
      '',
    ]);
  });

  it('leaves approval columns empty for a week not approved, and drops jobs with no hours', () => {
    const csv = timecardsCsv([week({ status: 'submitted', decidedBy: null, entries: [{ jobNumber: '24-117', hours: [1, 0, 0, 0, 0, 0, 0] }, { jobNumber: '24-102', hours: [0, 0, 0, 0, 0, 0, 0] }] })], () => '2026-11-17T09:30:00Z');
    expect(rows(csv)[1]).toBe('alex.rivera@contoso.test,Alex Rivera,2026-11-09,2026-11-15,24-117,submitted,1,0,0,0,0,0,0,1,,');
    expect(rows(csv)).toHaveLength(3);
  });

  it('defuses a hostile name and job in the file', () => {
    const csv = timecardsCsv([week({ employeeName: '@evil', entries: [{ jobNumber: '=cmd', hours: [1, 0, 0, 0, 0, 0, 0] }] })], () => null);
    expect(rows(csv)[1]?.split(',').slice(1, 5)).toEqual(["'@evil", '2026-11-09', '2026-11-15', "'=cmd"]);
  });

  it('sums the hours by job', () => {
    expect(hoursByJob(week({ entries: [{ jobNumber: 'B', hours: [1, 0, 0, 0, 0, 0, 0] }], crewEntries: [{ jobNumber: 'A', hours: [0, 2, 0, 0, 0, 0, 0], enteredBy: 'x' }, { jobNumber: 'B', hours: [1, 0, 0, 0, 0, 0, 0], enteredBy: 'x' }] }))).toEqual([
      { jobNumber: 'A', hours: [0, 2, 0, 0, 0, 0, 0] },
      { jobNumber: 'B', hours: [2, 0, 0, 0, 0, 0, 0] },
    ]);
  });

  it('names the files, and reads the name back from Content-Disposition', () => {
    expect(payrollFileName('2026-11-09', '2026-11-22')).toBe('payroll-2026-11-09-to-2026-11-22.csv');
    expect(weekFileName('alex.rivera@contoso.test', '2026-11-16')).toBe('timecard-alex.rivera-2026-11-16.csv');
    expect(weekFileName('o"neil/../x@contoso.test', '2026-11-16')).toBe('timecard-o_neil_.._x-2026-11-16.csv');
    const headers = fileHeaders('payroll-2026-11-09-to-2026-11-22.csv');
    expect(headers).toEqual({ 'content-type': 'text/csv; charset=utf-8; header=present', 'content-disposition': 'attachment; filename="payroll-2026-11-09-to-2026-11-22.csv"' });
    expect(fileNameFrom(headers['content-disposition'] ?? null)).toBe('payroll-2026-11-09-to-2026-11-22.csv');
    expect(fileNameFrom("attachment; filename*=UTF-8''caf%C3%A9.csv")).toBe('café.csv');
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe('pay periods: two weeks from a fixed Monday', () => {
  it('puts every day in the period that holds its week, Monday to the second Sunday', () => {
    expect(payPeriodOf(PAY_PERIOD_ANCHOR)).toEqual({ start: '2024-01-01', end: '2024-01-14' });
    expect(payPeriodOf('2024-01-14')).toEqual({ start: '2024-01-01', end: '2024-01-14' });
    expect(payPeriodOf('2024-01-15')).toEqual({ start: '2024-01-15', end: '2024-01-28' });
    expect(payPeriodOf('2023-12-31')).toEqual({ start: '2023-12-18', end: '2023-12-31' });
    // Across a daylight-saving change and a year.
    expect(payPeriodOf('2026-03-29').start).toBe('2026-03-23');
    expect(payPeriodOf('2026-11-25')).toEqual({ start: '2026-11-16', end: '2026-11-29' });
    for (let d = 0; d < 60; d += 1) {
      const day = addDays('2026-10-01', d);
      const { start } = payPeriodOf(day);
      expect(payPeriodWeeks(start).some((monday) => day >= monday && day <= addDays(monday, 6))).toBe(true);
    }
  });

  it('knows a period start, the recent periods and the last closed one', () => {
    expect(isPayPeriodStart('2026-11-16')).toBe(true);
    expect(isPayPeriodStart('2026-11-23')).toBe(false);
    expect(isPayPeriodStart('2026-11-24')).toBe(false);
    expect(isPayPeriodStart('2026-02-30')).toBe(false);
    const today = new Date(2026, 10, 25, 12);
    expect(recentPayPeriods(today, 3).map((p) => p.start)).toEqual(['2026-11-16', '2026-11-02', '2026-10-19']);
    expect(lastClosedPayPeriod(today)).toEqual({ start: '2026-11-02', end: '2026-11-15' });
  });
});

describe("a period's summary", () => {
  it('lists the approved weeks (what the export holds) and the ones with hours not approved yet, with the approved total', () => {
    const summary = payPeriodSummary(
      '2026-11-16',
      [
        week({ weekStart: '2026-11-16' }),
        week({ weekStart: '2026-11-23', status: 'submitted', decidedBy: null }),
        week({ employeeId: 'olivia.chen@contoso.test', employeeName: 'Olivia Chen', weekStart: '2026-11-16', status: 'draft', decidedBy: null, entries: [] }),
        week({ employeeId: 'pat.morgan@contoso.test', employeeName: 'Pat Morgan', weekStart: '2026-11-23', entries: [{ jobNumber: '25-011', hours: [7.5, 0, 0, 0, 0, 0, 0] }] }),
      ],
      () => null,
    );
    expect(summary.periodEnd).toBe('2026-11-29');
    expect(summary.approved.map((w) => [w.employeeName, w.weekStart, w.hours])).toEqual([
      ['Alex Rivera', '2026-11-16', 40],
      ['Pat Morgan', '2026-11-23', 7.5],
    ]);
    expect(summary.notApproved.map((w) => [w.employeeName, w.status])).toEqual([['Alex Rivera', 'submitted']]);
    expect(summary.approvedHours).toBe(47.5);
  });
});
