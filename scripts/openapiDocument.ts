/**
 * docs/api/openapi.json, made whole by zod-openapi's createDocument from the contract (ADR 0161): every operation of
 * API_OPERATIONS (its path parameters from the path's placeholders, its query, body, success answer, response headers
 * and error statuses) and every schema of API_COMPONENTS, each once under its name and a `$ref` wherever it is used.
 * `npm run openapi` writes it; src/mocks/contract.test.ts fails when the file is not what this makes.
 */
import * as z from 'zod/mini';
import { createDocument } from 'zod-openapi';
import type { ZodOpenApiObject, ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { DaySchema } from '../src/shared/dateSchemas.ts';
import { API_COMPONENTS, API_OPERATIONS } from '../src/shared/contract/index.ts';
import { ApiErrorSchema, IDEMPOTENCY_HEADER } from '../src/shared/contract/errors.ts';
import { StreamCursorSchema } from '../src/shared/contract/notifications.ts';
import { paramNames } from '../src/shared/contract/operation.ts';
import type { ApiStatus, Operation } from '../src/shared/contract/operation.ts';

/** Each error status's shared response (`#/components/responses/<name>`), all with the ApiError body. */
const ERROR_RESPONSES: Partial<Record<ApiStatus, { name: string; description: string }>> = {
  400: { name: 'BadRequest', description: 'The body, a parameter or a header is malformed; `fields` says which and why' },
  401: { name: 'Unauthorized', description: 'No bearer token, or one that does not verify (signature, issuer, audience, expiry, not-before)' },
  403: { name: 'Forbidden', description: "The token's roles (or scope) do not allow this, or the item is the caller's own to decide" },
  404: { name: 'Missing', description: 'No such item for the caller' },
  409: { name: 'Conflict', description: 'The item changed meanwhile (decided, cancelled, submitted); the message says what happened' },
  413: { name: 'TooLarge', description: 'The body is larger than 64 KiB' },
  422: { name: 'Invalid', description: 'A rule failed; the message says which, `fields` says where' },
  429: { name: 'TooMany', description: 'Too many requests; try again later' },
};

/** The operationIds the document has always used (clients generated from it keep their names); others: the contract's name. */
const OPERATION_IDS: Record<string, string> = {
  getBalances: 'getTimeOffBalances',
  getTimeOffRequests: 'listTimeOffRequests',
  requestTimeOff: 'createTimeOffRequest',
  cancelTimeOff: 'cancelTimeOffRequest',
  getWeek: 'getTimecardWeek',
  saveWeek: 'saveTimecardWeek',
  submitWeek: 'submitTimecardWeek',
  getApprovals: 'listApprovals',
  getCrew: 'listCrew',
  getProjects: 'listProjects',
  getTeam: 'listTeamMembers',
  getDirectory: 'searchEmployees',
};

const described = <T extends z.ZodMiniType>(schema: T, description: string): T => schema.check(z.meta({ description }));

/**
 * The path parameters' schemas by placeholder name: the days are DaySchema (format: date); any other placeholder
 * is a string, so every `{param}` of every path is declared.
 */
const PATH_PARAMS: Record<string, z.ZodMiniType> = {
  weekStart: described(DaySchema, 'A Monday, YYYY-MM-DD'),
  date: described(DaySchema, 'A day, YYYY-MM-DD'),
  periodStart: described(DaySchema, "A pay period's first day (a Monday, every second week from 2024-01-01), YYYY-MM-DD"),
  employeeId: described(z.string(), "The employee's sign-in name"),
  itemId: described(z.string(), 'An approval item id from GET /approvals, e.g. timeoff:to-1 or timecard:{employeeId}:{weekStart}'),
};
const pathParams = (op: Operation) => z.object(Object.fromEntries(paramNames(op).map((name) => [name, PATH_PARAMS[name] ?? z.string()])));

const IdempotencyKeySchema = described(z.string().check(z.maxLength(100)), 'Up to 100 characters; a repeat with the same key answers the first result');

const LastEventIdSchema = described(StreamCursorSchema, 'Resume from this cursor: the last id the stream announced, or on the first open the Notifications-Stream-Cursor a read of the list answered; anything else starts from now');

/** The success answer: JSON of the response schema, a file (`produces`), the event stream, or nothing (204). */
function success(name: string, op: Operation): ZodOpenApiResponseObject {
  if (op.status === 204) return { description: 'Done' };
  if (name === 'streamNotifications') {
    return { description: 'An event stream (text/event-stream): `notification` events, each with its id and a Notification as data', content: { 'text/event-stream': { schema: z.string() } } };
  }
  if (op.produces) {
    return {
      description: 'A file to save (Content-Disposition: attachment; filename="…")',
      headers: z.object({ 'Content-Disposition': described(z.string(), "attachment, with the file's name") }),
      content: { [op.produces]: { schema: op.response ?? z.string() } },
    };
  }
  const headers = Object.entries(op.responseHeaders ?? {}).map(([header, { schema, description }]) => [header, described(schema, description)] as const);
  return {
    description: 'Done',
    ...(headers.length ? { headers: z.object(Object.fromEntries(headers)) } : {}),
    ...(op.response ? { content: { 'application/json': { schema: op.response } } } : {}),
  };
}

function operation(name: string, op: Operation): ZodOpenApiOperationObject {
  const path = pathParams(op);
  const requestParams = {
    ...(Object.keys(path.shape).length ? { path } : {}),
    ...(op.query ? { query: op.query } : {}),
    ...(op.idempotent ? { header: z.object({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema }) } : {}),
    ...(name === 'streamNotifications' ? { header: z.object({ 'Last-Event-ID': z.optional(LastEventIdSchema) }) } : {}),
  };
  const roles = op.roles?.length ? ` Roles: ${op.roles.join(', ')}` : '';
  return {
    operationId: OPERATION_IDS[name] ?? name,
    summary: `${op.summary}.${roles}`,
    ...(Object.keys(requestParams).length ? { requestParams } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    responses: {
      [op.status]: success(name, op),
      ...Object.fromEntries(op.errors.map((status) => [status, { $ref: `#/components/responses/${errorResponse(status).name}` }])),
    },
  };
}

function errorResponse(status: ApiStatus) {
  const response = ERROR_RESPONSES[status];
  if (!response) throw new Error(`No error response for ${status}: add it to ERROR_RESPONSES`);
  return response;
}

/** The whole document. */
export function apiDocument(): ReturnType<typeof createDocument> {
  const operations = Object.entries(API_OPERATIONS) as [string, Operation][];
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, op] of operations) paths[op.path] = { ...paths[op.path], [op.method.toLowerCase()]: operation(name, op) };
  const statuses = [...new Set(operations.flatMap(([, op]) => op.errors))].sort();
  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: {
      title: 'Employee Portal API',
      version: '1.0.0',
      description:
        'The product API as the portal uses it. Paths are relative to APP_API_BASE_URL (default /api). Every request carries a bearer access token for the API scope (api://portal-api/access_as_user on the local provider). Errors other than 401 may carry a message field, which the portal shows.',
    },
    servers: [{ url: '/api', description: 'The API base, relative to the portal (APP_API_BASE_URL)' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token of the identity provider for the API scope' } },
      schemas: API_COMPONENTS,
      responses: Object.fromEntries(
        statuses.map((status) => {
          const { name, description } = errorResponse(status);
          return [name, { description, content: { 'application/json': { schema: ApiErrorSchema } } }];
        }),
      ),
    },
  };
  return createDocument(document);
}
