import type { Queryable as Tx } from './client.ts';

/**
 * A read built once per database and reused (drizzle's prepared query, a named statement on the server):
 * building a query costs more CPU than PostgreSQL takes to answer a small one (ADR 0142). Reads in a
 * transaction (`tx` is then that transaction) are built for it alone.
 */
export const builtReads = new WeakMap<object, Map<string, unknown>>();
export function builtOnce<T>(tx: Tx, name: string, build: (q: Tx) => T): T {
  const reads = builtReads.get(tx) ?? new Map<string, unknown>();
  builtReads.set(tx, reads);
  if (!reads.has(name)) reads.set(name, build(tx));
  return reads.get(name) as T;
}
