import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { STREAM_CURSOR_HEADER } from '../../src/shared/contract/notifications.ts';
import type { Notification } from '../../src/shared/notifications/schemas.ts';
import type { TimeOffRequest } from '../../src/shared/work/schemas.ts';
import { openDatabase } from '../src/db/client.ts';
import { startHarness, tokenFor } from './harness.ts';
import type { Harness } from './harness.ts';

/** Reads SSE frames from a streaming response until `until` says stop (or the stream ends). */
/** A stream's text up to its first data-less id block (the cursor it announces), and that cursor; the stream is closed. */
async function untilCursor(response: Response): Promise<{ text: string; cursor: string }> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!/\n\nid: \d+\n\n/.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return { text, cursor: /\n\nid: (\d+)\n\n/.exec(text)?.[1] ?? '' };
}

async function readEvents(response: Response, until: (events: { id: string; event: string; data: string }[]) => boolean) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { id: string; event: string; data: string }[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) => frame.split('\n').find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
      if (field('event')) events.push({ id: field('id'), event: field('event'), data: field('data') });
    }
  }
  await reader.cancel();
  return events;
}

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

  it("pushes the manager's new notification when it commits, and resumes after Last-Event-ID", async () => {
    const morgan = { authorization: `Bearer ${await tokenFor(h.keys, 'morgan')}` };
    const stream = await h.fetch('/notifications/stream', { headers: morgan });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = readEvents(stream, (events) => events.length >= 1);
    const created = (await h.call('alex', 'POST', '/timeoff/requests', { type: 'personal', firstDay: day, lastDay: day, hours: 4, note: '' }, { [IDEMPOTENCY_HEADER]: 'sse-1' })).body as TimeOffRequest;
    const [event] = await reading;
    expect(event?.event).toBe('notification');
    expect(JSON.parse(event?.data ?? '{}')).toMatchObject({ title: 'Time off request from Alex Rivera', acknowledgedYN: 'N' });

    // Missed while disconnected: a decision for Alex, then a resume from the id he had.
    const alex = { authorization: `Bearer ${await tokenFor(h.keys, 'alex')}` };
    const first = await h.fetch('/notifications/stream', { headers: alex });
    const none = await Promise.race([readEvents(first, (events) => events.length >= 1), new Promise<null>((r) => setTimeout(() => r(null), 300))]);
    expect(none).toBeNull();
    await h.call('morgan', 'POST', `/approvals/timeoff/${created.id}`, { decision: 'approve' });
    const resumed = await h.fetch('/notifications/stream', { headers: { ...alex, 'last-event-id': '0' } });
    const replay = await readEvents(resumed, (events) => events.some((e) => e.data.includes('Time off approved')));
    const approved = replay.find((e) => e.data.includes('Time off approved'));
    expect(Number(approved?.id)).toBeGreaterThan(0);
    // From the id he had, nothing he has not had: what comes again is the minute before that id (a notification
    // written earlier may commit later, ADR 0148), which the client holds once by uid; the approval ends it.
    const after = await h.fetch('/notifications/stream', { headers: { ...alex, 'last-event-id': approved?.id ?? '' } });
    const again = await readEvents(after, (events) => events.some((e) => e.data.includes('Time off approved')));
    const uid = (e: { data: string }) => (JSON.parse(e.data) as { notificationUID?: string }).notificationUID;
    expect(replay.map(uid)).toEqual(expect.arrayContaining(again.map(uid)));
    expect(again.map((e) => e.id)).toEqual(again.map(() => approved?.id));
  });

  it('tells a new stream its cursor before any event, so a client that heard nothing resumes from there after a drop', async () => {
    const alex = { authorization: `Bearer ${await tokenFor(h.keys, 'alex')}` };
    const { text, cursor } = await untilCursor(await h.fetch('/notifications/stream', { headers: alex }));
    // A block with an id and no data: the client's Last-Event-ID, and no event dispatched.
    expect(Number(cursor)).toBeGreaterThan(0);
    expect(text).not.toContain('event: notification');
    // While he is away his request is decided; back with that cursor, he gets the decision.
    const away = addDays(day, 7);
    const created = (await h.call('alex', 'POST', '/timeoff/requests', { type: 'personal', firstDay: away, lastDay: away, hours: 2, note: '' }, { [IDEMPOTENCY_HEADER]: 'sse-cursor' })).body as TimeOffRequest;
    await h.call('morgan', 'POST', `/approvals/timeoff/${created.id}`, { decision: 'approve' });
    const resumed = await h.fetch('/notifications/stream', { headers: { ...alex, 'last-event-id': cursor } });
    const events = await readEvents(resumed, (list) => list.some((e) => e.data.includes('Time off approved') && e.data.includes('2 h')));
    expect(events.some((e) => e.data.includes('Time off approved') && e.data.includes('2 h'))).toBe(true);
  });

  it("resumes a first open from the cursor the list answered: what committed between the read and the open is pushed (ADR 0151)", async () => {
    const alex = { authorization: `Bearer ${await tokenFor(h.keys, 'alex')}` };
    // Morgan has his request to decide; then Alex reads his list (the bell's read at sign-in).
    const later = addDays(day, 14);
    const created = (await h.call('alex', 'POST', '/timeoff/requests', { type: 'personal', firstDay: later, lastDay: later, hours: 3, note: '' }, { [IDEMPOTENCY_HEADER]: 'sse-list-cursor' })).body as TimeOffRequest;
    const read = await h.answer('alex', 'GET', '/notifications');
    const cursor = read.headers.get(STREAM_CURSOR_HEADER) ?? '';
    const listed = read.body as Notification[];
    expect(cursor).toMatch(/^\d+$/);
    // Committed after the read, before his stream opens: the decision on it.
    await h.call('morgan', 'POST', `/approvals/timeoff/${created.id}`, { decision: 'approve' });
    const decided = (e: { data: string }) => e.data.includes('Time off approved') && e.data.includes('3 h');

    // With the list's cursor as Last-Event-ID: pushed, with an id above that cursor.
    const resumed = await h.fetch('/notifications/stream', { headers: { ...alex, 'last-event-id': cursor } });
    const events = await readEvents(resumed, (list) => list.some(decided));
    const pushed = events.find(decided);
    expect(pushed).toBeDefined();
    expect(Number(pushed?.id)).toBeGreaterThan(Number(cursor));
    expect(listed.some((n) => n.title === 'Time off approved' && n.message.includes('3 h'))).toBe(false);

    // Without it (as before): the stream starts after his latest notification, the decision, which it marks as sent:
    // no event, and that notification's id as the cursor.
    const fresh = await untilCursor(await h.fetch('/notifications/stream', { headers: alex }));
    expect(fresh.text).not.toContain('event: notification');
    expect(fresh.cursor).toBe(pushed?.id);
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
