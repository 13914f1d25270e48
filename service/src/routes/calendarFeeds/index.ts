import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FEED_KINDS, feedPath, NO_SUCH_FEED } from '../../../../src/shared/calendarFeeds/schemas.ts';
import type { CalendarFeed, CalendarFeedCreated, FeedKind } from '../../../../src/shared/calendarFeeds/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Handler } from '../../plugins/contract.ts';
import { notFound } from '../../plugins/errors.ts';
import { writeTrail } from '../../events/trail.ts';
import feedFile, { hashOf } from './file.ts';

/**
 * A person's calendar feeds (issue #48 §5, ADR 0175): list, make (or make anew) and revoke. The secret is 32 random
 * bytes (base64url); only its SHA-256 is stored, so it is in the answer that makes it and nowhere else, not even the
 * idempotency records (these operations take no Idempotency-Key: a repeat makes another address).
 */

const isKind = (kind: string | undefined): kind is FeedKind => FEED_KINDS.some((k) => k === kind);

function kindOf(params: Record<string, string>): FeedKind {
  const kind = params.kind;
  if (!isKind(kind)) throw notFound(NO_SUCH_FEED);
  return kind;
}

/** Revokes the caller's live feed of a kind; answers whether there was one. */
async function revoke(tx: Tx, personId: string, kind: FeedKind): Promise<boolean> {
  const revoked = await tx
    .update(t.calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(t.calendarFeeds.personId, personId), eq(t.calendarFeeds.kind, kind), isNull(t.calendarFeeds.revokedAt)))
    .returning({ createdAt: t.calendarFeeds.createdAt });
  return revoked.length > 0;
}

const FEED_HANDLERS = {
  getCalendarFeeds: async (tx, { caller }): Promise<CalendarFeed[]> => {
    const live = await tx
      .select({ kind: t.calendarFeeds.kind, createdAt: t.calendarFeeds.createdAt })
      .from(t.calendarFeeds)
      .where(and(eq(t.calendarFeeds.personId, caller.id), isNull(t.calendarFeeds.revokedAt)));
    return FEED_KINDS.map((kind) => {
      const found = live.find((f) => f.kind === kind);
      return { kind, createdAt: found ? new Date(found.createdAt).toISOString() : null };
    });
  },

  createCalendarFeed: async (tx, { caller, params }): Promise<CalendarFeedCreated> => {
    const kind = kindOf(params);
    // One at a time per person: two makes at once leave one live address, never a unique-index failure.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feeds:${caller.id}`}))`);
    const replaced = await revoke(tx, caller.id, kind);
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx.insert(t.calendarFeeds).values({ tokenHash: hashOf(token), personId: caller.id, kind }).returning({ createdAt: t.calendarFeeds.createdAt });
    const createdAt = new Date(row?.createdAt ?? Date.now()).toISOString();
    await writeTrail(tx, caller.id, [[replaced ? 'calendar-feed.regenerate' : 'calendar-feed.create', 'calendar_feed', `${caller.id}:${kind}`, null, { kind, createdAt }]]);
    return { kind, createdAt, secretPath: feedPath(token) };
  },

  revokeCalendarFeed: async (tx, { caller, params }) => {
    const kind = kindOf(params);
    // Revoking a feed that is off is done already: 204 either way, a trail row only when one stopped.
    if (!(await revoke(tx, caller.id, kind))) return undefined;
    await writeTrail(tx, caller.id, [['calendar-feed.revoke', 'calendar_feed', `${caller.id}:${kind}`, { kind }, null]]);
    return undefined;
  },
} satisfies Record<string, Handler>;

/** Calendar feeds: the signed-in operations, and the feed file itself (answered to its secret, without a token). */
export default async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  app.operations(FEED_HANDLERS);
  await app.register(feedFile);
}
