// @ts-check
// Plain JavaScript, checked by tsc: see build-targets.mjs.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders never part of a build's inputs, wherever they appear. */
const IGNORED = new Set(['node_modules', 'dist', '.git', 'test-results']);

/**
 * Every file under `target` (or `target` itself), with the stat read to tell a file from a folder.
 * @param {string} target
 * @returns {{ file: string; size: number; mtimeMs: number }[]}
 */
function filesUnder(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return [];
  }
  if (stats.isFile()) return [{ file: target, size: stats.size, mtimeMs: stats.mtimeMs }];
  if (!stats.isDirectory()) return [];
  return readdirSync(target)
    .filter((name) => !IGNORED.has(name))
    .sort()
    .flatMap((name) => filesUnder(path.join(target, name)));
}

/**
 * A digest of the inputs of a build: every file's path, size and modification time. Cheap (no file is
 * read), and any edit, added or removed file, or reinstall (the lock file is an input) changes it.
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {string}
 */
export function fingerprint(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const { file, size, mtimeMs } of filesUnder(path.resolve(root, input))) {
      hash.update(`${path.relative(root, file)}\0${size}\0${Math.trunc(mtimeMs)}\n`);
    }
  }
  return hash.digest('hex');
}
