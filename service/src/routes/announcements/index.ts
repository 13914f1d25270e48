import type { FastifyInstance } from 'fastify';
import { NOTICE_ABOUT } from '../../../../src/shared/notifications/email.ts';
import { randomUUID } from 'node:crypto';
import { asc, eq, gte, isNull, or } from 'drizzle-orm';
import { announcementNotice, byReadingOrder, validateAnnouncement } from '../../../../src/shared/announcements/rules.ts';
import type { Announcement, AnnouncementDraft } from '../../../../src/shared/announcements/schemas.ts';
import { today } from '../../clock.ts';
import { firstError } from '../../../../src/shared/work/rules.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalid, notFound } from '../../plugins/errors.ts';
import { notifyEveryone } from '../notifications/queries.ts';
import type { Input } from '../../plugins/contract.ts';
import { writeTrail } from '../../events/trail.ts';

/**
 * The announcements operations of src/shared/contract/announcements.ts (issue #26 §4), each in the request's one
 * transaction: the notice, its audit row and everyone's notification commit together or not at all.
 */
type Row = typeof t.announcements.$inferSelect;

const toAnnouncement = (r: Row): Announcement => ({
  id: r.id,
  title: r.title,
  body: r.body,
  pinned: r.pinned,
  expiresOn: r.expiresOn,
  author: r.author,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});


function checked(body: unknown, change: 'create' | 'update'): AnnouncementDraft {
  const draft = body as AnnouncementDraft;
  const errors = validateAnnouncement(draft, today(), change);
  const problem = firstError(errors);
  if (problem) throw invalid(problem, errors);
  return { ...draft, title: draft.title.trim(), body: draft.body.trim() };
}

async function audit(tx: Tx, caller: Caller, action: string, id: string, before: unknown, after: unknown): Promise<void> {
  await writeTrail(tx, caller.id, [[action, 'announcement', id, before, after]]);
}

const ANNOUNCEMENT_HANDLERS = {
  getAnnouncements: async (tx: Tx) => {
    const rows = await tx
      .select()
      .from(t.announcements)
      .where(or(isNull(t.announcements.expiresOn), gte(t.announcements.expiresOn, today())))
      .orderBy(asc(t.announcements.createdAt));
    return rows.map(toAnnouncement).sort(byReadingOrder);
  },

  createAnnouncement: async (tx: Tx, { caller, body }: Input) => {
    const draft = checked(body, 'create');
    const [row] = await tx
      .insert(t.announcements)
      .values({ id: `an-${randomUUID()}`, ...draft, authorId: caller.id, author: caller.name })
      .returning();
    if (!row) throw new Error('The announcement was not written');
    const created = toAnnouncement(row);
    await audit(tx, caller, 'create', row.id, null, created);
    await notifyEveryone(tx, caller.id, announcementNotice(created), NOTICE_ABOUT.announcement);
    return created;
  },

  updateAnnouncement: async (tx: Tx, { caller, params, body }: Input) => {
    const draft = checked(body, 'update');
    const id = params.announcementId ?? '';
    const [before] = await tx.select().from(t.announcements).where(eq(t.announcements.id, id)).for('update');
    if (!before) throw notFound('Announcement not found.');
    const [row] = await tx
      .update(t.announcements)
      .set({ ...draft, updatedAt: new Date().toISOString() })
      .where(eq(t.announcements.id, id))
      .returning();
    if (!row) throw notFound('Announcement not found.');
    const updated = toAnnouncement(row);
    await audit(tx, caller, 'update', id, toAnnouncement(before), updated);
    return updated;
  },
};

/** Announcements: the notice board, and HR's and managers' notices to everyone. */
export default function announcementsRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(ANNOUNCEMENT_HANDLERS);
  done();
}
