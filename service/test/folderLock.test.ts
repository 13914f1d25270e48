import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderInUseError, lockFolder } from '../src/db/folderLock.ts';
import { openDatabase } from '../src/db/client.ts';

/** A process that runs until it is told to stop, and its id. */
function otherProcess(): { pid: number; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid === undefined) throw new Error('no child process');
  return {
    pid: child.pid,
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the embedded database's folder is one process's at a time", () => {
  it('refuses a second holder in this process, and takes the folder again once released', () => {
    const folder = path.join(dir, 'pglite');
    const release = lockFolder(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    release();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
    lockFolder(folder)();
  });

  it('refuses while another running process holds it, naming the folder and the process', async () => {
    const folder = path.join(dir, 'pglite');
    const other = otherProcess();
    try {
      fs.writeFileSync(`${folder}.lock`, `${other.pid}\n`);
      expect(() => lockFolder(folder)).toThrow(`The embedded database in ${folder} is in use by process ${other.pid}`);
      // Still the other's.
      expect(fs.readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(other.pid));
    } finally {
      await other.stop();
    }
  });

  it('takes over at once from a process that no longer runs (a kill -9), and says so', async () => {
    const folder = path.join(dir, 'pglite');
    const gone = otherProcess();
    await gone.stop();
    fs.writeFileSync(`${folder}.lock`, `${gone.pid}\n`);
    const stale: number[] = [];
    const release = lockFolder(folder, (pid) => stale.push(pid));
    expect(stale).toEqual([gone.pid]);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it("takes over a lock naming this process's id that this process does not hold (a restarted container)", () => {
    const folder = path.join(dir, 'pglite');
    fs.writeFileSync(`${folder}.lock`, `${process.pid}\n`);
    const release = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    release();
  });

  it('a second open of an embedded database in use fails with that sentence, and the first keeps serving', async () => {
    const folder = path.join(dir, 'pglite');
    const first = await openDatabase({ dataDir: folder });
    try {
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(FolderInUseError);
      await expect(first.db.execute('select 1 as one')).resolves.toBeDefined();
    } finally {
      await first.close();
    }
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
    // Closed, it opens again.
    const again = await openDatabase({ dataDir: folder });
    await again.close();
  }, 180_000);
});
