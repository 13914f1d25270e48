import { HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import type { ZodMiniType } from 'zod/mini';
import { dropUnknownKeys, fieldMessages } from '../../shared/contract/body';
import { ERROR_TEXTS, IDEMPOTENCY_HEADER } from '../../shared/contract/errors';
import type { NavRole } from '../../shared/roles';
import { firstError } from '../../shared/work/rules';
import { firstIssue } from '../../shared/work/schemas';
import { authorize, badRequest, invalid } from './identity';
import type { Caller } from './identity';

/** The body, as the service reads it: not JSON or of the wrong shape → 400 with a message per field. */
export async function parse<T>(request: Request, schema: ZodMiniType<T>): Promise<T | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badRequest(ERROR_TEXTS.notJson);
  }
  const result = schema.safeParse(dropUnknownKeys(schema, body));
  return result.success ? result.data : badRequest(firstIssue(result.error), fieldMessages(result.error));
}

/**
 * A change's caller and body, checked as the service checks them, in its order: the roles (401/403), then the
 * body's shape (400), then the rules' field errors (422, the first message with every field's).
 */
export async function checkedChange<T>(request: Request, roles: readonly NavRole[], schema: ZodMiniType<T>, rules: (body: T) => Record<string, string>): Promise<{ caller: Caller; body: T } | Response> {
  const caller = authorize(request, roles);
  if (caller instanceof Response) return caller;
  const body = await parse(request, schema);
  if (body instanceof Response) return body;
  const errors = rules(body);
  const problem = firstError(errors);
  return problem ? invalid(problem, errors) : { caller, body };
}

/**
 * Creates answered so far, by caller and Idempotency-Key (the service keeps them in its database): `once`
 * runs a create once per key — a repeat gets the first answer, another body with the same key a 422.
 */
export function idempotentCreates() {
  let answered = new Map<string, { hash: string; response: JsonBodyType; status: number }>();
  return {
    once: async (request: Request, caller: Caller, body: unknown, create: () => Response | Promise<Response>): Promise<Response> => {
      const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
      if (!key || key.length > 100) return badRequest(ERROR_TEXTS.idempotencyKey, { [IDEMPOTENCY_HEADER]: ERROR_TEXTS.idempotencyKey });
      const id = `${caller.id} ${key}`;
      const hash = JSON.stringify([new URL(request.url).pathname, body]);
      const seen = answered.get(id);
      if (seen) return seen.hash === hash ? HttpResponse.json(seen.response, { status: seen.status }) : invalid(ERROR_TEXTS.idempotencyReuse, { [IDEMPOTENCY_HEADER]: ERROR_TEXTS.idempotencyReuse });
      const response = await create();
      if (response.ok) answered.set(id, { hash, response: (await response.clone().json()) as JsonBodyType, status: response.status });
      return response;
    },
    reset: () => {
      answered = new Map();
    },
  };
}
