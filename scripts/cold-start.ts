/**
 * Times cold starts of the API service through the launcher (issue #45, docs/perf/cold-start.md): for each run,
 * empties a data folder, starts the service on it (opening PGlite, migrations, the demo seed), prints how long until
 * it said it was ready and the load average, times a few demo-data resets (`POST /__mock/seed`, what e2e specs do
 * before their tests), and stops it. Asserts nothing.
 *
 *   tsx scripts/cold-start.ts [--runs 3] [--port 4391] [--data .data/coldtest]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApiService, stopApiService } from './api-service-launcher.ts';

const { values } = parseArgs({ options: { runs: { type: 'string' }, port: { type: 'string' }, data: { type: 'string' } } });
const runs = Number(values.runs ?? 3);
const port = Number(values.port ?? 4391);
const dataDir = path.resolve(import.meta.dirname, '..', values.data ?? '.data/coldtest');
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function main(): Promise<void> {
  for (let run = 1; run <= runs; run += 1) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`run ${run}: ${os.cpus().length} cores, load average ${load()}; starting on an empty ${path.relative(process.cwd(), dataDir)}`);
    const started = performance.now();
    const service = await startApiService(port, { APP_DATA_DIR: dataDir });
    console.log(`run ${run}: ready after ${seconds(started)} s (load average ${load()})`);
    const resets: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reset = performance.now();
      const answer = await fetch(`${service.origin}/__mock/seed?set=default`, { method: 'POST' });
      resets.push(`${answer.status} in ${((performance.now() - reset) / 1000).toFixed(2)} s`);
    }
    console.log(`run ${run}: demo-data resets: ${resets.join(', ')}`);
    await stopApiService(service);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
