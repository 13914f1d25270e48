import Ajv from 'ajv';
import { HttpHandler } from 'msw';
import openapi from '../../docs/api/openapi.json';
import { notifications, work } from './handlers';
import { NOTIFICATION_ROUTES } from './handlers/notifications';
import { WORK_ROUTES } from './handlers/work';
import { workComponentSchemas } from '../lib/work/openapi';
import { addDays, isoDate, mondayOf } from '../lib/work/dates';
import { ALEX, as, MORGAN, OLIVIA } from '../../test/accounts';
import { apiComponentSchemas } from '../api/types/openapi';
import { NotificationOnArrivalSchema, NotificationSchema } from '../api/types/notification';

type MediaType = { schema: object };
type Response = { content?: Record<string, MediaType> } | { $ref: string };
type Operation = { operationId: string; parameters?: unknown[]; responses: Record<string, Response> };
const paths = openapi.paths as unknown as Record<string, Record<string, unknown>>;
const ajv = new Ajv({ strict: false, validateFormats: false });
ajv.addSchema({ ...openapi, $id: 'openapi' }, 'openapi');

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const API_BASE = '/api';
const api = (path: string) => new URL(`${API_BASE}${path}`, location.href).href;

const documented = Object.entries(paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((k) => METHODS.includes(k))
    .map((method) => `${method.toUpperCase()} ${path}`),
);

// An MSW handler's own method and path (e.g. "*/api/notifications/:notificationUID"), as an OpenAPI operation key.
function operationKey(handler: unknown): string {
  if (!(handler instanceof HttpHandler)) throw new Error('not an HTTP handler');
  const { method, path } = handler.info;
  if (typeof method !== 'string' || typeof path !== 'string') throw new Error('handlers must use a plain method and path');
  const relative = path.replace(/^\*/, '').replace(/^https?:\/\/[^/]+/, '');
  expect(relative.startsWith(`${API_BASE}/`)).toBe(true);
  return `${method} ${relative.slice(API_BASE.length).replace(/:(\w+)/g, '{$1}')}`;
}

function operation(method: string, template: string): Operation {
  const op = paths[template]?.[method.toLowerCase()] as Operation | undefined;
  if (!op) throw new Error(`${method} ${template} is not documented`);
  return op;
}

/** Resolves `#/components/responses/X` references of the document. */
function resolveResponse(response: Response): { content?: Record<string, MediaType> } {
  if ('$ref' in response) {
    const name = response.$ref.split('/').pop() ?? '';
    return (openapi.components.responses as Record<string, { content?: Record<string, MediaType> }>)[name] ?? {};
  }
  return response;
}

async function expectMatchesDocument(method: string, template: string, response: globalThis.Response) {
  const documentedResponse = operation(method, template).responses[String(response.status)];
  expect(documentedResponse).toBeDefined();
  const schema = resolveResponse(documentedResponse!).content?.['application/json']?.schema;
  const text = await response.text();
  if (!schema) {
    expect(text).toBe('');
    return;
  }
  // The schema's own references point into the document, which ajv knows as 'openapi'.
  const check = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object);
  const body: unknown = JSON.parse(text);
  expect(check(body) ? [] : check.errors).toEqual([]);
}

