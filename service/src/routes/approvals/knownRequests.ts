import type { Queryable as Tx } from '../../db/client.ts';
import type { RequestRow } from '../timeOff/queries.ts';

/**
 * What a time-off decision needs to know before it writes, when this instance has read it lately (ADR 0152): the
 * approver's list read brings each pending request with its employee's name (the approver is their manager) and
 * the approver's own name, which their decisions' reads bring too. A decision with all of it known is one statement,
 * one round trip, in place of a read and a write. Nothing kept is trusted: that statement writes only if every
 * fact still holds in the database (the request pending, undecided and as read, the employee's name and manager,
 * the decider's name), and otherwise the decision reads afresh and goes on as if nothing had been kept. Kept per
 * database handle, so per service instance; at most KNOWN_LIMIT of each, forgotten all at once when full.
 */
export interface KnownRequest {
  request: RequestRow;
  employeeName: string;
  managerId: string;
}
export const KNOWN_LIMIT = 10_000;
export const knownRequests = new WeakMap<object, Map<string, KnownRequest>>();
export const knownNames = new WeakMap<object, Map<string, string>>();
export function kept<V>(store: WeakMap<object, Map<string, V>>, db: Tx): Map<string, V> {
  const found = store.get(db);
  if (found) return found;
  const made = new Map<string, V>();
  store.set(db, made);
  return made;
}
export function keep<V>(store: WeakMap<object, Map<string, V>>, db: Tx, key: string, value: V): void {
  const map = kept(store, db);
  if (map.size >= KNOWN_LIMIT && !map.has(key)) map.clear();
  map.set(key, value);
}
