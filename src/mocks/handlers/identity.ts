import { HttpResponse } from 'msw';
import { ERROR_TEXTS } from '../../shared/contract/errors';
import { hasAnyRole, navRolesFrom } from '../../shared/roles';
import type { NavRole } from '../../shared/roles';

/** Who is calling, from the bearer token's claims (Entra-shaped: preferred_username, name, roles). */
export interface Caller {
  /** The user's sign-in name, lower case: the key of their data. */
  id: string;
  name: string;
  roles: NavRole[];
}

function base64UrlJson(part: string): unknown {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

/**
 * Reads the caller from the request's bearer token. The claims are decoded, not verified: the mock
 * API server has verified the signature (issuer, audience, expiry, scope) before any handler runs,
 * and the browser worker and Jest only ever see the app's own tokens.
 */
export function callerOf(request: Request): Caller | null {
  const header = request.headers.get('authorization') ?? '';
  const parts = header.startsWith('Bearer ') ? header.slice(7).split('.') : [];
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims = base64UrlJson(parts[1]) as { preferred_username?: unknown; email?: unknown; name?: unknown; roles?: unknown };
    const username = typeof claims.preferred_username === 'string' ? claims.preferred_username : typeof claims.email === 'string' ? claims.email : '';
    if (!username) return null;
    const roles = Array.isArray(claims.roles) ? claims.roles.filter((r): r is string => typeof r === 'string') : [];
    return { id: username.toLowerCase(), name: typeof claims.name === 'string' ? claims.name : username, roles: navRolesFrom(roles) };
  } catch {
    return null;
  }
}

const problem = (status: number, message: string, fields?: Record<string, string>) =>
  HttpResponse.json(fields && Object.keys(fields).length ? { message, fields } : { message }, { status });

/** The error answers of the contract (src/shared/contract/errors.ts), as the service gives them. */
export const unauthorized = () => problem(401, ERROR_TEXTS.unauthorized);
export const forbidden = (message: string = ERROR_TEXTS.forbidden) => problem(403, message);
export const badRequest = (message: string, fields?: Record<string, string>) => problem(400, message, fields);
export const invalid = (message: string, fields?: Record<string, string>) => problem(422, message, fields);
export const notFound = (message: string) => problem(404, message);
export const conflict = (message: string) => problem(409, message);

/** The caller, or the 401/403 response to send instead. */
export function authorize(request: Request, requiredRoles?: readonly NavRole[]): Caller | Response {
  const caller = callerOf(request);
  if (!caller) return unauthorized();
  if (!hasAnyRole(caller.roles, requiredRoles)) return forbidden();
  return caller;
}
