import { jest } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ERROR_TEXTS, IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { STREAM_CURSOR_HEADER, isStreamCursor } from '../../src/shared/contract/notifications.ts';
import { NGINX_TEMP_DIRS, renderNginxServer, renderNginxUpstream, renderStandaloneNginx } from '../../scripts/serving/nginx.ts';
import { NGINX_BINARY, nginxAvailable } from '../../scripts/serving/nginxBinary.ts';
import { REFERENCE_TARGET } from '../../scripts/serving/targets.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import { NOTICES } from '../../src/shared/work/notices.ts';
import type { PayPeriod } from '../../src/shared/payroll/schemas.ts';
import { payPeriodOf } from '../../src/shared/payroll/periods.ts';
import type { Balances, TimeOffRequest } from '../../src/shared/work/schemas.ts';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { EVENTS_CONNECTION, PREPARED_PER_CONNECTION, change, openDatabase } from '../src/db/client.ts';
import { writeTrail } from '../src/events/trail.ts';
import { AUDIT_UNGUARDED, startService } from '../src/main.ts';
import { startHarness, testKeys, tokenFor } from './harness.ts';
import type { Harness } from './harness.ts';
import { eventsOf } from './sse.ts';
import { startCluster } from './postgres.ts';
import type { ThrowawayCluster } from './postgres.ts';

/**
 * Past one machine (issue #25 §7): Debian's PostgreSQL 15 as a throwaway cluster, two service instances
 * on it. Each holds no state of its own: a change made through one is read through the other, and its
 * notification reaches the other's SSE clients (LISTEN/NOTIFY).
 */
const PG_PORT = 25432;
let cluster: ThrowawayCluster;
let a: Harness;
let b: Harness;

beforeAll(async () => {
  // Below the ephemeral range (32768–60999): no outgoing connection holds the port (TIME_WAIT) when it starts.
  cluster = startCluster(PG_PORT);
  const keys = await testKeys();
  // As in production (issue #46 §5): the schema belongs to an owner role that migrates, the service logs in as another.
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create role portal_owner login; create role portal_app login; alter database postgres owner to portal_owner; alter schema public owner to portal_owner');
  await admin.end();
  const roles = { url: cluster.url.replace('postgres://postgres@', 'postgres://portal_app@'), ownerUrl: cluster.url.replace('postgres://postgres@', 'postgres://portal_owner@') };
  // Both open (and migrate) the database at once: the advisory lock lets one migrate while the other waits.
  const [dbA, dbB] = await Promise.all([openDatabase(roles), openDatabase(roles)]);
  a = await startHarness({ database: dbA, keys });
  b = await startHarness({ database: dbB, keys, seed: false });
});

/** Instances a test stopped itself (afterAll closes the others). */
const stopped = new Set<Harness>();

afterAll(async () => {
  for (const instance of [a, b]) if (!stopped.has(instance)) await instance.close();
  await a.database.close();
  await b.database.close();
  cluster.stop();
});

const day = addDays(mondayOf(isoDate(new Date())), 84);

async function firstEvent(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return '';
    buffer += value;
    const data = /event: notification\ndata: (.*)\n/.exec(buffer);
    if (data) {
      await reader.cancel();
      return data[1] ?? '';
    }
  }
}

describe('the audit trail nobody can rewrite (issue #46 §5)', () => {
  it("the service's role reads and appends to it, and can neither update, delete, truncate, disable its trigger nor drop it", async () => {
    expect(a.database.auditGuarded).toBe(true);
    await change(a.database, (tx) => writeTrail(tx, 'alex.rivera@contoso.test', [['test.append', 'test', 'guarded', null, { ok: true }]]));
    // A connection of its own as the service's role (a refused statement would cost a pooled connection its life).
    const service = new pg.Client({ connectionString: cluster.url.replace('postgres://postgres@', 'postgres://portal_app@') });
    await service.connect();
    const refusal = (text: string) => service.query(text).then(() => 'allowed', (error: unknown) => (error instanceof Error ? error.message : String(error)));
    try {
      expect((await service.query<{ n: number }>("select count(*)::int as n from audit where entity_id = 'guarded'")).rows[0]?.n).toBe(1);
      expect(await refusal("update audit set actor = 'someone'")).toBe('permission denied for table audit');
      expect(await refusal('delete from audit')).toBe('permission denied for table audit');
      expect(await refusal('truncate audit')).toBe('permission denied for table audit');
      expect(await refusal('alter table audit disable trigger all')).toBe('must be owner of table audit');
      expect(await refusal('drop table audit')).toBe('must be owner of table audit');
      expect(await refusal('alter table audit owner to portal_app')).toBe('must be owner of table audit');
      expect(await refusal('set role portal_owner')).toBe('permission denied to set role "portal_owner"');
    } finally {
      await service.end();
    }
  });

  it('one role that owns the schema and serves is said to be unguarded, and a production start refuses it', async () => {
    const single = await openDatabase({ url: cluster.url });
    try {
      expect(single.auditGuarded).toBe(false);
    } finally {
      await single.close();
    }
    await expect(startService({ port: 0, databaseUrl: cluster.url, requireGuardedAudit: true, logger: false })).rejects.toThrow(AUDIT_UNGUARDED);
  });
});

