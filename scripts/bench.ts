/**
 * Prints figures, asserts nothing: the time to replay a 10,000-action QA log in Node, gzip size of every
 * chunk in dist/ and of what each measured public route loads in Chromium. Run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { benchReplay } from './bench-replay.ts';

const root = path.resolve(import.meta.dirname, '..');
const assets = path.join(root, 'dist', 'assets');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

benchReplay();
console.log('');

const rows = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, raw: fs.statSync(path.join(assets, f)).size, gzip: gzipSize(path.join(assets, f)) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log('Chunk sizes (minified / gzip -9):');
for (const r of rows) console.log(`  ${r.file.padEnd(40)} ${kib(r.raw).padStart(10)} ${kib(r.gzip).padStart(10)}`);
console.log(`  ${'total'.padEnd(40)} ${kib(rows.reduce((s, r) => s + r.raw, 0)).padStart(10)} ${kib(rows.reduce((s, r) => s + r.gzip, 0)).padStart(10)}`);

async function measureRoutes(): Promise<void> {
  const port = 4199;
  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/serve.ts', '--port', String(port), '--no-idp'], { cwd: root, stdio: 'ignore' });
  await new Promise<void>((resolve) => {
    const poll = () => http.get(`http://localhost:${port}/`, () => resolve()).on('error', () => setTimeout(poll, 200));
    poll();
  });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const routes = (process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/second-chair', '/login']).filter((r) => r.startsWith('/'));
  console.log('\nJavaScript loaded per route (gzip -9 of each script the page fetched), and bytes transferred for the whole page:');
  for (const route of routes) {
    const scripts: string[] = [];
    const load = async (acceptEncoding: string | null) => {
      const page = await browser.newPage();
      if (acceptEncoding) await page.setExtraHTTPHeaders({ 'Accept-Encoding': acceptEncoding });
      const sizes: Promise<number>[] = [];
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (!acceptEncoding && url.pathname.endsWith('.js')) scripts.push(path.basename(url.pathname));
        sizes.push(res.request().sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      });
      const started = performance.now();
      await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
      const elapsed = performance.now() - started;
      const transferred = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      await page.close();
      return { elapsed, transferred };
    };
    const compressed = await load(null);
    const identity = await load('identity');
    const total = scripts.reduce((s, f) => s + gzipSize(path.join(assets, f)), 0);
    console.log(`  ${route.padEnd(16)} ${kib(total).padStart(10)} in ${scripts.length} scripts, network idle after ${compressed.elapsed.toFixed(0)} ms: ${scripts.join(' ')}`);
    console.log(`  ${''.padEnd(16)} transferred ${kib(compressed.transferred)} compressed (br/gzip), ${kib(identity.transferred)} uncompressed (Accept-Encoding: identity)`);
  }
  await browser.close();
  server.kill();
}

void measureRoutes();
