import * as z from 'zod/mini';

/**
 * JSON Schema (2020-12, the dialect of OpenAPI 3.1) of each named zod schema, as a body reads on the wire
 * (`io: 'input'`). The documents cannot drift from the schemas the code checks with.
 */
export function componentSchemas(components: readonly (readonly [string, z.ZodMiniType])[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    components.map(([name, schema]) => {
      const json: Record<string, unknown> = { ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) };
      // The dialect line is dropped: the OpenAPI 3.1 document sets it for all its schemas.
      delete json.$schema;
      return [name, json];
    }),
  );
}
