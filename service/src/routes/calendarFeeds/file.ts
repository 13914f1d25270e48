import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { ICalEventData } from 'ical-generator';
import { FEED_NAMES } from '../../../../src/shared/calendarFeeds/schemas.ts';
import type { FeedKind } from '../../../../src/shared/calendarFeeds/schemas.ts';
import { addDays } from '../../../../src/shared/work/dates.ts';
import { companyTimeZone, today } from '../../clock.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../plugins/errors.ts';
import { SEED_ACTION } from '../../events/trail.ts';

/**
 * The feed itself (issue #48 §5, ADR 0175): `GET /calendar/feeds/<secret>.ics`, answered without a bearer token (the
 * secret is the key: the auth hook lets a route marked `public` through), rate limited like every API route. An
 * unknown or revoked secret is a 404. Events are all-day (the company's days, floating): each request's UID never
 * changes, and its SEQUENCE is the number of changes its audit trail holds after the request itself (versionsOf), so a move, an
 * approval or a cancellation is a newer version of the same event. A cancelled request stays, as STATUS:CANCELLED.
 */

/** What is stored of a feed's secret: its SHA-256, as hex. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How far back and ahead a feed reaches. */
const DAYS_BACK = 90;
const DAYS_AHEAD = 400;

const NOT_FOUND = 'There is no calendar feed at this address. It may have been revoked: make a new one on Settings.';

const TYPE_NAMES: Record<string, string> = { vacation: 'Vacation', sick: 'Sick leave', personal: 'Personal time' };

/** A day (YYYY-MM-DD) as the Date ical-generator writes back as that day (all-day dates are read in UTC). */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

type RequestStatus = (typeof t.timeOffRequests.$inferSelect)['status'];

interface Versioned {
  sequence: number;
  changedAt: Date;
}

/**
 * Each request's version: how many changes (edits, a decision, a cancellation) its audit trail holds after the request
 * itself, and when the last was written. Like a history, only what was written since the data was last seeded counts
 * (ADR 0128): a seeded request starts at 0.
 */
async function versionsOf(tx: Tx, ids: string[]): Promise<Map<string, Versioned>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: t.audit.entityId, changes: sql<number>`(count(*) filter (where ${t.audit.action} <> 'timeoff.request'))::int`, last: sql<string>`max(${t.audit.at})` })
    .from(t.audit)
    .where(
      and(
        eq(t.audit.entity, 'time_off_request'),
        inArray(t.audit.entityId, ids),
        sql`${t.audit.id} > (select coalesce(max(a.id), 0) from ${t.audit} a where a.action = ${SEED_ACTION})`,
      ),
    )
    .groupBy(t.audit.entityId);
  return new Map(rows.map((r) => [r.id, { sequence: r.changes, changedAt: new Date(r.last) }]));
}

/** The people whose absences a team feed shows: those who share the person's manager and those they manage. */
async function teammatesOf(tx: Tx, personId: string) {
  const [me] = await tx.select({ managerId: t.people.managerId }).from(t.people).where(eq(t.people.id, personId));
  const reports = eq(t.people.managerId, personId);
  return and(ne(t.people.id, personId), me?.managerId ? or(reports, eq(t.people.managerId, me.managerId)) : reports);
}

