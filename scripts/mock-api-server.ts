/**
 * The mock API as a standalone HTTP server: the mock Graph and the test controls (what nginx proxies
 * /graph and /__mock to in the e2e run, and the dev server in `npm start`); with an API service given,
 * /api passes through to it and a seed resets it too. `npm run serve` mounts the same handler in its own server.
 *
 *   tsx scripts/mock-api-server.ts [--port 4174]
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadDotEnv } from './env.ts';
import { createMockApi } from './mock-api.ts';

export function localIdpUrl(): string {
  return process.env.APP_LOCAL_IDP_URL || 'http://localhost:4000';
}

/** Serves the mock API on 127.0.0.1:port; the origin of each request is taken from its Host header. */
export function startMockApiServer(port: number, apiService?: string): Promise<http.Server> {
  const mockApi = createMockApi({ issuer: localIdpUrl(), apiService });
  const server = http.createServer((req, res) => {
    const origin = `http://${req.headers.host ?? `localhost:${port}`}`;
    mockApi(req, res, origin)
      .then((handled) => {
        if (handled) return;
        res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ message: 'Not a mock API path' }));
      })
      .catch((error: unknown) => {
        console.error('[mock-api]', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Mock API failure' }));
      });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  loadDotEnv();
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const port = Number(values.port ?? 4174);
  void startMockApiServer(port).then(() => console.log(`Mock API at http://127.0.0.1:${port}/ (tokens from ${localIdpUrl()})`));
}
