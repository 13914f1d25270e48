import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type * as z from 'zod/mini';
import { apiSlice } from './apiSlice';
import type { baseQuery } from './baseQuery';
import { pathOf } from '../shared/contract/operation';
import type { ApiTag, Operation } from '../shared/contract/operation';
import { API_OPERATIONS } from '../shared/contract/operations';

type Ops = typeof API_OPERATIONS;

/** The operations whose endpoint is derived here: a GET with a JSON response and its cache `tags` (ADR 0140). */
export type DerivedReadName = { [K in keyof Ops]: Ops[K] extends { method: 'GET'; tags: readonly ApiTag[]; response: z.ZodMiniType } ? (Ops[K] extends { produces: string } ? never : K) : never }[keyof Ops];

/** The `{name}` parameters of a path template. */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;
type QueryArg<O> = O extends { query: z.ZodMiniObject } ? { query?: { [K in keyof z.input<O['query']>]?: string } } : unknown;
/** A derived read's argument: its path parameters (if any) and query string (if the contract reads one); none: `void`. */
export type ReadArg<O extends { path: string }> = [PathParams<O['path']>] extends [never]
  ? O extends { query: z.ZodMiniObject }
    ? QueryArg<O> | void
    : void
  : { params: Record<PathParams<O['path']>, string> } & QueryArg<O>;

type Definitions = { [K in DerivedReadName]: QueryDefinition<ReadArg<Ops[K]>, typeof baseQuery, ApiTag, z.output<Ops[K]['response']>, 'api'> };

/** The address of a read: the path with its parameters filled in, and the query string without blank values. */
export function readUrl(operation: Pick<Operation, 'path'>, arg: unknown): string {
  const { params = {}, query = {} } = (typeof arg === 'object' && arg !== null ? arg : {}) as { params?: Record<string, string>; query?: Record<string, string | undefined> };
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')).toString();
  const path = pathOf(operation, params);
  return search ? `${path}?${search}` : path;
}

const derived = Object.entries(API_OPERATIONS as Record<string, Operation>).filter(([, op]) => op.method === 'GET' && op.tags !== undefined && op.response !== undefined && op.produces === undefined);

/**
 * The plain reads of the contract, each an RTK Query endpoint named as its operation, made from it alone (ADR 0140):
 * its path (and parameters), its response schema checked on arrival like every other endpoint's (a response of the
 * wrong shape is a Validation Error toast, and the cache keeps the last good data: ADR 0091), and its `tags`. A new
 * read needs no line here: `contractApi.endpoints.<operation>.useQuery(arg)` in the view.
 */
export const contractApi = apiSlice.injectEndpoints({
  endpoints: (build) =>
    Object.fromEntries(
      derived.map(([name, op]) => [
        name,
        build.query<unknown, unknown>({ query: (arg) => readUrl(op, arg), ...(op.response ? { responseSchema: op.response } : {}), providesTags: [...(op.tags ?? [])] }),
      ]),
    ) as unknown as Definitions,
});
