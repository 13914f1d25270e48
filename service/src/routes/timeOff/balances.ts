import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_BALANCES } from '../../../../src/shared/demo/work.ts';
import { balancesFrom, DEFAULT_POLICIES, dueEntries, openingEntries, policyOf, withRunningBalance } from '../../../../src/shared/work/balances.ts';
import type { BalanceEntry, BalanceHistory, LeavePolicy, StoredEntry } from '../../../../src/shared/work/balances.ts';
import type { Balances } from '../../../../src/shared/work/schemas.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/**
 * Balances as the sum of their history (ADR 0169). `settle` writes what the calendar owes a person (accruals, year
 * ends, grants; an opening for someone with no history yet) before anything reads or changes their balance: lazily,
 * in the reader's transaction, under the person's lock, each entry once whatever instance writes it (the unique
 * `ref`).
 */

export async function policiesOf(tx: Tx): Promise<LeavePolicy[]> {
  const rows = await tx.select().from(t.leavePolicies);
  return rows.length ? rows : [...DEFAULT_POLICIES];
}

type Row = typeof t.balanceEntries.$inferSelect;
const stored = (r: Row): StoredEntry => ({ type: r.type, day: r.day, hours: r.hours, kind: r.kind, ref: r.ref, note: r.note });

async function rowsOf(tx: Tx, employeeId: string): Promise<Row[]> {
  return tx.select().from(t.balanceEntries).where(eq(t.balanceEntries.employeeId, employeeId)).orderBy(asc(t.balanceEntries.id));
}

/** Brings a person's history up to `today` and answers it, in the order written. */
export async function settle(tx: Tx, employeeId: string, today: string, policies?: readonly LeavePolicy[]): Promise<Row[]> {
  // The same lock a person's time-off request takes: one settles at a time (a no-op outside a transaction block).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${employeeId}))`);
  let rows = await rowsOf(tx, employeeId);
  const history = rows.map(stored);
  const owed = history.length ? [] : openingEntries(DEFAULT_BALANCES, today);
  for (const policy of policies ?? (await policiesOf(tx))) owed.push(...dueEntries(policy, [...history, ...owed], today));
  if (owed.length) {
    await tx.insert(t.balanceEntries).values(owed.map((e) => ({ employeeId, ...e }))).onConflictDoNothing();
    rows = await rowsOf(tx, employeeId);
  }
  return rows;
}

export async function balancesOf(tx: Tx, employeeId: string, today: string): Promise<Balances> {
  return balancesFrom(await settle(tx, employeeId, today));
}

export async function historyOf(tx: Tx, employee: { id: string; name: string }, today: string): Promise<BalanceHistory> {
  const policies = await policiesOf(tx);
  const rows = await settle(tx, employee.id, today, policies);
  const entries: BalanceEntry[] = withRunningBalance(rows).map((r) => ({ id: String(r.id), type: r.type, day: r.day, hours: r.hours, kind: r.kind, note: r.note, by: r.actorName, balanceAfter: r.balanceAfter }));
  return { employeeId: employee.id, employeeName: employee.name, balances: balancesFrom(rows), policies, entries };
}

export const balanceOfType = (rows: readonly Row[], policy: LeavePolicy) => balancesFrom(rows)[policy.type];
export { policyOf };
