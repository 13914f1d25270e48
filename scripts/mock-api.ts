/**
 * The mock API as a real HTTP endpoint: the same MSW handlers the browser worker and Jest use, served
 * from Node, behind bearer-token checks against the local identity provider (signature via its JWKS,
 * issuer, audience, expiry). Its in-memory data lives as long as the process, so reads, dismissals and
 * clears survive page reloads within a run.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { proxyTo } from './api-proxy.ts';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { calendar, handlers, notifications, work } from '../src/mocks/handlers/index.ts';
import { manyUnreadNotifications } from '../src/shared/demo/notifications.ts';
import { emptyWork, queueRequests, seedWork } from '../src/shared/demo/work.ts';
import { isLocalCaller } from '../service/src/plugins/localCaller.ts';
import { LOCAL_GRAPH_AUDIENCE, LOCAL_GRAPH_SCOPE } from './demo-users.ts';
import { LOCAL_API_AUDIENCE, LOCAL_API_SCOPE } from '../src/shared/identity.ts';

const API_SCOPE = LOCAL_API_SCOPE.slice(LOCAL_API_SCOPE.lastIndexOf('/') + 1);
const GRAPH_SCOPE = LOCAL_GRAPH_SCOPE.slice(LOCAL_GRAPH_SCOPE.lastIndexOf('/') + 1);

export interface MockApiOptions {
  /** The identity provider whose tokens are accepted. */
  issuer: string;
  /** The API service (http://127.0.0.1:port): /api goes there, and a seed resets it too. Absent: MSW answers /api. */
  apiService?: string;
}


const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

function toRequest(req: IncomingMessage, origin: string): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Returns a request handler for /api/* and /graph/* (and /__mock/* test controls); false when the path is not ours. */
export function createMockApi({ issuer, apiService }: MockApiOptions) {
  const jwks = createRemoteJWKSet(new URL('/jwks', issuer));

  /** `scope` is what a service requires (access_as_user for /api, User.Read for /graph); `audience` its resource (one token per resource, as on Entra). */
  async function authorize(req: IncomingMessage, scope: string, audience: string): Promise<string | null> {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token) return 'Missing bearer token';
    try {
      // A token without `exp` would never expire: refused, like Entra-protected APIs do (ADR 0092).
      const { payload } = await jwtVerify(token, jwks, { issuer, audience, requiredClaims: ['exp'] });
      const scopes = typeof payload.scp === 'string' ? payload.scp.split(' ') : [];
      if (!scopes.includes(scope)) return `Token lacks the ${scope} scope`;
      return null;
    } catch (error) {
      return error instanceof Error ? `Invalid token: ${error.message}` : 'Invalid token';
    }
  }

  /**
   * Test controls answer only the machine itself (a loopback peer that is not a proxy forwarding
   * someone else) or a caller with a valid API token.
   */
  async function mayControl(req: IncomingMessage): Promise<boolean> {
    if (isLocalCaller(req.socket.remoteAddress, req.headers)) return true;
    return (await authorize(req, API_SCOPE, LOCAL_API_AUDIENCE)) === null;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
    const path = new URL(req.url ?? '/', origin).pathname;
    if (path === '/__mock/seed' && req.method === 'POST') {
      if (!(await mayControl(req))) {
        json(res, 403, { message: 'Test controls answer only local callers or a valid API token' });
        return true;
      }
      const params = new URL(req.url ?? '/', origin).searchParams;
      const set = params.get('set');
      // `many` is 120 unread unless `count` says how many (the bench seeds 10,000; at most 100,000).
      const count = Math.min(100_000, Math.max(0, Math.trunc(Number(params.get('count') ?? 120)) || 0));
      notifications.reset(set === 'many' ? manyUnreadNotifications(count) : set === 'empty' ? [] : undefined);
      // `queue`: the default work and more pending requests of Morgan Lee's team (`count`, default 150; at most 2,000).
      const seeded = seedWork();
      work.reset(set === 'empty' ? emptyWork() : set === 'queue' ? { ...seeded, requests: [...seeded.requests, ...queueRequests(Number(params.get('count') ?? 150) || 0)] } : undefined);
      calendar.reset();
      if (apiService) {
        const answer = await fetch(`${apiService}/__mock/seed?${params.toString()}`, { method: 'POST' });
        json(res, answer.status, null);
        return true;
      }
      json(res, 204, null);
      return true;
    }
    if (path === '/__mock/reminders' && req.method === 'POST') {
      if (!(await mayControl(req))) {
        json(res, 403, { message: 'Test controls answer only local callers or a valid API token' });
        return true;
      }
      // The reminders' clock and a run of them (issue #48 §2): the API service's alone; the MSW mock has no schedule.
      if (!apiService) {
        json(res, 404, { message: 'Reminders run in the API service: start it with one (npm start, the e2e suite)' });
        return true;
      }
      const answer = await fetch(`${apiService}/__mock/reminders${new URL(req.url ?? '/', origin).search}`, { method: 'POST' });
      json(res, answer.status, await answer.json());
      return true;
    }
    if (apiService && (path === '/api' || path.startsWith('/api/'))) {
      await proxyTo(apiService, req, res);
      return true;
    }
    const resource = path.startsWith('/api/') ? { scope: API_SCOPE, audience: LOCAL_API_AUDIENCE } : path.startsWith('/graph/') ? { scope: GRAPH_SCOPE, audience: LOCAL_GRAPH_AUDIENCE } : null;
    if (!resource) return false;
    const problem = await authorize(req, resource.scope, resource.audience);
    if (problem) {
      json(res, 401, { message: problem });
      return true;
    }
    const response = await getResponse(handlers, toRequest(req, origin));
    if (!response) {
      json(res, 404, { message: `No such endpoint: ${req.method ?? 'GET'} ${path}` });
      return true;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
    return true;
  };
}
