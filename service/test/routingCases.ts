import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { ROUTING_TEXTS } from '../../src/shared/routing/schemas.ts';
import type { Routing } from '../../src/shared/routing/schemas.ts';
import type { ApprovalsPage } from '../../src/shared/work/approvalsQueue.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import type { ApprovalHistoryEntry, Balances, TimecardWeek, TimeOffRequest } from '../../src/shared/work/schemas.ts';
import { writeSeed } from '../src/db/seed.ts';
import type { Harness } from './harness.ts';

/**
 * Approval routing as data (issue #48 §4, ADR 0179), run on PGlite (routing.test.ts) and PostgreSQL 15
 * (routingPostgres.test.ts), each case on a fresh seed. The default routing sends leave longer than five days to HR
 * (Harper, an HR admin) after the manager (Morgan).
 */
export function routingCases(harness: () => Harness): void {
  const h = () => harness();
  let keys = 0;
  const monday = mondayOf(isoDate(new Date()));
  /** Alex asks for `days` days of vacation (eight hours in all), from ten weeks ahead. */
  const ask = async (days: number, offset = 70): Promise<TimeOffRequest> => {
    keys += 1;
    const body = { type: 'vacation', firstDay: addDays(monday, offset), lastDay: addDays(monday, offset + days - 1), hours: 8, note: '' };
    const answer = await h().call('alex', 'POST', '/timeoff/requests', body, { [IDEMPOTENCY_HEADER]: `route-${keys}` });
    expect(answer.status).toBe(201);
    return answer.body as TimeOffRequest;
  };
  const queueOf = async (who: string) => {
    const answer = await h().call(who, 'GET', '/approvals?limit=100');
    expect(answer.status).toBe(200);
    return (answer.body as ApprovalsPage).items;
  };
  const item = async (who: string, id: string) => (await queueOf(who)).find((i) => i.id === `timeoff:${id}`);
  const decide = (who: string, id: string, decision: 'approve' | 'deny' = 'approve') => h().call(who, 'POST', `/approvals/timeoff/${id}`, decision === 'approve' ? { decision } : { decision, reason: 'Not this month' });
  const vacation = async () => ((await h().call('alex', 'GET', '/timeoff/balances')).body as Balances).vacation;

  beforeEach(async () => {
    await writeSeed(h().database.db, 'default');
  });

  it('a two-step route: the manager’s approval moves it to HR’s queue; only HR’s approval makes it approved and counted', async () => {
    const before = await vacation();
    const request = await ask(7);
    expect(request.route).toEqual({ steps: ['manager', 'hr'], at: 0 });
    expect(await item('morgan', request.id)).toMatchObject({ progress: 'Step 1 of 2: Manager — waiting for Morgan Lee' });
    expect(await item('harper', request.id)).toBeUndefined();
    // HR cannot skip the manager's step.
    expect((await decide('harper', request.id)).status).toBe(403);

    const first = await decide('morgan', request.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'pending', decidedBy: null, route: { steps: ['manager', 'hr'], at: 1 } });
    expect(await item('morgan', request.id)).toBeUndefined();
    expect(await item('harper', request.id)).toMatchObject({ progress: 'Step 2 of 2: HR — waiting for HR' });
    // Not counted until the last step approves it.
    expect(await vacation()).toBe(before);
    // The manager cannot decide the HR step.
    expect(await decide('morgan', request.id)).toEqual({ status: 403, body: { message: ROUTING_TEXTS.hrOnly } });

    const last = await decide('harper', request.id);
    expect(last.body).toMatchObject({ status: 'approved', decidedBy: 'Harper Quinn' });
    expect(await vacation()).toBe(before - 8);
    const history = (await h().call('harper', 'GET', `/approvals/history/${encodeURIComponent(`timeoff:${request.id}`)}`)).body as ApprovalHistoryEntry[];
    expect(history.map((e) => [e.event, e.by])).toEqual([
      ['requested', 'Alex Rivera'],
      ['approved', 'Morgan Lee (Manager, step 1 of 2)'],
      ['approved', 'Harper Quinn'],
    ]);
  });

  it('a rejection at any step ends it', async () => {
    const atHr = await ask(7);
    expect((await decide('morgan', atHr.id)).status).toBe(200);
    expect((await decide('harper', atHr.id, 'deny')).body).toMatchObject({ status: 'denied', decidedBy: 'Harper Quinn', reason: 'Not this month' });
    expect(await item('harper', atHr.id)).toBeUndefined();
    const atManager = await ask(7, 84);
    expect((await decide('morgan', atManager.id, 'deny')).body).toMatchObject({ status: 'denied', decidedBy: 'Morgan Lee' });
    expect(await item('harper', atManager.id)).toBeUndefined();
  });

  it('short leave is the manager’s alone; a request keeps its route when HR changes the settings', async () => {
    const short = await ask(3);
    expect(short.route).toBeUndefined();
    const long = await ask(7, 84);
    // HR sends everything longer than one day to HR from now on, and then nothing at all.
    const everything: Routing = { hrAboveDays: { vacation: 1, sick: null, personal: 5 }, payrollAboveOvertimeHours: 0 };
    expect(await h().call('harper', 'PUT', '/hr/routing', everything)).toEqual({ status: 200, body: everything });
    expect((await h().call('harper', 'GET', '/hr/routing')).body).toEqual(everything);
    const later = await ask(3, 98);
    expect(later.route).toEqual({ steps: ['manager', 'hr'], at: 0 });
    // In flight: the short one still ends with the manager, the long one still goes to HR.
    expect((await decide('morgan', short.id)).body).toMatchObject({ status: 'approved' });
    await h().call('harper', 'PUT', '/hr/routing', { hrAboveDays: { vacation: null, sick: null, personal: null }, payrollAboveOvertimeHours: null });
    expect((await decide('morgan', long.id)).body).toMatchObject({ status: 'pending', route: { at: 1 } });
    expect((await decide('harper', long.id)).body).toMatchObject({ status: 'approved' });
  });

  it('refuses invalid routing settings with clear messages, and anyone but an HR admin', async () => {
    const bad = await h().call('harper', 'PUT', '/hr/routing', { hrAboveDays: { vacation: 0, sick: 2.5, personal: 5 }, payrollAboveOvertimeHours: -1 });
    expect(bad).toEqual({
      status: 422,
      body: { message: ROUTING_TEXTS.days, fields: { 'hrAboveDays.vacation': ROUTING_TEXTS.days, 'hrAboveDays.sick': ROUTING_TEXTS.days, payrollAboveOvertimeHours: ROUTING_TEXTS.overtime } },
    });
    expect((await h().call('harper', 'PUT', '/hr/routing', { hrAboveDays: { vacation: 'five', sick: null, personal: null }, payrollAboveOvertimeHours: null })).status).toBe(400);
    expect((await h().call('harper', 'PUT', '/hr/routing', { hrAboveDays: { vacation: 5, sick: 5 }, payrollAboveOvertimeHours: 0 })).status).toBe(400);
    expect((await h().call('harper', 'PUT', '/hr/routing', { hrAboveDays: { vacation: 5, sick: 5, personal: 5 } })).status).toBe(400);
    expect((await h().call('morgan', 'PUT', '/hr/routing', { hrAboveDays: { vacation: 5, sick: 5, personal: 5 }, payrollAboveOvertimeHours: 0 })).status).toBe(403);
    expect((await h().call('harper', 'GET', '/hr/routing')).body).toEqual({ hrAboveDays: { vacation: 5, sick: 5, personal: 5 }, payrollAboveOvertimeHours: 0 });
  });

  describe('timecards: payroll after the manager for a week with overtime', () => {
    const alex = 'alex.rivera@contoso.test';
    /** Next week: Alex submits `hours` a day, Monday to Friday, on 24-117. */
    const week = addDays(monday, 7);
    const submit = async (hours: number) => {
      const answer = await h().call('alex', 'POST', `/timecards/${week}/submit`, { entries: [{ jobNumber: '24-117', hours: [hours, hours, hours, hours, hours, 0, 0] }] });
      expect(answer.status).toBe(200);
      return answer.body as TimecardWeek;
    };
    const card = async (who: string) => (await queueOf(who)).find((i) => i.id === `timecard:${alex}:${week}`);
    const decideWeek = (who: string, decision: 'approve' | 'deny' = 'approve') =>
      h().call(who, 'POST', `/approvals/timecards/${alex}/${week}`, decision === 'approve' ? { decision } : { decision, reason: 'Friday is 24-102' });

    it('a week with overtime passes its manager, then payroll, and only then is approved (and told to its employee once)', async () => {
      const submitted = await submit(9);
      expect(submitted.route).toEqual({ steps: ['manager', 'payroll'], at: 0 });
      expect(await card('morgan')).toMatchObject({ progress: 'Step 1 of 2: Manager — waiting for Morgan Lee' });
      // Payroll waits for the manager's step: not in Pat's queue, and refused with why.
      expect(await card('pat')).toBeUndefined();
      expect(await decideWeek('pat')).toEqual({ status: 403, body: { message: ROUTING_TEXTS.managerFirst } });

      const first = await decideWeek('morgan');
      expect(first.body).toMatchObject({ status: 'submitted', decidedBy: null, route: { steps: ['manager', 'payroll'], at: 1 } });
      expect(await card('morgan')).toBeUndefined();
      expect(await card('pat')).toMatchObject({ progress: 'Step 2 of 2: Payroll — waiting for payroll' });
      expect((await h().call('alex', 'GET', `/timecards/${week}`)).body).toMatchObject({ status: 'submitted', route: { at: 1 } });
      // The manager cannot decide payroll's step.
      expect(await decideWeek('morgan')).toEqual({ status: 403, body: { message: ROUTING_TEXTS.payrollOnly } });

      const last = await decideWeek('pat');
      expect(last.body).toMatchObject({ status: 'approved', decidedBy: 'Pat Morgan' });
      const history = (await h().call('pat', 'GET', `/approvals/history/${encodeURIComponent(`timecard:${alex}:${week}`)}`)).body as ApprovalHistoryEntry[];
      expect(history.map((e) => [e.event, e.by])).toEqual([
        ['submitted', 'Alex Rivera'],
        ['approved', 'Morgan Lee (Manager, step 1 of 2)'],
        ['approved', 'Pat Morgan'],
      ]);
      expect((await decideWeek('pat')).status).toBe(409);
    });

    it('a return at payroll’s step sends it back; a week without overtime, or with the step off, is the manager’s alone', async () => {
      await submit(9);
      expect((await decideWeek('morgan')).status).toBe(200);
      expect((await decideWeek('pat', 'deny')).body).toMatchObject({ status: 'returned', decidedBy: 'Pat Morgan', reason: 'Friday is 24-102' });
      // Submitted again with eight hours a day: no overtime, one step; Morgan's approval ends it.
      const again = await submit(8);
      expect(again.route).toBeUndefined();
      expect(await card('morgan')).not.toHaveProperty('progress');
      expect((await decideWeek('morgan')).body).toMatchObject({ status: 'approved', decidedBy: 'Morgan Lee' });
    });

    it('a week keeps the route it was submitted with when HR changes the setting; above N hours counts only more than N', async () => {
      await submit(9);
      await h().call('harper', 'PUT', '/hr/routing', { hrAboveDays: { vacation: 5, sick: 5, personal: 5 }, payrollAboveOvertimeHours: 5 });
      expect((await decideWeek('morgan')).body).toMatchObject({ status: 'submitted', route: { at: 1 } });
      expect((await decideWeek('pat', 'deny')).status).toBe(200);
      // Five hours of overtime is not more than five: one step now.
      expect((await submit(9)).route).toBeUndefined();
    });
  });
}
