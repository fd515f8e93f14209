import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a running server writes into its lock file: who holds the directory and how to reach it. */
export interface LockInfo {
  pid: number;
  startedAt: string;
  port?: number;
  adminSecret?: string;
}

export class DataDirBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** Reads the lock of a live holder, or undefined when the directory is free (a stale lock counts as free). */
export function readLiveLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return alive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory for this process, so a second server cannot open the same embedded
 * database and corrupt it. A lock left by a dead process is taken over.
 */
export function acquireDataLock(dataDir: string): { update(info: Partial<LockInfo>): void; release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  let info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
      const write = () => writeFileSync(file, JSON.stringify(info), { mode: 0o600 });
      return {
        update(more) {
          info = { ...info, ...more };
          write();
        },
        release() {
          try {
            const current = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
            if (current.pid === process.pid) unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = readLiveLock(dataDir);
      if (holder && holder.pid !== process.pid) {
        throw new DataDirBusyError(
          `Another server (pid ${holder.pid}, started ${holder.startedAt}) is using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirBusyError(`Could not lock the data directory ${dataDir}`);
}
