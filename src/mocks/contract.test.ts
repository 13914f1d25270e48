import Ajv from 'ajv';
import { HttpHandler } from 'msw';
import openapi from '../../docs/api/openapi.json';
import { announcements, calendar, delegations, notifications, payroll, people, reads, resetMockData, settings, work } from './handlers';
import { NOTIFICATION_OPERATIONS } from '../shared/contract/notifications';
import { API_COMPONENTS, API_OPERATIONS } from '../shared/contract/index';
import { PEOPLE_OPERATIONS } from '../shared/contract/people';
import { ALEX, as, HARPER, MORGAN, OLIVIA, PAT } from '../../test/accounts';
import { checkAnswer, contractScenarios, derivedScenarios, operationOf, SCENARIO_EMAIL, SCENARIO_ROLES } from '../shared/contract/scenarios';
import { navRolesFrom } from '../shared/roles';
import type { Scenario, Who } from '../shared/contract/scenarios';
import { apiDocument } from '../../scripts/openapiDocument';
import { CSV_COLUMNS, PAYROLL_COLUMNS } from '../shared/payroll/csv';
import { NotificationOnArrivalSchema, NotificationSchema } from '../shared/notifications/schemas';
import { APPROVER_ONLY_NOTICES } from '../shared/demo/notifications';

type MediaType = { schema: object };
type Response = { content?: Record<string, MediaType>; headers?: Record<string, { required?: boolean; schema: object }> } | { $ref: string };
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
function resolveResponse(response: Response): Exclude<Response, { $ref: string }> {
  if ('$ref' in response) {
    const name = response.$ref.split('/').pop() ?? '';
    return (openapi.components.responses as Record<string, { content?: Record<string, MediaType> }>)[name] ?? {};
  }
  return response;
}

