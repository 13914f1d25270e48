import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL 15 server binaries (`apt-get install postgresql`; .ci/run installs them). */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface ThrowawayCluster {
  url: string;
  /** The folder of its Unix socket (libpq's `host=/folder`). */
  socketDir: string;
  /** Stops the server (fast: sessions are ended) and starts it again, as an operator's restart does. */
  restart(): void;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster on its own port, in a temporary folder, trust auth on 127.0.0.1 only.
 * PostgreSQL refuses to run as root: as root the server runs as the `postgres` user.
 */
export function startCluster(port: number): ThrowawayCluster {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`PostgreSQL 15 is not installed (${PG_BIN}/initdb): apt-get install postgresql`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (args: string[]) => {
    const command = `${PG_BIN}/${args[0]} ${args.slice(1).map((a) => `'${a}'`).join(' ')}`;
    const result = asRoot ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' }) : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr || result.stdout}`);
  };
  run(['initdb', '-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  run(['pg_ctl', '-D', `${dir}/data`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', `${dir}/log`, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketDir: dir,
    restart() {
      run(['pg_ctl', '-D', `${dir}/data`, '-l', `${dir}/log`, '-m', 'fast', '-w', 'restart']);
    },
    stop() {
      try {
        run(['pg_ctl', '-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
