import type * as z from 'zod/mini';

/** A copy of `value` without `keys` at `path` (an object nested in objects and arrays). */
function withoutKeysAt(value: unknown, path: readonly PropertyKey[], keys: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (path.length === 0) return Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item: unknown, i) => (i === head ? withoutKeysAt(item, rest, keys) : item));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === head ? withoutKeysAt(v, rest, keys) : v]));
}

/**
 * The body with the fields its (strict) contract schema does not know dropped, at any depth: unknown
 * fields are ignored, not refused (issue #25 §9). The service and the MSW handlers read bodies through it.
 */
export function dropUnknownKeys(schema: z.ZodMiniType, raw: unknown): unknown {
  let value = raw;
  for (let round = 0; round < 20; round += 1) {
    const result = schema.safeParse(value);
    if (result.success) return value;
    const unknown = result.error.issues.flatMap((i) => (i.code === 'unrecognized_keys' ? [i] : []));
    if (unknown.length === 0) return value;
    for (const issue of unknown) value = withoutKeysAt(value, issue.path, issue.keys);
  }
  return value;
}

/** Per-field messages of a failed parse, by dotted path ('body' for the whole). */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}
