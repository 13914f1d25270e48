import ICAL from 'ical.js';
import type { CalendarFeed, CalendarFeedCreated } from '../../src/shared/calendarFeeds/schemas.ts';
import { addDays, isoDate, mondayOf } from '../../src/shared/work/dates.ts';
import type { TimeOffRequest } from '../../src/shared/work/schemas.ts';
import { idempotencyKey, seededHarnessPerFile } from './harness.ts';

/**
 * Calendar feeds (issue #48 §5): each feed read back with a real parser (ical.js), as a calendar app would read it.
 */
const harness = seededHarnessPerFile();

// Weeks of their own, far from the seed's.
const week = addDays(mondayOf(isoDate(new Date())), 7 * 30);
const day = (i: number) => addDays(week, i);

interface FeedEvent {
  uid: string;
  summary: string;
  status: string;
  sequence: number;
  start: string;
  end: string;
  description: string | null;
}

/** The feed at a path (no token: its secret is the key), parsed by ical.js. */
async function readFeed(path: string): Promise<{ status: number; type: string | null; events: FeedEvent[] }> {
  const response = await harness().fetch(path);
  const text = await response.text();
  if (response.status !== 200) return { status: response.status, type: response.headers.get('content-type'), events: [] };
  const calendar = ICAL.Component.fromString(text);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const description = vevent.getFirstPropertyValue('description');
    return {
      uid: event.uid,
      summary: event.summary,
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: event.sequence,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      description: typeof description === 'string' ? description : null,
    };
  });
  return { status: response.status, type: response.headers.get('content-type'), events };
}

async function makeFeed(who: string, kind: string): Promise<string> {
  const made = await harness().call(who, 'POST', `/calendar/feeds/${kind}`);
  expect(made.status).toBe(201);
  return (made.body as CalendarFeedCreated).secretPath;
}

async function ask(firstDay: string, lastDay: string, note = 'Family trip'): Promise<TimeOffRequest> {
  const created = await harness().call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay, lastDay, hours: 8, note }, idempotencyKey());
  expect(created.status).toBe(201);
  return created.body as TimeOffRequest;
}

