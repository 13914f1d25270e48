import { componentSchemas } from '../lib/componentSchemas';
import { AnnouncementDraftSchema, AnnouncementSchema } from '../lib/announcements/schemas';
import { WORK_COMPONENTS } from '../lib/work/openapi';
import { PEOPLE_COMPONENTS } from '../lib/people/openapi';
import { PayPeriodSchema, PayPeriodWeekSchema } from '../lib/payroll/schemas';
import { ANNOUNCEMENT_OPERATIONS } from './announcements';
import { CALENDAR_OPERATIONS } from './calendar';
import { NOTIFICATION_OPERATIONS } from './notifications';
import { PAYROLL_OPERATIONS } from './payroll';
import { PEOPLE_OPERATIONS } from './people';
import type { Operation } from './operation';
import { WORK_OPERATIONS } from './work';

/**
 * Every API, in one list: the contract suite, OpenAPI and the route checks read it. A new API is a contract
 * module (src/contract/<name>.ts) added here and to API_COMPONENTS; the service registers its handlers.
 */
export const API_OPERATIONS = { ...WORK_OPERATIONS, ...PEOPLE_OPERATIONS, ...CALENDAR_OPERATIONS, ...NOTIFICATION_OPERATIONS, ...ANNOUNCEMENT_OPERATIONS, ...PAYROLL_OPERATIONS } as const satisfies Record<string, Operation>;
export type ApiOperationName = keyof typeof API_OPERATIONS;

/** Every named request and response schema, by its OpenAPI component name. */
export const API_COMPONENTS = [...WORK_COMPONENTS, ...PEOPLE_COMPONENTS, ['AnnouncementDraft', AnnouncementDraftSchema], ['Announcement', AnnouncementSchema], ['PayPeriodWeek', PayPeriodWeekSchema], ['PayPeriod', PayPeriodSchema]] as const;

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of each, from zod: the document cannot drift from the code. */
export function apiContractSchemas(): Record<string, Record<string, unknown>> {
  return componentSchemas(API_COMPONENTS);
}
