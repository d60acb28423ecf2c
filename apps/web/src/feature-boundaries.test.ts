import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Lint fixtures for the web app's layers in biome.json: a feature never imports another feature (not even
 * from a file at its root through `../markets/...`) nor the app layer, shared/ imports no feature, and no
 * import cycle anywhere. Each case is written where real code would live, in a temporary copy of the
 * repository's biome.json (so a violating file never sits in the tree), and linted by the real Biome.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const biomeBin = join(repoRoot, 'node_modules/.bin/biome');

type LintCase = { file: string; imports: string; violates: boolean };

const F = 'apps/web/src/features';
const boundaryCases: LintCase[] = [
  { file: `${F}/swap/root-sibling.ts`, imports: '../markets/api.ts', violates: true },
  { file: `${F}/swap/root-sibling-page.tsx`, imports: '../trade/pages/trade-page.tsx', violates: true },
  { file: `${F}/swap/root-own.ts`, imports: './swap-api.ts', violates: false },
  { file: `${F}/swap/root-shared.ts`, imports: '@/shared/markets/decimal.ts', violates: false },
  { file: `${F}/swap/root-alias.ts`, imports: '@/features/trade/api.ts', violates: true },
  { file: `${F}/swap/root-app.ts`, imports: '@/app/route-meta.ts', violates: true },
  { file: `${F}/swap/components/deep-sibling.tsx`, imports: '../../trade/api.ts', violates: true },
  { file: `${F}/swap/components/deep-own.tsx`, imports: '../swap-api.ts', violates: false },
  { file: `${F}/swap/pages/deep-own-component.tsx`, imports: '../components/panel.tsx', violates: false },
  { file: 'apps/web/src/shared/ui/uses-feature.ts', imports: '@/features/swap/swap-api.ts', violates: true },
  { file: 'apps/web/src/app/uses-feature.ts', imports: '@/features/swap/swap-api.ts', violates: false },
];

/** a -> b -> a: a cycle, whichever file starts it. */
const cycleFiles: Record<string, string> = {
  [`${F}/swap/cycle-a.ts`]: "import { b } from './cycle-b.ts';\n\nexport const a = () => b;\n",
  [`${F}/swap/cycle-b.ts`]: "import { a } from './cycle-a.ts';\n\nexport const b = () => a;\n",
  [`${F}/swap/no-cycle.ts`]: "import { a } from './cycle-a.ts';\n\nexport const c = () => a;\n",
};

type BiomeReport = { diagnostics: { category?: string; location?: { path?: string | { file?: string } } }[] };

function diagnosticPath(location: BiomeReport['diagnostics'][number]['location']): string {
  const path = location?.path;
  return typeof path === 'string' ? path : (path?.file ?? '');
}

function flaggedBy(report: BiomeReport, category: string): Set<string> {
  return new Set(
    report.diagnostics
      .filter((d) => d.category === category)
      .map((d) => diagnosticPath(d.location).replace(/^\.\//, '')),
  );
}

describe('web feature boundaries (biome.json)', () => {
  let dir: string;
  let restricted: Set<string>;
  let cycles: Set<string>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'halcyon-web-lint-'));
    const config = JSON.parse(await readFile(join(repoRoot, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    await writeFile(join(dir, 'biome.json'), JSON.stringify(config));
    const files: Record<string, string> = { ...cycleFiles };
    for (const { file, imports } of boundaryCases) {
      files[file] = `import { probe } from '${imports}';\n\nexport const used = probe;\n`;
    }
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), text);
    }
    const { stdout } = await promisify(execFile)(
      biomeBin,
      ['lint', '--reporter=json', '--max-diagnostics=none', '.'],
      { cwd: dir },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as BiomeReport;
    restricted = flaggedBy(report, 'lint/style/noRestrictedImports');
    cycles = flaggedBy(report, 'lint/suspicious/noImportCycles');
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each(boundaryCases)('$file importing $imports violates: $violates', ({ file, violates }) => {
    expect(restricted.has(file)).toBe(violates);
  });

  it('an import cycle fails lint; importing into a cycle without closing one does not', () => {
    expect(cycles.has(`${F}/swap/cycle-a.ts`)).toBe(true);
    expect(cycles.has(`${F}/swap/cycle-b.ts`)).toBe(true);
    expect(cycles.has(`${F}/swap/no-cycle.ts`)).toBe(false);
  });
});