describe('calendar feeds', () => {
  it('lists the three kinds, makes an address shown once, and keeps only its hash', async () => {
    const before = (await harness().call('alex', 'GET', '/calendar/feeds')).body as CalendarFeed[];
    expect(before).toEqual([
      { kind: 'own', createdAt: null },
      { kind: 'team', createdAt: null },
      { kind: 'holidays', createdAt: null },
    ]);
    const path = await makeFeed('alex', 'own');
    expect(path).toMatch(/^\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const after = (await harness().call('alex', 'GET', '/calendar/feeds')).body as CalendarFeed[];
    expect(after.find((f) => f.kind === 'own')?.createdAt).toEqual(expect.any(String));
    expect(JSON.stringify(after)).not.toContain(path.slice(16, 59));
    const stored = await harness().database.db.execute('select token_hash from calendar_feeds');
    expect(JSON.stringify(stored)).not.toContain(path.slice(16, 59));
    expect((await harness().call('alex', 'POST', '/calendar/feeds/everyone')).status).toBe(404);
    expect((await harness().call(null, 'GET', '/calendar/feeds')).status).toBe(401);
  });

  it('shows an approval, then a cancellation as the same UID with a higher SEQUENCE', async () => {
    const path = await makeFeed('alex', 'own');
    const request = await ask(day(1), day(3));
    const uid = `timeoff-${request.id}@portal`;
    const pending = (await readFeed(path)).events.find((e) => e.uid === uid);
    expect(pending).toMatchObject({ status: 'TENTATIVE', start: day(1), end: day(4), description: 'Family trip', sequence: 0 });

    expect((await harness().call('morgan', 'POST', `/approvals/timeoff/${request.id}`, { decision: 'approve' })).status).toBe(200);
    const feed = await readFeed(path);
    expect(feed.type).toMatch(/^text\/calendar/);
    const approved = feed.events.find((e) => e.uid === uid);
    expect(approved).toMatchObject({ status: 'CONFIRMED', summary: 'Vacation', start: day(1), end: day(4) });
    expect(approved?.sequence).toBeGreaterThan(pending?.sequence ?? Infinity);

    expect((await harness().call('alex', 'PUT', `/timeoff/requests/${request.id}/cancel`)).status).toBe(200);
    const cancelled = (await readFeed(path)).events.filter((e) => e.uid === uid);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ status: 'CANCELLED', summary: 'Cancelled: Vacation' });
    expect(cancelled[0]?.sequence).toBeGreaterThan(approved?.sequence ?? Infinity);
  });

  it('counts a seeded request from SEQUENCE 0: its approval is 1, its cancellation 2', async () => {
    const path = await makeFeed('alex', 'own');
    const versions = async () => (await readFeed(path)).events.filter((e) => e.uid === 'timeoff-to-1@portal').map((e) => [e.status, e.sequence]);
    expect(await versions()).toEqual([['TENTATIVE', 0]]);
    expect((await harness().call('morgan', 'POST', '/approvals/timeoff/to-1', { decision: 'approve' })).status).toBe(200);
    expect(await versions()).toEqual([['CONFIRMED', 1]]);
    expect((await harness().call('alex', 'PUT', '/timeoff/requests/to-1/cancel')).status).toBe(200);
    expect(await versions()).toEqual([['CANCELLED', 2]]);
  });

  it('moves a pending request in place: same UID, new days, higher SEQUENCE', async () => {
    const path = await makeFeed('alex', 'own');
    const request = await ask(day(8), day(8));
    const uid = `timeoff-${request.id}@portal`;
    const first = (await readFeed(path)).events.find((e) => e.uid === uid);
    expect((await harness().call('alex', 'PUT', `/timeoff/requests/${request.id}`, { type: 'vacation', firstDay: day(9), lastDay: day(10), hours: 8, note: 'Family trip' })).status).toBe(200);
    const moved = (await readFeed(path)).events.filter((e) => e.uid === uid);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ start: day(9), end: day(11) });
    expect(moved[0]?.sequence).toBeGreaterThan(first?.sequence ?? Infinity);
  });

  it("gives a teammate's feed names and days only, approved ones only, never the caller's own notes", async () => {
    const request = await ask(day(15), day(16), 'Private reason');
    const patTeam = await makeFeed('pat', 'team');
    const uid = `timeoff-${request.id}@portal`;
    expect((await readFeed(patTeam)).events.find((e) => e.uid === uid)).toBeUndefined();
    expect((await harness().call('morgan', 'POST', `/approvals/timeoff/${request.id}`, { decision: 'approve' })).status).toBe(200);
    const seen = (await readFeed(patTeam)).events.find((e) => e.uid === uid);
    expect(seen).toMatchObject({ summary: 'Alex Rivera: Out', status: 'CONFIRMED', description: null });
    // Pat's own feed has none of Alex's requests.
    const patOwn = await readFeed(await makeFeed('pat', 'own'));
    expect(patOwn.events.find((e) => e.uid === uid)).toBeUndefined();
    expect(JSON.stringify(patOwn.events)).not.toContain('Private reason');
  });

  it('lists the company holidays', async () => {
    const holidays = await readFeed(await makeFeed('alex', 'holidays'));
    expect(holidays.events.length).toBeGreaterThan(0);
    expect(holidays.events.every((e) => e.uid.startsWith('holiday-') && e.status === 'CONFIRMED')).toBe(true);
  });

  it('answers 404 to a revoked, replaced or unknown address', async () => {
    const first = await makeFeed('alex', 'own');
    expect((await readFeed(first)).status).toBe(200);
    const second = await makeFeed('alex', 'own');
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);
    expect((await harness().call('alex', 'DELETE', '/calendar/feeds/own')).status).toBe(204);
    expect((await readFeed(second)).status).toBe(404);
    expect((await harness().call('alex', 'DELETE', '/calendar/feeds/own')).status).toBe(204);
    expect((await harness().call('alex', 'DELETE', '/calendar/feeds/everyone')).status).toBe(404);
    expect(((await harness().call('alex', 'GET', '/calendar/feeds')).body as CalendarFeed[])[0]).toEqual({ kind: 'own', createdAt: null });
    expect((await readFeed(`/calendar/feeds/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await readFeed('/calendar/feeds/nothing')).status).toBe(404);
  });
});
