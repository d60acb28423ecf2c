import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT =
  'Halcyon server is running, but the web app is not built yet. Run `npm start` at the repository root (it builds apps/web first), or `npm run build -w apps/web`. The API is at /api/uniapp and its documentation at /api/docs.';

/** Year-long, never revalidated: Vite names every file under assets/ by its content hash. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and unhashed public files: always revalidated (cheap 304s), so a deploy shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

export type BuiltApp = {
  /** The Vite dist folder (index.html, assets/, public files, and the build's .br/.gz siblings). */
  root: string;
  /** Where it is served: '/' for the web app, '/admin/' for the console. */
  prefix: string;
};

/** True for a file Vite emitted under assets/ (content-hashed name), with or without .br/.gz. */
export function isHashedAsset(filePath: string): boolean {
  return filePath.includes(`${path.sep}assets${path.sep}`);
}

/**
 * Serves one built single-page app (hash routing, so only real files; unknown paths fall through to the
 * JSON 404). The build wrote brotli and gzip copies beside every compressible file, so a request is
 * answered from disk with the best encoding it accepts and no compression work per request; every answer
 * says `Vary: Accept-Encoding` so shared caches keep the encodings apart.
 */
export async function serveBuiltApp(app: FastifyInstance, built: BuiltApp): Promise<void> {
  await app.register(fastifyStatic, {
    root: built.root,
    prefix: built.prefix,
    index: ['index.html'],
    preCompressed: true,
    // Several apps may be served; none of our routes sends files by hand.
    decorateReply: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
}

/** The web app at /, or a plain notice there when it has not been built. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: / answers with a notice');
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT),
    );
    return;
  }
  await serveBuiltApp(app, { root: webDist, prefix: '/' });
}
