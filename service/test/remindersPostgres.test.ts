import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { movableClock } from '../src/clock.ts';
import { deliverDue } from '../src/email/delivery.ts';
import type { SendEmail } from '../src/email/delivery.ts';
import { startReminders } from '../src/reminders/run.ts';
import type { Reminders, RemindersRun } from '../src/reminders/run.ts';
import { ALL_SENT, arrangeCase, describeSent, EMAILS, RUNS, SETTINGS } from './reminderCase.ts';
import { ORIGIN, startPostgresWithCatcher } from './postgresWithCatcher.ts';
import type { PostgresWithCatcher } from './postgresWithCatcher.ts';

/**
 * Reminders sent once past one machine (issue #48 §2, ADR 0177): two service instances on PostgreSQL 15, each with
 * its own pool and its own schedule on the same clock, run every step of the story at the same moment; then one
 * stops and a new one starts (a restart) and runs again. Each reminder is one row, one notice and at most one e-mail.
 */
const PG_PORT = 25460;
let shared: PostgresWithCatcher;
let dbA: Database;
let dbB: Database;

beforeAll(async () => {
  shared = await startPostgresWithCatcher(PG_PORT);
  dbA = await openDatabase({ url: shared.url });
  dbB = await openDatabase({ url: shared.url });
  await arrangeCase(dbA.db);
});

afterAll(async () => {
  await dbA.close();
  await dbB.close();
  await shared.stop();
});

const count = async (db: Database, table: 'reminders' | 'notifications' | 'email_outbox') =>
  ((await db.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as { rows: { n: number }[] }).rows[0]?.n;

it('two instances running the schedule at the same moments send each reminder once, and a restarted one sends none again', async () => {
  const clock = movableClock();
  const a: Reminders = startReminders(dbA, SETTINGS, clock.now);
  const b: Reminders = startReminders(dbB, SETTINGS, clock.now);
  const runs: RemindersRun[] = [];
  for (const step of RUNS) {
    clock.moveTo(new Date(step.at));
    // Both instances, twice each, at once.
    const done = await Promise.all([a.runNow(), b.runNow(), a.runNow(), b.runNow()]);
    expect(describeSent(done.flatMap((r) => r.sent))).toEqual([...step.sends].sort());
    runs.push(...done);
  }
  // Every step's reminders, from whichever instance's run came first; the rest found them sent.
  expect(describeSent(runs.flatMap((r) => r.sent))).toEqual(ALL_SENT);
  expect(await count(dbA, 'reminders')).toBe(ALL_SENT.length);
  expect(await count(dbA, 'notifications')).toBe(ALL_SENT.length);
  expect(await count(dbA, 'email_outbox')).toBe(EMAILS);

  // A restart: instance B stops; a new one (C) starts on the same database and runs at the last step's moment.
  await b.stop();
  await dbB.close();
  dbB = await openDatabase({ url: shared.url });
  const c = startReminders(dbB, SETTINGS, clock.now);
  expect((await Promise.all([a.runNow(), c.runNow()])).flatMap((r) => r.sent)).toEqual([]);
  expect(await count(dbB, 'reminders')).toBe(ALL_SENT.length);
  expect(await count(dbB, 'notifications')).toBe(ALL_SENT.length);

  // The e-mails, sent by both instances' delivery loops racing (ADR 0176): each once, to whom it is for.
  const taken: string[] = [];
  const counting: SendEmail = async (email) => {
    taken.push(`${email.to} ${email.subject}`);
    await shared.sender.send(email);
  };
  const sent = await Promise.all([dbA, dbB, dbA, dbB].map((db) => deliverDue(db.db, counting, ORIGIN)));
  expect(sent.reduce((x, y) => x + y, 0)).toBe(EMAILS);
  expect(new Set(taken).size).toBe(EMAILS);
  const emails = await shared.catcher.received(EMAILS);
  expect(emails).toHaveLength(EMAILS);
  expect(emails.map((e) => `${e.to[0]?.address ?? ''} ${e.subject}`).sort()).toEqual(
    [
      'harper.quinn@contoso.test Waiting on Morgan Lee: time off request from Pat Morgan',
      'harper.quinn@contoso.test Waiting on Morgan Lee: timecard for the week of 2026-10-26 from Alex Rivera',
      'morgan.lee@contoso.test Still waiting for your decision: time off request from Pat Morgan',
      'morgan.lee@contoso.test Still waiting for your decision: timecard for the week of 2026-10-26 from Alex Rivera',
      'pat.morgan@contoso.test Timecard not submitted: week of 2026-10-26',
      'pat.morgan@contoso.test Timecard not submitted: week of 2026-11-02',
      'pat.morgan@contoso.test Timecard not submitted: week of 2026-11-09',
    ].sort(),
  );
  const pat = emails.find((e) => e.subject === 'Timecard not submitted: week of 2026-11-02');
  expect(pat?.text).toContain(`${ORIGIN}/timecard/mytime`);
  await a.stop();
  await c.stop();
});
