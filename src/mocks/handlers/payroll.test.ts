import { ALEX, as, MORGAN, OLIVIA, PAT } from '../../../test/accounts';
import type { AccountSummary } from '../../features/auth/authSlice';
import { seedWork } from '../../shared/demo/work';
import { payPeriodOf } from '../../shared/payroll/periods';
import { OWN_WEEK_ONLY } from '../../shared/payroll/rules';
import { PERIOD_NOT_ENDED } from '../../shared/payroll/closing';
import type { PayPeriod } from '../../shared/payroll/schemas';
import { addDays, isoDate, mondayOf } from '../../shared/work/dates';

const url = (path: string) => new URL(`/api${path}`, location.href).href;
const call = (who: AccountSummary | null, path: string, method = 'GET', body?: unknown) =>
  fetch(url(path), { method, headers: { ...(who ? as(who) : {}), 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
const thisWeek = mondayOf(isoDate(new Date()));
const lastWeek = addDays(thisWeek, -7);
const alex = encodeURIComponent('alex.rivera@contoso.test');

describe('mock API: payroll (the service rules, issue #26 §7)', () => {
  it('gives payroll a period and its CSV with the download headers; everyone else 403', async () => {
    const { start, end } = payPeriodOf(addDays(thisWeek, -14));
    const csv = await call(PAT, `/payroll/periods/${start}/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="payroll-${start}-to-${end}.csv"`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    // One row per person and pay code (issue #46 §4): Alex's and Pat's approved weeks, by employee number, then the total.
    const rows = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(rows[0]).toBe('Employee number,Employee name,Period start,Period end,Pay code,Hours,Approved by,Approved at,Adjusts period');
    expect(rows.filter((l) => /^E\d+,[^,]+,[^,]+,[^,]+,REG,/.test(l)).length).toBeGreaterThanOrEqual(2);
    expect(rows.at(-1)).toMatch(new RegExp(`^TOTAL,All employees,${start},${end},ALL,\\d`));
    for (const who of [ALEX, MORGAN, OLIVIA]) {
      expect((await call(who, `/payroll/periods/${start}/csv`)).status).toBe(403);
      expect((await call(who, `/payroll/periods/${start}`)).status).toBe(403);
    }
    expect((await call(PAT, `/payroll/periods/${addDays(start, 7)}`)).status).toBe(400);
  });

  it('a week approved through the mock is in the summary with who approved it and when; the current period is not exported yet', async () => {
    expect((await call(PAT, `/approvals/timecards/${alex}/${lastWeek}`, 'POST', { decision: 'approve' })).status).toBe(200);
    const summary = (await (await call(PAT, `/payroll/periods/${payPeriodOf(lastWeek).start}`)).json()) as PayPeriod;
    const line = summary.approved.find((w) => w.weekStart === lastWeek && w.employeeName === 'Alex Rivera');
    const seeded = seedWork().weeks.find((w) => w.employeeId === 'alex.rivera@contoso.test' && w.weekStart === lastWeek);
    const hours = (seeded?.entries ?? []).flatMap((e) => e.hours).reduce((a, b) => a + b, 0);
    expect(hours).toBeGreaterThan(0);
    expect(line).toMatchObject({ hours, approvedBy: 'Pat Morgan', approvedAt: expect.stringMatching(/^\d{4}-/) as unknown });
    expect(summary.notApproved.map((w) => w.employeeName)).toContain('Olivia Chen');
    const current = payPeriodOf(thisWeek).start;
    expect((await (await call(PAT, `/payroll/periods/${current}`)).json()) as PayPeriod).toMatchObject({ ended: false, closed: null });
    const refused = await call(PAT, `/payroll/periods/${current}/csv`);
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([409, PERIOD_NOT_ENDED]);
  });

  it('closes a period on its first export like the service: the same file again, a later change once in the next file (ADR 0174)', async () => {
    const period = payPeriodOf(addDays(thisWeek, -14));
    const earlier = payPeriodOf(addDays(period.start, -1));
    const closed = await (await call(PAT, `/payroll/periods/${earlier.start}/csv`)).text();
    const entries = { entries: [{ jobNumber: '24-117', hours: [8, 8, 8, 8, 8, 0, 0] }] };
    expect((await call(ALEX, `/timecards/${earlier.start}`, 'PUT', entries)).status).toBe(200);
    expect((await call(ALEX, `/timecards/${earlier.start}/submit`, 'POST', entries)).status).toBe(200);
    expect((await call(MORGAN, `/approvals/timecards/${alex}/${earlier.start}`, 'POST', { decision: 'approve' })).status).toBe(200);
    const pending = [{ employeeId: 'alex.rivera@contoso.test', employeeName: 'Alex Rivera', periodStart: earlier.start, payCode: 'REG', hours: 40 }];
    expect(((await (await call(PAT, `/payroll/periods/${earlier.start}`)).json()) as PayPeriod).changedSinceClose).toEqual(pending);
    expect(await (await call(PAT, `/payroll/periods/${earlier.start}/csv`)).text()).toBe(closed);
    const next = await (await call(PAT, `/payroll/periods/${period.start}/csv`)).text();
    const rows = next.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(rows.filter((r) => r.endsWith(`,${earlier.start}`))).toEqual([expect.stringMatching(new RegExp(`^E1002,Alex Rivera,${period.start},${period.end},REG,40,Morgan Lee,[^,]+,${earlier.start}$`)) as unknown as string]);
    expect(rows.at(-1)).toBe(`TOTAL,All employees,${period.start},${period.end},ALL,120,,,`);
    const after = (await (await call(PAT, `/payroll/periods/${period.start}`)).json()) as PayPeriod;
    expect([after.closed?.by, after.adjustments]).toEqual(['Pat Morgan', pending]);
    expect(((await (await call(PAT, `/payroll/periods/${earlier.start}`)).json()) as PayPeriod).changedSinceClose).toEqual([]);
    expect(await (await call(PAT, `/payroll/periods/${period.start}/csv`)).text()).toBe(next);
  });

  it("an employee downloads their own week; another's is refused unless payroll asks", async () => {
    const own = await call(ALEX, `/timecards/${alex}/${lastWeek}/csv`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="timecard-alex.rivera-${lastWeek}.csv"`);
    expect((await own.text()).split('\r\n').filter(Boolean)).toHaveLength(3);
    const refused = await call(OLIVIA, `/timecards/${alex}/${lastWeek}/csv`);
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([403, OWN_WEEK_ONLY]);
    expect((await call(PAT, `/timecards/${alex}/${lastWeek}/csv`)).status).toBe(200);
    expect((await call(ALEX, `/timecards/${alex}/${addDays(thisWeek, -35)}/csv`)).status).toBe(404);
    expect((await call(null, `/timecards/${alex}/${lastWeek}/csv`)).status).toBe(401);
  });
});
