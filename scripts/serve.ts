/**
 * Serves the production build (dist/) on localhost with the SPA fallback: every unknown path gets
 * index.html, and /redirect gets the sign-in redirect-bridge page. Used by `npm run serve` and e2e.
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { loadDotEnv } from './env.ts';

loadDotEnv();
const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const dist = path.resolve(import.meta.dirname, '..', 'dist');

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}

const assets = sirv(dist, { etag: true, immutable: true, dotfiles: false });
const page = (file: string) => fs.readFileSync(path.join(dist, file));

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  const sendPage = (file: string) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(page(file));
  };
  if (url.pathname === '/redirect' || url.pathname.startsWith('/redirect/')) {
    sendPage('redirect.html');
    return;
  }
  assets(req, res, () => sendPage('index.html'));
});

server.listen(port, 'localhost', () => {
  console.log(`Serving dist/ at http://localhost:${port}/`);
});
