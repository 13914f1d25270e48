import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import fc from 'fast-check';
import pg from 'pg';
import type { Database } from '../src/db/client.ts';
import { API_OPERATIONS } from '../../src/shared/contract/operations.ts';
import { pathOf } from '../../src/shared/contract/operation.ts';
import { ERROR_TEXTS } from '../../src/shared/contract/errors.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import { idempotencyKey, startHarness, tokenFor } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The security review's findings (issue #47), each proved here on the embedded database (PGlite); the ones that
 * need a second connection (idempotency under concurrency) are proved on PostgreSQL in postgres.test.ts.
 */
const monday = mondayOf(isoDate(new Date()));
const NUL = '\u0000';

describe('answers every client can rely on', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('says nosniff on every answer: success, refusal, unknown path, health', async () => {
    const token = await tokenFor(h.keys, 'alex');
    for (const [path, auth] of [['/timeoff/balances', true], ['/timeoff/balances', false], ['/nowhere', true]] as const) {
      const response = await h.fetch(path, { headers: auth ? { authorization: `Bearer ${token}` } : {} });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await fetch(`${h.origin}/health`)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('takes the bearer scheme in any case, and says WWW-Authenticate on every 401', async () => {
    const token = await tokenFor(h.keys, 'alex');
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) expect((await h.fetch('/timeoff/balances', { headers: { authorization: `${scheme} ${token}` } })).status).toBe(200);
    const none = await h.fetch('/timeoff/balances');
    expect([none.status, none.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="api"']);
    const forged = await h.fetch('/timeoff/balances', { headers: { authorization: 'Bearer x.y.z' } });
    expect([forged.status, forged.headers.get('www-authenticate')]).toEqual([401, 'Bearer realm="api", error="invalid_token"']);
    const noScope = await h.fetch('/timeoff/balances', { headers: { authorization: `Bearer ${await tokenFor(h.keys, 'alex', { scp: 'other' })}` } });
    expect([noScope.status, noScope.headers.get('www-authenticate')]).toEqual([403, 'Bearer realm="api", error="insufficient_scope", scope="access_as_user"']);
  });

  it('answers a 10 MB body with 413 and a JSON message, without dropping the connection', async () => {
    const token = await tokenFor(h.keys, 'alex');
    const big = await h.fetch(`/timecards/${monday}`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ entries: [], pad: 'x'.repeat(10_000_000) }) });
    expect([big.status, ((await big.json()) as { message: string }).message]).toEqual([413, ERROR_TEXTS.tooLarge]);
  });
});

describe('text PostgreSQL cannot store (a NUL character)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('is a 400 naming the field, in a path, a query string and a body', async () => {
    const inPath = await h.call('alex', 'GET', `/projects/${encodeURIComponent(`24${NUL}`)}`);
    expect(inPath).toMatchObject({ status: 400, body: { fields: { jobNumber: expect.stringMatching(/NUL/) as unknown } } });
    const inQuery = await h.call('harper', 'GET', `/people?q=${encodeURIComponent(NUL)}`);
    expect(inQuery).toMatchObject({ status: 400, body: { fields: { q: expect.stringMatching(/NUL/) as unknown } } });
    const day = addDays(monday, 70);
    const note = await h.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day, lastDay: day, hours: 8, note: `a${NUL}b` }, idempotencyKey());
    expect(note).toMatchObject({ status: 400, body: { fields: { note: expect.stringMatching(/NUL/) as unknown } } });
    const title = await h.call('harper', 'POST', '/announcements', { title: `T${NUL}`, body: 'b', pinned: false, expiresOn: null }, idempotencyKey());
    expect(title).toMatchObject({ status: 400, body: { fields: { title: expect.stringMatching(/NUL/) as unknown } } });
    const holiday = await h.call('harper', 'POST', '/calendar/holidays', { date: addDays(monday, 90), name: `H${NUL}` }, idempotencyKey());
    expect(holiday).toMatchObject({ status: 400, body: { fields: { name: expect.stringMatching(/NUL/) as unknown } } });
  });

  it('never reaches a 500: random text in every operation’s path, query and body (property-based)', async () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(NUL, `x${NUL}`, '\uD800', "'; drop table people; --", '%00', '../..'));
    // A URL can only carry well-formed text (a lone surrogate has no UTF-8); a JSON body can carry any.
    const urlText = text.filter((s) => { try { encodeURIComponent(s); return true; } catch { return false; } });
    const json = fc.letrec<{ value: unknown }>((tie) => ({ value: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(text, tie('value'), { maxKeys: 4 })) })).value;
    const operations = Object.entries(API_OPERATIONS).filter(([name]) => name !== 'streamNotifications');
    const caller = fc.constantFrom('alex', 'morgan', 'harper', 'pat', 'olivia');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...operations), caller, fc.array(urlText, { minLength: 3, maxLength: 3 }), fc.dictionary(fc.constantFrom('q', 'department', 'from', 'to', 'year'), urlText), json, async ([, operation], who, params, query, body) => {
        const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
        const path = pathOf(operation, Object.fromEntries(names.map((name, i) => [name, params[i] || 'x'])));
        const search = new URLSearchParams(query).toString();
        const answer = await h.call(who, operation.method, `${path}${search ? `?${search}` : ''}`, operation.method === 'GET' ? undefined : body, idempotencyKey());
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 150, seed: 4711 },
    );
  }, 120_000);
});

