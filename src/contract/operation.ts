import type * as z from 'zod/mini';
import type { NavRole } from '../navigation/roles';

export type ApiStatus = 200 | 201 | 204 | 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/** One operation of an API contract (src/contract/*.ts). */
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
  status: 200 | 201 | 204;
  /** Creates that take an Idempotency-Key: a repeat with the same key answers the first result. */
  idempotent?: boolean;
  /** The error statuses it documents (each with an ApiError body). */
  errors: readonly ApiStatus[];
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
