import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'paydesk.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  /** True when a lock left by a process that no longer runs was taken over. */
  recoveredStale: boolean;
  release(): void;
}

/**
 * One process at a time may open a PGlite data directory. A lock left by a process that
 * died (kill -9, power loss) is recovered; a lock held by a live process is refused.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  let recoveredStale = false;
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${holder}. Stop that process, or set DATA_DIR to another folder.`,
      );
    }
    writeFileSync(path, String(process.pid));
    recoveredStale = true;
  }
  return {
    recoveredStale,
    release: () => rmSync(path, { force: true }),
  };
}

/** PGlite keeps its cluster in a pgdata folder; a postmaster.pid left by a killed process is stale. */
export function removeStalePostmasterPid(dataDir: string): void {
  rmSync(join(dataDir, 'postmaster.pid'), { force: true });
}
