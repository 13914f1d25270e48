import { componentSchemas } from '../componentSchemas';
import { NotificationSchema } from '../notifications/schemas';
import { ApiErrorSchema } from './errors';

/** The product API's component schemas, by their name in docs/api/openapi.json. */
const API_COMPONENTS = [
  ['Notification', NotificationSchema],
  ['Error', ApiErrorSchema],
] as const;

/**
 * JSON Schema (2020-12, the dialect of OpenAPI 3.1) of each component, made by zod from the schemas the
 * portal checks responses with: src/mocks/contract.test.ts fails when the document says otherwise.
 */
export function apiComponentSchemas(): Record<string, Record<string, unknown>> {
  return componentSchemas(API_COMPONENTS);
}
