/**
 * Starts the local OpenID Connect provider for `npm start` and `npm run serve` when no Entra client id is
 * set, unless one already answers at APP_LOCAL_IDP_URL.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const localIdpAddress = (): URL => new URL(process.env.APP_LOCAL_IDP_URL || 'http://localhost:4000');

export async function providerAlreadyRunning(idp: URL): Promise<boolean> {
  try {
    const response = await fetch(new URL('/.well-known/openid-configuration', idp), { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

export interface LocalIdp {
  address: URL;
  /** The provider this process started, or null when one was already running. */
  child: ChildProcess | null;
}

/** Starts the provider (its output goes to this terminal) and says which one is used. */
export async function ensureLocalIdp(appOrigin: string): Promise<LocalIdp> {
  const address = localIdpAddress();
  if (await providerAlreadyRunning(address)) {
    console.log(`Using the identity provider already running at ${address.origin}`);
    return { address, child: null };
  }
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/local-idp.mts', '--port', address.port || '4000', '--origins', appOrigin], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  console.log(`Started the local identity provider at ${address.origin} (demo users, no Microsoft sign-in)`);
  return { address, child };
}
