import { sql } from 'drizzle-orm';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import type { EmailSettings } from '../../src/shared/notifications/email.ts';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { deliverDue, smtpSender } from '../src/email/delivery.ts';
import type { SendEmail } from '../src/email/delivery.ts';
import { configureEmail } from '../src/email/queue.ts';
import { nextDigestAt } from '../src/email/settings.ts';
import type { EmailSettingsConfig } from '../src/email/settings.ts';
import { seededHarnessPerFile } from './harness.ts';
import { startMailCatcher } from './mailCatcher.ts';

/** Issue #48 §1 (ADR 0176): notices by e-mail, as each person chose, through a real SMTP server. */
const ORIGIN = 'http://portal.test';
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let sender: ReturnType<typeof smtpSender>;
let settings: EmailSettingsConfig;

beforeAll(async () => {
  catcher = await startMailCatcher();
  settings = { smtpUrl: catcher.url, from: 'Employee Portal <portal@portal.test>', portalOrigin: ORIGIN, digestHour: 8, timeZone: 'UTC' };
  configureEmail(settings);
  sender = smtpSender(settings);
});

afterAll(async () => {
  sender.close();
  await catcher.stop();
});

const harness = seededHarnessPerFile();

const MORGAN = 'morgan.lee@contoso.test';
let requestNumber = 0;

/** Alex asks for a day off (Morgan, Alex's manager, is told). */
async function alexRequestsADay(): Promise<void> {
  requestNumber += 1;
  const day = addDays(mondayOf(isoDate(new Date())), 63 + requestNumber);
  const answer = await harness().call('alex', 'POST', '/timeoff/requests', { type: 'sick', firstDay: day, lastDay: day, hours: 8, note: '' }, { [IDEMPOTENCY_HEADER]: `email-${requestNumber}` });
  expect(answer.status).toBe(201);
}

const queued = async () => {
  const result = (await harness().database.db.execute(sql`select user_id, notification_uid, digest, sent_at from email_outbox order by id`)) as { rows: { user_id: string; notification_uid: string; digest: boolean; sent_at: string | null }[] };
  return result.rows;
};

const sentTo = async (address: string) => (await catcher.all()).filter((e) => e.to.some((t) => t.address === address));

