import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite does nothing to stop two processes opening one folder, and when they do writes are
 * silently lost. We hold an exclusive lock file for as long as the process has the folder open.
 */
export interface LockHolder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${folder} is already open in process ${holder.pid} ` +
        `(${holder.command}, on ${holder.host} since ${holder.since}). ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL with several processes.',
    );
    this.name = 'FolderLockedError';
  }
}

export function acquireFolderLock(folder: string): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, 'db.lock');
  const me: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    command:
      process.argv
        .slice(1, 3)
        .map((a) => path.basename(a))
        .join(' ') || 'node',
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      const release = () => {
        try {
          const current = readHolder(lockPath);
          if (current?.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder && holder.pid !== process.pid && isAlive(holder)) throw new FolderLockedError(folder, holder);
      if (holder?.pid === process.pid) return () => undefined;
      // The holder died without cleaning up (kill -9, power loss): the lock is stale.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true; // cannot check another machine: assume alive
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
