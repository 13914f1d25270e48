/**
 * `npm start`: the whole product on localhost — the web app (webpack dev server with Fast Refresh and
 * the MSW worker for the API) and the local OpenID Connect provider (unless a real Entra client id is set).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadDotEnv } from './env.ts';
import { ensureLocalIdp } from './local-idp-launcher.ts';

loadDotEnv();
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const children: ChildProcess[] = [];

function watch(name: string, child: ChildProcess): void {
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

async function main(): Promise<void> {
  if (!process.env.APP_AUTH_CLIENT_ID) {
    const { child } = await ensureLocalIdp(`http://localhost:${process.env.PORT ?? 3000}`);
    if (child) watch('idp', child);
  }
  watch('web', spawn(bin('webpack'), ['serve', '--mode', 'development'], { cwd: root, stdio: 'inherit', env: process.env }));
}

void main();
