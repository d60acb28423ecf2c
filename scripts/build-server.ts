import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Compiles the server to plain JavaScript (apps/server/dist), so production loads no TypeScript compiler.
 * Our own code, the workspace packages and the plain JavaScript dependencies are bundled into one file:
 * loaded from node_modules, about a thousand files resolved, read and compiled one by one, they took twice
 * as long at every start as the same code in one file (0.55 to 0.66 s against 0.28 on a slow machine).
 */
const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');

/**
 * Dependencies that stay imports resolved from node_modules at run time: those that read files beside their
 * own code (native addons, WebAssembly, fonts, swagger-ui's pages, and @fastify/static, which swagger-ui
 * loads itself: bundled, it would be loaded twice), and those loaded only when used
 * (platform/optional-dependency.ts), which esbuild cannot follow anyway.
 */
const EXTERNAL = [
  '@aws-sdk/client-s3',
  '@electric-sql/pglite',
  '@fastify/static',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  'ioredis',
  'nodemailer',
  'pg',
  'sharp',
  'svg-captcha',
];
const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const unknown = EXTERNAL.filter((name) => !(name in manifest.dependencies));
if (unknown.length > 0) throw new Error(`not dependencies of apps/server: ${unknown.join(', ')}`);
// ws tries these optional native speed-ups in a try/catch; they are not installed.
const external = [...EXTERNAL, 'bufferutil', 'utf-8-validate'];

const outdir = path.join(serverDir, 'dist');
rmSync(outdir, { recursive: true, force: true });
const { outputFiles } = await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
  },
  outdir,
  write: false,
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
mkdirSync(outdir, { recursive: true });
for (const output of outputFiles) {
  writeFileSync(output.path, output.path.endsWith('.js') ? latin1Only(output.text) : output.contents);
}
console.log('server: compiled to apps/server/dist/main.js');

/**
 * V8 keeps a script's source for as long as the script lives (it compiles functions lazily from it), one
 * byte a character when every character is Latin-1 and two otherwise: nine dashes and ellipses in the
 * bundle's comments doubled its 5.7 MB into 11 MiB of heap. esbuild escapes every non-ASCII character in
 * code (its default `charset: 'ascii'`) but copies comments as they are, so those are the only place such a
 * character can be: each UTF-16 unit above U+00FF becomes a '?', which keeps every column the source map
 * points at.
 */
function latin1Only(code: string): string {
  return code.replace(/[\u0100-\uffff]/g, '?');
}
