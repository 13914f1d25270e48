/**
 * Serves a production build with Debian's nginx and the generated config, unprivileged, in the
 * foreground: its own prefix under .serve/, `daemon off`, a high port. /api, /graph and /__mock are
 * proxied to the standalone mock API server (started here) when the build signs in locally. This is what
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
import { renderNginxServer } from './serving/nginx.ts';
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
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
for (const dir of temp) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
const upstream = `http://127.0.0.1:${apiPort}`;
const server = renderNginxServer({
  target: buildTarget(),
  // nginx follows the root path on every request, so a test can swap the build under a running server.
  root,
  listen: [`127.0.0.1:${port}`, `[::1]:${port}`],
  proxies: local ? { '/api/': upstream, '/graph/': upstream, '/__mock/': upstream } : {},
  brotli: brotli !== null,
});
const conf = [
  'daemon off;',
  'worker_processes 1;',
  `pid ${path.join(prefix, 'nginx.pid')};`,
  `error_log ${path.join(prefix, 'error.log')} warn;`,
  ...(brotli ? [`load_module ${brotli};`] : []),
  'events { worker_connections 256; }',
  'http {',
  '    include /etc/nginx/mime.types;',
  '    default_type application/octet-stream;',
  '    access_log off;',
  ...temp.map((dir) => `    ${dir}_temp_path ${path.join(prefix, dir)};`),
  ...server.split('\n').map((line) => (line ? `    ${line}` : line)),
  '}',
  '',
].join('\n');
const confFile = path.join(prefix, 'nginx.conf');
fs.writeFileSync(confFile, conf);

async function main(): Promise<void> {
  if (local) await startMockApiServer(apiPort);
  const nginx = spawn(NGINX_BINARY, ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log')], { stdio: 'inherit' });
  nginx.on('exit', (code) => {
    console.log(`[nginx] exited with ${code ?? 'signal'} (log: ${path.join(prefix, 'error.log')})`);
    process.exit(code ?? 1);
  });
  const stop = () => {
    nginx.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    `nginx serves ${path.relative(repo, root) || '.'} at http://localhost:${port}/ (config: ${path.relative(repo, confFile)}${brotli ? ', brotli' : ''})` +
      (local ? `; mock API on ${upstream} behind /api, /graph and /__mock` : ''),
  );
}

void main();