describe('e-mail of notices', () => {
  it('starts in the app only for every kind, and says e-mail is on; a choice is kept', async () => {
    const before = await harness().call('morgan', 'GET', '/settings/notifications');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ enabled: true, digestHour: 8, timeZone: 'UTC', preferences: { toDecide: 'app', decided: 'app', announcement: 'app', reminder: 'app', overdue: 'app' } } satisfies EmailSettings);
    const put = await harness().call('morgan', 'PUT', '/settings/notifications', { toDecide: 'immediate', decided: 'digest', announcement: 'app', reminder: 'app', overdue: 'app' });
    expect(put.status).toBe(200);
    expect((await harness().call('morgan', 'GET', '/settings/notifications')).body).toMatchObject({ preferences: { toDecide: 'immediate', decided: 'digest', announcement: 'app', reminder: 'app', overdue: 'app' } });
    expect((await harness().call('morgan', 'PUT', '/settings/notifications', { toDecide: 'weekly', decided: 'app', announcement: 'app', reminder: 'app', overdue: 'app' })).status).toBe(400);
    expect((await harness().call(null, 'GET', '/settings/notifications')).status).toBe(401);
  });

  it('sends nothing to whom keeps a kind in the app', async () => {
    await alexRequestsADay();
    expect(await queued()).toEqual([]);
    expect(await deliverDue(harness().database.db, sender.send, ORIGIN)).toBe(0);
    expect(await sentTo(MORGAN)).toEqual([]);
  });

  it('sends one e-mail at once with the link to the item and no more of the notice', async () => {
    await harness().call('morgan', 'PUT', '/settings/notifications', { toDecide: 'immediate', decided: 'app', announcement: 'app', reminder: 'app', overdue: 'app' });
    const before = (await sentTo(MORGAN)).length;
    await alexRequestsADay();
    expect(await deliverDue(harness().database.db, sender.send, ORIGIN)).toBe(1);
    const all = await catcher.received(before + 1);
    const mine = all.filter((e) => e.to.some((t) => t.address === MORGAN));
    expect(mine).toHaveLength(before + 1);
    const email = mine.find((e) => e.subject === 'Time off request from Alex Rivera');
    expect(email?.text).toContain(`${ORIGIN}/timecard/approval`);
    expect(email?.html).toContain(`href="${ORIGIN}/timecard/approval"`);
    // The notice's message (the dates and hours asked for) stays in the portal.
    expect(email?.text).not.toMatch(/8 h|Sick/);
    expect((await queued()).every((row) => row.sent_at !== null)).toBe(true);
    // Sent once: a second round finds nothing due.
    expect(await deliverDue(harness().database.db, sender.send, ORIGIN)).toBe(0);
  });

  it('sends each e-mail once when two delivery loops race for them', async () => {
    for (const who of ['alex', 'morgan', 'pat', 'olivia']) await harness().call(who, 'PUT', '/settings/notifications', { toDecide: 'app', decided: 'app', announcement: 'immediate', reminder: 'app', overdue: 'app' });
    const created = await harness().call('harper', 'POST', '/announcements', { title: 'Office closed Friday', body: 'Maintenance.', pinned: false, expiresOn: null }, { [IDEMPOTENCY_HEADER]: 'email-announce' });
    expect(created.status).toBe(201);
    expect(await queued()).toHaveLength(4);
    const taken: string[] = [];
    const counting: SendEmail = async (email) => {
      taken.push(email.to);
      await sender.send(email);
    };
    const db = harness().database.db;
    const rounds = await Promise.all([deliverDue(db, counting, ORIGIN), deliverDue(db, counting, ORIGIN), deliverDue(db, counting, ORIGIN)]);
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(4);
    expect([...taken].sort()).toEqual(['alex.rivera@contoso.test', MORGAN, 'olivia.chen@contoso.test', 'pat.morgan@contoso.test']);
    expect(new Set((await queued()).map((r) => r.notification_uid)).size).toBe(4);
  });

  it('tries again after a failure, later, and sends it then', async () => {
    await harness().call('morgan', 'PUT', '/settings/notifications', { toDecide: 'immediate', decided: 'app', announcement: 'app', reminder: 'app', overdue: 'app' });
    await alexRequestsADay();
    const db = harness().database.db;
    const refused: SendEmail = () => Promise.reject(new Error('421 try again later'));
    expect(await deliverDue(db, refused, ORIGIN)).toBe(0);
    const failed = (await db.execute(sql`select attempts, last_error, locked_until > now() as waiting, sent_at from email_outbox`)) as { rows: { attempts: number; last_error: string; waiting: boolean; sent_at: string | null }[] };
    expect(failed.rows).toEqual([{ attempts: 1, last_error: '421 try again later', waiting: true, sent_at: null }]);
    // Not before its wait is over…
    expect(await deliverDue(db, sender.send, ORIGIN)).toBe(0);
    // …and sent once it is (the wait ended, as time passing would end it).
    await db.execute(sql`update email_outbox set locked_until = now() - interval '1 second'`);
    expect(await deliverDue(db, sender.send, ORIGIN)).toBe(1);
  });

  it("gathers a day's notices of a digest kind into one e-mail at the digest hour", async () => {
    await harness().call('morgan', 'PUT', '/settings/notifications', { toDecide: 'digest', decided: 'app', announcement: 'app', reminder: 'app', overdue: 'app' });
    await alexRequestsADay();
    await alexRequestsADay();
    const db = harness().database.db;
    const rows = (await db.execute(sql`select digest, due_at > now() as later from email_outbox`)) as { rows: { digest: boolean; later: boolean }[] };
    expect(rows.rows).toEqual([
      { digest: true, later: true },
      { digest: true, later: true },
    ]);
    expect(await deliverDue(db, sender.send, ORIGIN)).toBe(0);
    await db.execute(sql`update email_outbox set due_at = now() - interval '1 second'`);
    const before = (await sentTo(MORGAN)).length;
    expect(await deliverDue(db, sender.send, ORIGIN)).toBe(1);
    await catcher.received(before + 1);
    const digest = (await sentTo(MORGAN)).find((e) => e.subject === 'Your Employee Portal digest: 2 notices');
    expect(digest?.text.match(/\/timecard\/approval/g)).toHaveLength(2);
  });

  it('the digest hour is the next one in the company time zone', () => {
    expect(nextDigestAt(new Date('2026-12-02T07:30:00Z'), 'UTC', 8).toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(nextDigestAt(new Date('2026-12-02T08:00:00Z'), 'UTC', 8).toISOString()).toBe('2026-12-03T08:00:00.000Z');
    // Los Angeles in December is UTC-8: 08:00 there is 16:00 UTC.
    expect(nextDigestAt(new Date('2026-12-02T17:00:00Z'), 'America/Los_Angeles', 8).toISOString()).toBe('2026-12-03T16:00:00.000Z');
    // Across a change of offset (Europe/Berlin, last Sunday of March: 08:00 is UTC+2).
    expect(nextDigestAt(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin', 8).toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });
});
