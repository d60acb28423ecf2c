import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fingerprint } from './fingerprint.mjs';

function tree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'halcyon-fingerprint-'));
  mkdirSync(path.join(root, 'src/nested'), { recursive: true });
  writeFileSync(path.join(root, 'src/a.ts'), 'a');
  writeFileSync(path.join(root, 'src/nested/b.ts'), 'b');
  writeFileSync(path.join(root, 'lock.json'), '{}');
  return root;
}

test('the same inputs give the same fingerprint, and dist or node_modules inside them do not count', () => {
  const root = tree();
  const before = fingerprint(root, ['src', 'lock.json']);
  mkdirSync(path.join(root, 'src/node_modules'));
  writeFileSync(path.join(root, 'src/node_modules/x.js'), 'x');
  mkdirSync(path.join(root, 'src/dist'));
  writeFileSync(path.join(root, 'src/dist/out.js'), 'out');
  assert.equal(fingerprint(root, ['src', 'lock.json']), before);
  rmSync(root, { recursive: true });
});

test('an edited, added or removed input file, or a missing input, changes the fingerprint', () => {
  const root = tree();
  const inputs = ['src', 'lock.json'];
  const seen = new Set([fingerprint(root, inputs)]);
  const later = new Date(Date.now() + 5_000);
  utimesSync(path.join(root, 'src/a.ts'), later, later);
  seen.add(fingerprint(root, inputs));
  writeFileSync(path.join(root, 'src/nested/c.ts'), 'c');
  seen.add(fingerprint(root, inputs));
  rmSync(path.join(root, 'src/nested/b.ts'));
  seen.add(fingerprint(root, inputs));
  writeFileSync(path.join(root, 'lock.json'), '{"changed":true}');
  seen.add(fingerprint(root, inputs));
  assert.equal(seen.size, 5);
  // An input that does not exist (an optional folder) adds nothing.
  assert.equal(fingerprint(root, ['src', 'missing.json']), fingerprint(root, ['src']));
  rmSync(root, { recursive: true });
});
