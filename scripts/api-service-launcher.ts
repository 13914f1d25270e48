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
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceMessage } from '../service/src/main.ts';

// __dirname, not import.meta.dirname: e2e/service.spec.ts imports this file too, and Playwright compiles it to CommonJS,
// which Node would refuse as an ES module if it read `import.meta` in it (tsx and Jest give CommonJS __dirname as well).
const root = path.resolve(__dirname, '..');

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

/** What `npm start` watches: the service's code, what it shares with the portal, its migrations. */
export const SERVICE_SOURCES = ['service/src', 'src/shared', 'service/migrations'];

export interface WatchedApiService {
  origin: string;
  /** The service running now (a new child after each restart). */
  current: () => ChildProcess;
  /** Stops watching and stops the service. */
  stop: () => Promise<void>;
}

export interface WatchOptions extends StartOptions {
  /** Folders (relative to the repository) whose changes restart the service; SERVICE_SOURCES by default. */
  watch?: string[];
  /** Where the launcher's own lines go (console.log by default). */
  log?: (line: string) => void;
  /** Called after each restart: the new child is ready (`ok`), or it exited before (`ok` false). */
  onRestarted?: (ok: boolean) => void;
}

/** Editors' swap, backup and probe files, which change nothing the service runs. */
const ignored = (file: string) => /(^|\/)\.|~$|\.sw[px]$|(^|\/)4913$/.test(file);

/**
 * `npm start`'s service: started as startApiService does (resolves once ready, rejects if the first start fails), then
 * stopped and started again whenever a file under `watch` changes (changes that come together make one restart).
 * A restart that fails, or a service that exits on its own, is reported and the next change tries again.
 */
export async function startWatchedApiService(port: number, env: NodeJS.ProcessEnv = {}, options: WatchOptions = {}): Promise<WatchedApiService> {
  const log = options.log ?? ((line: string) => console.log(line));
  let service: ApiService | null = await startApiService(port, env, options);
  let child = service.child;
  let stopping = false;
  let restarting = false;
  const reportExit = (exited: ChildProcess) =>
    exited.once('exit', (code, signal) => {
      if (exited === child && !restarting && !stopping) log(`API service: exited with ${code ?? signal ?? 'no code'}; it starts again when ${(options.watch ?? SERVICE_SOURCES).join(', ')} change`);
    });
  reportExit(child);
  // The file whose change is waiting for a restart (the last one of a burst), taken by the restart loop.
  let changed: string | null = null;
  const takeChange = () => {
    const file = changed;
    changed = null;
    return file;
  };
  const restart = async () => {
    restarting = true;
    for (let file = takeChange(); file !== null && !stopping; file = takeChange()) {
      log(`API service: restarting (${file} changed)…`);
      await stopApiService(service);
      service = null;
      let ok = true;
      try {
        service = await startApiService(port, env, options);
        child = service.child;
        reportExit(child);
      } catch (error) {
        ok = false;
        log(`${error instanceof Error ? error.message : String(error)}; it starts again on the next change`);
      }
      options.onRestarted?.(ok);
    }
    restarting = false;
  };
  let timer: NodeJS.Timeout | undefined;
  const watchers = (options.watch ?? SERVICE_SOURCES).map((dir) =>
    fs.watch(path.resolve(root, dir), { recursive: true }, (_event, file) => {
      if (file === null || ignored(file)) return;
      changed = path.join(dir, file);
      // One restart for a save that touches several files (a formatter, a branch switch): after a quiet moment.
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!restarting) void restart();
      }, 200);
    }).on('error', (error) => log(`API service: no longer watching ${dir} (${error.message})`)),
  );
  return {
    origin: service.origin,
    current: () => child,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      await stopApiService(service);
    },
  };
}
