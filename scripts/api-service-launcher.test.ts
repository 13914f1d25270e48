import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NODE_OPTIONS, startApiService, startWatchedApiService, stopApiService, withServiceNodeOptions } from './api-service-launcher';

const root = path.resolve(__dirname, '..');

describe("the service's Node options (ADR 0153)", () => {
  it('are added to NODE_OPTIONS, keeping what was there', () => {
    expect(withServiceNodeOptions({}).NODE_OPTIONS).toBe(SERVICE_NODE_OPTIONS);
    expect(withServiceNodeOptions({ NODE_OPTIONS: '--enable-source-maps', OTHER: 'x' })).toEqual({ NODE_OPTIONS: `--enable-source-maps ${SERVICE_NODE_OPTIONS}`, OTHER: 'x' });
  });

  it('are the ones `npm run api` starts the service with', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.api).toBe(`NODE_OPTIONS="$NODE_OPTIONS ${SERVICE_NODE_OPTIONS}" tsx service/src/main.ts`);
  });

  it('give Node a young generation twice its default', () => {
    // The young generation grown to its largest: objects that survive a few scavenges make V8 grow it to its limit.
    const probe = `const keep = [];
      for (let r = 0; r < 30; r += 1) { const batch = []; for (let i = 0; i < 300000; i += 1) batch.push({ i }); keep.push(batch); if (keep.length > 3) keep.shift(); }
      console.log(require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);`;
    const youngGeneration = (env: NodeJS.ProcessEnv) => Number(spawnSync(process.execPath, ['-e', probe], { env: { ...env, PATH: process.env.PATH }, encoding: 'utf8' }).stdout.trim());
    const byDefault = youngGeneration({});
    expect(byDefault).toBeGreaterThan(0);
    expect(youngGeneration(withServiceNodeOptions({}))).toBe(2 * byDefault);
  });
});

/**
 * Fake services (Node scripts the launcher starts in place of service/src/main.ts) speaking the service's IPC protocol
 * (ServiceMessage). None listens on HTTP: the launcher waits for the service's own signal, not for /health.
 */
describe('starting the API service', () => {
  let dir: string;
  const fake = (name: string, body: string) => {
    const file = path.join(dir, `${name}.mjs`);
    fs.writeFileSync(file, body);
    return file;
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-test-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('waits for the ready signal for as long as start-up takes, passing each step on', async () => {
    // Ready only once the test says so: the launcher cannot give up at a fixed time of its own.
    const script = fake(
      'slow',
      `process.send({ service: 'progress', text: 'applying migrations' });
       process.send({ service: 'progress', text: 'waiting for SIGUSR2 (pid ' + process.pid + ')' });
       process.on('SIGUSR2', () => { process.send({ service: 'progress', text: 'seeding the demo data' }); process.send({ service: 'ready', url: 'http://127.0.0.1/api' }); });
       process.on('SIGTERM', () => process.exit(0));
       setInterval(() => undefined, 1 << 30);`,
    );
    const steps: string[] = [];
    const service = await startApiService(4999, {}, {
      script,
      onProgress: (text) => {
        steps.push(text);
        const pid = /\(pid (\d+)\)/.exec(text)?.[1];
        if (pid) process.kill(Number(pid), 'SIGUSR2');
      },
    });
    expect(service.origin).toBe('http://127.0.0.1:4999');
    expect(steps).toEqual(['applying migrations', `waiting for SIGUSR2 (pid ${service.child.pid})`, 'seeding the demo data']);
    expect(service.child.exitCode).toBeNull();
    await stopApiService(service);
    expect(service.child.exitCode).toBe(0);
  });

  it('fails when the service exits before it is ready, saying with what and on which step', async () => {
    const script = fake('failing', `process.send({ service: 'progress', text: 'applying migrations' }, () => process.exit(3));`);
    await expect(startApiService(4999, {}, { script })).rejects.toThrow('The API service exited with 3 before it was ready (while applying migrations)');
  });

  it('stops the service when the launcher goes away (its IPC channel closes)', async () => {
    const script = fake('orphan', `process.on('disconnect', () => process.exit(0)); process.send({ service: 'ready', url: 'http://127.0.0.1/api' }); setInterval(() => undefined, 1 << 30);`);
    const service = await startApiService(4999, {}, { script });
    const exited = new Promise((resolve) => service.child.once('exit', resolve));
    service.child.disconnect();
    expect(await exited).toBe(0);
  });
});

describe("`npm start`'s service", () => {
  let dir: string;
  let sources: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-watch-test-'));
    sources = path.join(dir, 'src');
    fs.mkdirSync(path.join(sources, 'routes', 'hr'), { recursive: true });
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts again when its code changes, and after a change that breaks it, on the next change', async () => {
    // Ready unless its sources hold a file named `broken`, as a service with a syntax error would not start.
    const script = path.join(dir, 'service.mjs');
    fs.writeFileSync(
      script,
      `import fs from 'node:fs';
       if (fs.existsSync(${JSON.stringify(path.join(sources, 'broken'))})) process.exit(1);
       process.on('SIGTERM', () => process.exit(0));
       process.send({ service: 'ready', url: 'http://127.0.0.1/api' });
       setInterval(() => undefined, 1 << 30);`,
    );
    const lines: string[] = [];
    let restarted: (ok: boolean) => void = () => undefined;
    const nextRestart = () => new Promise<boolean>((resolve) => (restarted = resolve));
    const service = await startWatchedApiService(4999, {}, { script, watch: [sources], log: (line) => lines.push(line), onRestarted: (ok) => restarted(ok) });
    try {
      const first = service.current();
      let restart = nextRestart();
      fs.writeFileSync(path.join(sources, 'routes', 'hr', 'index.ts'), 'export {};');
      expect(await restart).toBe(true);
      expect(first.exitCode).toBe(0);
      expect(service.current()).not.toBe(first);
      expect(service.current().exitCode).toBeNull();
      expect(lines[0]).toMatch(new RegExp(`^API service: restarting \\(${sources}/routes/hr/index\\.ts changed\\)…$`));

      restart = nextRestart();
      fs.writeFileSync(path.join(sources, 'broken'), '');
      expect(await restart).toBe(false);
      expect(lines.at(-1)).toMatch(/^The API service exited with 1 before it was ready .*; it starts again on the next change$/);

      restart = nextRestart();
      fs.rmSync(path.join(sources, 'broken'));
      expect(await restart).toBe(true);
      expect(service.current().exitCode).toBeNull();
    } finally {
      await service.stop();
    }
  });
});
