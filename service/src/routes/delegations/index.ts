import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELEGATION_TEXTS, overlapText, overlapping, validateDelegation } from '../../../../src/shared/delegation/schemas.ts';
import type { Delegation, Delegations, NewDelegation } from '../../../../src/shared/delegation/schemas.ts';
import { firstError } from '../../../../src/shared/work/rules.ts';
import { NOTICES } from '../../../../src/shared/work/notices.ts';
import { NOTICE_ABOUT } from '../../../../src/shared/notifications/email.ts';
import { today } from '../../clock.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { audit } from '../../events/trail.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';
import { conflict, invalid, notFound } from '../../plugins/errors.ts';
import { runsSql } from './queries.ts';

/**
 * Delegations of approvals (issue #48 §3, ADR 0178): list, name a delegate, end one. Whether one runs today is read
 * with the same rule the queue and the decisions use (queries.ts). Each create and end is in the trail.
 */
async function delegationsWhere(tx: Tx, where: ReturnType<typeof and>, day: string): Promise<Delegation[]> {
  const approver = alias(t.people, 'approver');
  const delegate = alias(t.people, 'delegate');
  const d = t.delegations;
  const rows = await tx
    .select({ row: d, approverName: approver.name, delegateName: delegate.name, active: sql<boolean>`${runsSql('delegations', day)}` })
    .from(d)
    .leftJoin(approver, eq(approver.id, d.approverId))
    .leftJoin(delegate, eq(delegate.id, d.delegateId))
    .where(where)
    .orderBy(asc(d.whenOnLeave), asc(d.firstDay), asc(d.createdAt));
  return rows.map(({ row, approverName, delegateName, active }) => ({
    id: row.id,
    approverId: row.approverId,
    approverName: approverName ?? row.approverId,
    delegateId: row.delegateId,
    delegateName: delegateName ?? row.delegateId,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    whenOnLeave: row.whenOnLeave,
    active,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/** Not ended, and not over (fixed days that have all passed are over). */
const live = (day: string) => and(isNull(t.delegations.endedAt), or(eq(t.delegations.whenOnLeave, true), sql`${t.delegations.lastDay} >= ${day}`));

const HANDLERS = {
  getDelegations: async (tx, { caller }): Promise<Delegations> => {
    const day = today();
    const [given, received, choices] = await Promise.all([
      delegationsWhere(tx, and(eq(t.delegations.approverId, caller.id), live(day)), day),
      delegationsWhere(tx, and(eq(t.delegations.delegateId, caller.id), live(day)), day),
      tx.select({ id: t.people.id, name: t.people.name }).from(t.people).where(ne(t.people.id, caller.id)).orderBy(asc(t.people.name), asc(t.people.id)),
    ]);
    return { given, received, choices };
  },
  createDelegation: async (tx, { caller, body }): Promise<Delegation> => {
    const input = body as NewDelegation;
    const day = today();
    // One approver's delegations at a time: two at once cannot both pass the overlap check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`delegations:${caller.id}`}))`);
    const [person] = await tx.select({ id: t.people.id }).from(t.people).where(eq(t.people.id, input.delegateId));
    const errors = validateDelegation(input, caller.id, day, () => person !== undefined);
    const problem = firstError(errors);
    if (problem) throw invalid(problem, errors);
    const given = await delegationsWhere(tx, and(eq(t.delegations.approverId, caller.id), live(day)), day);
    const clash = overlapping(input, given);
    if (clash) throw conflict(overlapText(clash));
    const id = `dg-${randomUUID()}`;
    const row = { id, approverId: caller.id, delegateId: input.delegateId, firstDay: input.whenOnLeave ? null : input.firstDay, lastDay: input.whenOnLeave ? null : input.lastDay, whenOnLeave: input.whenOnLeave };
    await tx.insert(t.delegations).values(row);
    const [created] = await delegationsWhere(tx, eq(t.delegations.id, id), day);
    if (!created) throw notFound(DELEGATION_TEXTS.notFound);
    // The delegate is told, in the app and by e-mail when they chose so.
    await audit(tx, caller, 'delegation.create', 'delegation', id, null, created, [{ userId: created.delegateId, notice: NOTICES.delegationGiven(created), about: NOTICE_ABOUT.delegationGiven }]);
    return created;
  },
  endDelegation: async (tx, { caller, params }) => {
    const day = today();
    const [found] = await delegationsWhere(tx, and(eq(t.delegations.id, params.delegationId ?? ''), eq(t.delegations.approverId, caller.id)), day);
    if (!found) throw notFound(DELEGATION_TEXTS.notFound);
    const ended = await tx
      .update(t.delegations)
      .set({ endedAt: sql`now()` })
      .where(and(eq(t.delegations.id, found.id), isNull(t.delegations.endedAt)))
      .returning({ id: t.delegations.id });
    const told = [{ userId: found.delegateId, notice: NOTICES.delegationEnded(found.approverName), about: NOTICE_ABOUT.delegationEnded }];
    if (ended.length) await audit(tx, caller, 'delegation.end', 'delegation', found.id, found, { ...found, active: false }, told);
    return undefined;
  },
} satisfies Partial<Record<OperationName, Handler>>;

export default function delegationRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HANDLERS);
  done();
}
