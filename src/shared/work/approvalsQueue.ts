import * as z from 'zod/mini';
import { isIsoDate } from './dates';
import { ApprovalItemSchema } from './schemas';
import type { ApprovalItem } from './schemas';

/**
 * The approvals queue in pages (issue #49 §1, ADR 0172): one order for every item, pages read by a keyset cursor
 * (never an offset), so pages read one after another cover each item still waiting exactly once, in order, however
 * many are decided between the reads. The service pages in SQL, the mock API with `pageOfQueue`; both write and
 * read the cursor here.
 */

/** Items in a page when the request names no `limit`: a screenful several times over, answered at once. */
export const APPROVALS_PAGE_SIZE = 100;
/** The most a page may hold. */
export const APPROVALS_PAGE_MAX = 500;

/**
 * An item's place in the queue: time off first (by first day, then request id), then timecard weeks (by week,
 * then employee id). Ids compare by their bytes (the service's SQL says `collate "C"`), so the mock API and the
 * service agree whatever the database's locale.
 */
export interface QueueKey {
  kind: ApprovalItem['kind'];
  day: string;
  id: string;
}

const KIND_ORDER: Record<QueueKey['kind'], number> = { timeoff: 0, timecard: 1 };

export const queueKeyOf = (item: ApprovalItem): QueueKey =>
  item.kind === 'timeoff' ? { kind: 'timeoff', day: item.request.firstDay, id: item.request.id } : { kind: 'timecard', day: item.week.weekStart, id: item.week.employeeId };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Negative when `a` comes before `b` in the queue. */
export function compareQueueKeys(a: QueueKey, b: QueueKey): number {
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || byText(a.day, b.day) || byText(a.id, b.id);
}

/** Longest cursor accepted (a key of a long id, base64url). */
const CURSOR_MAX = 1024;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The opaque cursor of the page that ends with `key`: the next page starts after it. */
export const encodeQueueCursor = (key: QueueKey): string => toBase64Url(JSON.stringify([key.kind, key.day, key.id]));

/** The key a cursor of `encodeQueueCursor` stands for, or null for anything else. */
export function decodeQueueCursor(cursor: string): QueueKey | null {
  if (cursor.length === 0 || cursor.length > CURSOR_MAX) return null;
  const json = fromBase64Url(cursor);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [kind, day, id] = value as unknown[];
  if ((kind !== 'timeoff' && kind !== 'timecard') || typeof day !== 'string' || !isIsoDate(day) || typeof id !== 'string' || id === '' || id.includes('\u0000')) return null;
  return { kind, day, id };
}

export const BAD_CURSOR = 'Not a cursor of this queue: pass the `next` of the page before, or nothing for the first page.';
export const BAD_LIMIT = `A page holds 1 to ${APPROVALS_PAGE_MAX} items.`;

/** GET /approvals's query string: where the page starts and how long it is. */
export const ApprovalsQuerySchema = z.object({
  after: z
    .optional(z.string().check(z.maxLength(CURSOR_MAX), z.refine((text) => decodeQueueCursor(text) !== null, BAD_CURSOR)))
    .check(z.meta({ description: 'The `next` of the previous page (opaque); absent for the first page' })),
  limit: z
    .optional(z.string().check(z.regex(/^[1-9][0-9]{0,3}$/, BAD_LIMIT), z.refine((text) => Number(text) <= APPROVALS_PAGE_MAX, BAD_LIMIT)))
    .check(z.meta({ description: `Items in the page, 1 to ${APPROVALS_PAGE_MAX} (default ${APPROVALS_PAGE_SIZE})` })),
});
export type ApprovalsQuery = z.infer<typeof ApprovalsQuerySchema>;

/** One page of the queue. */
export const ApprovalsPageSchema = z.strictObject({
  /** The page's items in queue order. */
  items: z.array(ApprovalItemSchema),
  /** How many items wait for the caller in all (every page), as of this read. */
  total: z.int().check(z.minimum(0)),
  /** The cursor of the next page (pass it as `after`), or null when this page is the last. */
  next: z.nullable(z.string()),
});
export type ApprovalsPage = z.infer<typeof ApprovalsPageSchema>;

/** Where a page starts and how many it holds, from a query string the contract has checked. */
export function pageRequest(query: ApprovalsQuery): { after: QueueKey | null; limit: number } {
  return { after: query.after === undefined ? null : decodeQueueCursor(query.after), limit: query.limit === undefined ? APPROVALS_PAGE_SIZE : Number(query.limit) };
}

/** A page of `items` (every waiting item, in any order): the mock API's paging, the service's in memory. */
export function pageOfQueue(items: readonly ApprovalItem[], after: QueueKey | null, limit: number): ApprovalsPage {
  const keyed = items.map((item) => ({ item, key: queueKeyOf(item) })).sort((a, b) => compareQueueKeys(a.key, b.key));
  const rest = after === null ? keyed : keyed.filter(({ key }) => compareQueueKeys(key, after) > 0);
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(({ item }) => item), total: items.length, next: rest.length > limit && last ? encodeQueueCursor(last.key) : null };
}