async function requestEvents(tx: Tx, personId: string, kind: 'own' | 'team', from: string, to: string): Promise<ICalEventData[]> {
  // Own: every request, a denied or cancelled one as CANCELLED (it was shown, tentative or confirmed); team: the
  // approved and the cancelled ones (a cancelled one may have been shown approved), never a pending or denied one.
  const statuses: RequestStatus[] = kind === 'own' ? ['pending', 'approved', 'cancelled', 'denied'] : ['approved', 'cancelled'];
  const who = kind === 'own' ? eq(t.timeOffRequests.employeeId, personId) : await teammatesOf(tx, personId);
  const rows = await tx
    .select({ r: t.timeOffRequests, name: t.people.name })
    .from(t.timeOffRequests)
    .innerJoin(t.people, eq(t.people.id, t.timeOffRequests.employeeId))
    .where(and(inArray(t.timeOffRequests.status, statuses), lte(t.timeOffRequests.firstDay, to), gte(t.timeOffRequests.lastDay, from), who))
    .orderBy(asc(t.timeOffRequests.firstDay), asc(t.timeOffRequests.id));
  const versions = await versionsOf(tx, rows.map(({ r }) => r.id));
  return rows.map(({ r, name }) => {
    const version = versions.get(r.id) ?? { sequence: 0, changedAt: new Date(r.createdAt) };
    const gone = r.status === 'cancelled' || r.status === 'denied';
    const status = gone ? ICalEventStatus.CANCELLED : r.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
    // A teammate's absence is their name and "Out", nothing of its type or note.
    const what = kind === 'own' ? `${TYPE_NAMES[r.type] ?? 'Time off'}${r.status === 'pending' ? ' (waiting for approval)' : ''}` : `${name}: Out`;
    const summary = r.status === 'cancelled' ? `Cancelled: ${what}` : r.status === 'denied' ? `Declined: ${what}` : what;
    return {
      id: `timeoff-${r.id}@portal`,
      allDay: true,
      start: dateOf(r.firstDay),
      // DTEND of an all-day event is the day after the last (RFC 5545 §3.6.1).
      end: dateOf(addDays(r.lastDay, 1)),
      summary,
      ...(kind === 'own' && r.note ? { description: r.note } : {}),
      status,
      transparency: gone ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
      sequence: version.sequence,
      stamp: version.changedAt,
      lastModified: version.changedAt,
      created: new Date(r.createdAt),
    };
  });
}

async function holidayEvents(tx: Tx, from: string, to: string): Promise<ICalEventData[]> {
  const rows = await tx.select().from(t.holidays).where(and(gte(t.holidays.date, from), lte(t.holidays.date, to))).orderBy(asc(t.holidays.date));
  return rows.map((h) => ({
    id: `holiday-${h.date}@portal`,
    allDay: true,
    start: dateOf(h.date),
    end: dateOf(addDays(h.date, 1)),
    summary: h.name,
    status: ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.TRANSPARENT,
  }));
}

/** The feed's text (iCalendar) for a person and kind. */
export async function feedText(tx: Tx, personId: string, kind: FeedKind, day: string = today()): Promise<string> {
  const from = addDays(day, -DAYS_BACK);
  const to = addDays(day, DAYS_AHEAD);
  const events = kind === 'holidays' ? await holidayEvents(tx, from, to) : await requestEvents(tx, personId, kind, from, to);
  const calendar = ical({ name: FEED_NAMES[kind], prodId: { company: 'Employee Portal', product: 'Calendar feeds', language: 'EN' }, ttl: 60 * 60, events });
  // The days are the company's (floating dates); calendar apps that show a zone show this one.
  calendar.x([['X-WR-TIMEZONE', companyTimeZone()]]);
  return calendar.toString();
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered without a bearer token (the auth hook lets it through): a calendar feed, whose secret is its key. */
    public?: boolean;
  }
}

export default function feedFile(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.get('/calendar/feeds/:file', { config: { public: true } }, async (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(file)?.[1];
    if (!token) throw notFound(NOT_FOUND);
    const text = await app.database.db.transaction(async (tx) => {
      const [feed] = await tx
        .select({ personId: t.calendarFeeds.personId, kind: t.calendarFeeds.kind })
        .from(t.calendarFeeds)
        .where(and(eq(t.calendarFeeds.tokenHash, hashOf(token)), isNull(t.calendarFeeds.revokedAt)));
      if (!feed) throw notFound(NOT_FOUND);
      return feedText(tx, feed.personId, feed.kind);
    });
    // Never kept by a shared cache, never indexed; the address is the secret.
    return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer').type('text/calendar; charset=utf-8').send(text);
  });
  done();
}
