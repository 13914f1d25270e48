import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { dropUnknownKeys, fieldMessages } from '../../shared/contract/body';
import { API_OPERATIONS } from '../../shared/contract/operations';
import type { Operation } from '../../shared/contract/operation';
import type { ReadTables } from '../../shared/tables';
import { isoDate } from '../../shared/work/dates';
import { authorize, badRequest } from './identity';

const SERVER_ERROR = 'Server error occurred. Please try again later.';

/**
 * The mock API's handler of every read the contract computes (`answer`, ADR 0140), derived from the operation: its
 * roles (401/403 as the service gives them), its query parsed as the service parses it (400 with the first field's
 * message), the answer computed from the mock's rows by the contract's own function, and checked against the
 * response schema before it leaves (a 500, as the service would). A new computed read needs no line here.
 */
export function readHandlers(basePath: string, tables: () => ReadTables) {
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const reads = Object.values(API_OPERATIONS as Record<string, Operation>).filter((op) => op.method === 'GET' && op.answer !== undefined);
  const handlers = reads.map((op) =>
    http.get(at(op.path), ({ request, params }) => {
      const caller = authorize(request, op.roles);
      if (caller instanceof Response) return caller;
      let query: Record<string, unknown> = {};
      if (op.query) {
        const parsed = op.query.safeParse(dropUnknownKeys(op.query, Object.fromEntries(new URL(request.url).searchParams)));
        if (!parsed.success) {
          const [first] = Object.entries(fieldMessages(parsed.error));
          return badRequest(first ? `${first[0]}: ${first[1]}` : 'Invalid request.', fieldMessages(parsed.error));
        }
        query = parsed.data;
      }
      const answer = op.answer?.(tables(), { callerId: caller.id, today: isoDate(new Date()), query, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
      if (op.response && !op.response.safeParse(answer).success) return HttpResponse.json({ message: SERVER_ERROR }, { status: 500 });
      return HttpResponse.json(answer as JsonBodyType);
    }),
  );
  return { handlers };
}
