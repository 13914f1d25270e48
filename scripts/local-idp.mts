/**
 * The local OpenID Connect provider: what `npm start` and the e2e tests sign in against, since nothing
 * here can reach Microsoft. Built on `oidc-provider`; tokens are shaped like Entra's (oid, tid, name,
 * preferred_username, roles, scp) so the app's code path is the same. Development only.
 *
 *   tsx scripts/local-idp.mts [--port 4000] [--origins http://localhost:3000,http://localhost:4173]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import Provider, { interactionPolicy } from 'oidc-provider';
import type { Configuration, JWKS } from 'oidc-provider';
import { loadDotEnv } from './env.ts';
import { DEMO_USERS, LOCAL_CLIENT_ID, LOCAL_GRAPH_AUDIENCE, LOCAL_GRAPH_SCOPE, LOCAL_TENANT_ID } from './demo-users.ts';
import { LOCAL_API_AUDIENCE, LOCAL_API_SCOPE } from '../src/shared/identity.ts';
import type { DemoUser } from './demo-users.ts';

loadDotEnv();

if (process.env.NODE_ENV === 'production') {
  console.error('The local identity provider is for development and tests only; refusing to start with NODE_ENV=production.');
  process.exit(1);
}

const { values } = parseArgs({ options: { port: { type: 'string' }, origins: { type: 'string' } } });
const idpUrl = new URL(process.env.APP_LOCAL_IDP_URL || 'http://localhost:4000');
const port = Number(values.port ?? (idpUrl.port || 4000));
const issuer = `http://localhost:${port}`;
const defaultOrigins = [3000, 4173, 4199, 4301, 4302, 4303, 4304, 4305].map((p) => `http://localhost:${p}`);
const origins = (values.origins ?? process.env.IDP_APP_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);
const appOrigins = [...new Set([...origins, ...defaultOrigins, `http://localhost:${process.env.PORT || 3000}`])];

/** Signing keys are generated once and kept in .idp-data/ so tokens and id_token_hints survive restarts. */
function stableKeys(): JWKS {
  const dir = path.resolve(import.meta.dirname, '..', '.idp-data');
  const file = path.join(dir, 'jwks.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as JWKS;
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `local-${crypto.randomUUID().slice(0, 8)}`, use: 'sig', alg: 'RS256' };
  const jwks = { keys: [jwk] } as JWKS;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(jwks), { mode: 0o600 });
  return jwks;
}

const users = new Map(DEMO_USERS.map((u) => [u.oid, u]));

function claimsOf(user: DemoUser) {
  return {
    sub: user.oid,
    oid: user.oid,
    tid: LOCAL_TENANT_ID,
    name: user.name,
    preferred_username: user.email,
    email: user.email,
    roles: user.roles,
    ver: '2.0',
  };
}

const { Prompt, base: basePolicy } = interactionPolicy;
const policy = basePolicy();
// MSAL sends prompt=select_account; oidc-provider only accepts prompts its policy knows.
policy.add(new Prompt({ name: 'select_account', requestable: true }), 0);

/**
 * Two resource servers, as on Entra: the product API and the Graph stand-in. Each access token is for one
 * of them (its `aud`) and carries only that resource's scopes in `scp`. MSAL never sends `resource=`, so the
 * resource is chosen from the requested scopes: a Graph scope → Graph, anything else → the API.
 * At authorization both are granted (sign-in consents to both), so the refresh token serves either.
 */
const RESOURCES: Record<string, string> = { [LOCAL_API_AUDIENCE]: LOCAL_API_SCOPE, [LOCAL_GRAPH_AUDIENCE]: LOCAL_GRAPH_SCOPE };

function resourceFor(scope: unknown, oneOf?: string | readonly string[]): string | string[] {
  const requested = typeof scope === 'string' ? scope.split(' ') : [];
  const choices: readonly string[] = oneOf === undefined ? Object.keys(RESOURCES) : typeof oneOf === "string" ? [oneOf] : oneOf;
  if (choices.length === 1) return choices[0] ?? LOCAL_API_AUDIENCE;
  const wanted = Object.keys(RESOURCES).filter((audience) => requested.includes(RESOURCES[audience] ?? ''));
  // Authorization (no oneOf): every resource the scopes name; the token endpoint then needs exactly one.
  if (oneOf === undefined) return wanted.length > 0 ? wanted : LOCAL_API_AUDIENCE;
  return wanted.find((audience) => choices.includes(audience)) ?? LOCAL_API_AUDIENCE;
}

