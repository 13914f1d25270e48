import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppOptions } from '../src/app.ts';
import type { TokenPolicy } from '../src/plugins/auth.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { writeSeed } from '../src/db/seed.ts';
import { EventHub } from '../src/events/hub.ts';
import { startCluster } from './postgres.ts';
import type { ThrowawayCluster } from './postgres.ts';
import { DEMO_USERS } from '../../scripts/demo-users.ts';
import { LOCAL_API_AUDIENCE } from '../../src/shared/identity.ts';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';

/** A create's idempotency header, new at each call (a person's one click). */
export const idempotencyKey = () => ({ [IDEMPOTENCY_HEADER]: randomUUID() });

export const ISSUER = 'http://localhost:4999';

/** A signing key and the policy that trusts it: tokens made here verify like the provider's. */
export async function testKeys() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  const policy: TokenPolicy = { issuer: ISSUER, audience: LOCAL_API_AUDIENCE, scope: 'access_as_user', keys: createLocalJWKSet({ keys: [jwk] }), algorithms: ['RS256'] };
  const other = await generateKeyPair('RS256');
  return { privateKey, policy, otherKey: other.privateKey };
}

export type Keys = Awaited<ReturnType<typeof testKeys>>;

export interface TokenOptions {
  roles?: string[];
  scp?: string;
  audience?: string;
  issuer?: string;
  expiresIn?: string | null;
  notBefore?: string;
  key?: CryptoKey;
  name?: string;
}

/** An access token for a demo user by first name (alex, morgan, harper, pat, olivia) or any e-mail. */
export async function tokenFor(keys: Keys, who: string, options: TokenOptions = {}): Promise<string> {
  const user = DEMO_USERS.find((u) => u.email.startsWith(`${who}.`) || u.email === who);
  const email = user?.email ?? who;
  let jwt = new SignJWT({ preferred_username: email, name: options.name ?? user?.name ?? email, roles: options.roles ?? user?.roles ?? ['Employee'], scp: options.scp ?? 'access_as_user', ver: '2.0' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? LOCAL_API_AUDIENCE)
    .setIssuedAt()
    .setSubject(email);
  if (options.expiresIn !== null) jwt = jwt.setExpirationTime(options.expiresIn ?? '1h');
  if (options.notBefore) jwt = jwt.setNotBefore(options.notBefore);
  return jwt.sign(options.key ?? keys.privateKey);
}

export interface Harness {
  app: FastifyInstance;
  database: Database;
  keys: Keys;
  /** http://127.0.0.1:<port> */
  origin: string;
  call(who: string | null, method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown }>;
  /** `call`, with the answer's headers too. */
  answer(who: string | null, method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** A raw request to the API (path after /api). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The service on an in-memory PGlite with the default seed, driven through fastify.inject. */
export async function startHarness(options: Partial<AppOptions> & { dataDir?: string; keys?: Keys; seed?: boolean } = {}): Promise<Harness> {
  const keys = options.keys ?? (await testKeys());
  const database = options.database ?? (await openDatabase({ dataDir: options.dataDir ?? 'memory://' }));
  if (options.seed !== false) await writeSeed(database.db, 'default');
  const hub = options.hub ?? (await EventHub.start(database));
  const app = await buildApp({ database, policy: keys.policy, hub, heartbeatSeconds: options.heartbeatSeconds, logger: options.logger, logStream: options.logStream, limits: options.limits, testControls: options.testControls, reminders: options.reminders });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const tokens = new Map<string, string>();
  const answer: Harness['answer'] = async (who, method, url, body, headers = {}) => {
    let token = who ? tokens.get(who) : undefined;
    if (who && !token) {
      token = await tokenFor(keys, who);
      tokens.set(who, token);
    }
    const response = await fetch(`${origin}/api${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // A file answer (text/csv) is its text; everything else is JSON.
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: text ? (json ? (JSON.parse(text) as unknown) : text) : null, headers: response.headers };
  };
  return {
    app,
    database,
    keys,
    origin,
    fetch: (path, init) => fetch(`${origin}/api${path}`, init),
    async call(who, method, url, body, headers) {
      const { status, body: answered } = await answer(who, method, url, body, headers);
      return { status, body: answered };
    },
    answer,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * One harness for a test file: started before its tests, closed after them, the demo data written again before
 * each test. Returns the harness (it exists once the file's `beforeAll` ran).
 */
export function seededHarnessPerFile(): () => Harness {
  let started: Harness | undefined;
  const harness = (): Harness => {
    if (!started) throw new Error('the harness starts in beforeAll: read it inside a hook or a test');
    return started;
  };
  beforeAll(async () => {
    started = await startHarness();
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(async () => {
    await writeSeed(harness().database.db, 'default');
  });
  return harness;
}

/**
 * One harness for a test file on a throwaway PostgreSQL 15 cluster at `port` (the PGlite suites' cases run again on
 * the server): started before its tests, stopped with its cluster after them.
 */
export function harnessOnPostgresPerFile(port: number): () => Harness {
  let started: { harness: Harness; database: Database; cluster: ThrowawayCluster } | undefined;
  beforeAll(async () => {
    const cluster = startCluster(port);
    const database = await openDatabase({ url: cluster.url });
    started = { harness: await startHarness({ database }), database, cluster };
  });
  afterAll(async () => {
    await started?.harness.close();
    await started?.database.close();
    started?.cluster.stop();
  });
  return () => {
    if (!started) throw new Error('the harness starts in beforeAll: read it inside a hook or a test');
    return started.harness;
  };
}
