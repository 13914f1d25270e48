/**
 * Serves a production build with Debian's nginx and the generated config, unprivileged, in the
 * foreground: its own prefix under .serve/, `daemon off`, a high port. When the build signs in locally,
 * /api is proxied to the API service (started here on api-port + 1) and /graph and /__mock to the mock
 * Graph server (api-port). This is what
 * the e2e suite runs against when nginx is installed (playwright.config.ts).
 *
 *   tsx scripts/serve-nginx.ts [--port 4173] [--root dist] [--api-port 4174]
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { loadDotEnv } from './env.ts';
import { startMockApiServer } from './mock-api-server.ts';
import { startApiService, stopApiService } from './api-service-launcher.ts';
import type { ApiService } from './api-service-launcher.ts';
import { NGINX_TEMP_DIRS, renderNginxServer, renderStandaloneNginx } from './serving/nginx.ts';
import { buildTarget } from './serving/targets.ts';
import { NGINX_BINARY, nginxBrotliModule } from './serving/nginxBinary.ts';

loadDotEnv();
const { values } = parseArgs({ options: { port: { type: 'string' }, root: { type: 'string' }, 'api-port': { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const apiPort = Number(values['api-port'] ?? port + 1);
const repo = path.resolve(import.meta.dirname, '..');
const root = path.resolve(repo, values.root ?? 'dist');
const prefix = path.join(repo, '.serve', `nginx-${port}`);

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${root} has no build: run \`npm run build\` first.`);
  process.exit(1);
}

const local = !process.env.APP_AUTH_CLIENT_ID;
const brotli = nginxBrotliModule();
fs.mkdirSync(prefix, { recursive: true });
for (const dir of NGINX_TEMP_DIRS) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
const upstream = `http://127.0.0.1:${apiPort}`;
// The API service listens beside the mock Graph server; nginx sends /api to it directly.
const servicePort = apiPort + 1;
const service = `http://127.0.0.1:${servicePort}`;
const server = renderNginxServer({
  target: buildTarget(),
  // nginx follows the root path on every request, so a test can swap the build under a running server.
  root,
  listen: [`127.0.0.1:${port}`, `[::1]:${port}`],
  proxies: local ? { '/api/': service, '/graph/': upstream, '/__mock/': upstream } : {},
  brotli: brotli !== null,
});
const conf = renderStandaloneNginx({ prefix, brotliModule: brotli, http: server });
const confFile = path.join(prefix, 'nginx.conf');
fs.writeFileSync(confFile, conf);

async function main(): Promise<void> {
  let api: ApiService | null = null;
  if (local) {
    api = await startApiService(servicePort);
    await startMockApiServer(apiPort, api.origin);
  }
  const nginx = spawn(NGINX_BINARY, ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log')], { stdio: 'inherit' });
  nginx.on('exit', (code) => {
    console.log(`[nginx] exited with ${code ?? 'signal'} (log: ${path.join(prefix, 'error.log')})`);
    void stopApiService(api).then(() => process.exit(code ?? 1));
  });
  const stop = () => {
    nginx.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    `nginx serves ${path.relative(repo, root) || '.'} at http://localhost:${port}/ (config: ${path.relative(repo, confFile)}${brotli ? ', brotli' : ''})` +
      (local ? `; API service on ${service} behind /api, mock Graph and test controls on ${upstream} behind /graph and /__mock` : ''),
  );
}

main().catch((error: unknown) => {
  // The API service's own output (above) says why; nginx never started, so a waiting runner (Playwright) sees the exit.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
