import { UPLOAD_FORMATS, type UploadFormat } from '@halcyon/api';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors.ts';
import { loadSharp } from '../../platform/image-library.ts';
import { MAX_INPUT_PIXELS, MAX_SIDE_PX, MIME_OF, type UploadKind } from './upload-rules.ts';

export type EncodedImage = { data: Buffer; mime: string; width: number; height: number };

/** The format from the bytes themselves (magic numbers): the file name and the declared type are ignored. */
async function detectFormat(bytes: Buffer): Promise<UploadFormat | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected?.ext === 'jpg' ? 'jpeg' : detected?.ext;
  return UPLOAD_FORMATS.find((format) => format === ext);
}

/**
 * Decodes and re-encodes: what is stored is only pixels sharp produced, so trailing payloads, metadata
 * (EXIF with GPS, XMP, comments) and polyglot tricks never survive. EXIF orientation is applied first, as
 * the picture would have been shown. Only the first frame of an animation is kept.
 */
export async function reencodeImage(bytes: Buffer, kind: UploadKind): Promise<EncodedImage> {
  const format = await detectFormat(bytes);
  if (!format || !kind.formats.includes(format)) {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', {
      formats: kind.formats.map((f) => f.toUpperCase()).join(', '),
    });
  }
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false } as const;
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
  const output = kind.outputFor(format);
  try {
    const pipeline = sharp(bytes, options)
      .rotate()
      .resize({
        width: kind.box?.width ?? MAX_SIDE_PX,
        height: kind.box?.height ?? MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded =
      output === 'jpeg'
        ? pipeline.jpeg({ quality: kind.jpegQuality, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, mime: MIME_OF[output], width: info.width, height: info.height };
  } catch {
    throw new AppError('UPLOAD_IMAGE_INVALID');
  }
}
