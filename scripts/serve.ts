/**
 * `npm run serve`: a one-command production preview of dist/ with the same headers, caching, path rules
 * and compression as the generated nginx and Azure configs (scripts/serving/policy.ts). With no
 * APP_AUTH_CLIENT_ID it also starts the local identity provider (unless one is running), the API service
 * (service/, on port + 2, its embedded database in APP_DATA_DIR or .data/pglite) behind /api, and the mock
 * Graph at /graph with the test controls at /__mock. The e2e suite uses it when nginx is absent.
 *
 *   tsx scripts/serve.ts [--port 3000] [--root dist] [--no-idp]
 *
 * `--no-idp` never starts the identity provider (the bench, which loads public pages only).
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import type { RequestHandler } from 'sirv';
import { loadDotEnv } from './env.ts';
import { createMockApi } from './mock-api.ts';
import { ensureLocalIdp } from './local-idp-launcher.ts';
import { startApiService, stopApiService } from './api-service-launcher.ts';
import type { ApiService } from './api-service-launcher.ts';
import { CACHE, COMPRESSED_TYPES, NONCE_PLACEHOLDER, PATHS, isAppRoute, securityHeaders } from './serving/policy.ts';
import type { PageKind } from './serving/policy.ts';
import { buildTarget } from './serving/targets.ts';

loadDotEnv();
const { values } = parseArgs({ options: { port: { type: 'string' }, root: { type: 'string' }, 'no-idp': { type: 'boolean' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const root = path.resolve(import.meta.dirname, '..', values.root ?? 'dist');

if (!fs.existsSync(path.join(root, PATHS.spaFallback))) {
  console.error(`${root} has no build: run \`npm run build\` first.`);
  process.exit(1);
}

const origin = `http://localhost:${port}`;
const target = buildTarget();
const local = !process.env.APP_AUTH_CLIENT_ID;
let mockApi: ReturnType<typeof createMockApi> | null = null;
let api: ApiService | null = null;

// The root is resolved on every request (it may be a link a test swaps to a newer build); one file
// index per build directory.
const fileServers = new Map<string, RequestHandler>();
function files(dir: string): RequestHandler {
  let handler = fileServers.get(dir);
  if (!handler) {
    handler = sirv(dir, {
      etag: true,
      brotli: true,
      gzip: true,
      dotfiles: false,
      extensions: [],
      // A precompressed copy asked for by its own URL is compressed data (the same types as nginx and SWA).
      setHeaders: (res, pathname) => {
        const extension = path.extname(pathname).slice(1);
        if (extension === 'br' || extension === 'gz') res.setHeader('Content-Type', COMPRESSED_TYPES[extension]);
      },
    });
    fileServers.set(dir, handler);
  }
  return handler;
}

function headersFor(kind: PageKind, cacheControl: string, nonce: string): Record<string, string> {
  return { ...securityHeaders(target, { nonce }, kind), 'Cache-Control': cacheControl };
}

/** A 404 is never kept by a cache (a missing chunk may exist a moment later, after a deploy). */
function notFound(res: http.ServerResponse, nonce: string): void {
  res.writeHead(404, { ...headersFor('app', CACHE.none, nonce), 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

/** An HTML page with this response's nonce, compressed on the fly like nginx does. */
function sendPage(req: http.IncomingMessage, res: http.ServerResponse, dir: string, file: string, kind: PageKind): void {
  const nonce = crypto.randomBytes(16).toString('base64');
  const html = Buffer.from(fs.readFileSync(path.join(dir, file), 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce));
  const accepts = req.headers['accept-encoding'] ?? '';
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? ['br', zlib.brotliCompressSync(html)]
    : /\bgzip\b/.test(accepts)
      ? ['gzip', zlib.gzipSync(html)]
      : [null, html];
  res.writeHead(200, {
    ...headersFor(kind, CACHE.revalidate, nonce),
    'Content-Type': 'text/html; charset=utf-8',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function serveApp(req: http.IncomingMessage, res: http.ServerResponse): void {
  const dir = fs.realpathSync(root);
  const { pathname } = new URL(req.url ?? '/', origin);
  const { redirectBridge, spaFallback, prerenderedPage } = PATHS;
  if (pathname === redirectBridge.prefix || pathname.startsWith(`${redirectBridge.prefix}/`)) {
    sendPage(req, res, dir, redirectBridge.file, 'redirect-bridge');
    return;
  }
  if (pathname.endsWith('.html')) {
    const file = pathname.slice(1);
    if (!file.includes('/') && fs.existsSync(path.join(dir, file))) sendPage(req, res, dir, file, file === redirectBridge.file ? 'redirect-bridge' : 'app');
    else notFound(res, crypto.randomBytes(16).toString('base64'));
    return;
  }
  if (isAppRoute(pathname)) {
    // A page rendered at build time, else the SPA page (the same order as nginx's try_files).
    const prerendered = path.join(pathname.slice(1), prerenderedPage);
    const inside = !path.relative(dir, path.join(dir, prerendered)).startsWith('..');
    sendPage(req, res, dir, inside && fs.existsSync(path.join(dir, prerendered)) ? prerendered : spaFallback, 'app');
    return;
  }
  // A file (hashed asset or not): that file, precompressed when the client accepts it, or a 404.
  const nonce = crypto.randomBytes(16).toString('base64');
  const cacheControl = pathname.startsWith(PATHS.hashedAssets) ? CACHE.immutable : CACHE.revalidate;
  for (const [name, value] of Object.entries(headersFor('app', cacheControl, nonce))) res.setHeader(name, value);
  files(dir)(req, res, () => notFound(res, nonce));
}

const server = http.createServer((req, res) => {
  if (!mockApi) {
    serveApp(req, res);
    return;
  }
  mockApi(req, res, origin)
    .then((handled) => {
      if (!handled) serveApp(req, res);
    })
    .catch((error: unknown) => {
      console.error('[mock-api]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Mock API failure' }));
    });
});

async function main(): Promise<void> {
  const idp = local && !values['no-idp'] ? await ensureLocalIdp(origin) : null;
  if (local) {
    api = await startApiService(port + 2, { APP_LOCAL_IDP_URL: target.authority });
    mockApi = createMockApi({ issuer: target.authority, apiService: api.origin });
  }
  const stop = () => {
    if (idp?.child && idp.child.exitCode === null) idp.child.kill('SIGTERM');
    void stopApiService(api).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  idp?.child?.on('exit', (code) => {
    console.error(`[idp] exited with ${code ?? 'signal'}: sign-in will fail until it runs again`);
  });
  server.listen(port, 'localhost', () => {
    console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at ${origin}/ with the production headers (scripts/serving/policy.ts)`);
    if (api) console.log(`API service (${api.origin}) at ${origin}/api, mock Graph at ${origin}/graph (tokens from ${target.authority})`);
    else console.log(`Signing in with Entra ID at ${target.authority}`);
  });
}

main().catch((error: unknown) => {
  // The API service's own output (above) says why; nothing listens, so a waiting runner (Playwright) sees the exit.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
