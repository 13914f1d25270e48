import { ALEX, as, HARPER, MORGAN, OLIVIA, PAT } from '../../../test/accounts';
import type { AccountSummary } from '../../features/auth/authSlice';
import { queueRequests, seedWork } from '../../shared/demo/work';
import { compareQueueKeys, queueKeyOf } from '../../shared/work/approvalsQueue';
import type { ApprovalsPage } from '../../shared/work/approvalsQueue';
import { work } from './index';
import { addDays, isoDate, mondayOf } from '../../shared/work/dates';
import { firstError, validateTimeOff } from '../../shared/work/rules';
import type { ApprovalHistoryEntry, ApprovalItem, Balances, NewTimeOffRequest, TimecardWeek, TimeOffRequest } from '../../shared/work/schemas';

const url = (path: string) => new URL(`/api${path}`, location.href).href;
let keys = 0;
const call = (who: AccountSummary | null, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(url(path), {
    method: init.method ?? 'GET',
    // Every create carries an Idempotency-Key (a new one per call here).
    headers: { ...(who ? as(who) : {}), 'Content-Type': 'application/json', 'Idempotency-Key': `test-${(keys += 1)}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const json = async <T>(response: Promise<Response>): Promise<T> => (await (await response).json()) as T;

const today = isoDate(new Date());
const thisWeek = mondayOf(today);

describe('mock API: roles from the token', () => {
  it('answers 401 without a token and 403 when the roles do not allow', async () => {
    expect((await call(null, '/timeoff/requests')).status).toBe(401);
    expect((await call(ALEX, '/approvals')).status).toBe(403);
    expect((await call(ALEX, '/approvals/timeoff/to-1', { method: 'POST', body: { decision: 'approve' } })).status).toBe(403);
    expect((await call(ALEX, '/crew')).status).toBe(403);
    expect((await call(MORGAN, '/approvals')).status).toBe(200);
    expect((await call(OLIVIA, '/crew')).status).toBe(200);
  });

  it("keeps each person's data apart, and Harper has none", async () => {
    expect((await json<TimeOffRequest[]>(call(ALEX, '/timeoff/requests'))).map((r) => r.status).sort()).toEqual(['approved', 'cancelled', 'denied', 'pending']);
    expect(await json<TimeOffRequest[]>(call(HARPER, '/timeoff/requests'))).toEqual([]);
    expect((await json<TimecardWeek>(call(HARPER, `/timecards/${thisWeek}`))).entries).toEqual([]);
  });

  it("gives Morgan his team's pending time off and submitted weeks, and Pat (payroll) every submitted week", async () => {
    const morgan = (await json<ApprovalsPage>(call(MORGAN, '/approvals'))).items;
    const names = (kind: ApprovalItem['kind']) => morgan.flatMap((i) => (i.kind !== kind ? [] : i.kind === 'timeoff' ? [i.request.employeeName] : [i.week.employeeName])).sort();
    expect(names('timeoff')).toEqual(['Alex Rivera', 'Olivia Chen', 'Pat Morgan']);
    expect(names('timecard')).toEqual(['Alex Rivera', 'Olivia Chen']);
    const pat = (await json<ApprovalsPage>(call(PAT, '/approvals'))).items;
    expect(pat.every((i) => i.kind === 'timecard')).toBe(true);
  });
});

describe('mock API: the approvals queue in pages, as the service pages it (ADR 0172)', () => {
  afterEach(() => work.reset());
  it('pages by keyset: every waiting item once, in queue order, with the count, however many are decided between reads', async () => {
    const seeded = seedWork();
    work.reset({ ...seeded, requests: [...seeded.requests, ...queueRequests(120)] });
    const first = await json<ApprovalsPage>(call(MORGAN, '/approvals'));
    expect(first.items).toHaveLength(100);
    const whole = first.total;
    const read: ApprovalItem[] = [];
    const decided: string[] = [];
    let next: string | null = null;
    do {
      const answer: ApprovalsPage = await json<ApprovalsPage>(call(MORGAN, `/approvals?limit=30${next ? `&after=${encodeURIComponent(next)}` : ''}`));
      read.push(...answer.items);
      next = answer.next;
      // The page's last item is decided before the next read: nothing shifts.
      const last = answer.items.at(-1);
      if (next && last?.kind === 'timeoff') {
        expect((await call(MORGAN, `/approvals/timeoff/${last.request.id}`, { method: 'POST', body: { decision: 'approve' } })).status).toBe(200);
        decided.push(last.id);
      }
    } while (next);
    expect(read).toHaveLength(whole);
    expect(new Set(read.map((i) => i.id)).size).toBe(whole);
    expect(read.every((item, i) => i === 0 || compareQueueKeys(queueKeyOf(read[i - 1] as ApprovalItem), queueKeyOf(item)) < 0)).toBe(true);
    expect((await json<ApprovalsPage>(call(MORGAN, '/approvals'))).total).toBe(whole - decided.length);
  });

  it('refuses a cursor it did not give (400), like the service', async () => {
    const answer = await call(MORGAN, '/approvals?after=nope');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/^after: Not a cursor of this queue/);
  });
});

describe('mock API: the shared validation rules (422 with the rule text)', () => {
  const valid: NewTimeOffRequest = { type: 'vacation', firstDay: addDays(thisWeek, 49), lastDay: addDays(thisWeek, 49), hours: 8, note: '' };
  it.each<[string, Partial<NewTimeOffRequest>]>([
    ['last day before first day', { lastDay: addDays(thisWeek, 48) }],
    ['in the past', { firstDay: addDays(today, -1), lastDay: addDays(today, -1) }],
    ['no hours', { hours: 0 }],
    ['more than 24 hours a day', { hours: 30 }],
    ['above the balance', { type: 'personal', hours: 17 }],
    ['overlapping the pending request', { firstDay: addDays(thisWeek, 15), lastDay: addDays(thisWeek, 15) }],
  ])('refuses a request %s with the same message the form shows', async (_name, change) => {
    const input = { ...valid, ...change };
    const balances = await json<Balances>(call(ALEX, '/timeoff/balances'));
    const requests = await json<TimeOffRequest[]>(call(ALEX, '/timeoff/requests'));
    const expected = firstError(validateTimeOff(input, { today, balances, requests }));
    expect(expected).not.toBeNull();
    const response = await call(ALEX, '/timeoff/requests', { method: 'POST', body: input });
    expect(response.status).toBe(422);
    const field = Object.entries(validateTimeOff(input, { today, balances, requests }))[0]?.[0] ?? '';
    expect(await response.json()).toEqual({ message: expected, fields: { [field]: expected } });
  });

  it('refuses a malformed body and a bad week, and accepts a valid request', async () => {
    expect(await json(call(ALEX, '/timeoff/requests', { method: 'POST', body: { ...valid, type: 'holiday' } }))).toEqual({ message: expect.stringMatching(/^type: /) as unknown, fields: { type: expect.any(String) as unknown } });
    expect((await call(ALEX, `/timecards/${addDays(thisWeek, 1)}`)).status).toBe(400);
    const bad = await call(ALEX, `/timecards/${thisWeek}`, { method: 'PUT', body: { entries: [{ jobNumber: '24-117', hours: [8.1, 0, 0, 0, 0, 0, 0] }] } });
    expect(await bad.json()).toEqual({ message: 'Use quarter hours from 0 to 24.' });
    const created = await call(ALEX, '/timeoff/requests', { method: 'POST', body: valid });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ status: 'pending', employeeName: 'Alex Rivera' });
  });
});

describe('mock API: decisions reach the employee', () => {
  it('approving time off sets it approved, takes the hours from the balance and tells the employee', async () => {
    const before = await json<Balances>(call(ALEX, '/timeoff/balances'));
    const decided = await json<TimeOffRequest>(call(MORGAN, '/approvals/timeoff/to-1', { method: 'POST', body: { decision: 'approve' } }));
    expect(decided).toMatchObject({ status: 'approved', decidedBy: 'Morgan Lee' });
    expect((await json<Balances>(call(ALEX, '/timeoff/balances'))).vacation).toBe(before.vacation - 24);
    const bell = await json<{ title: string; acknowledgedYN: string }[]>(call(ALEX, '/notifications'));
    expect(bell[0]).toMatchObject({ title: 'Time off approved', acknowledgedYN: 'N' });
    expect((await json<{ title: string }[]>(call(MORGAN, '/notifications'))).some((n) => n.title === 'Time off approved')).toBe(false);
  });

  it('returning a week needs a reason, reopens the week and tells the employee why', async () => {
    const path = `/approvals/timecards/${encodeURIComponent(ALEX.username)}/${addDays(thisWeek, -7)}`;
    expect(await json(call(MORGAN, path, { method: 'POST', body: { decision: 'deny' } }))).toEqual({ message: 'Give a reason.', fields: { reason: 'Give a reason.' } });
    await call(MORGAN, path, { method: 'POST', body: { decision: 'deny', reason: 'Wednesday is missing' } });
    expect(await json<TimecardWeek>(call(ALEX, `/timecards/${addDays(thisWeek, -7)}`))).toMatchObject({ status: 'returned', reason: 'Wednesday is missing' });
    expect((await json<{ title: string }[]>(call(ALEX, '/notifications')))[0]?.title).toBe('Timecard returned: Wednesday is missing');
    const saved = await call(ALEX, `/timecards/${addDays(thisWeek, -7)}`, { method: 'PUT', body: { entries: [{ jobNumber: '24-117', hours: [8, 8, 8, 8, 8, 0, 0] }] } });
    expect(saved.status).toBe(200);
  });

  it("crew time sets the same hours for several people on one job and day, in one call, beside (not over) their own", async () => {
    const before = await json<TimecardWeek>(call(ALEX, `/timecards/${thisWeek}`));
    const response = await call(OLIVIA, '/crew/time', { method: 'POST', body: { jobNumber: '24-117', day: addDays(thisWeek, 1), hours: 6, employeeIds: [ALEX.username, PAT.username] } });
    expect(response.status).toBe(200);
    const alex = await json<TimecardWeek>(call(ALEX, `/timecards/${thisWeek}`));
    expect(alex.entries).toEqual(before.entries);
    expect(alex.crewEntries).toEqual([{ jobNumber: '24-117', hours: [0, 6, 0, 0, 0, 0, 0], enteredBy: 'Olivia Chen' }]);
    const pat = await json<TimecardWeek>(call(PAT, `/timecards/${thisWeek}`));
    expect(pat.crewEntries?.[0]?.hours[1]).toBe(6);
  });
});

describe('mock API: an item history, as the service tells it (issue #26 §6)', () => {
  const history = (who: AccountSummary, itemId: string) => call(who, `/approvals/history/${encodeURIComponent(itemId)}`);
  const steps = (entries: ApprovalHistoryEntry[]) => entries.map((e) => [e.event, e.by, e.reason]);

  it('tells submitted, returned with its reason, resubmitted and approved, each with who and when', async () => {
    const alex = 'alex.rivera@contoso.test';
    const entries = [{ jobNumber: '24-117', hours: [8, 8, 8, 8, 8, 0, 0] }];
    const decide = (body: unknown) => call(MORGAN, `/approvals/timecards/${encodeURIComponent(alex)}/${thisWeek}`, { method: 'POST', body });
    expect((await call(ALEX, `/timecards/${thisWeek}/submit`, { method: 'POST', body: { entries } })).status).toBe(200);
    expect((await decide({ decision: 'deny', reason: 'Wednesday belongs to 24-102' })).status).toBe(200);
    expect((await call(ALEX, `/timecards/${thisWeek}/submit`, { method: 'POST', body: { entries } })).status).toBe(200);
    expect((await decide({ decision: 'approve' })).status).toBe(200);
    const told = await json<ApprovalHistoryEntry[]>(history(MORGAN, `timecard:${alex}:${thisWeek}`));
    expect(steps(told)).toEqual([
      ['submitted', 'Alex Rivera', null],
      ['returned', 'Morgan Lee', 'Wednesday belongs to 24-102'],
      ['resubmitted', 'Alex Rivera', null],
      ['approved', 'Morgan Lee', null],
    ]);
    expect(told.every((e) => e.at !== null && new Date(e.at).toISOString() === e.at)).toBe(true);
  });

  it('tells the seeded past from the record, and only to the people who approve for that person', async () => {
    expect(await json(history(MORGAN, `timecard:pat.morgan@contoso.test:${addDays(thisWeek, -7)}`))).toEqual([
      { event: 'submitted', at: null, by: 'Pat Morgan', reason: null },
      { event: 'returned', at: null, by: 'Morgan Lee', reason: 'Tuesday belongs to 24-117, please move it.' },
    ]);
    expect((await history(PAT, 'timeoff:to-1')).status).toBe(404);
    expect((await history(ALEX, 'timeoff:to-1')).status).toBe(403);
    expect((await history(MORGAN, 'nonsense')).status).toBe(400);
  });
});

describe('mock API: leave on days already worked (issue #46 §2), as the service answers it', () => {
  const week = addDays(thisWeek, 7 * 9);
  it('tells the worked days, refuses a request on them without the confirmation, and flags the approval item', async () => {
    expect((await call(ALEX, `/timecards/${week}`, { method: 'PUT', body: { entries: [{ jobNumber: '24-117', hours: [0, 5, 0, 0, 0, 0, 0] }] } })).status).toBe(200);
    expect(await json(call(ALEX, `/timeoff/worked-days?from=${week}&to=${addDays(week, 2)}`))).toEqual([{ day: addDays(week, 1), hours: 5 }]);
    const body: NewTimeOffRequest = { type: 'vacation', firstDay: week, lastDay: addDays(week, 2), hours: 16, note: '' };
    const refused = await call(ALEX, '/timeoff/requests', { method: 'POST', body });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe('You already worked on 1 of these days. Tick "I know I worked on these days" to ask anyway, or change the days.');
    const created = await call(ALEX, '/timeoff/requests', { method: 'POST', body: { ...body, workedDaysConfirmed: true } });
    expect(created.status).toBe(201);
    const request = (await created.json()) as TimeOffRequest;
    expect(request).not.toHaveProperty('workedDaysConfirmed');
    const item = (await json<ApprovalsPage>(call(MORGAN, '/approvals'))).items.find((i) => i.kind === 'timeoff' && i.request.id === request.id);
    expect(item).toMatchObject({ workedDays: [{ day: addDays(week, 1), hours: 5 }] });
  });
});
