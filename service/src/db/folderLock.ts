import fs from 'node:fs';

/**
 * The embedded database's folder is one process's at a time: PGlite keeps its pages in that process's memory, so a
 * second process on the same folder neither sees the first's writes nor keeps its own from being overwritten (two
 * services on one folder left it unopenable, "Aborted()" at its next start). A lock file beside the folder,
 * `<folder>.lock`, holds the owning process's id.
 *
 * Taking it: created exclusively; if it exists, the process it names is asked whether it still runs
 * (`process.kill(pid, 0)`). A running one (this process included: a second open here would be the same fault) makes
 * taking it fail with a sentence that names the folder and the process; one that no longer runs (a `kill -9`, a
 * crash) leaves a stale lock, replaced at once, so a restart never waits.
 */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${folder} is in use by process ${pid}: stop that process first (two processes on one folder would lose each other's writes).`);
    this.name = 'FolderInUseError';
  }
}

const lockFileOf = (folder: string) => `${folder}.lock`;

/** The lock files this process holds: one naming this process's id but not here is a former process's (a restarted
 * container may run its service under the same id again). */
const heldHere = new Set<string>();

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `folder`'s lock for this process; returns what releases it. `onStale` hears of a stale lock replaced. */
export function lockFolder(folder: string, onStale: (pid: number) => void = () => undefined): () => void {
  const file = lockFileOf(folder);
  for (;;) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      // Released between the two calls: try again.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const pid = Number.parseInt(text, 10);
    const ours = pid === process.pid;
    if ((ours && heldHere.has(file)) || (!ours && Number.isInteger(pid) && pid > 0 && running(pid))) throw new FolderInUseError(folder, pid);
    onStale(pid);
    fs.rmSync(file, { force: true });
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    heldHere.delete(file);
    // Only our own: a lock another process took after ours was removed by hand is left alone.
    try {
      if (Number.parseInt(fs.readFileSync(file, 'utf8'), 10) === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
