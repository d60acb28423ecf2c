import type { FastifyReply } from 'fastify';
import type { StoredFile } from './service.ts';

/**
 * A private image: its own content type, never sniffed into something else, never kept by a shared cache,
 * and inert if opened directly (no script, no plugin, sandboxed).
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store, max-age=0')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      `inline; filename="${file.id}.${file.mime === 'image/png' ? 'png' : 'jpg'}"`,
    )
    .send(file.data);
}
