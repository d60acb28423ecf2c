import { UPLOAD_RULES } from '@halcyon/api';
import { AppError } from '../../platform/errors.ts';
import {
  checkImageSize,
  detectImageFormat,
  MAX_INPUT_PIXELS,
  uploadTooLarge,
} from '../../platform/image-checks.ts';
import { loadSharp } from '../../platform/image-library.ts';

/** The avatar as stored: a square of this many pixels, JPEG at the spec's quality 0.8. */
export const AVATAR_SIDE_PX = 512;
export const AVATAR_JPEG_QUALITY = 80;
export const AVATAR_MAX_BYTES = UPLOAD_RULES.avatar.maxBytes;

/**
 * JPEG, PNG or GIF by its bytes (the name and declared type are ignored), then decoded and re-encoded
 * as a centred 512 px square JPEG: only pixels sharp produced are kept, so EXIF (GPS), XMP, comments,
 * trailing payloads and every frame but the first are gone.
 */
export async function toAvatarJpeg(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError('FILE_REQUIRED', undefined, { avatar: ['validation.required'] });
  if (bytes.length > AVATAR_MAX_BYTES) throw uploadTooLarge(AVATAR_MAX_BYTES);
  const format = await detectImageFormat(bytes);
  const allowed = UPLOAD_RULES.avatar.formats;
  if (!format || !allowed.includes(format)) {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', {
      formats: allowed.map((f) => f.toUpperCase()).join(', '),
    });
  }
  await checkImageSize(bytes);
  const sharp = loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false })
      .rotate()
      .resize(AVATAR_SIDE_PX, AVATAR_SIDE_PX, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: AVATAR_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('UPLOAD_IMAGE_INVALID');
  }
}
