/**
 * Writes docs/api/openapi.json's operations and schemas from the contract modules (src/shared/contract/index.ts lists
 * them: paths, methods, roles, query parameters, bodies, responses, error statuses) and their zod
 * schemas (through z.toJSONSchema).
 * Run `npm run openapi` after changing a schema or a route; src/mocks/contract.test.ts fails when
 * the document and the schemas disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { IDEMPOTENCY_HEADER } from '../src/shared/contract/errors.ts';
import * as z from 'zod/mini';
import { API_COMPONENTS, API_OPERATIONS, apiContractSchemas } from '../src/shared/contract/index.ts';
import { paramNames } from '../src/shared/contract/operation.ts';
import type { Operation } from '../src/shared/contract/operation.ts';
import { NotificationSchema } from '../src/shared/notifications/schemas.ts';
import { apiComponentSchemas } from '../src/shared/contract/openapiComponents.ts';

type Json = Record<string, unknown>;
const file = path.resolve(import.meta.dirname, '..', 'docs', 'api', 'openapi.json');
const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { paths: Record<string, Json>; components: { schemas: Json; responses: Json; parameters: Json } };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const body = (schema: Json, description: string) => ({ description, content: { 'application/json': { schema } } });
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The body, a parameter or a header is malformed; `fields` says which and why' },
  401: { name: 'Unauthorized', description: 'No bearer token, or one that does not verify (signature, issuer, audience, expiry, not-before)' },
  403: { name: 'Forbidden', description: "The token's roles (or scope) do not allow this, or the item is the caller's own to decide" },
  404: { name: 'Missing', description: 'No such item for the caller' },
  409: { name: 'Conflict', description: 'The item changed meanwhile (decided, cancelled, submitted); the message says what happened' },
  413: { name: 'TooLarge', description: 'The body is larger than 64 KiB' },
  422: { name: 'Invalid', description: 'A rule failed; the message says which, `fields` says where' },
};

/** The operationIds the document has always used (clients generated from it keep their names). */
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
  enterCrewTime: 'enterCrewTime',
  getProjects: 'listProjects',
  getTeam: 'listTeamMembers',
  getDirectory: 'searchEmployees',
};

const paramOf: Record<string, Json> = {
  requestId: { name: 'requestId', in: 'path', required: true, schema: { type: 'string' } },
  weekStart: { name: 'weekStart', in: 'path', required: true, description: 'A Monday, YYYY-MM-DD', schema: { type: 'string' } },
  employeeId: { name: 'employeeId', in: 'path', required: true, description: "The employee's sign-in name", schema: { type: 'string' } },
  jobNumber: { name: 'jobNumber', in: 'path', required: true, schema: { type: 'string' } },
  notificationUID: { name: 'notificationUID', in: 'path', required: true, schema: { type: 'string' } },
  date: { name: 'date', in: 'path', required: true, description: 'A day, YYYY-MM-DD', schema: { type: 'string' } },
  periodStart: { name: 'periodStart', in: 'path', required: true, description: "A pay period's first day (a Monday, every second week from 2024-01-01), YYYY-MM-DD", schema: { type: 'string' } },
};

/** What each query parameter means (its type and limits come from the contract's query schema). */
const QUERY_DESCRIPTIONS: Record<string, string> = {
  q: 'Case-insensitive text found in the name, job title or e-mail; blank for everyone',
  department: 'One department, exactly as `departments` lists it; blank for all',
  from: 'The first day, YYYY-MM-DD',
  to: 'The last day, YYYY-MM-DD (both included; at most 62 days after from for a calendar, 366 for holidays)',
  year: 'A year, instead of from and to (holidays only)',
};

/** The query parameters of an operation, from its `query` schema. */
function queryParams(op: Operation): Json[] {
  if (!op.query) return [];
  return Object.entries(op.query.shape as Record<string, z.ZodMiniType>).map(([name, schema]) => {
    const json: Json = { ...z.toJSONSchema(schema, { io: 'input' }) };
    delete json.$schema;
    return { name, in: 'query', required: false, ...(QUERY_DESCRIPTIONS[name] ? { description: QUERY_DESCRIPTIONS[name] } : {}), schema: json };
  });
}

/** The headers a success answer carries (the contract's `responseHeaders`), each with its value's JSON Schema. */
function responseHeaders(op: Operation): Json {
  return Object.fromEntries(
    Object.entries(op.responseHeaders ?? {}).map(([name, { schema, description }]) => {
      const json: Json = { ...z.toJSONSchema(schema) };
      delete json.$schema;
      return [name, { description, required: true, schema: json }];
    }),
  );
}

const components = new Map<unknown, string>(API_COMPONENTS.map(([name, schema]) => [schema, name]));
components.set(NotificationSchema, 'Notification');
/** A schema as a reference to its component, or an array of one. */
function schemaRef(schema: unknown): Json {
  const named = components.get(schema);
  if (named) return ref(named);
  const element = (schema as { _zod?: { def?: { type?: string; element?: unknown } } })._zod?.def;
  if (element?.type === 'array') return { type: 'array', items: schemaRef(element.element) };
  if (schema === API_OPERATIONS.decideTimeOff.response) return ref('TimeOffRequest');
  throw new Error('A contract schema has no component name: add it to API_COMPONENTS (src/shared/contract/index.ts)');
}

const operations: [string, Operation][] = Object.entries(API_OPERATIONS);
for (const [name, op] of operations) {
  const params = [
    ...paramNames(op)
      .map((p) => paramOf[p])
      .filter((p): p is Json => p !== undefined),
    ...queryParams(op),
  ];
  const success =
    op.status === 204
      ? { description: 'Done' }
      : name === 'streamNotifications'
        ? { description: 'An event stream (text/event-stream): `notification` events, each with its id and a Notification as data', content: { 'text/event-stream': { schema: { type: 'string' } } } }
        : op.produces
          ? {
              description: 'A file to save (Content-Disposition: attachment; filename="…")',
              headers: { 'Content-Disposition': { description: 'attachment, with the file\'s name', schema: { type: 'string' } } },
              content: { [op.produces]: { schema: { type: 'string' } } },
            }
          : { ...body(schemaRef(op.response), 'Done'), ...(op.responseHeaders ? { headers: responseHeaders(op) } : {}) };
  const responses: Json = { [String(op.status)]: success };
  for (const status of op.errors) responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]?.name ?? 'Invalid'}` };
  const headers = op.idempotent ? [{ name: IDEMPOTENCY_HEADER, in: 'header', required: true, description: 'Up to 100 characters; a repeat with the same key answers the first result', schema: { type: 'string', maxLength: 100 } }] : [];
  const roles = op.roles?.length ? ` Roles: ${op.roles.join(', ')}` : '';
  doc.paths[op.path] = {
    ...(doc.paths[op.path] ?? {}),
    [op.method.toLowerCase()]: {
      operationId: OPERATION_IDS[name] ?? name,
      summary: `${op.summary}.${roles}`,
      ...(params.length || headers.length ? { parameters: [...params, ...headers] } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaRef(op.body) } } } } : {}),
      responses,
    },
  };
}

doc.components.schemas = { ...doc.components.schemas, ...apiComponentSchemas(), ...apiContractSchemas() };
doc.components.responses = {
  ...doc.components.responses,
  ...Object.fromEntries(Object.values(ERROR_RESPONSES).map(({ name, description }) => [name, body({ $ref: '#/components/schemas/Error' }, description)])),
};
fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`Wrote ${operations.length} operations and ${API_COMPONENTS.length} contract schemas to ${path.relative(process.cwd(), file)}`);