async function expectMatchesDocument(method: string, template: string, response: globalThis.Response) {
  const documentedResponse = operation(method, template).responses[String(response.status)];
  expect(documentedResponse).toBeDefined();
  const { content, headers } = resolveResponse(documentedResponse!);
  // Each documented header: present when required, and of its schema (ADR 0151).
  for (const [name, header] of Object.entries(headers ?? {})) {
    const value = response.headers.get(name);
    if (value === null) {
      expect([name, header.required === true ? 'required' : 'optional']).toEqual([name, 'optional']);
      continue;
    }
    const checkHeader = ajv.compile(header.schema);
    expect([name, checkHeader(value) ? [] : checkHeader.errors]).toEqual([name, []]);
  }
  const text = await response.text();
  // A file answer (text/csv): its media type as documented, its body text.
  const fileType = Object.keys(content ?? {}).find((type) => type !== 'application/json');
  if (fileType) {
    expect(response.headers.get('content-type')?.startsWith(fileType)).toBe(true);
    // A week's timecard (by job) or a pay period's payroll file (by pay code).
    expect([CSV_COLUMNS.join(','), PAYROLL_COLUMNS.join(',')]).toContain(text.replace(/^\uFEFF/, '').split('\r\n')[0]);
    return;
  }
  const schema = content?.['application/json']?.schema;
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
    const mocked = [...notifications.handlers, ...work.handlers, ...announcements.handlers, ...people.handlers, ...calendar.handlers, ...payroll.handlers, ...settings.handlers, ...delegations.handlers, ...reads.handlers].map(operationKey);
    // The event stream is the service's alone (MSW answers no streams; the portal falls back to polling).
    const streamed = `GET ${NOTIFICATION_OPERATIONS.streamNotifications.path}`;
    expect([...mocked, streamed].sort()).toEqual([...documented].sort());
    const routes = Object.values(API_OPERATIONS).filter((r) => r.path !== NOTIFICATION_OPERATIONS.streamNotifications.path);
    expect([...routes.map((r) => `${r.method.toUpperCase()} ${r.path}`), streamed].sort()).toEqual([...documented].sort());
  });

  it('every operation is behind the bearer scheme and has an operationId', () => {
    expect(openapi.security).toEqual([{ bearer: [] }]);
    for (const key of documented) {
      const [method = '', template = ''] = key.split(' ');
      expect(operation(method, template).operationId).toMatch(/^\w+$/);
      expect(operation(method, template).responses['401']).toBeDefined();
    }
  });

  it('the schema check has teeth: a notification missing fields or with extra ones is refused', () => {
    const check = ajv.compile({ $ref: 'openapi#/components/schemas/Notification' });
    expect(check({ notificationUID: 'x' })).toBe(false);
    const full = { notificationUID: 'x', title: 't', message: 'm', type: 'chat', priority: 'low', dateCreated: '2026-01-01T00:00:00Z', acknowledgedYN: 'N' };
    expect(check(full)).toBe(true);
    expect(check({ ...full, extra: 1 })).toBe(false);
  });

  it('the seed covers every documented type and priority, read and unread', async () => {
    const body = (await (await fetch(api('/notifications'), { headers: as(ALEX) })).json()) as { type: string; priority: string; acknowledgedYN: string }[];
    const schema = openapi.components.schemas.Notification.properties;
    expect(new Set(body.map((n) => n.type))).toEqual(new Set(schema.type.enum));
    expect(new Set(body.map((n) => n.priority))).toEqual(new Set(schema.priority.enum));
    expect(new Set(body.map((n) => n.acknowledgedYN === 'Y'))).toEqual(new Set([true, false]));
  });

  it("gives each person only the notices that concern them: an employee no approver-only notice (issue #49)", async () => {
    const titles = async (account: typeof ALEX) => ((await (await fetch(api('/notifications'), { headers: as(account) })).json()) as { title: string }[]).map((n) => n.title);
    expect(APPROVER_ONLY_NOTICES).toContain('Timecard approval due');
    const alex = await titles(ALEX);
    expect(alex.filter((t) => APPROVER_ONLY_NOTICES.includes(t))).toEqual([]);
    expect(alex).toContain('Timecard due');
    expect(await titles(HARPER)).not.toContain('Timecard approval due');
    expect(await titles(MORGAN)).toContain('Timecard approval due');
    expect(await titles(PAT)).toContain('Timecard approval due');
  });

  it('docs/api/openapi.json is the document zod-openapi makes from the contract (run `npm run openapi` after a change)', () => {
    const made = JSON.parse(JSON.stringify(apiDocument())) as typeof openapi;
    // Schema by schema first, so a failure names the one that drifted; then everything else (paths, responses, info).
    const documentedSchemas = openapi.components.schemas as Record<string, unknown>;
    for (const [name, schema] of Object.entries(made.components.schemas)) expect([name, documentedSchemas[name]]).toEqual([name, schema]);
    expect(openapi).toEqual(made);
  });

  it('each API_COMPONENTS schema is one component, referenced wherever the contract uses it (never inlined)', () => {
    expect(Object.keys(openapi.components.schemas).sort()).toEqual(Object.keys(API_COMPONENTS).sort());
    const text = JSON.stringify(openapi.paths) + JSON.stringify(openapi.components);
    for (const name of Object.keys(API_COMPONENTS)) expect([name, text.includes(`"#/components/schemas/${name}"`)]).toEqual([name, true]);
  });

  it('every path parameter is declared, and the days carry format: date, the instants format: date-time', () => {
    for (const [template, item] of Object.entries(paths)) {
      const placeholders = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const declared = ((op as Operation).parameters ?? []) as { name: string; in: string; required?: boolean }[];
        expect([method, template, declared.filter((p) => p.in === 'path' && p.required === true).map((p) => p.name)]).toEqual([method, template, placeholders]);
      }
    }
    const schemas = openapi.components.schemas as unknown as Record<string, { properties: Record<string, { format?: string; anyOf?: { format?: string }[] }> }>;
    const format = (schema: string, field: string) => {
      const property = schemas[schema]?.properties[field];
      return property?.format ?? property?.anyOf?.find((s) => s.format)?.format;
    };
    expect([format('TimeOffRequest', 'firstDay'), format('Announcement', 'expiresOn'), format('DirectoryEntry', 'startDate')]).toEqual(['date', 'date', 'date']);
    expect([format('TimeOffRequest', 'createdAt'), format('Announcement', 'updatedAt'), format('ApprovalHistoryEntry', 'at'), format('PayPeriodWeek', 'approvedAt'), format('Notification', 'dateCreated')]).toEqual(['date-time', 'date-time', 'date-time', 'date-time', 'date-time']);
  });

  it('every mocked notification passes both the documented schema and the check on arrival', async () => {
    const body = (await (await fetch(api('/notifications'), { headers: as(ALEX) })).json()) as unknown[];
    for (const item of body) {
      expect(NotificationSchema.safeParse(item).success).toBe(true);
      expect(NotificationOnArrivalSchema.parse(item)).toEqual(item);
    }
  });

  it('a mark-read is visible in the next list (the store is shared by every handler)', async () => {
    await fetch(api('/notifications/n-1/read'), { method: 'PUT', headers: as(ALEX) });
    await fetch(api('/notifications/n-2'), { method: 'DELETE', headers: as(ALEX) });
    const body = (await (await fetch(api('/notifications'), { headers: as(ALEX) })).json()) as { notificationUID: string; acknowledgedYN: string }[];
    expect(body.find((n) => n.notificationUID === 'n-1')?.acknowledgedYN).toBe('Y');
    expect(body.some((n) => n.notificationUID === 'n-2')).toBe(false);
  });

  it('the directory documents its query', () => {
    const parameters = (operation('GET', PEOPLE_OPERATIONS.getDirectory.path).parameters ?? []) as { name: string; in: string }[];
    expect(parameters.map((p) => `${p.in} ${p.name}`)).toEqual(['query q', 'query department']);
  });
});

