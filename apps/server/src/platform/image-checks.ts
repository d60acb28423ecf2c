import { UPLOAD_FORMATS, type UploadFormat } from '@halcyon/api';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors.ts';
import { loadSharp } from './image-library.ts';

/**
 * Decoding stops above this many pixels: a small file can declare a huge canvas (a decompression bomb),
 * and sharp would otherwise allocate width x height x channels bytes to decode it. 40 MP covers every
 * phone camera; the header is read first, so a bomb is refused before any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The refusal of a file over `maxBytes`, naming that limit in whole megabytes. */
export const uploadTooLarge = (maxBytes: number) =>
  new AppError('UPLOAD_TOO_LARGE', { maxMb: Math.round(maxBytes / 1024 / 1024) });

/** The format from the bytes themselves (magic numbers): the file name and the declared type are ignored. */
export async function detectImageFormat(bytes: Buffer): Promise<UploadFormat | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected?.ext === 'jpg' ? 'jpeg' : detected?.ext;
  return UPLOAD_FORMATS.find((format) => format === ext);
}

/**
 * Refuses a picture whose header cannot be read (UPLOAD_IMAGE_INVALID) or that declares more than
 * MAX_INPUT_PIXELS (UPLOAD_IMAGE_DIMENSIONS), before any decoding starts.
 */
export async function checkImageSize(bytes: Buffer): Promise<void> {
  const sharp = loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only (no pixel is decoded), without the pixel limit: so that a bomb is named as one.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError('UPLOAD_IMAGE_INVALID');
  }
  if (!width || !height) throw new AppError('UPLOAD_IMAGE_INVALID');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('UPLOAD_IMAGE_DIMENSIONS', { max: MAX_INPUT_PIXELS.toLocaleString('en-US') });
  }
}
