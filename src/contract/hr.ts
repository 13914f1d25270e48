import { ROLES_HR } from './roles';
import { HrOverviewSchema, hrOverview } from '../lib/hr/overview';
import type { Operation } from './operation';

/**
 * The HR API (ADR 0140): the HR overview, for HR roles only (others 403). A plain read: the portal's endpoint
 * is derived from it (`tags`), and so is the mock API's handler (`answer`, which the service calls too).
 */
export const HR_OPERATIONS = {
  getHrOverview: {
    method: 'GET',
    path: '/hr/overview',
    summary: 'Headcount by department, who is out today (approved time off) and when they are back, the pending time-off requests company-wide (the oldest 10 and how many), and the next 3 company holidays',
    roles: ROLES_HR,
    response: HrOverviewSchema,
    status: 200,
    errors: [401, 403],
    tags: ['TimeOff', 'Calendar'],
    answer: (tables, { today }) => hrOverview(tables, today),
  },
} as const satisfies Record<string, Operation>;

/** Its schema by its OpenAPI component name. */
export const HR_COMPONENTS = [['HrOverview', HrOverviewSchema]] as const;
