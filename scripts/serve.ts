/**
 * Serves the production build (dist/) on localhost: prerendered pages (`<route>/index.html`), then the SPA
 * fallback: every other path gets app.html, and /redirect gets the sign-in redirect-bridge page. With the local identity provider
 * (no APP_AUTH_CLIENT_ID) it also serves the mock API at /api and /graph, checking bearer tokens.
 * Used by `npm run serve` and the e2e tests.
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { loadDotEnv } from './env.ts';
import { createMockApi } from './mock-api.ts';

loadDotEnv();
const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const dist = path.resolve(import.meta.dirname, '..', 'dist');

if (!fs.existsSync(path.join(dist, 'app.html'))) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}

const assets = sirv(dist, { etag: true, immutable: true, dotfiles: false });
const page = (file: string) => fs.readFileSync(path.join(dist, file));

const origin = `http://localhost:${port}`;
const mockApi = process.env.APP_AUTH_CLIENT_ID ? null : createMockApi({ issuer: process.env.APP_LOCAL_IDP_URL || 'http://localhost:4000' });

const server = http.createServer((req, res) => {
  if (mockApi) {
    mockApi(req, res, origin)
      .then((handled) => {
        if (!handled) serveApp(req, res);
      })
      .catch((error: unknown) => {
        console.error('[mock-api]', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Mock API failure' }));
      });
    return;
  }
  serveApp(req, res);
});

function serveApp(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', origin);
  const sendPage = (file: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(page(file));
  };
  if (url.pathname === '/redirect' || url.pathname.startsWith('/redirect/')) {
    sendPage('redirect.html');
    return;
  }
  // sirv answers a prerendered route with its `<route>/index.html`; other app routes get the shell.
  assets(req, res, () => sendPage('app.html'));
}

server.listen(port, 'localhost', () => {
  console.log(`Serving dist/ at ${origin}/${mockApi ? ' with the mock API at /api and /graph' : ''}`);
});
