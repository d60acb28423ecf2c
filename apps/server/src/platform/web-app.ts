import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT =
  'Halcyon server is running, but the web app is not built yet. Run `npm start` at the repository root (it builds apps/web first), or `npm run build -w apps/web`. The API is at /api/uniapp and its documentation at /api/docs.';

/**
 * Serves the built SPA at /. It uses hash routing, so only real files are served; unknown paths fall
 * through to the JSON 404. Hashed assets are immutable; index.html is always revalidated.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: / answers with a notice');
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: ['index.html'],
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
