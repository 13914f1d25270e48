/**
 * `npm start`: the whole product on localhost — the web app (webpack dev server with Fast Refresh), the
 * local OpenID Connect provider (unless a real Entra client id is set), the API service on its embedded
 * database (.data/pglite; PORT + 100) and the mock Graph (PORT + 101), both behind the dev server's proxy.
 * APP_MOCKS=browser puts the MSW worker back in the page instead of the service.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadDotEnv } from './env.ts';
import { ensureLocalIdp } from './local-idp-launcher.ts';
import { startApiService } from './api-service-launcher.ts';
import { startMockApiServer } from './mock-api-server.ts';

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
  const port = Number(process.env.PORT ?? 3000);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (!process.env.APP_AUTH_CLIENT_ID) {
    const { child } = await ensureLocalIdp(`http://localhost:${port}`);
    if (child) watch('idp', child);
  }
  if (process.env.APP_MOCKS !== 'browser') {
    const api = await startApiService(port + 100);
    watch('api', api.child);
    env.APP_MOCKS = 'off';
    const proxy: Record<string, string> = { '/api': api.origin };
    if (!process.env.APP_AUTH_CLIENT_ID) {
      await startMockApiServer(port + 101, api.origin);
      const mock = `http://127.0.0.1:${port + 101}`;
      Object.assign(proxy, { '/graph': mock, '/__mock': mock });
    }
    env.DEV_API_PROXY = JSON.stringify(proxy);
  }
  watch('web', spawn(bin('webpack'), ['serve', '--mode', 'development'], { cwd: root, stdio: 'inherit', env }));
}

void main();
