import * as z from 'zod/mini';
import { ROLES_HR, ROLES_TEAM } from './roles';
import { DirectoryQuerySchema, DirectorySchema, TeamMemberSchema } from '../people/schemas';
import type { Operation } from './operation';

/**
 * The people API (issue #26), written once like src/shared/contract/work.ts: a manager's team and the HR
 * directory. The service, the portal's checks on arrival, the MSW handlers and the OpenAPI document
 * all read it. Who sees whom: docs/adr/0127-people-directory.md.
 */

export { ROLES_HR, ROLES_TEAM };

export const PEOPLE_OPERATIONS = {
  getTeam: {
    method: 'GET',
    path: '/team',
    summary: "The caller's direct reports by name, each with whether they are in or out today (from approved time off)",
    roles: ROLES_TEAM,
    response: z.array(TeamMemberSchema),
    status: 200,
    errors: [401, 403],
  },
  getDirectory: {
    method: 'GET',
    path: '/people',
    summary: 'Everyone by name (the first 100 matches and how many matched), filtered by a case-insensitive search over name, job title and e-mail and by department; with every department for the filter',
    roles: ROLES_HR,
    query: DirectoryQuerySchema,
    response: DirectorySchema,
    status: 200,
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Operation>;
