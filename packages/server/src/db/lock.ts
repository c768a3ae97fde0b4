// PGlite is a single-process database: two processes writing one data directory corrupt it (TOOLCHAIN.md).
// A lock file holding the owner's PID makes the second process fail fast with a message naming the first.
import fs from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  readonly path: string;
  release(): void;
}

export const lockFileName = 'rigkit.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock on `dataDir` for this process, removing a stale lock left by a process that has died. */
export function lockDataDirectory(dataDir: string): DirectoryLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && isRunning(owner)) {
        const who = owner === process.pid ? `this process (PID ${owner})` : `process ${owner}`;
        throw new Error(
          `The data directory ${dataDir} is already open in ${who}. Stop that process first, or pass another data directory.`,
          { cause: error },
        );
      }
      // The owner is gone (crash or kill -9): the lock is stale.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}.`);
}