describe('contract: the MSW handlers follow docs/api/openapi.json', () => {
  it('each MSW handler (its own method and path) is a documented operation, and each operation is mocked', () => {
    const mocked = [...notifications.handlers, ...work.handlers].map(operationKey);
    expect([...mocked].sort()).toEqual([...documented].sort());
    const routes = [...Object.values(NOTIFICATION_ROUTES), ...Object.values(WORK_ROUTES)];
    expect(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort()).toEqual([...documented].sort());
  });

  it('every operation is behind the bearer scheme and has an operationId', () => {
    expect(openapi.security).toEqual([{ bearer: [] }]);
    for (const key of documented) {
      const [method = '', template = ''] = key.split(' ');
      expect(operation(method, template).operationId).toMatch(/^\w+$/);
      expect(operation(method, template).responses['401']).toBeDefined();
    }
  });

  it.each([
    ['GET', '/notifications', '/notifications', 200],
    ['PUT', '/notifications/n-1/read', '/notifications/{notificationUID}/read', 204],
    ['PUT', '/notifications/read', '/notifications/read', 204],
    ['DELETE', '/notifications/n-2', '/notifications/{notificationUID}', 204],
    ['DELETE', '/notifications', '/notifications', 204],
    ['PUT', '/notifications/nope/read', '/notifications/{notificationUID}/read', 404],
    ['DELETE', '/notifications/nope', '/notifications/{notificationUID}', 404],
  ])('%s %s (%s) answers %i with the documented shape', async (method, path, template, status) => {
    const response = await fetch(api(path), { method });
    expect(response.status).toBe(status);
    await expectMatchesDocument(method, template, response);
  });

  it('the schema check has teeth: a notification missing fields or with extra ones is refused', () => {
    const check = ajv.compile({ $ref: 'openapi#/components/schemas/Notification' });
    expect(check({ notificationUID: 'x' })).toBe(false);
    const full = { notificationUID: 'x', title: 't', message: 'm', type: 'chat', priority: 'low', dateCreated: '2026-01-01T00:00:00Z', acknowledgedYN: 'N' };
    expect(check(full)).toBe(true);
    expect(check({ ...full, extra: 1 })).toBe(false);
  });

  it('the seed covers every documented type and priority, read and unread', async () => {
    const body = (await (await fetch(api('/notifications'))).json()) as { type: string; priority: string; acknowledgedYN: string }[];
    const schema = openapi.components.schemas.Notification.properties;
    expect(new Set(body.map((n) => n.type))).toEqual(new Set(schema.type.enum));
    expect(new Set(body.map((n) => n.priority))).toEqual(new Set(schema.priority.enum));
    expect(new Set(body.map((n) => n.acknowledgedYN === 'Y'))).toEqual(new Set([true, false]));
  });

  it("the document's schemas are the ones zod makes from src/api/types (one source for the contract and the check on arrival)", () => {
    const documentedSchemas = openapi.components.schemas as Record<string, unknown>;
    for (const [name, schema] of Object.entries(apiComponentSchemas())) expect([name, documentedSchemas[name]]).toEqual([name, schema]);
  });

  it('every mocked notification passes both the documented schema and the check on arrival', async () => {
    const body = (await (await fetch(api('/notifications'))).json()) as unknown[];
    for (const item of body) {
      expect(NotificationSchema.safeParse(item).success).toBe(true);
      expect(NotificationOnArrivalSchema.parse(item)).toEqual(item);
    }
  });

  it('a mark-read is visible in the next list (the store is shared by every handler)', async () => {
    await fetch(api('/notifications/n-1/read'), { method: 'PUT' });
    await fetch(api('/notifications/n-2'), { method: 'DELETE' });
    const body = (await (await fetch(api('/notifications'))).json()) as { notificationUID: string; acknowledgedYN: string }[];
    expect(body.find((n) => n.notificationUID === 'n-1')?.acknowledgedYN).toBe('Y');
    expect(body.some((n) => n.notificationUID === 'n-2')).toBe(false);
  });

  it('the work schemas in the document are the ones zod makes from src/lib/work/schemas.ts (run `npm run openapi` after a change)', () => {
    const documentedSchemas = openapi.components.schemas as Record<string, unknown>;
    for (const [name, schema] of Object.entries(workComponentSchemas())) expect([name, documentedSchemas[name]]).toEqual([name, schema]);
  });
});

