import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { configureEmail } from '../src/email/queue.ts';
import { movableClock } from '../src/clock.ts';
import type { RemindersRun } from '../src/reminders/run.ts';
import { runReminders, startReminders } from '../src/reminders/run.ts';
import { reminderSettingsFromEnv, weekDueAt, workingDaysWaited } from '../src/reminders/schedule.ts';
import { startHarness, tokenFor } from './harness.ts';
import type { Harness } from './harness.ts';
import { ALEX, ALL_SENT, arrangeCase, describeSent, EMAILS, HARPER, MORGAN, PAT, RUNS, SETTINGS } from './reminderCase.ts';

/**
 * Reminders and escalations from state on the embedded database (issue #48 §2, ADR 0177): one process runs the
 * schedule; the database's key still sends each once, however often it runs and whatever runs at the same time.
 */
describe('when a reminder is due', () => {
  it('counts working days after the day an item arrived, weekends and holidays left out', () => {
    const none = new Set<string>();
    expect(workingDaysWaited('2026-11-02', '2026-11-04', none)).toBe(2);
    expect(workingDaysWaited('2026-11-02', '2026-11-05', none)).toBe(3);
    // Arrived on a Friday: Monday and Tuesday.
    expect(workingDaysWaited('2026-11-06', '2026-11-10', none)).toBe(2);
    expect(workingDaysWaited('2026-11-06', '2026-11-10', new Set(['2026-11-09']))).toBe(1);
    expect(workingDaysWaited('2026-11-06', '2026-11-06', none)).toBe(0);
  });

  it("takes Monday's deadline in the company's time zone", () => {
    const tokyo = { timeZone: 'Asia/Tokyo', timecardDueMinutes: 600 };
    // Monday 9 November 09:59 in Tokyo is 00:59 UTC: the latest deadline passed is 2 November's.
    expect(weekDueAt(new Date('2026-11-09T00:59:00Z'), tokyo)).toEqual({ weekStart: '2026-10-26', dueDay: '2026-11-02' });
    expect(weekDueAt(new Date('2026-11-09T01:00:00Z'), tokyo)).toEqual({ weekStart: '2026-11-02', dueDay: '2026-11-09' });
    // The same instants in UTC are Monday morning before ten, and Sunday in Los Angeles.
    expect(weekDueAt(new Date('2026-11-09T01:00:00Z'), { timeZone: 'UTC', timecardDueMinutes: 600 }).weekStart).toBe('2026-10-26');
    expect(weekDueAt(new Date('2026-11-09T17:59:00Z'), { timeZone: 'America/Los_Angeles', timecardDueMinutes: 600 }).weekStart).toBe('2026-10-26');
    expect(weekDueAt(new Date('2026-11-09T18:00:00Z'), { timeZone: 'America/Los_Angeles', timecardDueMinutes: 600 }).weekStart).toBe('2026-11-02');
  });

  it('reads its settings from the environment and refuses nonsense', () => {
    expect(reminderSettingsFromEnv({ APP_COMPANY_TIME_ZONE: 'Europe/Berlin' })).toEqual({ timeZone: 'Europe/Berlin', timecardDueMinutes: 600, approverAfterDays: 2, managerAfterDays: 4, everySeconds: 60 });
    expect(reminderSettingsFromEnv({ APP_COMPANY_TIME_ZONE: 'UTC', REMINDERS_TIMECARD_DUE: '9:30', REMINDERS_EVERY_SECONDS: '0' })).toMatchObject({ timecardDueMinutes: 570, everySeconds: 0 });
    expect(() => reminderSettingsFromEnv({ REMINDERS_TIMECARD_DUE: '25:00' })).toThrow('REMINDERS_TIMECARD_DUE is not a time (HH:MM): 25:00');
    expect(() => reminderSettingsFromEnv({ REMINDERS_APPROVER_AFTER_DAYS: '5' })).toThrow('REMINDERS_MANAGER_AFTER_DAYS is less than REMINDERS_APPROVER_AFTER_DAYS');
  });
});

