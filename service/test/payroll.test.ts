import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { seedWork } from '../../src/shared/demo/work.ts';
import { CSV_COLUMNS, PAYROLL_COLUMNS } from '../../src/shared/payroll/csv.ts';
import { payPeriodOf } from '../../src/shared/payroll/periods.ts';
import { OWN_WEEK_ONLY } from '../../src/shared/payroll/rules.ts';
import { PERIOD_NOT_ENDED } from '../../src/shared/payroll/closing.ts';
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
/** A week as the demo seeds it today (holidays in it carry no worked hours), and its hours. */
const seededWeek = (employeeId: string, weekStart: string) => seedWork().weeks.find((w) => w.employeeId === employeeId && w.weekStart === weekStart);
const seededHours = (employeeId: string, weekStart: string) => (seededWeek(employeeId, weekStart)?.entries ?? []).flatMap((e) => e.hours).reduce((a, b) => a + b, 0);
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
    const [header, ...records] = parse(text, { bom: true });
    expect(header).toEqual([...PAYROLL_COLUMNS]);
    // The seed's approved weeks two weeks ago (Alex's and Pat's): one row per person and pay code, by employee
    // number, with who approved and when (issue #46 §4), then the reconciliation line.
    const approvedAt = `${addDays(twoWeeksAgo, 8)}T16:00:00Z`;
    expect(records).toEqual([
      ['E1002', 'Alex Rivera', period.start, period.end, 'REG', '40', 'Morgan Lee', approvedAt, ''],
      ['E1003', 'Pat Morgan', period.start, period.end, 'REG', '40', 'Morgan Lee', approvedAt, ''],
      ['TOTAL', 'All employees', period.start, period.end, 'ALL', '80', '', '', ''],
    ]);
    expect(await auditRows('pay_period')).toEqual([{ actor: 'pat.morgan@contoso.test', action: 'export.csv', entity_id: period.start, after: expect.objectContaining({ closed: true, weeks: 2, hours: 80, adjustments: 0 }) as unknown }]);
  });

  it('a week approved through the API carries who approved it and when; the summary counts it and lists what is not approved', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    expect((await harness().call('pat', 'POST', `/approvals/timecards/${encodeURIComponent(ALEX)}/${lastWeek}`, { decision: 'approve' })).status).toBe(200);
    const after = new Date(Date.now() + 1000).toISOString();
    const period = payPeriodOf(lastWeek);
    const summary = (await harness().call('pat', 'GET', `/payroll/periods/${period.start}`)).body as PayPeriod;
    const alex = summary.approved.find((w) => w.employeeId === ALEX && w.weekStart === lastWeek);
    expect(alex).toMatchObject({ status: 'approved', hours: seededHours(ALEX, lastWeek), approvedBy: 'Pat Morgan' });
    // When: the moment of the approval (between the request's start and end).
    expect([before <= (alex?.approvedAt ?? ''), (alex?.approvedAt ?? '') <= after]).toEqual([true, true]);
    // Olivia's submitted week of last week is left out of the export and said so.
    expect(summary.notApproved).toEqual(expect.arrayContaining([expect.objectContaining({ employeeId: 'olivia.chen@contoso.test', weekStart: lastWeek, status: 'submitted', hours: seededHours('olivia.chen@contoso.test', lastWeek) })]));
    expect(summary.approvedHours).toBe(summary.approved.reduce((s, w) => s + w.hours, 0));
    // The period of this week has not ended: it cannot be exported (nor closed) yet.
    const current = payPeriodOf(thisWeek).start;
    expect(await harness().call('pat', 'GET', `/payroll/periods/${current}/csv`)).toEqual({ status: 409, body: { message: PERIOD_NOT_ENDED } });
    expect((await harness().call('pat', 'GET', `/payroll/periods/${current}`)).body).toMatchObject({ ended: false, closed: null, changedSinceClose: [] });
  });

  it('a name that a spreadsheet would run as a formula is written as text', async () => {
    await harness().database.db.execute(sql`update people set name = '=HYPERLINK("http://evil.test","Alex")' where id = ${ALEX}`);
    const csv = String((await harness().call('pat', 'GET', `/payroll/periods/${payPeriodOf(twoWeeksAgo).start}/csv`)).body);
    expect(csv).toContain(`E1002,"'=HYPERLINK(""http://evil.test"",""Alex"")",`);
    // A parser reads the quoted cell back as one text value, apostrophe first.
    expect(parse(csv, { bom: true }).find((r) => r[0] === 'E1002')?.[1]).toBe(`'=HYPERLINK("http://evil.test","Alex")`);
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

describe('closing a pay period, and adjustments for a change after its close (issue #46 §4, ADR 0174)', () => {
  // The last period that has ended (always holding the seed's approved weeks of two weeks ago) and the one before it
  // (no weeks in the seed): both have ended whatever today is; the current period never has.
  const period = payPeriodOf(twoWeeksAgo);
  const earlier = payPeriodOf(addDays(period.start, -1));
  const csvOf = async (start: string) => {
    const answer = await harness().answer('pat', 'GET', `/payroll/periods/${start}/csv`);
    expect(answer.status).toBe(200);
    return String(answer.body);
  };
  const records = (csv: string) => parse(csv, { bom: true }).slice(1);
  const summaryOf = async (start: string) => (await harness().call('pat', 'GET', `/payroll/periods/${start}`)).body as PayPeriod;
  /** Alex enters 40 h in the earlier period's first week and submits it; Morgan approves it. */
  const alexWorksLate = async () => {
    const entries = [{ jobNumber: '24-117', hours: [8, 8, 8, 8, 8, 0, 0] }];
    expect((await harness().call('alex', 'PUT', `/timecards/${earlier.start}`, { entries })).status).toBe(200);
    expect((await harness().call('alex', 'POST', `/timecards/${earlier.start}/submit`, { entries })).status).toBe(200);
    expect((await harness().call('morgan', 'POST', `/approvals/timecards/${encodeURIComponent(ALEX)}/${earlier.start}`, { decision: 'approve' })).status).toBe(200);
  };

  it('the first export closes the period (when, by whom), records its lines with the audit row, and a download again is the same file', async () => {
    expect(await summaryOf(period.start)).toMatchObject({ ended: true, closed: null, adjustments: [], changedSinceClose: [] });
    const before = new Date(Date.now() - 1000).toISOString();
    const first = await csvOf(period.start);
    const summary = await summaryOf(period.start);
    expect(summary).toMatchObject({ ended: true, closed: { by: 'Pat Morgan' }, adjustments: [], changedSinceClose: [] });
    expect((summary.closed?.at ?? '') >= before).toBe(true);
    const rows = (await harness().database.db.execute(sql`select export_period, for_period, employee_id, pay_code, hours from payroll_lines order by employee_id`)) as { rows: unknown[] };
    expect(rows.rows).toEqual([
      { export_period: period.start, for_period: period.start, employee_id: ALEX, pay_code: 'REG', hours: 40 },
      { export_period: period.start, for_period: period.start, employee_id: 'pat.morgan@contoso.test', pay_code: 'REG', hours: 40 },
    ]);
    // A change to the closed period (Pat's name, a week's hours) never reaches its file again.
    await harness().database.db.execute(sql`update people set name = 'Patricia Morgan' where id = 'pat.morgan@contoso.test'`);
    expect(await csvOf(period.start)).toBe(first);
    expect((await auditRows('pay_period')).map((r) => r.after)).toEqual([
      expect.objectContaining({ closed: true, weeks: 2, hours: 80, adjustments: 0 }),
      { fileName: `payroll-${period.start}-to-${period.end}.csv`, closedAt: summary.closed?.at },
    ]);
  });

  it('a week approved after its period closed goes into the next export as a dated adjustment, once, never into the closed file', async () => {
    const closedFile = await csvOf(earlier.start);
    expect(records(closedFile)).toEqual([['TOTAL', 'All employees', earlier.start, earlier.end, 'ALL', '0', '', '', '']]);
    await alexWorksLate();
    // The closed period says what changed since; the next period's summary says what its file will carry.
    expect((await summaryOf(earlier.start)).changedSinceClose).toEqual([{ employeeId: ALEX, employeeName: 'Alex Rivera', periodStart: earlier.start, payCode: 'REG', hours: 40 }]);
    expect((await summaryOf(period.start)).adjustments).toEqual([{ employeeId: ALEX, employeeName: 'Alex Rivera', periodStart: earlier.start, payCode: 'REG', hours: 40 }]);
    expect(await csvOf(earlier.start)).toBe(closedFile);

    const next = await csvOf(period.start);
    const approvedAt = `${addDays(twoWeeksAgo, 8)}T16:00:00Z`;
    const [adjustment, total] = records(next).slice(2);
    expect(records(next).slice(0, 2)).toEqual([
      ['E1002', 'Alex Rivera', period.start, period.end, 'REG', '40', 'Morgan Lee', approvedAt, ''],
      ['E1003', 'Pat Morgan', period.start, period.end, 'REG', '40', 'Morgan Lee', approvedAt, ''],
    ]);
    expect(adjustment?.slice(0, 7)).toEqual(['E1002', 'Alex Rivera', period.start, period.end, 'REG', '40', 'Morgan Lee']);
    expect(adjustment?.[7]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(adjustment?.[8]).toBe(earlier.start);
    // The reconciliation sums every line: the period's ledger hours plus the adjustment's difference.
    expect(total).toEqual(['TOTAL', 'All employees', period.start, period.end, 'ALL', '120', '', '', '']);
    // Exported once: nothing is pending any more, the closed file is unchanged, and a download again is the same file.
    expect((await summaryOf(earlier.start)).changedSinceClose).toEqual([]);
    expect((await summaryOf(period.start)).adjustments).toEqual([{ employeeId: ALEX, employeeName: 'Alex Rivera', periodStart: earlier.start, payCode: 'REG', hours: 40 }]);
    expect(await csvOf(earlier.start)).toBe(closedFile);
    expect(await csvOf(period.start)).toBe(next);
    expect((await auditRows('pay_period')).map((r) => [r.entity_id, r.after.closed ?? false, r.after.adjustments ?? null])).toEqual([
      [earlier.start, true, 0],
      [earlier.start, false, null],
      [period.start, true, 1],
      [earlier.start, false, null],
      [period.start, false, null],
    ]);
  });

  it('a later change that takes hours away is a negative adjustment; a period closed later does not carry it backwards', async () => {
    await alexWorksLate();
    await csvOf(earlier.start);
    // HR removes the hours from the closed period (here: straight in the database, as a correction would).
    await harness().database.db.execute(sql`update timecard_entries set hours = '[8,8,8,8,0,0,0]'::jsonb where employee_id = ${ALEX} and week_start = ${earlier.start}`);
    expect((await summaryOf(earlier.start)).changedSinceClose).toEqual([{ employeeId: ALEX, employeeName: 'Alex Rivera', periodStart: earlier.start, payCode: 'REG', hours: -8 }]);
    const next = records(await csvOf(period.start));
    expect(next.filter((r) => r[8] === earlier.start).map((r) => [r[0], r[4], r[5]])).toEqual([['E1002', 'REG', '-8']]);
    expect(next.at(-1)?.[5]).toBe('72');
  });

  it('only payroll closes a period; a refused export closes nothing', async () => {
    for (const who of ['alex', 'morgan', 'harper', 'olivia']) expect((await harness().call(who, 'GET', `/payroll/periods/${period.start}/csv`)).status).toBe(403);
    expect((await harness().call('pat', 'GET', `/payroll/periods/${payPeriodOf(thisWeek).start}/csv`)).status).toBe(409);
    expect((await summaryOf(period.start)).closed).toBeNull();
    expect(((await harness().database.db.execute(sql`select count(*)::int as n from payroll_closes`)) as { rows: { n: number }[] }).rows).toEqual([{ n: 0 }]);
    expect(await auditRows('pay_period')).toEqual([]);
  });
});

describe("an employee's own week as CSV (issue #26 §7)", () => {
  it('Alex downloads his submitted week: its lines, no approval yet, an audit row', async () => {
    const answer = await harness().call('alex', 'GET', `/timecards/${encodeURIComponent(ALEX)}/${lastWeek}/csv`);
    expect(answer.status).toBe(200);
    // The seeded week, by job: holidays that fall in it have no worked hours (issue #46 §6).
    const seeded = [...(seededWeek(ALEX, lastWeek)?.entries ?? [])].sort((a, b) => a.jobNumber.localeCompare(b.jobNumber));
    expect(seeded).toHaveLength(2);
    expect(lines(answer.body)).toEqual([
      CSV_COLUMNS.join(','),
      ...seeded.map((e) => `${ALEX},Alex Rivera,${lastWeek},${addDays(lastWeek, 6)},${e.jobNumber},submitted,${e.hours.join(',')},${e.hours.reduce((a, b) => a + b, 0)},,`),
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
