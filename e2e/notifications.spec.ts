/**
 * The mock API server's token checks, driven directly over HTTP with tokens this test signs itself:
 * a throw-away identity provider (its own key pair and /jwks) stands in for the local one, so every
 * claim the server checks (signature, issuer, audience, expiry, scope) can be broken on purpose.
 * The browser flows against the real local provider are in feedback.spec.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { JWK, CryptoKey } from 'jose';
import { expect, test } from '@playwright/test';
import { createMockApi } from '../scripts/mock-api.ts';
import { LOCAL_GRAPH_AUDIENCE } from '../scripts/demo-users.ts';
import { LOCAL_API_AUDIENCE } from '../src/shared/identity.ts';

interface Servers {
  issuer: string;
  api: string;
  key: CryptoKey;
  close: () => Promise<void>;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`)));
}

async function startServers(): Promise<Servers> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const idp = http.createServer((req, res) => {
    if (req.url === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  const issuer = await listen(idp);
  const mockApi = createMockApi({ issuer });
  const apiServer = http.createServer((req, res) => {
    void mockApi(req, res, api).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  const api = await listen(apiServer);
  const close = () =>
    Promise.all([idp, apiServer].map((s) => new Promise<void>((resolve) => s.close(() => resolve())))).then(() => undefined);
  return { issuer, api, key: privateKey, close };
}

let servers: Servers;
test.beforeAll(async () => {
  servers = await startServers();
});
test.afterAll(async () => {
  await servers.close();
});
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${servers.api}/__mock/seed?set=default`)).status()).toBe(204);
});

interface Claims {
  issuer?: string;
  audience?: string;
  scp?: string;
  /** null = no `exp` claim at all. */
  expiresIn?: string | number | null;
  key?: CryptoKey;
}

async function token(claims: Claims = {}): Promise<string> {
  const jwt = new SignJWT({ scp: claims.scp ?? 'access_as_user', name: 'Alex Rivera' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject('alex')
    .setIssuer(claims.issuer ?? servers.issuer)
    .setAudience(claims.audience ?? LOCAL_API_AUDIENCE)
    .setIssuedAt();
  if (claims.expiresIn !== null) jwt.setExpirationTime(claims.expiresIn ?? '10m');
  return jwt.sign(claims.key ?? servers.key);
}

const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });

