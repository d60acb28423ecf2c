import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Lint fixtures for the module boundaries in biome.json: a module is imported only through its index.ts,
 * and platform/ imports no module. Each case is a one-line file placed where the real code would live in a
 * copy of the repository's own biome.json (in a temporary directory, so a violating file never sits in the
 * tree), then linted by the real Biome binary.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const biomeBin = join(repoRoot, 'node_modules/.bin/biome');

type LintCase = { file: string; imports: string; violates: boolean };

const cases: LintCase[] = [
  { file: 'apps/server/src/modules/spot/deep.ts', imports: '../ledger/money.ts', violates: true },
  { file: 'apps/server/src/modules/spot/face.ts', imports: '../ledger/index.ts', violates: false },
  { file: 'apps/server/src/modules/spot/own.ts', imports: './service.ts', violates: false },
  { file: 'apps/server/src/modules/spot/platform.ts', imports: '../../platform/db.ts', violates: false },
  { file: 'apps/server/src/modules/spot/nested.ts', imports: '../ledger/sub/repo.ts', violates: true },
  {
    file: 'apps/server/src/modules/market-data/feeds/deep.ts',
    imports: '../../ledger/money.ts',
    violates: true,
  },
  {
    file: 'apps/server/src/modules/market-data/feeds/face.ts',
    imports: '../../ledger/index.ts',
    violates: false,
  },
  {
    file: 'apps/server/src/modules/market-data/feeds/own.ts',
    imports: '../store/tick-repo.ts',
    violates: false,
  },
  {
    file: 'apps/server/src/modules/market-data/feeds/up.ts',
    imports: '../../../platform/db.ts',
    violates: false,
  },
  {
    file: 'apps/server/src/modules/realtime/channels/x/deep.ts',
    imports: '../../../spot/service.ts',
    violates: true,
  },
  { file: 'apps/server/src/deep.ts', imports: './modules/ledger/ledger.ts', violates: true },
  { file: 'apps/server/src/face.ts', imports: './modules/ledger/index.ts', violates: false },
  { file: 'apps/server/test/deep.ts', imports: '../src/modules/users/repo.ts', violates: true },
  { file: 'apps/server/test/face.ts', imports: '../src/modules/users/index.ts', violates: false },
  { file: 'bench/deep.ts', imports: '../apps/server/src/modules/ledger/audit.ts', violates: true },
  { file: 'e2e/support/deep.ts', imports: '../../apps/server/src/modules/auth/passwords.ts', violates: true },
  { file: 'apps/server/src/platform/module.ts', imports: '../modules/ledger/index.ts', violates: true },
  // A module's *-test-kit.ts is its face for tests (shared fixtures), never for production code paths.
  { file: 'apps/server/src/kit.test.ts', imports: './modules/spot/spot-test-kit.ts', violates: false },
  { file: 'apps/server/src/modules/ledger/kit.ts', imports: '../spot/spot-test-kit.ts', violates: false },
];

type BiomeReport = { diagnostics: { category?: string; location?: { path?: string | { file?: string } } }[] };

function diagnosticPath(location: BiomeReport['diagnostics'][number]['location']): string {
  const path = location?.path;
  return typeof path === 'string' ? path : (path?.file ?? '');
}

describe('module boundaries (biome.json)', () => {
  let dir: string;
  let flagged: Set<string>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'halcyon-lint-'));
    const config = JSON.parse(await readFile(join(repoRoot, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    await writeFile(join(dir, 'biome.json'), JSON.stringify(config));
    for (const { file, imports } of cases) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), `import { probe } from '${imports}';\n\nexport const used = probe;\n`);
    }
    const { stdout } = await promisify(execFile)(
      biomeBin,
      ['lint', '--reporter=json', '--max-diagnostics=none', '.'],
      {
        cwd: dir,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as BiomeReport;
    flagged = new Set(
      report.diagnostics
        .filter((d) => d.category === 'lint/style/noRestrictedImports')
        .map((d) => diagnosticPath(d.location).replace(/^\.\//, '')),
    );
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each(cases)('$file importing $imports violates: $violates', ({ file, violates }) => {
    expect(flagged.has(file)).toBe(violates);
  });
});
