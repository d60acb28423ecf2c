import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { UploadsService } from '../uploads/index.ts';
import { toAvatarJpeg } from './avatar-image.ts';
import { setUserAvatar } from './repo.ts';

export type AvatarService = ReturnType<typeof createAvatarService>;

/**
 * A new avatar: processed here (square, size, quality), stored through the uploads module as type
 * `avatar` (its own checks run again on the result), claimed for the person and set on their row in one
 * transaction. The previous file stays claimed: the uploads module has no release on its face yet.
 */
export function createAvatarService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  uploads: UploadsService,
) {
  return {
    async replace(userId: string, bytes: Buffer): Promise<{ avatar: string }> {
      const jpeg = await toAvatarJpeg(bytes);
      const stored = await uploads.upload(userId, 'avatar', jpeg);
      await db.transaction().execute(async (trx) => {
        const claimed = await uploads.claim(trx, {
          fileId: stored.fileId,
          userId,
          type: 'avatar',
          usedBy: `avatar:${userId}`,
        });
        if (!claimed) throw new AppError('UPLOAD_IMAGE_INVALID');
        await setUserAvatar(trx, userId, stored.url, dateOf(clock));
      });
      return { avatar: stored.url };
    },
  };
}
