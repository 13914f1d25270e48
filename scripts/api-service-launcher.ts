/**
 * Starts the API service (service/src/main.ts) as a child process for `npm start`, `npm run serve`,
 * serve-nginx and the e2e suite, and waits until it answers /health.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface ApiService {
  origin: string;
  child: ChildProcess;
}

/**
 * The Node options the service runs with, wherever it is started (`npm run api`, this launcher, the bench): a young
 * generation of 32 MiB a half (V8's default is 16 MiB on 64-bit), so the objects each request makes die there and the
 * scavenges that pause every request in flight come half as often (ADR 0153).
 */
export const SERVICE_NODE_OPTIONS = '--max-semi-space-size=32';

/** `env` with SERVICE_NODE_OPTIONS added to its NODE_OPTIONS. */
export function withServiceNodeOptions(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, SERVICE_NODE_OPTIONS].filter(Boolean).join(' ') };
}

export async function startApiService(port: number, env: NodeJS.ProcessEnv = {}): Promise<ApiService> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['service/src/main.ts', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: withServiceNodeOptions({ ...process.env, ...env }),
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API service exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return { origin, child };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The API service did not answer at ${origin}/health within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a started service and waits for it (it closes its database on SIGTERM). */
export function stopApiService(service: ApiService | null): Promise<void> {
  if (!service || service.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => service.child.kill('SIGKILL'), 5000);
    service.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    service.child.kill('SIGTERM');
  });
}