describe('two instances on one PostgreSQL', () => {
  it('runs on PostgreSQL: the same rules as on the embedded database', async () => {
    expect(a.database.kind).toBe('postgres');
    expect((await a.call('alex', 'GET', '/approvals')).status).toBe(403);
    expect((await b.call('morgan', 'GET', '/approvals')).status).toBe(200);
    // A directory search is planned with its pattern for its transaction only (ADR 0173), then statements go on.
    const found = await a.call('harper', 'GET', '/people?q=olivia');
    expect(found).toMatchObject({ status: 200, body: { total: 1, people: [{ name: 'Olivia Chen' }] } });
    expect((await a.call('harper', 'GET', '/people')).body).toMatchObject({ total: 5 });
  });

  it('a request made through one instance is read, decided and pushed through the other', async () => {
    const stream = await b.fetch('/notifications/stream', { headers: { authorization: `Bearer ${await tokenFor(b.keys, 'morgan')}` } });
    const pushed = firstEvent(stream);
    const created = await a.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day, lastDay: day, hours: 8, note: 'Two instances' }, { [IDEMPOTENCY_HEADER]: 'pg-1' });
    expect(created.status).toBe(201);
    expect(JSON.parse(await pushed)).toMatchObject({ title: 'Time off request from Alex Rivera' });
    const id = (created.body as TimeOffRequest).id;
    // Two decisions at once, one on each instance: one wins, the other is told (row lock across connections).
    const [one, two] = await Promise.all([
      a.call('morgan', 'POST', `/approvals/timeoff/${id}`, { decision: 'approve' }),
      b.call('morgan', 'POST', `/approvals/timeoff/${id}`, { decision: 'deny', reason: 'Busy' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const mine = (await b.call('alex', 'GET', '/timeoff/requests')).body as TimeOffRequest[];
    expect(['approved', 'denied']).toContain(mine.find((r) => r.id === id)?.status);
    // The same Idempotency-Key through the other instance: the first answer, no second request.
    const again = await b.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day, lastDay: day, hours: 8, note: 'Two instances' }, { [IDEMPOTENCY_HEADER]: 'pg-1' });
    expect(again.body).toEqual(created.body);
  });

  it('an announcement posted through one instance notifies everyone but its author, pushed through the other (one INSERT … SELECT on PostgreSQL)', async () => {
    const stream = await b.fetch('/notifications/stream', { headers: { authorization: `Bearer ${await tokenFor(b.keys, 'pat')}` } });
    const pushed = firstEvent(stream);
    const posted = await a.call('harper', 'POST', '/announcements', { title: 'Yard closed Monday', body: 'Deliveries go to the north gate.', pinned: false, expiresOn: null }, { [IDEMPOTENCY_HEADER]: 'pg-an-1' });
    expect(posted.status).toBe(201);
    expect(JSON.parse(await pushed)).toMatchObject({ title: 'Announcement: Yard closed Monday', type: 'announcement' });
    for (const who of ['alex', 'morgan', 'pat', 'olivia']) {
      const list = (await b.call(who, 'GET', '/notifications')).body as { title: string }[];
      expect(list.filter((n) => n.title === 'Announcement: Yard closed Monday')).toHaveLength(1);
    }
    const own = (await b.call('harper', 'GET', '/notifications')).body as { title: string }[];
    expect(own.some((n) => n.title === 'Announcement: Yard closed Monday')).toBe(false);
  });

  it("a week Pat approves through one instance is in the other's payroll CSV with who and when, and only Olivia (or payroll) gets her week (issue #26 §7)", async () => {
    const lastWeek = addDays(mondayOf(isoDate(new Date())), -7);
    const olivia = encodeURIComponent('olivia.chen@contoso.test');
    expect((await a.call('pat', 'POST', `/approvals/timecards/${olivia}/${lastWeek}`, { decision: 'approve' })).status).toBe(200);
    // Read through the other instance's summary: last week's period may not have ended, so it may not be exported yet (ADR 0174).
    const summary = (await b.call('pat', 'GET', `/payroll/periods/${payPeriodOf(lastWeek).start}`)).body as PayPeriod;
    expect(summary.approved.find((w) => w.employeeId === 'olivia.chen@contoso.test' && w.weekStart === lastWeek)).toMatchObject({ approvedBy: 'Pat Morgan', approvedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown });
    const own = await a.call('olivia', 'GET', `/timecards/${olivia}/${lastWeek}/csv`);
    expect(own.status).toBe(200);
    expect((await a.call('alex', 'GET', `/timecards/${olivia}/${lastWeek}/csv`)).status).toBe(403);
  });

  it('two approvals for one person at once, on two instances, both come off the balance', async () => {
    const before = (await a.call('alex', 'GET', '/timeoff/balances')).body as Balances;
    const ids: string[] = [];
    for (const [i, offset] of [126, 133].entries()) {
      const first = addDays(mondayOf(isoDate(new Date())), offset);
      const made = await a.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: first, lastDay: first, hours: 4, note: `Balance ${i}` }, { [IDEMPOTENCY_HEADER]: `pg-balance-${i}` });
      expect(made.status).toBe(201);
      ids.push((made.body as TimeOffRequest).id);
    }
    const answers = await Promise.all(ids.map((id, i) => (i ? b : a).call('morgan', 'POST', `/approvals/timeoff/${id}`, { decision: 'approve' })));
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    expect((await b.call('alex', 'GET', '/timeoff/balances')).body).toEqual({ ...before, vacation: before.vacation - 8 });
  });

  it('ten decisions on one item at once, through both instances: one changes it (and the balance, once), nine get 409 with who decided', async () => {
    const first = addDays(mondayOf(isoDate(new Date())), 140);
    const made = await a.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: first, lastDay: first, hours: 2, note: 'Race' }, { [IDEMPOTENCY_HEADER]: 'pg-race' });
    const id = (made.body as TimeOffRequest).id;
    const before = (await a.call('alex', 'GET', '/timeoff/balances')).body as Balances;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? b : a).call('morgan', 'POST', `/approvals/timeoff/${id}`, { decision: i % 3 ? 'approve' : 'deny', reason: 'Race' })));
    const won = answers.filter((x) => x.status === 200);
    expect(won).toHaveLength(1);
    const outcome = (won[0]?.body as TimeOffRequest).status;
    for (const lost of answers.filter((x) => x.status !== 200)) expect(lost).toEqual({ status: 409, body: { message: `This request was already ${outcome} by Morgan Lee.` } });
    expect((await b.call('alex', 'GET', '/timeoff/balances')).body).toEqual({ ...before, vacation: before.vacation - (outcome === 'approved' ? 2 : 0) });
  });

  it("decisions after both instances read Morgan's list (each one statement, ADR 0152): one wins, the other is told; a manager changed through the database is refused", async () => {
    const made = await Promise.all(
      [147, 154, 161].map(async (offset, i) => {
        const first = addDays(mondayOf(isoDate(new Date())), offset);
        const answer = await a.call('pat', 'POST', '/timeoff/requests', { type: 'personal', firstDay: first, lastDay: first, hours: 1, note: `Kept ${i}` }, { [IDEMPOTENCY_HEADER]: `pg-kept-${i}` });
        return (answer.body as TimeOffRequest).id;
      }),
    );
    const [raced, moved, quiet] = made;
    for (const instance of [a, b]) expect((await instance.call('morgan', 'GET', '/approvals')).status).toBe(200);
    // One statement on PostgreSQL too (the pooled connections' queries while it is decided), its notification
    // announced after it commits, on the connection that listens (ADR 0154): the change's commit takes no NOTIFY lock.
    const queries = jest.spyOn(pg.Pool.prototype, 'query');
    const sent = jest.spyOn(pg.Client.prototype, 'query');
    try {
      expect((await a.call('morgan', 'POST', `/approvals/timeoff/${quiet ?? ''}`, { decision: 'deny', reason: 'Kept' })).status).toBe(200);
      expect(queries).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(queries.mock.calls)).not.toContain('pg_notify');
      expect(sent.mock.calls.filter(([config]) => JSON.stringify(config).includes('pg_notify'))).toHaveLength(1);
    } finally {
      queries.mockRestore();
      sent.mockRestore();
    }
    // Both kept the request: both decide it in one statement at once, on two connections; the row lock orders them.
    const answers = await Promise.all([a, b].map((instance) => instance.call('morgan', 'POST', `/approvals/timeoff/${raced ?? ''}`, { decision: 'approve' })));
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 409)?.body).toEqual({ message: 'This request was already approved by Morgan Lee.' });
    // Pat is given another manager after both read the list: neither instance may decide for him any more.
    await a.database.db.execute(sql`update people set manager_id = 'harper.quinn@contoso.test' where id = 'pat.morgan@contoso.test'`);
    try {
      for (const instance of [a, b]) expect((await instance.call('morgan', 'POST', `/approvals/timeoff/${moved ?? ''}`, { decision: 'approve' })).status).toBe(403);
    } finally {
      await a.database.db.execute(sql`update people set manager_id = 'morgan.lee@contoso.test' where id = 'pat.morgan@contoso.test'`);
    }
    const trail: unknown = await b.database.db.execute(sql`select entity_id, action from audit where entity_id in (${raced ?? ''}, ${moved ?? ''}, ${quiet ?? ''}) and action like 'timeoff.%' order by id`);
    const actions = (trail as { rows: { entity_id: string; action: string }[] }).rows;
    expect([raced, moved, quiet].map((id) => actions.filter((r) => r.entity_id === id).map((r) => r.action))).toEqual([['timeoff.request', 'timeoff.approve'], ['timeoff.request'], ['timeoff.request', 'timeoff.deny']]);
  });
});

