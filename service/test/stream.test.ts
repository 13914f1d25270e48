import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { STREAM_CURSOR_HEADER, isStreamCursor } from '../../src/shared/contract/notifications.ts';
import type { Notification } from '../../src/shared/notifications/schemas.ts';
import type { TimeOffRequest } from '../../src/shared/work/schemas.ts';
import { openDatabase } from '../src/db/client.ts';
import { startHarness, tokenFor } from './harness.ts';
import type { Harness } from './harness.ts';
import { eventsOf } from './sse.ts';

const day = addDays(mondayOf(isoDate(new Date())), 45);

describe('notifications pushed over Server-Sent Events', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('needs a valid bearer token', async () => {
    expect((await h.fetch('/notifications/stream')).status).toBe(401);
  });

  it("pushes the manager's new notification when it commits; resumed from its cursor, a stream sends what it missed, once (issue #47 §9)", async () => {
    const morgan = { authorization: `Bearer ${await tokenFor(h.keys, 'morgan')}` };
    const response = await h.fetch('/notifications/stream', { headers: morgan });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = eventsOf(response);
    await stream.batch(1);
    const created = (await h.call('alex', 'POST', '/timeoff/requests', { type: 'personal', firstDay: day, lastDay: day, hours: 4, note: '' }, { [IDEMPOTENCY_HEADER]: 'sse-1' })).body as TimeOffRequest;
    const [event] = await stream.until(1);
    expect(JSON.parse(event?.data ?? '{}')).toMatchObject({ title: 'Time off request from Alex Rivera', acknowledgedYN: 'N' });
    await stream.cancel();

    // Alex's stream: its cursor, then he is away while his request is decided, and resumes from that cursor.
    const alex = { authorization: `Bearer ${await tokenFor(h.keys, 'alex')}` };
    const first = eventsOf(await h.fetch('/notifications/stream', { headers: alex }));
    const opened = await first.batch(1);
    expect(opened.events).toEqual([]);
    await first.cancel();
    await h.call('morgan', 'POST', `/approvals/timeoff/${created.id}`, { decision: 'approve' });
    const resumed = eventsOf(await h.fetch('/notifications/stream', { headers: { ...alex, 'last-event-id': opened.cursor } }));
    const missed = await resumed.batch(1);
    // Exactly what he missed: the decision, and none of the notifications he had before.
    expect(missed.events.map((e) => e.title)).toEqual(['Time off approved']);
    await resumed.cancel();
    // From the cursor after it: nothing again.
    const again = eventsOf(await h.fetch('/notifications/stream', { headers: { ...alex, 'last-event-id': missed.cursor } }));
    expect((await again.batch(1)).events).toEqual([]);
    await again.cancel();
  });

  it('tells a new stream its cursor (a snapshot) before any event; a number (an older client) or a forged cursor is taken as none', async () => {
    const alex = { authorization: `Bearer ${await tokenFor(h.keys, 'alex')}` };
    for (const lastEventId of [null, '0', '12345', '9:3:', '3:9:2', `1:2:${'1,'.repeat(3000)}1`]) {
      const stream = eventsOf(await h.fetch('/notifications/stream', { headers: lastEventId === null ? alex : { ...alex, 'last-event-id': lastEventId } }));
      const opened = await stream.batch(1);
      expect(opened.events).toEqual([]);
      expect(isStreamCursor(opened.cursor)).toBe(true);
      await stream.cancel();
    }
  });

  it("resumes a first open from the cursor the list answered: what committed between the read and the open is pushed, and nothing listed (ADR 0151)", async () => {
    const alex = { authorization: `Bearer ${await tokenFor(h.keys, 'alex')}` };
    // Morgan has his request to decide; then Alex reads his list (the bell's read at sign-in).
    const later = addDays(day, 14);
    const created = (await h.call('alex', 'POST', '/timeoff/requests', { type: 'personal', firstDay: later, lastDay: later, hours: 3, note: '' }, { [IDEMPOTENCY_HEADER]: 'sse-list-cursor' })).body as TimeOffRequest;
    const read = await h.answer('alex', 'GET', '/notifications');
    const cursor = read.headers.get(STREAM_CURSOR_HEADER) ?? '';
    const listed = read.body as Notification[];
    expect(listed.length).toBeGreaterThan(0);
    expect(isStreamCursor(cursor)).toBe(true);
    // Committed after the read, before his stream opens: the decision on it.
    await h.call('morgan', 'POST', `/approvals/timeoff/${created.id}`, { decision: 'approve' });

    // With the list's cursor as Last-Event-ID: the decision, and nothing else.
    const resumed = eventsOf(await h.fetch('/notifications/stream', { headers: { ...alex, 'last-event-id': cursor } }));
    const first = await resumed.batch(1);
    expect(first.events.map((e) => JSON.parse(e.data) as Notification).map((n) => [n.title, n.message.includes('3 h')])).toEqual([['Time off approved', true]]);
    await resumed.cancel();

    // Without it: the stream starts now, and sends nothing already there.
    const fresh = eventsOf(await h.fetch('/notifications/stream', { headers: alex }));
    expect((await fresh.batch(1)).events).toEqual([]);
    await fresh.cancel();
  });
});

describe('a system of record', () => {
  it('keeps a request across a restart of the service (embedded database in a folder)', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
    try {
      const first = await startHarness({ dataDir: dir });
      const created = (await first.call('olivia', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day, lastDay: day, hours: 8, note: 'Survives' }, { [IDEMPOTENCY_HEADER]: 'restart-1' })).body as TimeOffRequest;
      await first.close();
      const database = await openDatabase({ dataDir: dir });
      const second = await startHarness({ database, keys: first.keys, seed: false });
      const list = (await second.call('olivia', 'GET', '/timeoff/requests')).body as TimeOffRequest[];
      expect(list.find((r) => r.id === created.id)?.note).toBe('Survives');
      await second.close();
      await database.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two cold opens of an embedded database in a folder, each applying every migration: ~30 s on a quiet two-core
    // machine, past the default 60 s when the machine is busy.
  }, 180_000);
});
