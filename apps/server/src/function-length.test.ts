import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { longFunctions, sourceFiles } from '../../../scripts/function-length.ts';

/**
 * No function of the server (tests aside) is longer than 80 lines: a closure that size holds several
 * concepts and should be split by them (docs/architecture.md). Data tables are not functions and do not
 * count; the instrument catalog is data. Migrations are history: one that has run anywhere is never
 * edited, so its length is what it was.
 */
const MAX_LINES = 80;
const root = dirname(fileURLToPath(import.meta.url));
const EXEMPT = new Set(['modules/market-data/instrument-catalog.ts']);
const FROZEN_FOLDER = 'platform/migrations/';

describe('function length', () => {
  it(`finds a function over ${MAX_LINES} lines`, () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(longFunctions('x.ts', `function long() {\n${body}\n}\n`, MAX_LINES)).toEqual([
      `x.ts:1 long (${MAX_LINES + 2} lines)`,
    ]);
    expect(longFunctions('x.ts', 'const short = () => 1;\n', MAX_LINES)).toEqual([]);
  });

  it(`keeps every server function within ${MAX_LINES} lines`, () => {
    const offenders = sourceFiles(root, ['.ts'])
      .map((path) => relative(root, path))
      .filter((file) => !EXEMPT.has(file) && !file.startsWith(FROZEN_FOLDER))
      .flatMap((file) => longFunctions(file, readFileSync(join(root, file), 'utf8'), MAX_LINES));
    expect(offenders).toEqual([]);
  });
});
