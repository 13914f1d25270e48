import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { deliverDue } from '../src/email/delivery.ts';
import type { SendEmail } from '../src/email/delivery.ts';
import { startHarness, testKeys } from './harness.ts';
import type { Harness } from './harness.ts';
import { ORIGIN, startPostgresWithCatcher } from './postgresWithCatcher.ts';
import type { PostgresWithCatcher } from './postgresWithCatcher.ts';

/**
 * E-mail of notices sent once past one machine (issue #48 §1, ADR 0176): two service instances on PostgreSQL 15,
 * each with its own delivery loop on its own pool, race for the same queued e-mails; each goes once.
 */
const PG_PORT = 25448;
let shared: PostgresWithCatcher;
let dbA: Database;
let dbB: Database;
let a: Harness;

beforeAll(async () => {
  shared = await startPostgresWithCatcher(PG_PORT);
  [dbA, dbB] = await Promise.all([openDatabase({ url: shared.url }), openDatabase({ url: shared.url })]);
  a = await startHarness({ database: dbA, keys: await testKeys() });
});

afterAll(async () => {
  await a.close();
  await dbA.close();
  await dbB.close();
  await shared.stop();
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
    await shared.sender.send(email);
  };
  // Each instance's loop, several rounds at once, on its own pool (one claim a round each: BATCH is 20).
  const rounds = await Promise.all([dbA, dbB, dbA, dbB].map((db) => deliverDue(db.db, counting, ORIGIN)));
  expect(rounds.reduce((x, y) => x + y, 0)).toBe(12);
  expect(new Set(taken).size).toBe(12);
  expect(taken).toHaveLength(12);
  const emails = await shared.catcher.received(12);
  expect(emails).toHaveLength(12);
  const left = (await dbB.db.execute(sql`select count(*)::int as n from email_outbox where sent_at is null`)) as { rows: { n: number }[] };
  expect(left.rows[0]?.n).toBe(0);
});