describe('reminders on PGlite', () => {
  let harness: Harness;
  beforeAll(async () => {
    // E-mail is on (nothing is delivered here: the outbox rows are what is checked).
    configureEmail({ smtpUrl: 'smtp://127.0.0.1:9', from: 'Employee Portal <portal@portal.test>', portalOrigin: 'http://portal.test', digestHour: 8, timeZone: 'UTC' });
    harness = await startHarness({ seed: false });
    await arrangeCase(harness.database.db);
  });
  afterAll(async () => {
    await harness.close();
  });

  it('sends each reminder and escalation once, when it is due, however often and however concurrently it runs', async () => {
    for (const run of RUNS) {
      const at = new Date(run.at);
      // Two runs at once (the timer and the test controls, say), then one again: one of them sends, the rest none.
      const [first, second] = await Promise.all([runReminders(harness.database, at, SETTINGS), runReminders(harness.database, at, SETTINGS)]);
      const again = await runReminders(harness.database, at, SETTINGS);
      expect(describeSent([...first.sent, ...second.sent, ...again.sent])).toEqual([...run.sends].sort());
    }
    const rows = (await harness.database.db.execute(sql`select kind, subject, period, user_id as "userId" from reminders`)) as { rows: { kind: string; subject: string; period: string; userId: string }[] };
    expect(describeSent(rows.rows)).toEqual(ALL_SENT);
    // One notice each, and one e-mail each for those who chose e-mail for that kind.
    const notices = (await harness.database.db.execute(sql`select user_id, title from notifications order by seq`)) as { rows: { user_id: string; title: string }[] };
    expect(notices.rows).toHaveLength(ALL_SENT.length);
    expect(notices.rows.filter((n) => n.user_id === PAT).map((n) => n.title)).toEqual([
      'Timecard not submitted: week of 2026-10-26',
      'Timecard not submitted: week of 2026-11-02',
      'Timecard not submitted: week of 2026-11-09',
    ]);
    expect(notices.rows.filter((n) => n.user_id === MORGAN).map((n) => n.title)).toEqual([
      'Still waiting for your decision: timecard for the week of 2026-10-26 from Alex Rivera',
      'Still waiting for your decision: time off request from Pat Morgan',
    ]);
    expect(notices.rows.filter((n) => n.user_id === HARPER).map((n) => n.title)).toEqual([
      'Waiting on Morgan Lee: timecard for the week of 2026-10-26 from Alex Rivera',
      'Waiting on Morgan Lee: time off request from Pat Morgan',
    ]);
    const emails = (await harness.database.db.execute(sql`select user_id, kind, path from email_outbox order by id`)) as { rows: { user_id: string; kind: string; path: string }[] };
    expect(emails.rows).toHaveLength(EMAILS);
    expect(emails.rows.filter((e) => e.user_id === ALEX)).toEqual([]);
    expect(new Set(emails.rows.map((e) => `${e.user_id} ${e.kind} ${e.path}`))).toEqual(
      new Set([`${PAT} reminder /timecard/mytime`, `${MORGAN} overdue /timecard/approval`, `${HARPER} overdue /team`]),
    );
  });

  it('runs on the clock it is given, and sends nothing again after a restart', async () => {
    const clock = movableClock();
    clock.moveTo(new Date('2026-11-17T12:00:00Z'));
    // A new schedule on the same data (as after a restart): everything due was sent already.
    const schedule = startReminders(harness.database, SETTINGS, clock.now);
    expect((await schedule.runNow()).sent).toEqual([]);
    // A week on, the clock says the week of 16 November is due.
    clock.moveTo(new Date('2026-11-23T10:00:00Z'));
    const run = await schedule.runNow();
    expect(run.at.startsWith('2026-11-23T10:00')).toBe(true);
    expect(describeSent(run.sent)).toEqual([`timecard ${ALEX} 2026-11-16 → ${ALEX}`, `timecard olivia.chen@contoso.test 2026-11-16 → olivia.chen@contoso.test`, `timecard ${PAT} 2026-11-16 → ${PAT}`]);
    await schedule.stop();
  });
});

describe('the reminders test control', () => {
  it("moves the reminders' clock and runs them at once, refuses cross-site requests, and is not there when off", async () => {
    const clock = movableClock();
    const database = await openDatabase({ dataDir: 'memory://' });
    const schedule = startReminders(database, SETTINGS, clock.now);
    const controls = { clock, run: schedule.runNow };
    const h = await startHarness({ database, reminders: controls });
    const off = await startHarness({ database, reminders: controls, testControls: 'off', seed: false });
    const admin = await startHarness({ database, reminders: controls, testControls: 'admin', seed: false, keys: h.keys });
    try {
      const fire = (at: string, headers: Record<string, string> = {}) => fetch(`${h.origin}/__mock/reminders?at=${encodeURIComponent(at)}`, { method: 'POST', headers });
      expect((await fire('2026-11-09T10:00:00Z', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await fire('not a time')).status).toBe(400);
      // The demo data is seeded today; a Monday at 10:00 some weeks on finds weeks not submitted and items waiting.
      const monday = new Date(Date.now() + 21 * 86_400_000);
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      monday.setUTCHours(10, 0, 0, 0);
      const answer = await fire(monday.toISOString());
      expect(answer.status).toBe(200);
      const run = (await answer.json()) as RemindersRun;
      expect(run.at.slice(0, 16)).toBe(monday.toISOString().slice(0, 16));
      expect(run.sent.map((s) => s.kind)).toContain('timecard');
      expect(run.sent.map((s) => s.kind)).toContain('approver');
      // Again at the same moment: nothing more.
      expect(((await (await fire(monday.toISOString())).json()) as RemindersRun).sent).toEqual([]);
      // Seeding again puts the clock back to the machine's.
      expect((await fetch(`${h.origin}/__mock/seed?set=default`, { method: 'POST' })).status).toBe(204);
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(60_000);
      expect((await fetch(`${off.origin}/__mock/reminders`, { method: 'POST' })).status).toBe(404);
      // A production start with APP_TEST_CONTROLS=on: an HR admin only, as for the seed.
      const asAdmin = async (who: string | null) => (await fetch(`${admin.origin}/__mock/reminders`, { method: 'POST', headers: who ? { authorization: `Bearer ${await tokenFor(admin.keys, who)}` } : {} })).status;
      expect(await asAdmin(null)).toBe(401);
      expect(await asAdmin('alex')).toBe(403);
      expect(await asAdmin('harper')).toBe(200);
    } finally {
      await admin.close();
      await off.close();
      await h.close();
      await schedule.stop();
      await database.close();
    }
  });
});
