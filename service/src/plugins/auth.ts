import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ERROR_TEXTS } from '../../../src/shared/contract/errors.ts';
import { navRolesFrom } from '../../../src/shared/roles.ts';
import type { NavRole } from '../../../src/shared/roles.ts';
import { LOCAL_API_AUDIENCE, LOCAL_API_SCOPE } from '../../../src/shared/identity.ts';
import { ApiProblem } from './errors.ts';

/** Who is calling, from a verified access token. */
export interface Caller {
  /** The sign-in name, lower case (preferred_username): the key of their data. */
  id: string;
  name: string;
  roles: NavRole[];
}

/** What a token must be to be accepted. */
export interface TokenPolicy {
  issuer: string;
  audience: string;
  /** The delegated scope the token's `scp` must hold. */
  scope: string;
  keys: JWTVerifyGetKey;
  algorithms: string[];
}

/**
 * The local identity provider's tokens by default; Entra ID's when APP_AUTH_CLIENT_ID and
 * APP_AUTH_TENANT_ID are set (issuer `https://login.microsoftonline.com/<tenant>/v2.0`, keys from its
 * JWKS, audience APP_API_AUDIENCE or `api://<client id>`, scope APP_API_SCOPE's last segment).
 */
export function tokenPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): TokenPolicy {
  const scopeOf = (full: string) => full.slice(full.lastIndexOf('/') + 1);
  const tenant = env.APP_AUTH_TENANT_ID;
  if (env.APP_AUTH_CLIENT_ID && tenant) {
    const issuer = `https://login.microsoftonline.com/${tenant}/v2.0`;
    return {
      issuer,
      audience: env.APP_API_AUDIENCE || `api://${env.APP_AUTH_CLIENT_ID}`,
      scope: scopeOf(env.APP_API_SCOPE || 'access_as_user'),
      keys: createRemoteJWKSet(new URL(`https://login.microsoftonline.com/${tenant}/discovery/v2.0/keys`)),
      algorithms: ['RS256'],
    };
  }
  const issuer = env.APP_LOCAL_IDP_URL || 'http://localhost:4000';
  return {
    issuer,
    audience: LOCAL_API_AUDIENCE,
    scope: scopeOf(LOCAL_API_SCOPE),
    keys: createRemoteJWKSet(new URL('/jwks', issuer)),
    algorithms: ['RS256', 'PS256', 'ES256'],
  };
}

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: 401 | 403,
  ) {
    super(message);
  }
}

/**
 * Verifies a bearer token: signature (against the provider's keys), algorithm, issuer, audience,
 * expiry and not-before (a minute of clock skew), the `scp` scope; roles come from `roles`.
 */
export async function callerFromToken(authorization: string | undefined, policy: TokenPolicy): Promise<Caller> {
  // The scheme is case-insensitive (RFC 9110 §11.1): `Bearer`, `bearer` and `BEARER` are one.
  const token = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '')?.[1] ?? '';
  if (!token) throw new AuthError('Missing bearer token', 401);
  // A token that verified is not verified again until it expires (an RSA check per request is most of a read's CPU).
  const cache = verified.get(policy) ?? new Map<string, { caller: Caller; exp: number }>();
  verified.set(policy, cache);
  const known = cache.get(token);
  if (known && known.exp > Date.now() / 1000) return known.caller;
  const caller = await verify(token, policy);
  if (cache.size >= 10_000) cache.clear();
  cache.set(token, caller);
  return caller.caller;
}

const verified = new WeakMap<TokenPolicy, Map<string, { caller: Caller; exp: number }>>();

async function verify(token: string, policy: TokenPolicy): Promise<{ caller: Caller; exp: number }> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, policy.keys, {
      issuer: policy.issuer,
      audience: policy.audience,
      algorithms: policy.algorithms,
      requiredClaims: ['exp'],
      clockTolerance: 60,
    }));
  } catch (error) {
    const why = error instanceof errors.JOSEError ? error.code : 'invalid';
    throw new AuthError(`Invalid token (${why})`, 401);
  }
  const scopes = typeof payload.scp === 'string' ? payload.scp.split(' ') : [];
  if (!scopes.includes(policy.scope)) throw new AuthError(`The token lacks the ${policy.scope} scope`, 403);
  const username = typeof payload.preferred_username === 'string' ? payload.preferred_username : typeof payload.email === 'string' ? payload.email : '';
  if (!username) throw new AuthError('The token names no user', 401);
  const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
  return { caller: { id: username.toLowerCase(), name: typeof payload.name === 'string' ? payload.name : username, roles: navRolesFrom(roles) }, exp: payload.exp ?? 0 };
}

const REALM = 'Bearer realm="api"';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, from their verified token (set by the auth hook on every API route). */
    caller: Caller | null;
  }
}

/**
 * Every route registered after this plugin, in its scope, answers only a verified bearer token (an onRequest hook,
 * before the body is read): `request.caller` is who calls. A refusal is a 401 (no token, or one that does not
 * verify) or a 403 (the token lacks the API's scope), logged with its reason and never with the token.
 */
function auth(app: FastifyInstance, { policy }: { policy: TokenPolicy }, done: (error?: Error) => void): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    // A route marked public (a calendar feed, whose secret in the path is its key) is answered without a token.
    if (request.routeOptions.config.public === true) return;
    try {
      request.caller = await callerFromToken(request.headers.authorization, policy);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      request.log.warn({ reason: error.message }, 'token refused');
      // RFC 6750 §3: what the bearer scheme's client needs to know (no token: the realm only).
      const missing = !/^bearer\s/i.test(request.headers.authorization ?? '');
      reply.header('www-authenticate', error.status === 403 ? `${REALM}, error="insufficient_scope", scope="${policy.scope}"` : missing ? REALM : `${REALM}, error="invalid_token"`);
      throw new ApiProblem(error.status, error.status === 401 ? ERROR_TEXTS.unauthorized : error.message);
    }
  });
  done();
}

export default fp(auth, { name: 'auth' });
