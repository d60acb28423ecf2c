import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CatalogTree, lookup } from '@halcyon/i18n';
import { ALL_CATALOGS } from '@halcyon/i18n/all';
import { describe, expect, it } from 'vitest';

/**
 * The catalogs are checked against English (packages/i18n); this checks English against the app: a text key
 * the code names but no catalog has reaches the person as "profile.somethng". Only literal keys are read;
 * keys built from a value (`finance.status.${status}`) come from closed enums in packages/api.
 */
const srcDir = dirname(fileURLToPath(import.meta.url));
const KEY_CALL = /\b(?:t|translate)\(\s*'([a-zA-Z]\w*(?:\.\w+)+)'/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
    }),
  );
  return nested.flat();
}

describe('text keys in the web app', () => {
  it('every literal key passed to t() or translate() is in the English catalog', async () => {
    const english = ALL_CATALOGS.en as CatalogTree;
    // i18next plurals: t('trade.cancelledCount', { count }) reads cancelledCount_one / _other.
    const known = (key: string) => lookup(english, key) ?? lookup(english, `${key}_other`);
    const missing: string[] = [];
    let seen = 0;
    for (const file of await sourceFiles(srcDir)) {
      for (const [, key] of (await readFile(file, 'utf8')).matchAll(KEY_CALL)) {
        seen += 1;
        if (key !== undefined && known(key) === undefined)
          missing.push(`${key} (${file.slice(srcDir.length + 1)})`);
      }
    }
    expect(seen).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });
});