describe('contract suite: the MSW handlers answer every scenario as the contract (and the service) do', () => {
  const accounts: Record<Who, typeof ALEX> = { alex: ALEX, morgan: MORGAN, olivia: OLIVIA, pat: PAT, harper: HARPER };
  /** A scenario's request, as the person it names. */
  const send = (scenario: Scenario) =>
    fetch(api(scenario.path), {
      method: operationOf(scenario).method,
      headers: { ...(scenario.who ? as(accounts[scenario.who]) : {}), ...(scenario.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...scenario.headers },
      body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    });
  it("the scenarios' people hold the roles the demo accounts' tokens give them", () => {
    for (const [who, account] of Object.entries(accounts) as [Who, typeof ALEX][]) {
      expect([who, account.username]).toEqual([who, SCENARIO_EMAIL[who]]);
      expect([who, SCENARIO_ROLES[who]]).toEqual([who, navRolesFrom(account.roles)]);
    }
  });

  it('every computed read (`answer`) is in the suite, allowed and refused by its roles', () => {
    expect(derivedScenarios().map((s) => `${s.operation} ${s.who ?? 'nobody'} ${s.status}`)).toEqual(['getHrOverview harper 200', 'getHrOverview alex 403', 'getHrOverview nobody 401']);
  });

  it.each(contractScenarios().map((s) => [`${s.operation} as ${s.who ?? 'nobody'} → ${s.status} (${s.path})`, s] as const))('%s', async (_name, scenario) => {
    resetMockData();
    const response = await send(scenario);
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    expect(checkAnswer(scenario, response.status, text ? (json ? (JSON.parse(text) as unknown) : text) : null, response.headers)).toEqual([]);
  });

  it('and each answer matches docs/api/openapi.json (generated from the contract)', async () => {
    for (const scenario of contractScenarios()) {
      resetMockData();
      const op = operationOf(scenario);
      await expectMatchesDocument(op.method, op.path, await send(scenario));
    }
  });
});
