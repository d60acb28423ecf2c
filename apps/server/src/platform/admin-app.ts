import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';
import { serveBuiltApp } from './web-app.ts';

export const ADMIN_PREFIX = '/admin/';
/** What the console's build writes where the per-response nonce goes (apps/admin/vite.config.ts). */
export const CSP_NONCE_PLACEHOLDER = 'HALCYON_CSP_NONCE';

const NOT_BUILT =
  'The operator console is not built yet. Run `npm start` at the repository root (it builds apps/admin too), or `npm run build -w apps/admin`.';

/** The console's build sits beside the web app's: apps/web/dist -> apps/admin/dist. */
export function consoleDistBeside(webDist: string): string {
  return path.resolve(webDist, '..', '..', 'admin', 'dist');
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The web app's policy, with one addition for the console's index.html: style elements carrying this
 * response's nonce. antd 6 styles itself with CSS-in-JS (<style> elements it labels with the nonce);
 * scripts stay 'self' only and nothing else changes.
 */
export function adminContentSecurityPolicy(nonce: string): string {
  return Object.entries(CONTENT_SECURITY_POLICY.directives)
    .map(([name, values]) => {
      const sources = name === 'styleSrc' ? [...values, `'nonce-${nonce}'`] : values;
      return `${kebab(name)} ${sources.join(' ')}`;
    })
    .join(';');
}

/**
 * Serves the operator console (apps/admin/dist) at /admin/. Its assets are served like the web app's; its
 * index.html gets a fresh nonce in each answer (never cached, or the nonce would be shared).
 */
export async function registerAdminApp(app: FastifyInstance, adminDist: string): Promise<void> {
  const indexPath = path.join(adminDist, 'index.html');
  app.get('/admin', { schema: { hide: true } }, async (_request, reply) => reply.redirect(ADMIN_PREFIX, 301));
  if (!existsSync(indexPath)) {
    app.log.warn({ adminDist }, 'operator console not built: /admin/ answers with a notice');
    app.get(ADMIN_PREFIX, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT),
    );
    return;
  }
  const template = readFileSync(indexPath, 'utf8');
  const sendIndex = async (_request: unknown, reply: FastifyReply) => {
    const nonce = randomBytes(18).toString('base64');
    return reply
      .header('content-security-policy', adminContentSecurityPolicy(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(template.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
  app.get(ADMIN_PREFIX, { schema: { hide: true } }, sendIndex);
  app.get(`${ADMIN_PREFIX}index.html`, { schema: { hide: true } }, sendIndex);
  await serveBuiltApp(app, { root: adminDist, prefix: ADMIN_PREFIX });
}
