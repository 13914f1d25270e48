/**
 * Configuration read from the environment (and `.env` when present). Only the keys listed in
 * `publicKeys` reach the browser bundle; everything else stays on the Node side.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
let loaded = false;

export function loadDotEnv(): void {
  if (loaded) return;
  loaded = true;
  const file = path.join(root, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export const publicKeys = [
  'APP_AUTH_CLIENT_ID',
  'APP_AUTH_AUTHORITY',
  'APP_LOCAL_IDP_URL',
  'APP_API_BASE_URL',
  'APP_API_SCOPE',
  'APP_GRAPH_BASE_URL',
  'APP_MOCKS',
  'APP_DEVTOOLS',
] as const;

export type PublicEnv = Record<(typeof publicKeys)[number] | 'NODE_ENV', string>;

export function publicEnv(mode: 'development' | 'production'): PublicEnv {
  loadDotEnv();
  const out = { NODE_ENV: mode } as PublicEnv;
  for (const key of publicKeys) out[key] = process.env[key] ?? '';
  return out;
}
