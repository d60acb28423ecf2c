import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalFiles, eagerPages, type Manifest, sizeOf, total } from './bundle-stats.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['src/features/home/pages/home-page.tsx', 'src/features/trade/pages/trade-page.tsx'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_zod-c.js': { file: 'assets/zod-c.js' },
  '_shared-d.js': { file: 'assets/shared-d.js', imports: ['_react-b.js'] },
  'src/features/home/pages/home-page.tsx': {
    file: 'assets/home-page-e.js',
    isDynamicEntry: true,
    imports: ['_shared-d.js', 'index.html'],
  },
  'src/features/trade/pages/trade-page.tsx': {
    file: 'assets/trade-page-f.js',
    isDynamicEntry: true,
    imports: ['_shared-d.js', '_zod-c.js'],
  },
};

describe('critical JS of a page', () => {
  it('is the entry and the page chunk with their static imports, not other pages or lazy chunks', () => {
    expect(criticalFiles(manifest, 'src/features/home/pages/home-page.tsx').sort()).toEqual([
      'assets/home-page-e.js',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/shared-d.js',
    ]);
    expect(criticalFiles(manifest, 'src/features/trade/pages/trade-page.tsx')).toContain('assets/zod-c.js');
  });

  it('names a page the entry imports statically (a route that is not lazy)', () => {
    expect(eagerPages(manifest)).toEqual([]);
    const eager = {
      ...manifest,
      'index.html': { ...manifest['index.html'], imports: ['src/features/trade/pages/trade-page.tsx'] },
    } as Manifest;
    expect(eagerPages(eager)).toEqual(['src/features/trade/pages/trade-page.tsx']);
  });

  it('measures raw, gzip and brotli sizes, brotli the smallest on text', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'halcyon-bundle-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets/a.js'), 'export const a = 1;\n'.repeat(500));
    writeFileSync(path.join(dist, 'assets/b.js'), 'export const b = 2;\n'.repeat(500));
    const sizes = ['assets/a.js', 'assets/b.js'].map((file) => sizeOf(dist, file));
    const sum = total(sizes);
    expect(sum.raw).toBe(20_000);
    expect(sum.brotli).toBeLessThan(sum.gzip);
    expect(sum.gzip).toBeLessThan(sum.raw / 10);
  });
});
