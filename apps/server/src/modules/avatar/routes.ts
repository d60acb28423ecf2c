import { user } from '@halcyon/api';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/app-types.ts';
import { authOf } from '../../platform/auth-hook.ts';
import type { Db } from '../../platform/db.ts';
import { envelopeResponses, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { uploadTooLarge } from '../../platform/image-checks.ts';
import { routeRateLimit } from '../../platform/rate-limit.ts';
import { findUserById, toUser } from '../users/index.ts';
import { AVATAR_MAX_BYTES } from './avatar-image.ts';
import type { AvatarService } from './service.ts';

/** One file part named `avatar`, at most the avatar's size; anything else in the form is ignored. */
async function readAvatar(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 4 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'avatar') {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code =
      typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
      throw uploadTooLarge(AVATAR_MAX_BYTES);
    // Anything else is a malformed body: the multipart parser's own errors carry no code (once a 500).
    throw new AppError('BAD_REQUEST');
  }
  if (!bytes || bytes.length === 0)
    throw new AppError('FILE_REQUIRED', undefined, { avatar: ['validation.required'] });
  return bytes;
}

/**
 * POST /user/avatar (multipart, field `avatar`; at most `perMinute` a minute from one address): answers the
 * user object with the new avatar URL.
 */
export function avatarRoutes(app: App, avatars: AvatarService, db: Db, perMinute: number): void {
  app.post(
    '/user/avatar',
    {
      config: routeRateLimit(perMinute),
      // The file plus its boundaries.
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: envelopeResponses(user),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await avatars.replace(userId, await readAvatar(request));
      const row = await findUserById(db, userId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return ok(toUser(row));
    },
  );
}
