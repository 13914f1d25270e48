import { RoutingSchema } from '../routing/schemas';
import { ROLES_HR, ROLES_HR_STEP } from './roles';
import type { Operation } from './operation';

/**
 * Approval routing settings (issue #48 §4, ADR 0179): per leave type, above how many days a request goes to HR after
 * its manager. HR reads them; an HR admin changes them, for requests asked for from then on.
 */
export const ROUTING_OPERATIONS = {
  getRouting: {
    method: 'GET',
    path: '/hr/routing',
    summary: 'The approval routing settings: per leave type, above how many days (first to last day) a request goes to HR after its manager (null: never)',
    roles: ROLES_HR,
    response: RoutingSchema,
    status: 200,
    errors: [401, 403],
  },
  updateRouting: {
    method: 'PUT',
    path: '/hr/routing',
    summary: 'Change the approval routing settings (HR admins): they apply to requests asked for from now on; requests already asked for keep their route. 422 for a number of days that is not a whole number from 1 to 365',
    roles: ROLES_HR_STEP,
    body: RoutingSchema,
    response: RoutingSchema,
    status: 200,
    errors: [400, 401, 403, 422],
  },
} as const satisfies Record<string, Operation>;