const NGINX_PORT = 55481;

/** Debian's nginx, unprivileged, with the generated server block and an upstream of the given instances. */
async function startNginx(instances: readonly Harness[]): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (!nginxAvailable()) throw new Error(`nginx is not installed (${NGINX_BINARY}): apt-get install nginx`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  for (const dir of NGINX_TEMP_DIRS) fs.mkdirSync(path.join(prefix, dir));
  const server = renderNginxServer({ target: REFERENCE_TARGET, listen: [`127.0.0.1:${NGINX_PORT}`], root: prefix, proxies: { '/api/': 'http://portal_api' }, brotli: false });
  const conf = path.join(prefix, 'nginx.conf');
  const upstream = renderNginxUpstream(
    'portal_api',
    instances.map((instance) => instance.origin),
  );
  fs.writeFileSync(conf, renderStandaloneNginx({ prefix, brotliModule: null, http: `${upstream}\n${server}` }));
  const nginx: ChildProcess = spawn(NGINX_BINARY, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { stdio: 'ignore' });
  for (let attempt = 0; ; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net
        .connect(NGINX_PORT, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        })
        .on('error', () => resolve(false));
    });
    if (open) break;
    if (attempt > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${NGINX_PORT}`,
    stop: () =>
      new Promise((resolve) => {
        nginx.once('exit', () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        nginx.kill('SIGTERM');
      }),
  };
}

/**
 * Two notifications out of commit order: `first` is written (its seq taken) through instance A and held open while
 * `second` is written and committed; `commitFirst` then commits the first.
 */
async function writtenOutOfOrder(first: ReturnType<typeof outOfOrderNotice>, second: ReturnType<typeof outOfOrderNotice>): Promise<{ commitFirst: () => Promise<void> }> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let written = () => undefined as void;
  const taken = new Promise<void>((resolve) => (written = resolve));
  const late = change(a.database, async (tx) => {
    await writeTrail(tx, 'pat.kim@contoso.test', [], [first]);
    written();
    await held;
  });
  await taken;
  await change(a.database, (tx) => writeTrail(tx, 'pat.kim@contoso.test', [], [second]));
  return {
    commitFirst: async () => {
      release();
      await late;
    },
  };
}

const outOfOrderNotice = (userId: string, title: string) => ({ userId, notice: { title, message: 'Out of order', type: 'system' as const, priority: 'medium' as const } });

describe('one Idempotency-Key sent many times at once, through both instances (issue #47)', () => {
  it('identical requests all get the first answer (one request made); different bodies: one wins, the rest 422 naming the key, never a 500', async () => {
    const first = addDays(day, 150);
    const body = { type: 'vacation', firstDay: first, lastDay: first, hours: 4, note: 'same key' };
    const same = { [IDEMPOTENCY_HEADER]: 'parallel-same' };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).call('pat', 'POST', '/timeoff/requests', body, same)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => (r.body as TimeOffRequest).id)).size).toBe(1);
    const mine = (await a.call('pat', 'GET', '/timeoff/requests')).body as TimeOffRequest[];
    expect(mine.filter((r) => r.note === 'same key')).toHaveLength(1);
    const other = { [IDEMPOTENCY_HEADER]: 'parallel-different' };
    const different = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).call('pat', 'POST', '/timeoff/requests', { ...body, firstDay: addDays(first, 7 + i), lastDay: addDays(first, 7 + i), note: `body ${i}` }, other)),
    );
    const statuses = different.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(422)]);
    for (const refused of different.filter((r) => r.status === 422)) expect(refused.body).toEqual({ message: ERROR_TEXTS.idempotencyReuse, fields: { [IDEMPOTENCY_HEADER]: ERROR_TEXTS.idempotencyReuse } });
  });
});

describe('notifications that commit out of their order', () => {
  it('a stream gets both of two notifications for one person when the first written commits last', async () => {
    const stream = eventsOf(await b.fetch('/notifications/stream', { headers: { authorization: `Bearer ${await tokenFor(b.keys, 'morgan')}` } }));
    const notice = (title: string) => outOfOrderNotice('morgan.lee@contoso.test', title);
    // The first is written (its seq taken) and held open; the second is written and committed meanwhile.
    const { commitFirst } = await writtenOutOfOrder(notice('Written first, committed last'), notice('Written second, committed first'));
    const [early] = await stream.until(1);
    await commitFirst();
    // It arrives at once (NOTIFY at its commit), or not at all: 5 s is a bound, not a timing.
    const [, last] = await Promise.race([stream.until(2), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the late commit never reached the stream')), 5000))]);
    expect([early, last].map((e) => e?.title)).toEqual(['Written second, committed first', 'Written first, committed last']);
    // Each came with the snapshot it was read in: the cursor moves on with each.
    expect(isStreamCursor(last!.id)).toBe(true);
    expect(last!.id).not.toBe(early!.id);
    await stream.cancel();
  });
});

describe('a stream that drops while a notification written earlier commits late (issue #47 §9)', () => {
  it('resumed with its Last-Event-ID, it gets that one and nothing it had: each notification once', async () => {
    // A person of this test alone, so the resume's answer is exactly what this test wrote.
    const who = 'resume.tester@contoso.test';
    const auth = { authorization: `Bearer ${await tokenFor(b.keys, who)}` };
    const notice = (title: string) => outOfOrderNotice(who, title);
    // An old one, long had (written a second ago: a look back by time would send it again).
    await change(a.database, (tx) => writeTrail(tx, 'pat.kim@contoso.test', [], [notice('Old')]));
    const stream = eventsOf(await b.fetch('/notifications/stream', { headers: auth }));
    const { commitFirst } = await writtenOutOfOrder(notice('Written first, committed after the drop'), notice('Written second, committed first'));
    const [had] = await stream.until(1);
    expect(had?.title).toBe('Written second, committed first');
    // The connection drops; the first commits while nobody is connected; the client comes back with its cursor.
    await stream.cancel();
    await commitFirst();
    const resumed = eventsOf(await b.fetch('/notifications/stream', { headers: { ...auth, 'last-event-id': had!.id } }));
    // Its first batch (what the stream sends before its first cursor) is exactly the one it had not seen.
    const first = await resumed.batch(1);
    expect(first.events.map((e) => e.title)).toEqual(['Written first, committed after the drop']);
    await resumed.cancel();
    // From that batch's cursor: nothing again.
    const after = eventsOf(await b.fetch('/notifications/stream', { headers: { ...auth, 'last-event-id': first.cursor } }));
    expect((await after.batch(1)).events).toEqual([]);
    await after.cancel();
  });
});

describe("a list read while a notification written earlier has not committed yet (ADR 0151, 0166)", () => {
  it("the stream's first open with the list's cursor gets it and the one written after the read, and not the one listed", async () => {
    const who = 'list.cursor.tester@contoso.test';
    const notice = (title: string) => outOfOrderNotice(who, title);
    const { commitFirst } = await writtenOutOfOrder(notice('Written first, committed after the read'), notice('Written second, committed before the read'));
    // The bell's read (through the other instance): only the committed one, and the snapshot it was read in.
    const read = await b.answer(who, 'GET', '/notifications');
    expect((read.body as { title: string }[]).map((n) => n.title)).toEqual(['Written second, committed before the read']);
    const cursor = read.headers.get(STREAM_CURSOR_HEADER) ?? '';
    expect(isStreamCursor(cursor)).toBe(true);
    await commitFirst();
    await change(a.database, (tx) => writeTrail(tx, 'pat.kim@contoso.test', [], [notice('Written after the read')]));
    // The first open resumes from the list's cursor: exactly the two the read did not see, in the order written.
    const auth = { authorization: `Bearer ${await tokenFor(b.keys, who)}` };
    const stream = eventsOf(await b.fetch('/notifications/stream', { headers: { ...auth, 'last-event-id': cursor } }));
    const first = await stream.batch(1);
    expect(first.events.map((e) => e.title)).toEqual(['Written first, committed after the read', 'Written after the read']);
    await stream.cancel();
  });
});

describe('the database cuts every connection (a restart, a failover)', () => {
  it('both instances go on answering, and a stream on one gets a change made through the other while no instance was listening (read from the table when it listens again)', async () => {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const others = async () => (await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()')).rows[0]?.n ?? -1;
    const listening = async () => (await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1', [EVENTS_CONNECTION])).rows[0]?.n ?? -1;
    try {
      const stream = eventsOf(await b.fetch('/notifications/stream', { headers: { authorization: `Bearer ${await tokenFor(b.keys, 'morgan')}` } }));
      // Each instance's pool (all opened at start) and its listening connection.
      expect(await listening()).toBe(2);
      const { rows } = await admin.query<{ n: number }>('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()');
      expect(rows[0]?.n).toBeGreaterThanOrEqual(2 * 20 + 2);
      while ((await others()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      // Nobody listens now; a request for time off goes through the first instance on a new connection.
      const cutDay = addDays(day, 63);
      const created = await a.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: cutDay, lastDay: cutDay, hours: 8, note: 'While nobody listened' }, { [IDEMPOTENCY_HEADER]: 'pg-cut-1' });
      expect(created.status).toBe(201);
      expect(await listening()).toBe(0);
      // The second instance listens again (after a second), reads what it missed and pushes it to the stream.
      const [missed] = await stream.until(1);
      expect(JSON.parse(missed?.data ?? '{}')).toMatchObject(NOTICES.timeOffRequested(created.body as TimeOffRequest));
      // The first instance listens again too: each tries a second after it lost its connection, so the second's
      // push may come first on a busy machine (5 s is a bound, not a timing).
      const deadline = Date.now() + 5000;
      while ((await listening()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await listening()).toBe(2);
      // Listening again: the next change is heard as it commits, and the other instance answers reads.
      const next = addDays(day, 64);
      const again = await a.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: next, lastDay: next, hours: 8, note: 'Heard again' }, { [IDEMPOTENCY_HEADER]: 'pg-cut-2' });
      expect(again.status).toBe(201);
      const [, heard] = await stream.until(2);
      expect(JSON.parse(heard?.data ?? '{}')).toMatchObject(NOTICES.timeOffRequested(again.body as TimeOffRequest));
      expect(heard!.id).not.toBe(missed!.id);
      const mine = await b.call('alex', 'GET', '/timeoff/requests');
      expect(mine.status).toBe(200);
      expect((mine.body as TimeOffRequest[]).map((r) => r.note)).toEqual(expect.arrayContaining(['While nobody listened', 'Heard again']));
      await stream.cancel();
    } finally {
      await admin.end();
    }
  });
});

describe('the database restarts (pg_ctl restart)', () => {
  it('both instances outlive it: a request retried with its Idempotency-Key is made once, and a stream on the other instance gets its notification', async () => {
    const stream = eventsOf(await b.fetch('/notifications/stream', { headers: { authorization: `Bearer ${await tokenFor(b.keys, 'morgan')}` } }));
    cluster.restart();
    const restartDay = addDays(day, 70);
    const body = { type: 'vacation', firstDay: restartDay, lastDay: restartDay, hours: 8, note: 'After a restart' };
    // While the pool finds its connections gone the answer may be 503 (the client retries the same way); bounded.
    const answers: number[] = [];
    let created: { status: number; body: unknown } | undefined;
    for (let attempt = 0; attempt < 50 && created?.status !== 201; attempt += 1) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 100));
      created = await a.call('alex', 'POST', '/timeoff/requests', body, { [IDEMPOTENCY_HEADER]: 'pg-restart-1' });
      answers.push(created.status);
    }
    expect(created?.status).toBe(201);
    expect(answers.every((status) => status === 201 || status === 503)).toBe(true);
    const [pushed] = await Promise.race([stream.until(1), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no push after the restart')), 15_000))]);
    expect(JSON.parse(pushed?.data ?? '{}')).toMatchObject(NOTICES.timeOffRequested(created?.body as TimeOffRequest));
    const mine = (await b.call('alex', 'GET', '/timeoff/requests')).body as TimeOffRequest[];
    expect(mine.filter((r) => r.note === 'After a restart')).toHaveLength(1);
    // The connections made again after the restart plan each statement once too (ADR 0159): the setting is made on
    // every new connection, not once at start.
    const modes = await Promise.all(
      Array.from({ length: 4 }, () =>
        a.database.db.transaction(async (tx) => {
          const result: unknown = await tx.execute(sql`select current_setting('plan_cache_mode') as mode`);
          return (result as { rows: { mode: string }[] }).rows[0];
        }),
      ),
    );
    expect(modes.map((row) => row?.mode)).toEqual(['force_generic_plan', 'force_generic_plan', 'force_generic_plan', 'force_generic_plan']);
    await stream.cancel();
  });
});

describe('two instances behind nginx (the generated server block and upstream)', () => {
  it("answers a body over the limit with the service's JSON 413, past nginx's own limit too (issue #47 §7)", async () => {
    const nginx = await startNginx([a, b]);
    try {
      const headers = { authorization: `Bearer ${await tokenFor(a.keys, 'alex')}`, 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: 'too-large' };
      // Over the service's 64 KiB (the service answers), and over nginx's 1 MiB (nginx answers, in the same words).
      for (const size of [100 * 1024, 2 * 1024 * 1024]) {
        const response = await fetch(`${nginx.origin}/api/timeoff/requests`, { method: 'POST', headers, body: JSON.stringify({ note: 'x'.repeat(size) }) });
        expect([size, response.status, response.headers.get('content-type')?.split(';')[0]]).toEqual([size, 413, 'application/json']);
        expect(await response.json()).toEqual({ message: ERROR_TEXTS.tooLarge });
      }
    } finally {
      await nginx.stop();
    }
  });

  it('deals requests to both instances; a stream on one hears changes made on the other, resumes on the other when its instance stops, and nothing fails while one is down', async () => {
    // Which instance served what: the Node server of each instance reports every request it receives.
    const served: { instance: Harness; method: string; url: string }[] = [];
    for (const instance of [a, b]) instance.app.server.on('request', (req: { method?: string; url?: string }) => served.push({ instance, method: req.method ?? '', url: req.url ?? '' }));
    const nginx = await startNginx([a, b]);
    try {
      const via = async (who: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
        const response = await fetch(`${nginx.origin}/api${url}`, {
          method,
          headers: { authorization: `Bearer ${await tokenFor(a.keys, who)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      const morgan = { authorization: `Bearer ${await tokenFor(a.keys, 'morgan')}` };
      const stream = eventsOf(await fetch(`${nginx.origin}/api/notifications/stream`, { headers: morgan }));
      const streamHost = served.find((s) => s.url.endsWith('/notifications/stream'))?.instance;
      expect(streamHost).toBeDefined();
      const other = streamHost === a ? b : a;

      // Round robin: of four requests through nginx, each instance gets some; every one is answered.
      const created: TimeOffRequest[] = [];
      for (let i = 0; i < 4; i += 1) {
        const first = addDays(day, 7 * (i + 1));
        const answer = await via('alex', 'POST', '/timeoff/requests', { type: 'personal', firstDay: first, lastDay: first, hours: 1, note: `Behind nginx ${i}` }, { [IDEMPOTENCY_HEADER]: `nginx-${i}` });
        expect(answer.status).toBe(201);
        created.push(answer.body as TimeOffRequest);
      }
      const creates = served.filter((s) => s.method === 'POST' && s.url === '/api/timeoff/requests');
      expect(creates.filter((s) => s.instance === other).length).toBeGreaterThan(0);
      expect(creates.filter((s) => s.instance === streamHost).length).toBeGreaterThan(0);
      // The stream, on one instance, hears all four, whichever instance committed them.
      const heard = await stream.until(4);
      expect(heard.map((e) => (JSON.parse(e.data) as { title: string }).title)).toEqual(Array(4).fill('Time off request from Alex Rivera'));

      // The stream's instance stops: its stream ends, and nginx sends everything to the one left.
      const down = streamHost!;
      const ended = stream.ended();
      await down.close();
      stopped.add(down);
      await ended;
      const missedDay = addDays(day, 35);
      const whileDown = await via('alex', 'POST', '/timeoff/requests', { type: 'personal', firstDay: missedDay, lastDay: missedDay, hours: 1, note: 'While one is down' }, { [IDEMPOTENCY_HEADER]: 'nginx-down' });
      expect(whileDown.status).toBe(201);
      for (let i = 0; i < 4; i += 1) expect((await via('alex', 'GET', '/timeoff/requests')).status).toBe(200);
      // A decision on a request the stopped instance created, made on the one left.
      const decided = await via('morgan', 'POST', `/approvals/timeoff/${created[0]?.id ?? ''}`, { decision: 'approve' });
      expect(decided).toMatchObject({ status: 200, body: { status: 'approved' } });

      // The portal reconnects with the last id it saw: the other instance sends what it missed, and only that.
      const resumed = eventsOf(await fetch(`${nginx.origin}/api/notifications/stream`, { headers: { ...morgan, 'last-event-id': heard[3]?.id ?? '' } }));
      const missedNotice = NOTICES.timeOffRequested(whileDown.body as TimeOffRequest);
      const replayed = (await resumed.batch(1)).events;
      expect(replayed.map((e) => JSON.parse(e.data) as unknown)).toEqual([expect.objectContaining(missedNotice)]);
      expect(served.filter((s) => s.url.endsWith('/notifications/stream')).map((s) => s.instance)).toEqual([down, other]);
      await resumed.cancel();
    } finally {
      await nginx.stop();
    }
  });
});

