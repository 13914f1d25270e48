import type * as z from 'zod/mini';
import type { NavRole } from '../roles';
import type { ReadInput, ReadTables } from '../tables';

/** The portal's cache tags (RTK Query's `tagTypes`): a change that invalidates one makes the reads that provide it fetch again. */
export const API_TAGS = ['Notification', 'GraphMe', 'TimeOff', 'Timecard', 'Approval', 'Crew', 'Project', 'Dashboard', 'Announcement', 'Calendar', 'CalendarFeed', 'PayPeriod', 'EmailSettings', 'Delegation', 'Routing'] as const;
export type ApiTag = (typeof API_TAGS)[number];

export type ApiStatus = 200 | 201 | 204 | 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/** One operation of an API contract (src/shared/contract/*.ts). */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the API base, with `{param}` placeholders (OpenAPI's form). */
  path: string;
  summary: string;
  /** Who may call it (any one of them); absent = every signed-in person. */
  roles?: readonly NavRole[];
  body?: z.ZodMiniType;
  /** The query string's parameters, an object schema of optional strings (absent = none read). */
  query?: z.ZodMiniObject;
  /** The success body; absent for 204. With `produces`, the schema of the file's text. */
  response?: z.ZodMiniType;
  /**
   * A file instead of JSON (ADR 0131): the success body is this media type, sent as a download
   * (Content-Disposition: attachment) under the name the handler gives (`FileAnswer`).
   */
  produces?: 'text/csv';
  /**
   * Headers the success answer carries besides its body (ADR 0151), each with the schema of its value and what it
   * means: the service's handler returns them with the body (`HeaderedAnswer`) and the service checks them before
   * the answer leaves, the mock API sends them, the portal reads and checks them on arrival (the base query copies
   * the named ones into its meta), and docs/api/openapi.json documents them.
   */
  responseHeaders?: Readonly<Record<string, ResponseHeader>>;
  status: 200 | 201 | 204;
  /** Creates that take an Idempotency-Key: a repeat with the same key answers the first result. */
  idempotent?: boolean;
  /** The error statuses it documents (each with an ApiError body). */
  errors: readonly ApiStatus[];
  /**
   * A plain read the portal fetches through the RTK Query endpoint derived from this operation
   * (src/api/contractApi.ts: its path, its response schema checked on arrival), cached under these tags. Absent:
   * the operation has a hand-written endpoint in src/api/, or none (ADR 0140).
   */
  tags?: readonly ApiTag[];
  /**
   * A read computed from the shared rows (src/shared/tables.ts) by this one function: the mock API's handler is
   * derived from it (src/mocks/handlers/reads.ts), and the service's handler reads the rows and calls it, so the
   * two cannot disagree (ADR 0140). Roles are checked before it runs by both.
   */
  answer?: (tables: ReadTables, input: ReadInput) => unknown;
}

/** One header of a success answer: its value's schema (a string), and what it means. */
export interface ResponseHeader {
  schema: z.ZodMiniType<string>;
  description: string;
}

/** What the handler of an operation with `responseHeaders` returns: the body and the headers (each one named there). */
export interface HeaderedAnswer {
  content: unknown;
  headers: Record<string, string>;
}

/** What the handler of an operation with `produces` returns: the download's name and its text. */
export interface FileAnswer {
  fileName: string;
  content: string;
}

/** The operation's path with its parameters filled in (each one URI-encoded). */
export function pathOf(operation: Pick<Operation, 'path'>, params: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.path} needs ${name}`);
    return encodeURIComponent(value);
  });
}

/** The path parameter names of an operation, in order. */
export function paramNames(operation: Pick<Operation, 'path'>): string[] {
  return [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}
