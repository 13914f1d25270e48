import * as z from 'zod';
import { ErrorBodySchema, NotificationSchema } from './notification';

/** The product API's component schemas, by their name in docs/api/openapi.json. */
const API_COMPONENTS = [
  ['Notification', NotificationSchema],
  ['Error', ErrorBodySchema],
] as const;

/**
 * JSON Schema (2020-12, the dialect of OpenAPI 3.1) of each component, made by zod from the schemas the
 * portal checks responses with: src/mocks/contract.test.ts fails when the document says otherwise.
 */
export function apiComponentSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    API_COMPONENTS.map(([name, schema]) => {
      const json: Record<string, unknown> = { ...z.toJSONSchema(schema, { io: 'input' }) };
      // The dialect line is dropped: the OpenAPI 3.1 document sets it for all its schemas.
      delete json.$schema;
      return [name, json];
    }),
  );
}