describe('the database refuses new connections (down for a moment)', () => {
  it('a request gets 503 with Retry-After and the spec\'s text, not a stuck or crashed service, and is answered again once the database is back', async () => {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    // An instance of its own that logs in as a role of its own, so only its logins can be refused.
    await admin.query('create role portal_c login superuser');
    const c = await startHarness({ database: await openDatabase({ url: cluster.url.replace('postgres://postgres@', 'postgres://portal_c@') }), keys: a.keys, seed: false });
    try {
      expect((await c.call('alex', 'GET', '/timeoff/requests')).status).toBe(200);
      await admin.query('alter role portal_c nologin');
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where usename = 'portal_c'");
      while ((await admin.query("select 1 from pg_stat_activity where usename = 'portal_c'")).rowCount) await new Promise((resolve) => setTimeout(resolve, 20));
      const down = await c.fetch('/timeoff/requests', { headers: { authorization: `Bearer ${await tokenFor(c.keys, 'alex')}` } });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('2');
      expect(await down.json()).toEqual({ message: 'Server error occurred. Please try again later.' });
      // The event stream too: it reads where to start before it answers, so the client retries it (and polls).
      const stream = await c.fetch('/notifications/stream', { headers: { authorization: `Bearer ${await tokenFor(c.keys, 'morgan')}` } });
      expect([stream.status, stream.headers.get('retry-after')]).toEqual([503, '2']);
      await admin.query('alter role portal_c login');
      expect((await c.call('alex', 'GET', '/timeoff/requests')).status).toBe(200);
    } finally {
      await c.close();
      await c.database.close();
      await admin.query('alter role portal_c login');
      await admin.end();
    }
  });
});

