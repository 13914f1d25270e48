import { ANNOUNCEMENT_OPERATIONS } from './announcements';
import { CALENDAR_OPERATIONS } from './calendar';
import { CALENDAR_FEED_OPERATIONS } from './calendarFeeds';
import { DELEGATION_OPERATIONS } from './delegations';
import { ROUTING_OPERATIONS } from './routing';
import { HR_OPERATIONS } from './hr';
import { NOTIFICATION_OPERATIONS } from './notifications';
import { PAYROLL_OPERATIONS } from './payroll';
import { PEOPLE_OPERATIONS } from './people';
import { SETTINGS_OPERATIONS } from './settings';
import type { Operation } from './operation';
import { WORK_OPERATIONS } from './work';

/**
 * Every API, in one list: the contract suite, OpenAPI, the route checks, the portal's derived endpoints and the
 * mock API's derived reads read it (the portal imports this file, not index.ts, so no JSON Schema code comes
 * with it). A new API is a contract module (src/shared/contract/<name>.ts) added here (and its schemas to
 * API_COMPONENTS in index.ts); the service registers its handlers.
 */
export const API_OPERATIONS = { ...WORK_OPERATIONS, ...PEOPLE_OPERATIONS, ...CALENDAR_OPERATIONS, ...CALENDAR_FEED_OPERATIONS, ...NOTIFICATION_OPERATIONS, ...ANNOUNCEMENT_OPERATIONS, ...PAYROLL_OPERATIONS, ...HR_OPERATIONS, ...SETTINGS_OPERATIONS, ...DELEGATION_OPERATIONS, ...ROUTING_OPERATIONS } as const satisfies Record<string, Operation>;
export type ApiOperationName = keyof typeof API_OPERATIONS;
