/** Second line of defence for DevTools and exported logs: drop anything token-like. Pure. */
export const REDACTED = '[redacted]';

const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/;
const SECRET_KEY = /(access|id|refresh)_?token|secret|password|authorization|bearer|client_?info/i;

export function redactTokens<T>(value: T): T {
  return walk(value, '') as T;
}

function walk(value: unknown, key: string): unknown {
  if (typeof value === 'string') return JWT.test(value) || (key !== '' && SECRET_KEY.test(key)) ? REDACTED : value;
  if (Array.isArray(value)) return value.map((v) => walk(v, ''));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) && v !== null && v !== undefined && typeof v !== 'object' ? REDACTED : walk(v, k);
    return out;
  }
  return value;
}

/** Paths of values that are not plain JSON (functions, Dates, class instances, non-finite numbers...). */
export function nonPlainPaths(value: unknown, path = '$', out: string[] = [], depth = 0): string[] {
  if (depth > 64) return out;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return out;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${path} (non-finite number)`);
    return out;
  }
  if (value === undefined) return out;
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    out.push(`${path} (${typeof value})`);
    return out;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => nonPlainPaths(v, `${path}[${i}]`, out, depth + 1));
    return out;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) {
    const name = (value as { constructor?: { name?: string } }).constructor?.name ?? 'unknown';
    out.push(`${path} (${name})`);
    return out;
  }
  for (const [k, v] of Object.entries(value)) nonPlainPaths(v, `${path}.${k}`, out, depth + 1);
  return out;
}
