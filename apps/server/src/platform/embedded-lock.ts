import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on the embedded database's files. PGlite keeps the database in the process's memory
 * and writes its files back as it goes; it writes no lock a second PGlite heeds (its postmaster.pid names no
 * real process), so a second server, or `npm run audit:ledger` or `seal:legacy` run beside a live server,
 * would open the same files and each write over the other's work. The lock is a file naming the process
 * that holds it; one left by a process that no longer runs (a kill -9, a crash) is taken over.
 */
export const LOCK_FILE = 'pglite.lock';

export type EmbeddedLock = { release(): void };

export function lockEmbeddedDatabase(dataDir: string): EmbeddedLock {
  const file = path.join(dataDir, LOCK_FILE);
  // Written aside, then linked into place: the lock appears whole or not at all, never empty.
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    return takeLock(file, mine, dataDir);
  } finally {
    rmSync(mine, { force: true });
  }
}

function takeLock(file: string, mine: string, dataDir: string): EmbeddedLock {
  for (;;) {
    try {
      linkSync(mine, file);
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if (!isAlreadyThere(error)) throw error;
    }
    const holder = holderOf(file);
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `the embedded database in ${dataDir} is open in process ${holder}: stop that server (or command) first, ` +
          `or give this one a DATA_DIR of its own (if no such process is Halcyon, delete ${file})`,
      );
    }
    rmSync(file, { force: true }); // left by a process that is gone: take it over
  }
}

function releaseIfOurs(file: string): void {
  if (holderOf(file) === process.pid) rmSync(file, { force: true });
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // removed meanwhile, or not written yet
  }
}

function isAlreadyThere(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

/** Signal 0 tests for a process without touching it; EPERM means it runs under another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