const configuration: Configuration = {
  clients: [
    {
      client_id: LOCAL_CLIENT_ID,
      client_name: 'Employee Portal (local)',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: appOrigins.map((o) => `${o}/redirect`),
      post_logout_redirect_uris: appOrigins.flatMap((o) => [`${o}/redirect`, `${o}/`]),
    },
  ],
  jwks: stableKeys(),
  cookies: { keys: ['local-idp-cookie-key-not-a-secret'] },
  claims: {
    openid: ['sub', 'ver'],
    profile: ['name', 'preferred_username', 'oid', 'tid', 'roles'],
    email: ['email'],
  },
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  scopes: ['openid', 'profile', 'email', 'offline_access'],
  findAccount: (_ctx, id) => {
    const user = users.get(id);
    if (!user) return undefined;
    return { accountId: id, claims: () => claimsOf(user) };
  },
  // MSAL asks for offline_access without prompt=consent; issue refresh tokens anyway (facts note).
  issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  interactions: {
    policy,
    url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
  },
  // First-party app: no consent screen. Every grant carries the OpenID scopes and both API scopes.
  loadExistingGrant: async (ctx) => {
    const session = ctx.oidc.session;
    const client = ctx.oidc.client;
    if (!session?.accountId || !client) return undefined;
    const existing = session.grantIdFor(client.clientId);
    if (existing) {
      const found = await ctx.oidc.provider.Grant.find(existing);
      if (found) return found;
    }
    const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope('openid profile email offline_access');
    grant.addOIDCClaims(['name', 'preferred_username', 'oid', 'tid', 'roles', 'email']);
    grant.addResourceScope(LOCAL_API_AUDIENCE, LOCAL_API_SCOPE);
    grant.addResourceScope(LOCAL_GRAPH_AUDIENCE, LOCAL_GRAPH_SCOPE);
    await grant.save();
    session.grantIdFor(client.clientId, grant.jti);
    return grant;
  },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: {
      enabled: true,
      // No "Do you want to sign out?" page: the app asked for it. The form posts `logout=yes`, so the
      // provider's own session ends too (without it only the client's grant would go, as on a "No").
      logoutSource: (ctx, form) => {
        const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
        ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head><body>${confirmed}<script>document.forms[0].submit()</script><noscript><button form="op.logoutForm" type="submit">Sign out</button></noscript></body></html>`;
      },
    },
    resourceIndicators: {
      enabled: true,
      defaultResource: (ctx, _client, oneOf) => resourceFor(ctx.oidc.params?.scope, oneOf),
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx, resource) => {
        const scope = RESOURCES[resource];
        if (scope) return { scope, audience: resource, accessTokenFormat: 'jwt', accessTokenTTL: 3600 };
        throw new Error(`unknown resource ${resource}`);
      },
    },
  },
  // Entra-shaped access tokens: the API reads oid, tid, roles and scp.
  extraTokenClaims: (_ctx, token) => {
    const accountId = 'accountId' in token ? token.accountId : undefined;
    const user = typeof accountId === 'string' ? users.get(accountId) : undefined;
    if (!user) return undefined;
    const granted: unknown = 'scope' in token ? token.scope : undefined;
    const scopes = (typeof granted === 'string' ? granted : '')
      .split(' ')
      .filter((s) => s.startsWith('api://'))
      .map((s) => s.slice(s.lastIndexOf('/') + 1));
    // Entra v2 access tokens: `ver` 2.0, `nbf`, and `scp` holding only this resource's scopes.
    return { ...claimsOf(user), ver: '2.0', nbf: Math.floor(Date.now() / 1000), scp: scopes.join(' ') };
  },
  ttl: { Session: 8 * 3600, Grant: 8 * 3600, Interaction: 3600, AccessToken: 3600, IdToken: 3600, RefreshToken: 8 * 3600 },
  renderError: (ctx, out) => {
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre></main></body></html>`;
  },
};

const provider = new Provider(issuer, configuration);
provider.proxy = false;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function loginPage(uid: string, loginHint: string | undefined): string {
  const buttons = DEMO_USERS.map((u) => {
    const hinted = loginHint && loginHint.toLowerCase() === u.email.toLowerCase();
    return `<li><button type="submit" name="user" value="${escapeHtml(u.oid)}"${hinted ? ' autofocus' : ''}>${escapeHtml(u.name)}</button><span>${escapeHtml(u.description)}</span></li>`;
  }).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – local identity provider</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f1f5f9;color:#0f172a}
main{background:#fff;padding:2rem;border-radius:12px;max-width:28rem;width:100%;box-shadow:0 4px 24px #0002}
ul{list-style:none;padding:0;display:grid;gap:.75rem} li{display:grid;gap:.25rem}
button{font:inherit;padding:.6rem 1rem;border-radius:8px;border:1px solid #1f6f6d;background:#1f6f6d;color:#fff;cursor:pointer;text-align:left}
button.cancel{background:#fff;color:#0f172a;border-color:#64748b} span{font-size:.875rem;color:#475569}
</style></head>
<body><main>
<h1>Sign in</h1>
<p>Local identity provider for development. Choose a demo user.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login"><ul>${buttons}</ul></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button class="cancel" type="submit">Cancel</button></form>
</main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const oidcCallback = provider.callback();

/** Entra's `client_info`: base64url JSON of the user's object id and tenant id (MSAL's home account id). */
function clientInfoFor(idToken: unknown): string | undefined {
  if (typeof idToken !== 'string') return undefined;
  try {
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { oid?: unknown; tid?: unknown };
    if (typeof claims.oid !== 'string' || typeof claims.tid !== 'string') return undefined;
    return Buffer.from(JSON.stringify({ uid: claims.oid, utid: claims.tid })).toString('base64url');
  } catch {
    return undefined;
  }
}

/**
 * The token endpoint, made to answer as Entra does for a stock MSAL app:
 * - a refresh request may name `offline_access` (MSAL's default scopes): Entra accepts it; oidc-provider
 *   only would if sign-in had used prompt=consent, so it is taken out of the refresh request's scope;
 * - the response carries `client_info` (uid = oid, utid = tid).
 */
async function tokenEndpoint(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const form = await readForm(req);
  if (form.get('grant_type') === 'refresh_token' && form.has('scope')) {
    form.set('scope', (form.get('scope') ?? '').split(' ').filter((scope) => scope !== 'offline_access').join(' '));
  }
  // oidc-provider reads an already-read body from `req.body`.
  Object.assign(req, { body: form.toString() });
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((chunk: unknown) => {
    if (chunk) chunks.push(Buffer.from(chunk as Buffer));
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Buffer));
    let body = Buffer.concat(chunks);
    try {
      const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      const clientInfo = res.statusCode === 200 ? clientInfoFor(json.id_token) : undefined;
      if (clientInfo) body = Buffer.from(JSON.stringify({ ...json, client_info: clientInfo }));
    } catch {
      // Not JSON: passed on as it is.
    }
    if (!res.headersSent) res.setHeader('content-length', body.length);
    write(body);
    return end();
  }) as typeof res.end;
  await oidcCallback(req, res);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(url.pathname);
  if (!match) {
    if (url.pathname === '/token' && req.method === 'POST') void tokenEndpoint(req, res);
    else void oidcCallback(req, res);
    return;
  }
  res.setHeader('cache-control', 'no-store');
  void (async () => {
    try {
      const details = await provider.interactionDetails(req, res);
      const action = match[2];
      if (!action && req.method === 'GET') {
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginPage(details.uid, hint));
        return;
      }
      if (action === 'login' && req.method === 'POST') {
        const form = await readForm(req);
        const user = users.get(form.get('user') ?? '');
        if (!user) {
          res.writeHead(400, { 'content-type': 'text/plain' });
          res.end('Unknown user');
          return;
        }
        await provider.interactionFinished(req, res, { select_account: {}, login: { accountId: user.oid } }, { mergeWithLastSubmission: false });
        return;
      }
      if (action === 'abort' && req.method === 'POST') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The user cancelled sign-in.' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      res.writeHead(405).end();
    } catch (error) {
      console.error('[idp] interaction failed', error);
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('This sign-in attempt has expired. Close this window and try again.');
    }
  })();
});

server.listen(port, 'localhost', () => {
  console.log(`Local identity provider at ${issuer} (users: ${DEMO_USERS.map((u) => u.name).join(', ')})`);
});
