/**
 * Writes the generated parts of docs/api/openapi.json from the one schema source: the notification and
 * error schemas of src/api/types (issue #12) and the work modules' operations and schemas of
 * src/lib/work/schemas.ts (zod, through z.toJSONSchema), and the route table of the mock handlers.
 * Run `npm run openapi` after changing a schema or a route; src/mocks/contract.test.ts fails when
 * the document and the schemas disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { WORK_ROUTES } from '../src/mocks/handlers/work.ts';
import { WORK_COMPONENTS, workComponentSchemas } from '../src/lib/work/openapi.ts';
import { apiComponentSchemas } from '../src/api/types/openapi.ts';

type Json = Record<string, unknown>;
const file = path.resolve(import.meta.dirname, '..', 'docs', 'api', 'openapi.json');
const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { paths: Record<string, Json>; components: { schemas: Json; responses: Json; parameters: Json } };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const body = (schema: Json, description: string) => ({ description, content: { 'application/json': { schema } } });
const errors = {
  Unauthorized: { $ref: '#/components/responses/Unauthorized' },
  Forbidden: { $ref: '#/components/responses/Forbidden' },
  Invalid: { $ref: '#/components/responses/Invalid' },
  Missing: { $ref: '#/components/responses/Missing' },
};

interface Op {
  operationId: string;
  summary: string;
  request?: string;
  status: number;
  response: Json;
  roles?: string;
  invalid?: boolean;
  missing?: boolean;
}

const OPERATIONS: Record<keyof typeof WORK_ROUTES, Op> = {
  balances: { operationId: 'getTimeOffBalances', summary: "The caller's time-off balances in hours (after approved requests)", status: 200, response: ref('Balances') },
  requests: { operationId: 'listTimeOffRequests', summary: "The caller's time-off requests, latest first", status: 200, response: { type: 'array', items: ref('TimeOffRequest') } },
  createRequest: { operationId: 'createTimeOffRequest', summary: 'Ask for time off (422 when a rule of src/lib/work/rules.ts fails)', request: 'NewTimeOffRequest', status: 201, response: ref('TimeOffRequest'), invalid: true },
  cancelRequest: { operationId: 'cancelTimeOffRequest', summary: 'Withdraw a pending request of the caller', status: 200, response: ref('TimeOffRequest'), invalid: true, missing: true },
  week: { operationId: 'getTimecardWeek', summary: "The caller's week starting on that Monday (an empty draft when nothing is saved)", status: 200, response: ref('TimecardWeek'), invalid: true },
  saveWeek: { operationId: 'saveTimecardWeek', summary: 'Save the week as a draft (only draft or returned weeks)', request: 'SaveWeek', status: 200, response: ref('TimecardWeek'), invalid: true },
  submitWeek: { operationId: 'submitTimecardWeek', summary: 'Submit the week for approval; it is read-only until returned', request: 'SaveWeek', status: 200, response: ref('TimecardWeek'), invalid: true },
  approvals: { operationId: 'listApprovals', summary: "Pending time off and submitted weeks of the caller's team (payroll: every submitted week)", status: 200, response: { type: 'array', items: ref('ApprovalItem') }, roles: 'TeamManager, TeamApprover, PayrollUser' },
  decideTimeOff: { operationId: 'decideTimeOff', summary: 'Approve, or deny with a reason; the employee gets a notification', request: 'Decision', status: 200, response: ref('TimeOffRequest'), roles: 'TeamManager, TeamApprover, PayrollUser', invalid: true, missing: true },
  decideTimecard: { operationId: 'decideTimecard', summary: 'Approve, or return with a reason; the employee gets a notification', request: 'Decision', status: 200, response: ref('TimecardWeek'), roles: 'TeamManager, TeamApprover, PayrollUser', invalid: true, missing: true },
  crew: { operationId: 'listCrew', summary: "The people the caller enters crew time for", status: 200, response: { type: 'array', items: ref('CrewMember') }, roles: 'TeamManager, OperationsManager, OperationsUser' },
  crewTime: { operationId: 'enterCrewTime', summary: 'The same hours for several crew members on one job and day', request: 'CrewEntry', status: 200, response: { type: 'array', items: ref('CrewMember') }, roles: 'TeamManager, OperationsManager, OperationsUser', invalid: true },
  projects: { operationId: 'listProjects', summary: 'Every job', status: 200, response: { type: 'array', items: ref('Project') } },
  project: { operationId: 'getProject', summary: "A job and this week's hours by person", status: 200, response: ref('ProjectDetail'), missing: true },
  dashboard: { operationId: 'getDashboard', summary: "What needs the caller's attention", status: 200, response: ref('Dashboard') },
};

const paramOf: Record<string, Json> = {
  requestId: { name: 'requestId', in: 'path', required: true, schema: { type: 'string' } },
  weekStart: { name: 'weekStart', in: 'path', required: true, description: 'A Monday, YYYY-MM-DD', schema: { type: 'string' } },
  employeeId: { name: 'employeeId', in: 'path', required: true, description: "The employee's sign-in name", schema: { type: 'string' } },
  jobNumber: { name: 'jobNumber', in: 'path', required: true, schema: { type: 'string' } },
};

for (const [key, route] of Object.entries(WORK_ROUTES) as [keyof typeof WORK_ROUTES, (typeof WORK_ROUTES)[keyof typeof WORK_ROUTES]][]) {
  const op = OPERATIONS[key];
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => paramOf[m[1] ?? '']).filter((p): p is Json => p !== undefined);
  const responses: Json = { [String(op.status)]: body(op.response, 'Done'), 401: errors.Unauthorized };
  if (op.roles) responses[403] = errors.Forbidden;
  if (op.missing) responses[404] = errors.Missing;
  if (op.invalid || op.request) responses[422] = errors.Invalid;
  doc.paths[route.path] = {
    ...(doc.paths[route.path] ?? {}),
    [route.method]: {
      operationId: op.operationId,
      summary: op.roles ? `${op.summary}. Roles: ${op.roles}` : op.summary,
      ...(params.length ? { parameters: params } : {}),
      ...(op.request ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.request) } } } } : {}),
      responses,
    },
  };
}

doc.components.schemas = { ...doc.components.schemas, ...apiComponentSchemas(), ...workComponentSchemas() };
doc.components.responses = {
  ...doc.components.responses,
  Forbidden: body({ $ref: '#/components/schemas/Error' }, "The token's roles claim does not allow this"),
  Invalid: body({ $ref: '#/components/schemas/Error' }, 'A validation rule failed; the message says which'),
  Missing: body({ $ref: '#/components/schemas/Error' }, 'No such item for the caller'),
};
fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`Wrote ${Object.keys(WORK_ROUTES).length} work operations and ${WORK_COMPONENTS.length} schemas to ${path.relative(process.cwd(), file)}`);
