import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { CSV_COLUMNS, PAYROLL_COLUMNS } from '../../src/shared/payroll/csv.ts';
import { payPeriodOf } from '../../src/shared/payroll/periods.ts';
import { OWN_WEEK_ONLY } from '../../src/shared/payroll/rules.ts';
import type { PayPeriod } from '../../src/shared/payroll/schemas.ts';
import { ERROR_TEXTS } from '../../src/shared/contract/errors.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import { tokenFor, seededHarnessPerFile } from './harness.ts';

const harness = seededHarnessPerFile();

const ALEX = 'alex.rivera@contoso.test';
const thisWeek = mondayOf(isoDate(new Date()));
const lastWeek = addDays(thisWeek, -7);
const twoWeeksAgo = addDays(thisWeek, -14);
const BOM = '\uFEFF';
const lines = (csv: unknown) => String(csv).replace(BOM, '').split('\r\n').filter(Boolean);
const auditRows = async (entity: string) =>
  ((await harness().database.db.execute(sql`select actor, action, entity_id, after from audit where entity = ${entity} and action = 'export.csv' and id > (select max(id) from audit where action = 'seed') order by id`)) as { rows: { actor: string; action: string; entity_id: string; after: Record<string, unknown> }[] }).rows;

describe('payroll export (issue #26 §7)', () => {
  it("Pat (payroll) exports a period's approved weeks as CSV with the file's name, type and an audit row", async () => {
    const period = payPeriodOf(twoWeeksAgo);
    const token = await tokenFor(harness().keys, 'pat');
    const response = await harness().fetch(`/payroll/periods/${period.start}/csv`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="payroll-${period.start}-to-${period.end}.csv"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    // Read by a real CSV parser, as a payroll system would.
    const [header, ...records] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...PAYROLL_COLUMNS]);
    // The seed's approved weeks two weeks ago (Alex's and Pat's): one row per person and pay code, by employee
    // number, with who approved and when (issue #46 §4), then the reconciliation line.
    const approvedAt = `${addDays(twoWeeksAgo, 8)}T16:00:00Z`;
    expect(records).toEqual([
      ['E1002', 'Alex Rivera', period.start, period.end, 'REG', '40', 'Morgan Lee', approvedAt],
      ['E1003', 'Pat Morgan', period.start, period.end, 'REG', '40', 'Morgan Lee', approvedAt],
      ['TOTAL', 'All employees', period.start, period.end, 'ALL', '80', '', ''],
    ]);
    expect(await auditRows('pay_period')).toEqual([{ actor: 'pat.morgan@contoso.test', action: 'export.csv', entity_id: period.start, after: expect.objectContaining({ weeks: 2, hours: 80 }) as unknown }]);
  });

  it('a week approved through the API carries who approved it and when; the summary counts it and lists what is not approved', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    expect((await harness().call('pat', 'POST', `/approvals/timecards/${encodeURIComponent(ALEX)}/${lastWeek}`, { decision: 'approve' })).status).toBe(200);
    const after = new Date(Date.now() + 1000).toISOString();
    const period = payPeriodOf(lastWeek);
    const summary = (await harness().call('pat', 'GET', `/payroll/periods/${period.start}`)).body as PayPeriod;
    const alex = summary.approved.find((w) => w.employeeId === ALEX && w.weekStart === lastWeek);
    expect(alex).toMatchObject({ status: 'approved', hours: 40, approvedBy: 'Pat Morgan' });
    // When: the moment of the approval (between the request's start and end).
    expect([before <= (alex?.approvedAt ?? ''), (alex?.approvedAt ?? '') <= after]).toEqual([true, true]);
    // Olivia's submitted week of last week is left out of the export and said so.
    expect(summary.notApproved).toEqual(expect.arrayContaining([expect.objectContaining({ employeeId: 'olivia.chen@contoso.test', weekStart: lastWeek, status: 'submitted', hours: 40 })]));
    expect(summary.approvedHours).toBe(summary.approved.reduce((s, w) => s + w.hours, 0));
    const csv = lines((await harness().call('pat', 'GET', `/payroll/periods/${period.start}/csv`)).body);
    const alexLines = csv.filter((l) => l.startsWith('E1002,Alex Rivera,'));
    expect(alexLines).toHaveLength(1);
    expect(alexLines[0]).toMatch(new RegExp(`^E1002,Alex Rivera,${period.start},${period.end},REG,\\d+,[^,]*Pat Morgan[^,]*,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$`));
  });

  it('a name that a spreadsheet would run as a formula is written as text', async () => {
    await harness().database.db.execute(sql`update people set name = '=HYPERLINK("http://evil.test","Alex")' where id = ${ALEX}`);
    const csv = String((await harness().call('pat', 'GET', `/payroll/periods/${payPeriodOf(twoWeeksAgo).start}/csv`)).body);
    expect(csv).toContain(`E1002,"'=HYPERLINK(""http://evil.test"",""Alex"")",`);
    // A parser reads the quoted cell back as one text value, apostrophe first.
    expect((parse(csv, { bom: true }) as string[][]).find((r) => r[0] === 'E1002')?.[1]).toBe(`'=HYPERLINK("http://evil.test","Alex")`);
  });

  it('only payroll reads a period; a period starts on its own Monday', async () => {
    const { start } = payPeriodOf(twoWeeksAgo);
    for (const who of ['alex', 'morgan', 'harper', 'olivia']) {
      expect(await harness().call(who, 'GET', `/payroll/periods/${start}/csv`)).toEqual({ status: 403, body: { message: ERROR_TEXTS.forbidden } });
      expect((await harness().call(who, 'GET', `/payroll/periods/${start}`)).status).toBe(403);
    }
    expect((await harness().call('pat', 'GET', `/payroll/periods/${addDays(start, 7)}/csv`)).status).toBe(400);
    expect((await harness().call('pat', 'GET', `/payroll/periods/${addDays(start, 1)}`)).status).toBe(400);
    expect(await auditRows('pay_period')).toEqual([]);
  });
});

