import { eq } from 'drizzle-orm';
import type { Notice } from '../../../../src/shared/work/notices.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Notified } from '../../events/trail.ts';
import { NOTICE_ABOUT } from '../../../../src/shared/notifications/email.ts';

export async function nameOf(tx: Tx, id: string): Promise<string> {
  const [row] = await tx.select({ name: t.people.name }).from(t.people).where(eq(t.people.id, id));
  return row?.name ?? id;
}

export async function managerOf(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx.select({ managerId: t.people.managerId }).from(t.people).where(eq(t.people.id, id));
  return row?.managerId ?? null;
}

/** The people whose time the caller approves (the reporting line in the data). */
export async function teamOf(tx: Tx, callerId: string): Promise<string[]> {
  const rows = await tx.select({ id: t.people.id }).from(t.people).where(eq(t.people.managerId, callerId));
  return rows.map((r) => r.id);
}

/** The notice for the person's manager, if they have one. */
export async function toManager(tx: Tx, employeeId: string, notice: Notice): Promise<Notified[]> {
  const manager = await managerOf(tx, employeeId);
  // Waiting for the manager's decision: by e-mail too when they chose so (ADR 0176).
  return manager ? [{ userId: manager, notice, about: NOTICE_ABOUT.toDecide }] : [];
}
