import { AppError } from '../../platform/errors.ts';
import { checkImageSize, detectImageFormat, MAX_INPUT_PIXELS } from '../../platform/image-checks.ts';
import { loadSharp } from '../../platform/image-library.ts';
import { MAX_SIDE_PX, MIME_OF, type UploadKind } from './upload-rules.ts';

export type EncodedImage = { data: Buffer; mime: string; width: number; height: number };

/**
 * Decodes and re-encodes: what is stored is only pixels sharp produced, so trailing payloads, metadata
 * (EXIF with GPS, XMP, comments) and polyglot tricks never survive. EXIF orientation is applied first, as
 * the picture would have been shown. Only the first frame of an animation is kept.
 */
export async function reencodeImage(bytes: Buffer, kind: UploadKind): Promise<EncodedImage> {
  const format = await detectImageFormat(bytes);
  if (!format || !kind.formats.includes(format)) {
    throw new AppError('UPLOAD_TYPE_NOT_ALLOWED', {
      formats: kind.formats.map((f) => f.toUpperCase()).join(', '),
    });
  }
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false } as const;
  await checkImageSize(bytes);
  const sharp = loadSharp();
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