test.describe('mock API server: bearer tokens', () => {
  test('a valid token reads the seeded notifications', async ({ request }) => {
    const response = await request.get(`${servers.api}/api/notifications`, { headers: bearer(await token()) });
    expect(response.status()).toBe(200);
    const list = (await response.json()) as { type: string; priority: string; acknowledgedYN: string }[];
    expect(new Set(list.map((n) => n.type))).toEqual(new Set(['system', 'announcement', 'alert', 'chat', 'other']));
    expect(new Set(list.map((n) => n.priority))).toEqual(new Set(['urgent', 'high', 'medium', 'low']));
    expect(list.some((n) => n.acknowledgedYN === 'Y') && list.some((n) => n.acknowledgedYN !== 'Y')).toBe(true);
  });

  test('every broken token is refused with 401 and a message', async ({ request }) => {
    const { privateKey: strangerKey } = await generateKeyPair('RS256');
    const cases: [string, Record<string, string>][] = [
      ['no token', {}],
      ['not a JWT', bearer('not-a-real-token')],
      ['signed by another key', bearer(await token({ key: strangerKey }))],
      ['another issuer', bearer(await token({ issuer: 'http://localhost:1/' }))],
      ['another audience', bearer(await token({ audience: 'api://someone-else' }))],
      ['expired', bearer(await token({ expiresIn: Math.floor(Date.now() / 1000) - 60 }))],
      ['without the API scope', bearer(await token({ scp: 'User.Read' }))],
      ['without an exp claim', bearer(await token({ expiresIn: null }))],
    ];
    for (const [name, headers] of cases) {
      const response = await request.get(`${servers.api}/api/notifications`, { headers });
      expect(response.status(), name).toBe(401);
      expect(((await response.json()) as { message: string }).message, name).toMatch(/token/i);
    }
  });

  test('Graph paths want a Graph token (its audience and scope), not the API one', async ({ request }) => {
    expect((await request.get(`${servers.api}/graph/v1.0/me`, { headers: bearer(await token()) })).status()).toBe(401);
    // One token per resource, as on Entra: the Graph scope on an API-audience token is refused.
    expect((await request.get(`${servers.api}/graph/v1.0/me`, { headers: bearer(await token({ scp: 'User.Read' })) })).status()).toBe(401);
    const me = await request.get(`${servers.api}/graph/v1.0/me`, { headers: bearer(await token({ scp: 'User.Read', audience: LOCAL_GRAPH_AUDIENCE })) });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ jobTitle: expect.any(String) });
  });

  test('read, dismiss and clear survive across requests (an in-memory store for the run)', async ({ request }) => {
    const headers = bearer(await token());
    const list = async () => (await (await request.get(`${servers.api}/api/notifications`, { headers })).json()) as { notificationUID: string; acknowledgedYN: string }[];
    expect((await request.put(`${servers.api}/api/notifications/n-1/read`, { headers })).status()).toBe(204);
    expect((await request.delete(`${servers.api}/api/notifications/n-2`, { headers })).status()).toBe(204);
    expect((await request.delete(`${servers.api}/api/notifications/n-2`, { headers })).status()).toBe(404);
    const after = await list();
    expect(after.find((n) => n.notificationUID === 'n-1')?.acknowledgedYN).toBe('Y');
    expect(after.some((n) => n.notificationUID === 'n-2')).toBe(false);
    expect((await request.put(`${servers.api}/api/notifications/read`, { headers })).status()).toBe(204);
    expect((await list()).every((n) => n.acknowledgedYN === 'Y')).toBe(true);
    expect((await request.delete(`${servers.api}/api/notifications`, { headers })).status()).toBe(204);
    expect(await list()).toEqual([]);
  });

  test('the seed control answers local callers, or others only with a valid API token', async ({ request }) => {
    const forwarded = { 'X-Forwarded-For': '203.0.113.7' };
    const refused = await request.post(`${servers.api}/__mock/seed?set=empty`, { headers: forwarded });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/local callers or a valid API token/);
    expect((await request.post(`${servers.api}/__mock/seed?set=empty`, { headers: { ...forwarded, ...bearer(await token({ expiresIn: null })) } })).status()).toBe(403);
    expect((await request.post(`${servers.api}/__mock/seed?set=empty`, { headers: { ...forwarded, ...bearer(await token()) } })).status()).toBe(204);
    expect(await (await request.get(`${servers.api}/api/notifications`, { headers: bearer(await token()) })).json()).toEqual([]);
    // Behind a proxy on the same machine (nginx in the e2e run), a local caller is still local.
    expect((await request.post(`${servers.api}/__mock/seed?set=default`, { headers: { 'X-Forwarded-For': '127.0.0.1' } })).status()).toBe(204);
    expect((await request.post(`${servers.api}/__mock/seed?set=default`, { headers: { 'X-Forwarded-For': '127.0.0.1, 203.0.113.7' } })).status()).toBe(403);
    expect((await request.post(`${servers.api}/__mock/seed?set=default`, { headers: { Forwarded: 'for="[2001:db8::1]"' } })).status()).toBe(403);
  });

  test('the "many" seed has more than 99 unread (for the badge)', async ({ request }) => {
    expect((await request.post(`${servers.api}/__mock/seed?set=many`)).status()).toBe(204);
    const list = (await (await request.get(`${servers.api}/api/notifications`, { headers: bearer(await token()) })).json()) as { acknowledgedYN: string }[];
    expect(list.filter((n) => n.acknowledgedYN !== 'Y').length).toBeGreaterThan(99);
  });
});
