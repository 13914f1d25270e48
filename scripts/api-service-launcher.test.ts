import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_NODE_OPTIONS, withServiceNodeOptions } from './api-service-launcher';

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
