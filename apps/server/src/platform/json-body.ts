import type { FastifyInstance } from 'fastify';

/**
 * Clients that always send `Content-Type: application/json` (ours does, per the spec) may POST
 * without a body (logout); Fastify's parser calls that a 400. An empty body becomes "no body";
 * anything else goes to Fastify's own parser, prototype-poisoning checks included.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
