import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeEmbeddedDatabase } from '../../test/test-database.ts';
import { openDatabase } from './db.ts';
import { LOCK_FILE, lockEmbeddedDatabase } from './embedded-lock.ts';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'halcyon-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

describe('the embedded database lock', () => {
  it('refuses a second process while the first runs, and names it', () => {
    const dir = freshDir();
    const running = process.ppid; // the test runner's parent: alive for the whole test
    writeFileSync(path.join(dir, LOCK_FILE), String(running));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`is open in process ${running}`);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(running));
  });

  it('takes over a lock left by a process that is gone (kill -9, a crash), and releases it', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE), String(endedPid()));
    const lock = lockEmbeddedDatabase(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('does not release a lock another process took over meanwhile', () => {
    const dir = freshDir();
    const lock = lockEmbeddedDatabase(dir);
    writeFileSync(path.join(dir, LOCK_FILE), String(process.ppid));
    lock.release();
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.ppid));
  });
});

describe('the embedded database lock of an open database', () => {
  let dir: string;
  // A database already there, written on the hook's time: a new one would run initdb inside the test
  // (5 s of CPU, 23 s of the test's 30 at load 16), which proves nothing about the lock.
  beforeEach(async () => {
    dir = freshDir();
    await writeEmbeddedDatabase(dir);
  });

  it('is held by an open embedded database and let go when it closes', async () => {
    const handle = openDatabase({ databaseUrl: undefined, dataDir: dir });
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
