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
  /** Query parameters it reads (documented as optional strings; the handler says which it needs). */
  query?: readonly { name: string; description: string }[];
  /** The success body; absent for 204. */
  response?: z.ZodMiniType;
  status: 200 | 201 | 204;
  /** Creates that take an Idempotency-Key: a repeat with the same key answers the first result. */
  idempotent?: boolean;
  /** The error statuses it documents (each with an ApiError body). */
  errors: readonly ApiStatus[];
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
