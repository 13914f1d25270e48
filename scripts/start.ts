/**
 * `npm start`: the whole product on localhost — the web app (webpack dev server with Fast Refresh), the
 * local OpenID Connect provider (unless a real Entra client id is set), the API service on its embedded
 * database (.data/pglite; PORT + 100) and the mock Graph (PORT + 101), both behind the dev server's proxy.
 * The service says what its start-up is doing and is waited for as long as that takes; it is started again
 * when its code changes (service/src, src/shared, service/migrations).
 * APP_MOCKS=browser puts the MSW worker back in the page instead of the service.
 * Unless SMTP_URL names a mail server, a local SMTP catcher (MailDev, MAIL_CATCHER_SMTP_PORT 1025, its web view on
 * MAIL_CATCHER_WEB_PORT 1080) takes every e-mail the service sends (issue #48 §1).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadDotEnv } from './env.ts';
import { ensureLocalIdp } from './local-idp-launcher.ts';
import { startWatchedApiService } from './api-service-launcher.ts';
import type { WatchedApiService } from './api-service-launcher.ts';
import { startMockApiServer } from './mock-api-server.ts';
import { startMailCatcher } from './mail-catcher.ts';

loadDotEnv();
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const children: ChildProcess[] = [];
let api: WatchedApiService | null = null;

function watch(name: string, child: ChildProcess): void {
  children.push(child);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code ?? 'signal'}`);
    shutdown(code ?? 1);
  });
}

function shutdown(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // (The service also stops when this process goes, as its IPC channel closes.)
  const service = api?.current();
  if (service && service.exitCode === null) service.kill('SIGTERM');
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
    if (!process.env.SMTP_URL) {
      const catcher = await startMailCatcher(Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025), Number(process.env.MAIL_CATCHER_WEB_PORT ?? 1080), path.join(root, '.data', 'mail'));
      watch('mail', catcher.child);
      // The service (started next, with this environment) sends through it, and links to this portal.
      process.env.SMTP_URL = catcher.smtpUrl;
      console.log(`E-mail the portal sends is caught, not delivered: see it at ${catcher.webUrl}`);
    }
    process.env.PORTAL_ORIGIN ??= `http://localhost:${port}`;
    // Not watch(): a service that exits (a restart, an edit that breaks it) is started again on the next change.
    api = await startWatchedApiService(port + 100);
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  shutdown(1);
});
