import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Compiles the server to plain JavaScript (apps/server/dist), so production loads no TypeScript compiler.
 * Our own code and the workspace packages (TypeScript sources) are bundled; every npm dependency stays an
 * import resolved from node_modules at run time, as it is under tsx.
 */
const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@halcyon/'));

rmSync(path.join(serverDir, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports of a dependency (e.g. "zod/v4/core") are external too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS helpers may call require(): give the ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server: compiled to apps/server/dist/main.js');
