import { jest } from '@jest/globals';
import { payPeriodOf } from '../../src/shared/payroll/periods.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import type { TimecardWeek, TimeOffRequest } from '../../src/shared/work/schemas.ts';
import type { ApprovalsPage } from '../../src/shared/work/approvalsQueue.ts';
import { idempotencyKey, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * One ledger of hours (issue #46 §1, §2, §4), as the Why tells it: Alex works inside his own approved
 * vacation and on a company holiday, his manager enters crew time for him, and payroll pays each hour once. The
 * tests follow one another on one database, as the story does.
 */
let h: Harness;
const harness = () => h;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const ALEX = 'alex.rivera@contoso.test';
// A week of its own, far from the seed's: Monday to Sunday.
const week = addDays(mondayOf(isoDate(new Date())), 7 * 12);
const day = (i: number) => addDays(week, i);

describe('one ledger of hours', () => {
  beforeAll(async () => {
    // A holiday on Friday, and one on the Sunday, observed on the next Monday.
    expect((await h.call('harper', 'POST', '/calendar/holidays', { date: day(4), name: 'Founders Day' }, idempotencyKey())).status).toBe(201);
    expect((await h.call('harper', 'POST', '/calendar/holidays', { date: day(6), name: 'Harvest Sunday' }, idempotencyKey())).status).toBe(201);
    // Two days of vacation, Tuesday and Wednesday, approved by Morgan.
    const request = await h.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day(1), lastDay: day(2), hours: 16, note: '' }, idempotencyKey());
    expect(request.status).toBe(201);
    expect((await h.call('morgan', 'POST', `/approvals/timeoff/${(request.body as TimeOffRequest).id}`, { decision: 'approve' })).status).toBe(200);
    // Morgan enters 3 h of crew time for Alex on the Wednesday.
    expect((await h.call('morgan', 'POST', '/crew/time', { jobNumber: '24-117', day: day(2), hours: 3, employeeIds: [ALEX] }, idempotencyKey())).status).toBe(200);
  });

  it('the week shows the leave and the holiday beside the hours, and says which days were worked anyway', async () => {
    const saved = await harness().call('alex', 'PUT', `/timecards/${week}`, { entries: [{ jobNumber: '24-117', hours: [16, 7.5, 0, 8, 6, 0, 0] }] });
    expect(saved.status).toBe(200);
    const shown = (await harness().call('alex', 'GET', `/timecards/${week}`)).body as TimecardWeek;
    expect(shown.leave).toEqual([
      { kind: 'vacation', label: 'Vacation (approved)', status: 'approved', requestId: expect.any(String) as unknown, hours: [0, 8, 8, 0, 0, 0, 0] },
      { kind: 'holiday', label: 'Founders Day', status: 'approved', requestId: null, hours: [0, 0, 0, 0, 8, 0, 0] },
    ]);
    expect(shown.conflicts).toHaveLength(3);
    expect(shown.conflicts?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}: 7\.5 h worked on a day of vacation \(approved\)\.$/);
    expect(shown.conflicts?.[1]).toMatch(/: 3 h worked on a day of vacation \(approved\)\.$/);
    expect(shown.conflicts?.[2]).toMatch(/: 6 h worked on a holiday \(Founders Day\)\.$/);
    // The Sunday holiday is observed on the Monday after.
    const next = (await harness().call('alex', 'GET', `/timecards/${addDays(week, 7)}`)).body as TimecardWeek;
    expect(next.leave).toEqual([{ kind: 'holiday', label: 'Harvest Sunday (observed)', status: 'approved', requestId: null, hours: [8, 0, 0, 0, 0, 0, 0] }]);
  });

  it('refuses a day over 24 hours of every kind together', async () => {
    const answer = await harness().call('alex', 'PUT', `/timecards/${week}`, { entries: [{ jobNumber: '24-117', hours: [16, 17, 0, 8, 6, 0, 0] }] });
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toMatch(/^More than 24 hours on .+ with time off and holidays \(25\)\.$/);
  });

  it('the approver sees the flag on the item', async () => {
    expect((await harness().call('alex', 'POST', `/timecards/${week}/submit`, { entries: [{ jobNumber: '24-117', hours: [16, 7.5, 0, 8, 6, 0, 0] }] })).status).toBe(200);
    const items = ((await harness().call('morgan', 'GET', '/approvals')).body as ApprovalsPage).items;
    const item = items.find((i) => i.kind === 'timecard' && i.week.employeeId === ALEX && i.week.weekStart === week);
    expect(item?.kind === 'timecard' ? item.week.conflicts?.length : 0).toBe(3);
  });

  it('payroll pays each hour once: worked (with crew time) as REG and OT, the rest of the leave and the holiday, and it reconciles', async () => {
    // Overtime: the manager's approval, then payroll's (issue #48 §4), whose name the export carries.
    expect((await harness().call('morgan', 'POST', `/approvals/timecards/${encodeURIComponent(ALEX)}/${week}`, { decision: 'approve' })).body).toMatchObject({ status: 'submitted', route: { at: 1 } });
    const { start, end } = payPeriodOf(week);
    // A period is exported once it has ended (ADR 0174): the clock (Date only) moves to the day after it.
    jest.useFakeTimers({ now: new Date(`${addDays(end, 1)}T12:00:00Z`), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    let answer: { status: number; body: unknown };
    try {
      // Pat's token is made on the moved clock (the harness keeps one per person).
      expect((await harness().call('pat', 'POST', `/approvals/timecards/${encodeURIComponent(ALEX)}/${week}`, { decision: 'approve' })).body).toMatchObject({ status: 'approved', decidedBy: 'Pat Morgan' });
      answer = await harness().call('pat', 'GET', `/payroll/periods/${start}/csv`);
    } finally {
      jest.useRealTimers();
    }
    expect(answer.status).toBe(200);
    const csv = String(answer.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    // Worked 16 + 7.5 + 3 (crew) + 8 + 6 = 40.5: 40 regular and 0.5 overtime. Vacation: 8 − 7.5 and 8 − 3. Holiday: 8 − 6.
    const alex = (code: string, hours: number) => new RegExp(`^E1002,Alex Rivera,${start},${end},${code},${hours},Pat Morgan,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ,$`);
    expect(csv.slice(1, -1)).toEqual([expect.stringMatching(alex('REG', 40)), expect.stringMatching(alex('OT', 0.5)), expect.stringMatching(alex('VAC', 5.5)), expect.stringMatching(alex('HOL', 2))]);
    expect(csv.at(-1)).toBe(`TOTAL,All employees,${start},${end},ALL,48,,,`);
  });
});