describe('test controls', () => {
  it('refuse a cross-site request even from this machine', async () => {
    const h = await startHarness();
    try {
      const seed = (headers: Record<string, string>) => fetch(`${h.origin}/__mock/seed?set=default`, { method: 'POST', headers });
      expect((await seed({ origin: 'https://evil.example' })).status).toBe(403);
      expect((await seed({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await seed({})).status).toBe(204);
    } finally {
      await h.close();
    }
  });

  it('are not there when off (a production start), and need an HR admin when enabled there', async () => {
    const off = await startHarness({ testControls: 'off' });
    try {
      expect((await fetch(`${off.origin}/__mock/seed`, { method: 'POST' })).status).toBe(404);
    } finally {
      await off.close();
    }
    const admin = await startHarness({ testControls: 'admin' });
    try {
      const seed = async (who: string | null) => (await fetch(`${admin.origin}/__mock/seed`, { method: 'POST', headers: who ? { authorization: `Bearer ${await tokenFor(admin.keys, who)}` } : {} })).status;
      expect(await seed(null)).toBe(401);
      expect(await seed('alex')).toBe(403);
      expect(await seed('harper')).toBe(204);
    } finally {
      await admin.close();
    }
  });
});

describe('rate limits and streams', () => {
  it('answer 429 with Retry-After past a token’s share, and count each token and each address apart', async () => {
    const h = await startHarness({ limits: { perToken: 5, perAddress: 12 } });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await h.answer('alex', 'GET', '/timeoff/balances')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const limited = await h.answer('alex', 'GET', '/timeoff/balances');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body).toEqual({ message: ERROR_TEXTS.tooMany });
      // Another token still has its share; the address has 12 in all.
      expect((await h.answer('morgan', 'GET', '/timeoff/balances')).status).toBe(200);
      const more = [];
      for (let i = 0; i < 5; i += 1) more.push((await h.fetch('/timeoff/balances')).status);
      expect(more).toContain(429);
    } finally {
      await h.close();
    }
  });

  it('keep a person to their number of open streams, closing the oldest', async () => {
    const h = await startHarness({ limits: { streamsPerPerson: 2 } });
    const token = await tokenFor(h.keys, 'alex');
    const open = async () => {
      const controller = new AbortController();
      const response = await h.fetch('/notifications/stream', { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
      const reader = response.body?.getReader();
      await reader?.read();
      return { reader, controller };
    };
    try {
      const first = await open();
      const second = await open();
      const third = await open();
      // The first one ends (its reader reaches the end); the other two stay open.
      for (let chunk = await first.reader?.read(); chunk && !chunk.done; chunk = await first.reader?.read());
      const health = (await (await fetch(`${h.origin}/health`)).json()) as { streams: number };
      expect(health.streams).toBe(2);
      second.controller.abort();
      third.controller.abort();
    } finally {
      await h.close();
    }
  });
});

describe('crew time', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('lists only crew: a team manager’s reports; an operations manager’s field crews, never HR nor their own managers', async () => {
    expect((await h.call('morgan', 'GET', '/crew')).body).toEqual([
      { employeeId: expect.stringMatching(/^alex/) as unknown, name: 'Alex Rivera' },
      { employeeId: expect.stringMatching(/^olivia/) as unknown, name: 'Olivia Chen' },
      { employeeId: expect.stringMatching(/^pat/) as unknown, name: 'Pat Morgan' },
    ]);
    const olivia = (await h.call('olivia', 'GET', '/crew')).body as { name: string }[];
    expect(olivia.map((m) => m.name)).toEqual(['Alex Rivera', 'Pat Morgan']);
  });

  it('refuses time for anyone outside the crew (403)', async () => {
    const crew = (await h.call('olivia', 'GET', '/crew')).body as { employeeId: string }[];
    const people = (await h.call('harper', 'GET', '/people')).body as { people: { id: string; name: string }[] };
    const outside = people.people.filter((p) => ['Harper Quinn', 'Morgan Lee'].includes(p.name)).map((p) => p.id);
    for (const id of outside) {
      const entry = { jobNumber: '24-117', day: addDays(monday, 1), hours: 2, employeeIds: [crew[0]?.employeeId ?? '', id] };
      expect((await h.call('olivia', 'POST', '/crew/time', entry, idempotencyKey())).status).toBe(403);
    }
  });
});

describe('a database that cannot be reached over a Unix socket (libpq’s host=/folder form)', () => {
  it('answers 503 with Retry-After, as over TCP', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-postgres-'));
    const pool = new pg.Pool({ connectionString: `postgres://portal@localhost/portal?host=${encodeURIComponent(empty)}`, connectionTimeoutMillis: 2000 });
    const database: Database = {
      db: drizzle(pool) as unknown as Database['db'],
      kind: 'postgres',
      where: empty,
      auditGuarded: true,
      listen: () => Promise.resolve(),
      announce: () => undefined,
      analyze: () => Promise.resolve(),
      close: () => pool.end(),
    };
    const logged: string[] = [];
    const h = await startHarness({ database, seed: false, logger: 'error', logStream: { write: (line) => logged.push(line) } });
    try {
      const down = await h.fetch('/timeoff/requests', { headers: { authorization: `Bearer ${await tokenFor(h.keys, 'alex')}` } });
      expect([down.status, down.headers.get('retry-after')]).toEqual([503, '2']);
      // Logged with its cause, and without the values the query was sent with (the caller's e-mail).
      expect(logged.join('')).toContain('connect ENOENT');
      expect(logged.join('')).not.toContain('@contoso');
    } finally {
      await h.close();
      await pool.end();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
