import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { deliverDue, smtpSender } from '../src/email/delivery.ts';
import type { SendEmail } from '../src/email/delivery.ts';
import { useEmailSettings } from '../src/email/queue.ts';
import { startHarness, testKeys } from './harness.ts';
import type { Harness } from './harness.ts';
import { startMailCatcher } from './mailCatcher.ts';
import { startCluster } from './postgres.ts';
import type { ThrowawayCluster } from './postgres.ts';

/**
 * E-mail of notices sent once past one machine (issue #48 §1, ADR 0176): two service instances on PostgreSQL 15,
 * each with its own delivery loop on its own pool, race for the same queued e-mails; each goes once.
 */
const PG_PORT = 25448;
const ORIGIN = 'http://portal.test';
let cluster: ThrowawayCluster;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let sender: ReturnType<typeof smtpSender>;
let dbA: Database;
let dbB: Database;
let a: Harness;

beforeAll(async () => {
  catcher = await startMailCatcher();
  const settings = { smtpUrl: catcher.url, from: 'Employee Portal <portal@portal.test>', portalOrigin: ORIGIN, digestHour: 8, timeZone: 'UTC' };
  useEmailSettings(settings);
  sender = smtpSender(settings);
  cluster = startCluster(PG_PORT);
  [dbA, dbB] = await Promise.all([openDatabase({ url: cluster.url }), openDatabase({ url: cluster.url })]);
  a = await startHarness({ database: dbA, keys: await testKeys() });
});

afterAll(async () => {
  await a.close();
  await dbA.close();
  await dbB.close();
  cluster.stop();
  sender.close();
  await catcher.stop();
});

it('two instances racing send each queued e-mail once', async () => {
  const people = ['alex', 'morgan', 'pat', 'olivia'];
  for (const who of people) expect((await a.call(who, 'PUT', '/settings/notifications', { toDecide: 'app', decided: 'app', announcement: 'immediate', reminder: 'app', overdue: 'app' })).status).toBe(200);
  // Three announcements: twelve e-mails queued with their notices.
  for (const n of [1, 2, 3]) {
    const created = await a.call('harper', 'POST', '/announcements', { title: `Notice ${n}`, body: 'Read it in the portal.', pinned: false, expiresOn: null }, { [IDEMPOTENCY_HEADER]: `pg-email-${n}` });
    expect(created.status).toBe(201);
  }
  const queued = (await dbA.db.execute(sql`select count(*)::int as n from email_outbox where sent_at is null`)) as { rows: { n: number }[] };
  expect(queued.rows[0]?.n).toBe(12);
  const taken: string[] = [];
  const counting: SendEmail = async (email) => {
    taken.push(`${email.to} ${email.subject}`);
    await sender.send(email);
  };
  // Each instance's loop, several rounds at once, on its own pool (one claim a round each: BATCH is 20).
  const rounds = await Promise.all([dbA, dbB, dbA, dbB].map((db) => deliverDue(db.db, counting, ORIGIN)));
  expect(rounds.reduce((x, y) => x + y, 0)).toBe(12);
  expect(new Set(taken).size).toBe(12);
  expect(taken).toHaveLength(12);
  const emails = await catcher.received(12);
  expect(emails).toHaveLength(12);
  const left = (await dbB.db.execute(sql`select count(*)::int as n from email_outbox where sent_at is null`)) as { rows: { n: number }[] };
  expect(left.rows[0]?.n).toBe(0);
});
