// @ts-check
// Plain JavaScript, checked by tsc: see build-targets.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_TARGETS } from './build-targets.mjs';
import { fingerprint } from './fingerprint.mjs';

/**
 * `npm start` builds only what changed: each target's inputs are fingerprinted, and a target whose output
 * carries the same fingerprint from its last build is skipped. Usage: build-if-changed.mjs [name ...].
 */
const root = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-fingerprint';
const wanted = process.argv.slice(2);

for (const target of BUILD_TARGETS.filter((t) => wanted.length === 0 || wanted.includes(t.name))) {
  const stampPath = path.join(root, target.output, STAMP);
  const current = fingerprint(root, target.inputs);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === current) {
    console.log(`${target.name}: up to date, not rebuilt`);
    continue;
  }
  console.log(`${target.name}: building`);
  const [command, ...args] = target.command;
  const result = spawnSync(command ?? 'npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampPath, current);
}
