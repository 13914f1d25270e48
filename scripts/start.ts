/**
 * `npm start`: the whole product on localhost — the web app (webpack dev server with Fast Refresh and
 * the MSW worker for the API) and the local OpenID Connect provider (unless a real Entra client id is set).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadDotEnv } from './env.ts';

loadDotEnv();
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[]): void {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  children.push(child);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code ?? 'signal'}`);
    shutdown(code ?? 1);
  });
}

function shutdown(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

async function providerAlreadyRunning(idp: URL): Promise<boolean> {
  try {
    const response = await fetch(new URL('/.well-known/openid-configuration', idp), { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (!process.env.APP_AUTH_CLIENT_ID) {
    const idp = new URL(process.env.APP_LOCAL_IDP_URL || 'http://localhost:4000');
    if (await providerAlreadyRunning(idp)) console.log(`Using the identity provider already running at ${idp.origin}`);
    else run('idp', bin('tsx'), ['scripts/local-idp.mts', '--port', idp.port || '4000']);
  }
  run('web', bin('webpack'), ['serve', '--mode', 'development']);
}

void main();