describe('contract: every work operation answers with its documented shape', () => {
  const week = mondayOf(isoDate(new Date()));
  const lastWeek = addDays(week, -7);
  const later = addDays(week, 63);
  const alex = encodeURIComponent(ALEX.username);
  type Case = [string, string, string, number, typeof ALEX | null, unknown?];
  it.each<Case>([
    ['GET', '/timeoff/balances', '/timeoff/balances', 200, ALEX],
    ['GET', '/timeoff/requests', '/timeoff/requests', 200, ALEX],
    ['GET', '/timeoff/requests', '/timeoff/requests', 401, null],
    ['POST', '/timeoff/requests', '/timeoff/requests', 201, ALEX, { type: 'sick', firstDay: later, lastDay: later, hours: 8, note: '' }],
    ['POST', '/timeoff/requests', '/timeoff/requests', 422, ALEX, { type: 'sick', firstDay: later, lastDay: later, hours: 0, note: '' }],
    ['PUT', '/timeoff/requests/to-1/cancel', '/timeoff/requests/{requestId}/cancel', 200, ALEX],
    ['PUT', '/timeoff/requests/to-2/cancel', '/timeoff/requests/{requestId}/cancel', 422, ALEX],
    ['PUT', '/timeoff/requests/nope/cancel', '/timeoff/requests/{requestId}/cancel', 404, ALEX],
    ['GET', `/timecards/${week}`, '/timecards/{weekStart}', 200, ALEX],
    ['GET', `/timecards/${addDays(week, 1)}`, '/timecards/{weekStart}', 422, ALEX],
    ['PUT', `/timecards/${week}`, '/timecards/{weekStart}', 200, ALEX, { entries: [{ jobNumber: '24-117', hours: [8, 8, 0, 0, 0, 0, 0] }] }],
    ['PUT', `/timecards/${lastWeek}`, '/timecards/{weekStart}', 422, ALEX, { entries: [] }],
    ['POST', `/timecards/${week}/submit`, '/timecards/{weekStart}/submit', 200, ALEX, { entries: [{ jobNumber: '24-117', hours: [8, 0, 0, 0, 0, 0, 0] }] }],
    ['POST', `/timecards/${week}/submit`, '/timecards/{weekStart}/submit', 422, ALEX, { entries: [] }],
    ['GET', '/approvals', '/approvals', 200, MORGAN],
    ['GET', '/approvals', '/approvals', 403, ALEX],
    ['POST', '/approvals/timeoff/to-1', '/approvals/timeoff/{requestId}', 200, MORGAN, { decision: 'approve' }],
    ['POST', '/approvals/timeoff/to-1', '/approvals/timeoff/{requestId}', 422, MORGAN, { decision: 'deny' }],
    ['POST', '/approvals/timeoff/to-2', '/approvals/timeoff/{requestId}', 404, MORGAN, { decision: 'approve' }],
    ['POST', '/approvals/timeoff/to-1', '/approvals/timeoff/{requestId}', 403, ALEX, { decision: 'approve' }],
    ['POST', `/approvals/timecards/${alex}/${lastWeek}`, '/approvals/timecards/{employeeId}/{weekStart}', 200, MORGAN, { decision: 'deny', reason: 'Check Wednesday' }],
    ['POST', `/approvals/timecards/${alex}/${week}`, '/approvals/timecards/{employeeId}/{weekStart}', 404, MORGAN, { decision: 'approve' }],
    ['POST', `/approvals/timecards/${alex}/${lastWeek}`, '/approvals/timecards/{employeeId}/{weekStart}', 403, ALEX, { decision: 'approve' }],
    ['GET', '/crew', '/crew', 200, OLIVIA],
    ['GET', '/crew', '/crew', 403, ALEX],
    ['POST', '/crew/time', '/crew/time', 200, OLIVIA, { jobNumber: '24-117', day: week, hours: 4, employeeIds: [ALEX.username] }],
    ['POST', '/crew/time', '/crew/time', 422, OLIVIA, { jobNumber: '24-117', day: week, hours: 4, employeeIds: [] }],
    ['POST', '/crew/time', '/crew/time', 403, ALEX, { jobNumber: '24-117', day: week, hours: 4, employeeIds: [] }],
    ['GET', '/projects', '/projects', 200, ALEX],
    ['GET', '/projects/24-117', '/projects/{jobNumber}', 200, ALEX],
    ['GET', '/projects/00-000', '/projects/{jobNumber}', 404, ALEX],
    ['GET', '/dashboard', '/dashboard', 200, MORGAN],
  ])('%s %s (%s) answers %i with the documented shape', async (...row: Case) => {
    // A rest parameter: Jest would take a sixth named parameter for a done callback in rows without a body.
    const [method, path, template, status, who, body] = row;
    const response = await fetch(api(path), {
      method,
      headers: { ...(who ? as(who) : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(status);
    await expectMatchesDocument(method, template, response);
  });
});
