import type { Holiday, TimeOffRequest } from './work/schemas';

/**
 * The rows a computed read works on (ADR 0140): what the service reads from its tables and the mock API keeps in
 * memory, in one shape. An operation with an `answer` (src/shared/contract/operation.ts) is computed from these by one
 * function, run by both, so the two cannot answer it differently. The service may hand it fewer rows (those its
 * SQL already selected) as long as the answer stays the same; the mock hands it all of them.
 */
export interface ReadTables {
  people: readonly { id: string; name: string; department: string }[];
  requests: readonly Pick<TimeOffRequest, 'id' | 'employeeId' | 'type' | 'firstDay' | 'lastDay' | 'hours' | 'status' | 'createdAt'>[];
  holidays: readonly Holiday[];
}

/** Who asks and what: the caller's id, today (YYYY-MM-DD, the server's day), and the parsed query and path parameters. */
export interface ReadInput {
  callerId: string;
  today: string;
  query: Record<string, unknown>;
  params: Record<string, string>;
}
