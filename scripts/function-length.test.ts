import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { longFunctions, sourceFiles } from './function-length.ts';

/**
 * The web app's and the console's components and functions stay within 80 lines, as the server's do
 * (apps/server/src/function-length.test.ts): a component past it holds several concepts (its state, its
 * submit, its sections) and is split by them, its JSX included.
 */
const MAX_LINES = 80;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_ENDS = ['apps/web/src', 'apps/admin/src'];

test('a component over the limit is found, in TSX as in TS, and a short one is not', () => {
  const body = Array.from({ length: MAX_LINES }, (_, i) => `      <li key="${i}">${i}</li>`).join('\n');
  const component = `export const Long = () => (\n    <ul>\n${body}\n    </ul>\n);\n`;
  assert.deepEqual(longFunctions('x.tsx', component, MAX_LINES), [`x.tsx:1 Long (${MAX_LINES + 4} lines)`]);
  assert.deepEqual(longFunctions('x.tsx', 'export const Short = () => <p>short</p>;\n', MAX_LINES), []);
});

test(`every function of the web app and the console is within ${MAX_LINES} lines`, () => {
  const offenders = FRONT_ENDS.flatMap((folder) =>
    sourceFiles(path.join(repo, folder), ['.ts', '.tsx']).map((file) => {
      const name = path.relative(repo, file);
      return longFunctions(name, readFileSync(file, 'utf8'), MAX_LINES);
    }),
  ).flat();
  assert.deepEqual(offenders, []);
});
