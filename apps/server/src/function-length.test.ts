import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

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
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `file:line name (n lines)` for every function-like node longer than the limit. */
export function longFunctions(file: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)';
      if (lines > max) {
        found.push(`${file}:${start + 1} ${name} (${lines} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`finds a function over ${MAX_LINES} lines`, () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(longFunctions('x.ts', `function long() {\n${body}\n}\n`, MAX_LINES)).toEqual([
      `x.ts:1 long (${MAX_LINES + 2} lines)`,
    ]);
    expect(longFunctions('x.ts', 'const short = () => 1;\n', MAX_LINES)).toEqual([]);
  });

  it(`keeps every server function within ${MAX_LINES} lines`, () => {
    const offenders = sourceFiles(root)
      .map((path) => relative(root, path))
      .filter((file) => !EXEMPT.has(file) && !file.startsWith(FROZEN_FOLDER))
      .flatMap((file) => longFunctions(file, readFileSync(join(root, file), 'utf8'), MAX_LINES));
    expect(offenders).toEqual([]);
  });
});
