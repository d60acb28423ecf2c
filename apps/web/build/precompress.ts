import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Smaller files fit in a packet either way. */
const MIN_BYTES = 512;

/** Best compression: done once per build, served for as long as the build lives. */
export async function compressBoth(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  return { br, gz };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of a built app (the server's static
 * host answers from them); a copy that would not be smaller is not written. Returns the files compressed.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const { br, gz } = await compressBoth(content);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    done.push(path.relative(dir, file));
  }
  return done;
}

/** Vite plugin: precompress the output once the bundle is written (production builds only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = () => {};
  return {
    name: 'halcyon-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const files = await precompressDirectory(outDir);
      log(`precompressed ${files.length} files (brotli and gzip)`);
    },
  };
}