describe("an employee's own week as CSV (issue #26 §7)", () => {
  it('Alex downloads his submitted week: its lines, no approval yet, an audit row', async () => {
    const answer = await harness().call('alex', 'GET', `/timecards/${encodeURIComponent(ALEX)}/${lastWeek}/csv`);
    expect(answer.status).toBe(200);
    expect(lines(answer.body)).toEqual([
      CSV_COLUMNS.join(','),
      `${ALEX},Alex Rivera,${lastWeek},${addDays(lastWeek, 6)},24-102,submitted,0,0,4,0,0,0,0,4,,`,
      `${ALEX},Alex Rivera,${lastWeek},${addDays(lastWeek, 6)},24-117,submitted,8,8,4,8,8,0,0,36,,`,
    ]);
    expect(await auditRows('timecard_week')).toEqual([{ actor: ALEX, action: 'export.csv', entity_id: `${ALEX}/${lastWeek}`, after: { fileName: `timecard-alex.rivera-${lastWeek}.csv`, status: 'submitted' } }]);
  });

  it("refuses another person's week to anyone but payroll, and a week with nothing in it", async () => {
    expect(await harness().call('olivia', 'GET', `/timecards/${encodeURIComponent(ALEX)}/${lastWeek}/csv`)).toEqual({ status: 403, body: { message: OWN_WEEK_ONLY } });
    expect(await harness().call('morgan', 'GET', `/timecards/${encodeURIComponent(ALEX)}/${lastWeek}/csv`)).toEqual({ status: 403, body: { message: OWN_WEEK_ONLY } });
    expect((await harness().call('pat', 'GET', `/timecards/${encodeURIComponent(ALEX)}/${lastWeek}/csv`)).status).toBe(200);
    expect((await harness().call('alex', 'GET', `/timecards/${encodeURIComponent(ALEX)}/${addDays(thisWeek, -35)}/csv`)).status).toBe(404);
    expect((await harness().call(null, 'GET', `/timecards/${encodeURIComponent(ALEX)}/${lastWeek}/csv`)).status).toBe(401);
    expect((await auditRows('timecard_week')).map((r) => r.actor)).toEqual(['pat.morgan@contoso.test']);
  });
});
