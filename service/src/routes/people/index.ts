import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DIRECTORY_LIMIT } from '../../../../src/shared/people/schemas.ts';
import type { Directory, DirectoryEntry, TeamMember } from '../../../../src/shared/people/schemas.ts';
import { directoryFilter, todayFrom } from '../../../../src/shared/people/today.ts';
import type { TimeAway } from '../../../../src/shared/people/today.ts';
import { today } from '../../clock.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Handler } from '../../plugins/contract.ts';

/**
 * The people operations of src/shared/contract/people.ts (issue #26): a manager's team and the HR directory,
 * read in one or two queries each. Who sees whom is decided here and by the contract's roles, not by
 * the portal: the team is the caller's direct reports (the reporting line in `people`), the directory
 * is everyone, for HR roles only. See docs/adr/0127-people-directory.md.
 */

type PersonRow = typeof t.people.$inferSelect;


/** `%`, `_` and `\` typed into the search are searched for, not wildcards. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Approved time off still running on or after `day`, by person: what their status today reads. */
async function awayOf(tx: Tx, ids: readonly string[], day: string): Promise<Map<string, TimeAway[]>> {
  const away = new Map<string, TimeAway[]>();
  if (ids.length === 0) return away;
  const rows = await tx
    .select({ employeeId: t.timeOffRequests.employeeId, type: t.timeOffRequests.type, firstDay: t.timeOffRequests.firstDay, lastDay: t.timeOffRequests.lastDay })
    .from(t.timeOffRequests)
    .where(and(inArray(t.timeOffRequests.employeeId, [...ids]), sql`${t.timeOffRequests.status} = 'approved'`, gte(t.timeOffRequests.lastDay, day)));
  for (const { employeeId, ...a } of rows) away.set(employeeId, [...(away.get(employeeId) ?? []), a]);
  return away;
}

function toMember(p: PersonRow, away: Map<string, TimeAway[]>, day: string): TeamMember {
  return { id: p.id, name: p.name, jobTitle: p.jobTitle, department: p.department, location: p.location, email: p.email, phone: p.phone, today: todayFrom(away.get(p.id) ?? [], day) };
}

const PEOPLE_HANDLERS = {
  /** The caller's direct reports; nobody else's, whatever the caller's roles (HR reads everyone through the directory). */
  getTeam: async (tx, { caller }) => {
    const day = today();
    const rows = await tx.select().from(t.people).where(eq(t.people.managerId, caller.id)).orderBy(asc(t.people.name), asc(t.people.id));
    const away = await awayOf(
      tx,
      rows.map((r) => r.id),
      day,
    );
    return rows.map((p) => toMember(p, away, day));
  },

  getDirectory: async (tx, { query }) => {
    const day = today();
    const { q, department } = directoryFilter(query);
    const conditions: SQL[] = [];
    if (q !== null) {
      const pattern = likeEscaped(q);
      const match = or(ilike(t.people.name, pattern), ilike(t.people.jobTitle, pattern), ilike(t.people.email, pattern));
      if (match) conditions.push(match);
    }
    if (department !== null) conditions.push(eq(t.people.department, department));
    const where = conditions.length ? and(...conditions) : undefined;
    const manager = alias(t.people, 'manager');
    // Counts from the tallies the triggers keep (ADR 0173) unless a search narrows them: the first page, the count and
    // the departments are then read in time that does not grow with the number of people; a search counts its matches
    // through the trigram indexes.
    const tallied = (on: Tx) =>
      on
        .select({ department: sql<string>`substr(${t.tallies.name}, 8)`, people: sql<number>`sum(${t.tallies.n})::int` })
        .from(t.tallies)
        .where(sql`${t.tallies.name} like 'people:%'`)
        .groupBy(t.tallies.name);
    const page = (on: Tx) =>
      on
        .select({ person: t.people, managerName: manager.name })
        .from(t.people)
        .leftJoin(manager, eq(manager.id, t.people.managerId))
        .where(where)
        .orderBy(asc(t.people.name), asc(t.people.id))
        .limit(DIRECTORY_LIMIT);
    // A search is planned with its pattern, in a transaction of its own: the one plan kept for every statement (ADR
    // 0159) is made without the pattern, and walked the name index filtering every person for a one-match search
    // (895 ms at 110,000 people on PostgreSQL 15) where the trigram indexes find it in 3 ms; a broad pattern still
    // walks the name index, which is then the fast way (ADR 0173).
    const [rows, counted, headcount] =
      q === null
        ? await Promise.all([page(tx), Promise.resolve(null), tallied(tx)])
        : await tx.transaction(async (search) => {
            await search.execute(sql`set local plan_cache_mode = force_custom_plan`);
            return [await page(search), await search.select({ n: sql<number>`count(*)::int` }).from(t.people).where(where), await tallied(search)] as const;
          });
    const present = headcount.filter((d) => d.people > 0);
    const count = counted?.[0]?.n ?? present.filter((d) => department === null || d.department === department).reduce((sum, d) => sum + d.people, 0);
    const departments = present
      .map((d) => d.department)
      .filter((d) => d !== '')
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const away = await awayOf(
      tx,
      rows.map((r) => r.person.id),
      day,
    );
    const people: DirectoryEntry[] = rows.map(({ person, managerName }) => ({ ...toMember(person, away, day), managerName: managerName ?? null, startDate: person.startDate }));
    const directory: Directory = { people, total: count, departments };
    return directory;
  },
} satisfies Record<string, Handler>;

/** People: a manager's team and HR's directory. */
export default function peopleRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(PEOPLE_HANDLERS);
  done();
}
