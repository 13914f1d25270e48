/**
 * `npm run devtools`: the remote Redux DevTools (`@redux-devtools/cli`, its server and UI) on
 * http://localhost:8765, for browsers without the DevTools extension. Installed on first use into
 * tools/devtools (its own package.json and lockfile, outside the app's `npm ci`): without Electron's
 * binary download (the browser UI does not use it), with sqlite3 built from source, with two upstream
 * bugs of cli 5.0.0 fixed (tools/devtools/patches: a monitor's messages to one app were dropped;
 * react-globals.mjs: the UI loads React from UMD files React 19 no longer ships).
 *
 *   npm run devtools                 install if needed, then serve (Ctrl+C stops)
 *   npm run devtools -- --install    install only (CI)
 *   npm run devtools -- --port 9000  another port
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const dir = path.resolve(import.meta.dirname, '..', 'tools', 'devtools');
const cli = path.join(dir, 'node_modules', '@redux-devtools', 'cli', 'bin', 'redux-devtools.js');
/** Written last by a complete install. */
const ready = path.join(dir, 'node_modules', '.portal-devtools-ready');
const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.DEVTOOLS_PORT ?? 8765));

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, commandArgs, { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\`${command} ${commandArgs.join(' ')}\` failed in tools/devtools (exit ${String(result.status)}).`);
    process.exit(1);
  }
}

function install(): void {
  if (fs.existsSync(ready)) return;
  console.log('Installing the remote Redux DevTools into tools/devtools (first use only)...');
  // Install scripts would download Electron's and sqlite3's binaries; nothing but the npm registry is reachable.
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' });
  run('npm', ['rebuild', 'sqlite3'], { npm_config_build_from_source: 'true' });
  run(path.join('node_modules', '.bin', 'patch-package'), ['--error-on-fail']);
  run(process.execPath, ['react-globals.mjs']);
  fs.writeFileSync(ready, `${new Date().toISOString()}\n`);
}

install();
if (args.includes('--install')) process.exit(0);

const server = spawn(process.execPath, [cli, '--hostname=localhost', `--port=${port}`], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (chunk.toString().includes('Migrations are finished')) {
    console.log(`\nRedux DevTools UI: http://localhost:${port}/`);
    console.log(`Connect the app (QA tools on, no DevTools extension): QA tools ▸ Connect to the DevTools UI, or in its console`);
    console.log(`  localStorage.setItem('portal:devtools', 'localhost:${port}'); location.reload()`);
  }
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
