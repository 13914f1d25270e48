import { componentSchemas } from '../componentSchemas';
import { AnnouncementDraftSchema, AnnouncementSchema } from '../announcements/schemas';
import { WORK_COMPONENTS } from '../work/openapi';
import { PEOPLE_COMPONENTS } from '../people/openapi';
import { PayPeriodSchema, PayPeriodWeekSchema } from '../payroll/schemas';
import { HR_COMPONENTS } from './hr';

/** Every API, in one list (src/shared/contract/operations.ts). */
export { API_OPERATIONS } from './operations';
export type { ApiOperationName } from './operations';

/** Every named request and response schema, by its OpenAPI component name. */
export const API_COMPONENTS = [...WORK_COMPONENTS, ...PEOPLE_COMPONENTS, ['AnnouncementDraft', AnnouncementDraftSchema], ['Announcement', AnnouncementSchema], ['PayPeriodWeek', PayPeriodWeekSchema], ['PayPeriod', PayPeriodSchema], ...HR_COMPONENTS] as const;

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of each, from zod: the document cannot drift from the code. */
export function apiContractSchemas(): Record<string, Record<string, unknown>> {
  return componentSchemas(API_COMPONENTS);
}
