import { UPLOAD_MIME, UPLOAD_RULES } from '@halcyon/api';

export type PhotoProblem = 'photoType' | 'photoSize';

const RULE = UPLOAD_RULES.kyc_front;
/** What the pickers offer: the formats the server accepts for ID photos (JPG, PNG). */
export const PHOTO_ACCEPT = RULE.formats.map((format) => UPLOAD_MIME[format]).join(',');

/** The first bytes of a JPEG (FF D8 FF) or a PNG (89 P N G): a renamed file is caught before upload. */
function looksLikeJpegOrPng(head: Uint8Array): boolean {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  return jpeg || png;
}

async function readHead(file: File): Promise<Uint8Array | null> {
  const slice = file.slice(0, 8);
  try {
    if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
    // Older engines (and jsdom) only have FileReader.
    return await new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(slice);
    });
  } catch {
    return null;
  }
}

/**
 * The ID photo rule on the device (JPG or PNG, at most 5 MB), so a wrong file is refused at once
 * instead of after an upload. The server checks again from the bytes; this only saves the person a wait.
 */
export async function checkPhotoFile(file: File): Promise<PhotoProblem | null> {
  if (file.type && !PHOTO_ACCEPT.split(',').includes(file.type)) return 'photoType';
  if (file.size > RULE.maxBytes) return 'photoSize';
  const head = await readHead(file);
  if (head && head.length >= 4 && !looksLikeJpegOrPng(head)) return 'photoType';
  return null;
}