describe('DATABASE_URL', () => {
  it("takes libpq's Unix-socket form (host=/folder) and never shows its password", async () => {
    const database = await openDatabase({ url: `postgres://postgres:not-shown@localhost/postgres?host=${encodeURIComponent(cluster.socketDir)}&port=${PG_PORT}` });
    try {
      const result: unknown = await database.db.execute(sql`select inet_server_addr() is null as over_socket`);
      expect((result as { rows: { over_socket: boolean }[] }).rows).toEqual([{ over_socket: true }]);
      expect(database.where).not.toContain('not-shown');
      expect(database.where).toContain(cluster.socketDir.split('/').pop());
    } finally {
      await database.close();
    }
  });
});

describe('prepared statements (ADR 0142)', () => {
  it('a connection prepares each statement it runs once, and no more than its cap of distinct texts', async () => {
    const prepared = await a.database.db.transaction(async (tx) => {
      // One transaction: one connection throughout.
      const rowsOf = async (query: SQL) => {
        const result: unknown = await tx.execute(query);
        return (result as { rows: Record<string, unknown>[] }).rows;
      };
      for (const n of [1, 2, 3]) expect(await rowsOf(sql`select ${n}::int + 40 as answer`)).toEqual([{ answer: 40 + n }]);
      const mine = await rowsOf(sql`select count(*)::int as n from pg_prepared_statements where statement = 'select $1::int + 40 as answer'`);
      // Texts past the cap still run, unprepared.
      for (let i = 0; i < PREPARED_PER_CONNECTION + 20; i += 1) expect(await rowsOf(sql.raw(`select ${i} as i`).append(sql` where ${true}`))).toEqual([{ i }]);
      // Named by the text (p1, p2, …); reads prepared by name in the code (builtOnce) are not counted against the cap.
      const all = await rowsOf(sql`select count(*)::int as n from pg_prepared_statements where name ~ '^p[0-9]+$'`);
      return { mine: mine[0]?.n, all: all[0]?.n };
    });
    expect(prepared.mine).toBe(1);
    expect(prepared.all).toBe(PREPARED_PER_CONNECTION);
  });

  it('a prepared statement is planned once without its values and never again (ADR 0159), on every pooled connection', async () => {
    // A pool of its own: the test above fills one connection's cap, past which texts run unprepared.
    const database = await openDatabase({ url: cluster.url });
    const plans = await Promise.all(
      // Transactions at once: several connections of the pool.
      Array.from({ length: 4 }, (_, i) =>
        database.db.transaction(async (tx) => {
          const rowsOf = async (query: SQL) => {
            const result: unknown = await tx.execute(query);
            return (result as { rows: Record<string, unknown>[] }).rows;
          };
          // The approvals read's shape: a manager's team's pending requests; Morgan's team is smaller than the average.
          for (let n = 0; n < 7; n += 1) {
            await rowsOf(sql`select r.id from time_off_requests r where r.status = 'pending' and r.employee_id in (select p.id from people p where p.manager_id = ${n % 2 ? 'morgan.lee@contoso.test' : `manager-${i}`})`);
          }
          const [row] = await rowsOf(sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like 'select r.id from time_off_requests r where%'`);
          const [mode] = await rowsOf(sql`select current_setting('plan_cache_mode') as mode`);
          return { ...row, mode: mode?.mode };
        }),
      ),
    ).finally(() => database.close());
    expect(plans).toEqual(Array.from({ length: 4 }, () => ({ generic: 7, custom: 0, mode: 'force_generic_plan' })));
  });

  it("a new pooled connection is handed out once its setting is made: no query is given to it beside the setting (node-postgres' queue, deprecated, refused by pg 9)", () => {
    // In a process of its own: node-postgres warns on stderr, once per process.
    const run = spawnSync(path.resolve('node_modules', '.bin', 'tsx'), ['service/test/firstQueries.ts', cluster.url], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stdout.trim()).toBe(Array.from({ length: 8 }, () => 'force_generic_plan').join(' '));
    expect(run.stderr).not.toMatch(/DeprecationWarning|already executing a query/);
    expect(run.status).toBe(0);
  });
});
