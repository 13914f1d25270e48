/**
 * The servers the bench's browser sections measure against (ADR 0132): the production server, nginx with the
 * generated config (scripts/serve-nginx.ts, what the e2e suite runs), for the app and for the static limit of
 * `/` alike; `scripts/serve.ts` only when nginx is not installed, and the bench says so.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { loadDotEnv } from '../env.ts';
import { localIdpAddress } from '../local-idp-launcher.ts';
import { NGINX_TEMP_DIRS, renderNginxServer, renderStandaloneNginx } from '../serving/nginx.ts';
import { NGINX_BINARY, nginxAvailable, nginxBrotliModule } from '../serving/nginxBinary.ts';
import { buildTarget } from '../serving/targets.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

export type ServerKind = 'nginx' | 'node';

/** nginx when installed (NGINX_BINARY or /usr/sbin/nginx), else scripts/serve.ts; BENCH_SERVER=node forces the latter. */
export const serverKind = (): ServerKind => (process.env.BENCH_SERVER !== 'node' && nginxAvailable() ? 'nginx' : 'node');

export function describeServer(kind: ServerKind): string {
  return kind === 'nginx'
    ? `nginx (${NGINX_BINARY}) with the generated config (scripts/serving/nginx.ts): assets precompressed${nginxBrotliModule() ? ' (brotli or gzip as the browser asks)' : ' (gzip)'}, HTML gzip on the fly`
    : `scripts/serve.ts (nginx is not installed at ${NGINX_BINARY}: the figures are not the production server's)`;
}

export interface Running {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Resolves once `url` answers 200, however long that takes (a first start migrates and seeds the service's database:
 * over a minute on a loaded machine, issue #45); rejects when `child` exits first.
 */
function answers(url: string, child: ChildProcess | null): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let done = false;
    const onExit = (code: number | null) => {
      if (!done) reject(new Error(`the server for ${url} exited with ${code ?? 'a signal'} before answering`));
      done = true;
    };
    child?.once('exit', onExit);
    const poll = () => {
      if (done) return;
      http
        .get(url, (res) => {
          res.resume();
          if (res.statusCode === 200) {
            done = true;
            child?.off('exit', onExit);
            resolve();
          } else setTimeout(poll, 250);
        })
        .on('error', () => setTimeout(poll, 250));
    };
    poll();
  });
}

/** Stops a process group this bench started (the leader and what it spawned) and waits for the leader. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

const log = (file: string) => fs.openSync(file, 'w');

/**
 * The app as production serves it, signing in locally: nginx (scripts/serve-nginx.ts: the API service on
 * `port + 2` on its embedded database in `dataDir`, the mock Graph on `port + 1`) or scripts/serve.ts, and the
 * local identity provider (reused when one answers, else started here and stopped with the server).
 */
export async function startAppServer(port: number, dataDir: string, kind: ServerKind = serverKind()): Promise<Running> {
  const origin = `http://localhost:${port}`;
  const logs = path.join(root, '.serve', `bench-app-${port}.log`);
  fs.mkdirSync(path.dirname(logs), { recursive: true });
  const args = kind === 'nginx' ? ['scripts/serve-nginx.ts', '--port', String(port), '--api-port', String(port + 1)] : ['scripts/serve.ts', '--port', String(port), '--no-idp'];
  const out = log(logs);
  const child = spawn(tsx, args, { cwd: root, detached: true, stdio: ['ignore', out, out], env: { ...process.env, APP_DATA_DIR: dataDir } });
  fs.closeSync(out);
  const idp = await ensureQuietIdp(origin);
  try {
    // Both servers answer only once the API service has said it is ready (serve-nginx.ts starts nginx then, serve.ts listens then).
    await Promise.all([answers(`${origin}/`, child), answers(new URL('/.well-known/openid-configuration', localIdpAddress()).href, idp)]);
  } catch (error) {
    await stopGroup(child);
    if (idp) await stopGroup(idp);
    throw new Error(`${error instanceof Error ? error.message : String(error)} (server log: ${path.relative(root, logs)})`, { cause: error });
  }
  return {
    origin,
    stop: async () => {
      await stopGroup(child);
      if (idp) await stopGroup(idp);
    },
  };
}

/** The local identity provider, started here (its own process group) only when none answers. */
async function ensureQuietIdp(origin: string): Promise<ChildProcess | null> {
  const address = localIdpAddress();
  try {
    const response = await fetch(new URL('/.well-known/openid-configuration', address), { signal: AbortSignal.timeout(1000) });
    if (response.ok) return null;
  } catch {
    // none running
  }
  // (Not ensureLocalIdp: that one shares this terminal; the bench wants it in a process group it can stop.)
  const out = log(path.join(root, '.serve', 'bench-idp.log'));
  const child = spawn(tsx, ['scripts/local-idp.mts', '--port', address.port || '4000', '--origins', origin], { cwd: root, detached: true, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return child;
}

/**
 * The static limit of `/`: a copy of the build whose `index.html` is the prerendered page of `/` with every
 * script (and script preload) removed; every other file is a link to the build's own.
 */
export function writeStaticSite(dist: string, dir: string): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(dist)) if (entry !== 'index.html') fs.symlinkSync(path.join(dist, entry), path.join(dir, entry));
  const html = fs
    .readFileSync(path.join(dist, 'index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*>/g, '');
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

/** Serves `site` (the static limit) with the same server and config as the app: nginx, else scripts/serve.ts. */
export async function startStaticServer(port: number, site: string, kind: ServerKind = serverKind()): Promise<Running> {
  const origin = `http://localhost:${port}`;
  let child: ChildProcess;
  if (kind === 'nginx') {
    loadDotEnv();
    const prefix = path.join(root, '.serve', `bench-static-nginx-${port}`);
    fs.mkdirSync(prefix, { recursive: true });
    for (const dir of NGINX_TEMP_DIRS) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
    const brotli = nginxBrotliModule();
    const server = renderNginxServer({ target: buildTarget(), root: site, listen: [`127.0.0.1:${port}`, `[::1]:${port}`], proxies: {}, brotli: brotli !== null });
    const confFile = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(confFile, renderStandaloneNginx({ prefix, brotliModule: brotli, http: server }));
    child = spawn(NGINX_BINARY, ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log')], { detached: true, stdio: 'ignore' });
  } else {
    // No API service, mock Graph or identity provider is needed, but serve.ts starts the service; it is stopped with it.
    child = spawn(tsx, ['scripts/serve.ts', '--port', String(port), '--root', site, '--no-idp'], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, APP_DATA_DIR: path.join(root, '.data', `bench-static-${port}`) },
    });
  }
  await answers(`${origin}/`, child);
  return { origin, stop: () => stopGroup(child) };
}
