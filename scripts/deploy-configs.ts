/**
 * `npm run deploy-configs`: writes the committed deploy configs (deploy/nginx/portal.conf and
 * deploy/azure/staticwebapp.config.json) from the serving policy. A Jest test fails when they are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deployConfigs } from './serving/targets.ts';

const root = path.resolve(import.meta.dirname, '..');
for (const [file, content] of Object.entries(deployConfigs())) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
  console.log(`wrote ${file}`);
}
