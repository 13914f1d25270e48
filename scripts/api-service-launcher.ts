/**
 * Starts the API service (service/src/main.ts) as a child process for `npm start`, `npm run serve`,
 * serve-nginx, the e2e suite and the bench, and waits for the service's own ready signal.
 *
 * There is no start-up limit: a first start on an empty data folder (PGlite, migrations, the demo seed) takes
 * seconds on an idle machine and more than a minute on a loaded one (issue #45). The service says what it is doing
 * on its stdout (`API service: applying migrations…`, shared with ours) and over an IPC channel (ServiceMessage);
 * the launcher waits for `{ service: 'ready' }` as long as the child lives and fails only when it exits first.
 *
 * The child is Node itself with tsx's loader (`node --import tsx`), not node_modules/.bin/tsx: tsx's CLI runs the
 * script in a process of its own, which passes messages on but not the channel's disconnect, and the service stops
 * when its launcher goes away only if it sees that disconnect.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ServiceMessage } from '../service/src/main.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface ApiService {
  origin: string;
  child: ChildProcess;
}

export interface StartOptions {
  /** The script to run instead of service/src/main.ts (tests start fakes). */
  script?: string;
  /** Each start-up step the service reports (it prints them itself too). */
  onProgress?: (text: string) => void;
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

function isServiceMessage(message: unknown): message is ServiceMessage {
  return typeof message === 'object' && message !== null && 'service' in message;
}

/**
 * Starts the service on `port` and resolves once it says it is ready, however long that takes; rejects when it
 * exits first (or cannot be spawned), naming its exit code and the step it was on.
 */
export function startApiService(port: number, env: NodeJS.ProcessEnv = {}, options: StartOptions = {}): Promise<ApiService> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? 'service/src/main.ts', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: withServiceNodeOptions({ ...process.env, ...env }),
  });
  const origin = `http://127.0.0.1:${port}`;
  return new Promise<ApiService>((resolve, reject) => {
    let step = 'starting';
    const settle = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.off('error', onError);
    };
    const onMessage = (message: unknown) => {
      if (!isServiceMessage(message)) return;
      if (message.service === 'progress') {
        step = message.text;
        options.onProgress?.(message.text);
      } else {
        settle();
        resolve({ origin, child });
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      settle();
      reject(new Error(`The API service exited with ${code ?? signal ?? 'no code'} before it was ready (while ${step}): its output is above`));
    };
    const onError = (error: Error) => {
      settle();
      reject(new Error(`The API service could not be started: ${error.message}`, { cause: error }));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

/** Stops a started service and waits for it (it closes its database on SIGTERM). */
export function stopApiService(service: ApiService | null): Promise<void> {
  if (!service || service.child.exitCode !== null || service.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => service.child.kill('SIGKILL'), 5000);
    service.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    service.child.kill('SIGTERM');
  });
}
