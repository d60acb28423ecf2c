import { UPLOAD_MIME, type UPLOAD_RULES } from '@halcyon/api';

/** An upload type's rule: its formats and its size limit. */
type UploadRule = (typeof UPLOAD_RULES)[keyof typeof UPLOAD_RULES];

/** Why a picked photo is refused before upload: not a JPEG or PNG, or too large. */
export type ImageFileProblem = 'type' | 'size';

/** What a picker offers (its `accept`): the MIME types of the formats the server accepts for the type. */
export function acceptOf(rule: UploadRule): string {
  return rule.formats.map((format) => UPLOAD_MIME[format]).join(',');
}

/** The first bytes of a JPEG (FF D8 FF) or a PNG (89 P N G): a renamed file is caught before upload. */
function looksLikeJpegOrPng(head: Uint8Array): boolean {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  return jpeg || png;
}

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  // Older engines (and jsdom) only have FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function readHead(file: File): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readBytes(file.slice(0, 8)));
  } catch {
    return null;
  }
}

/**
 * A JPG-or-PNG rule (a payment proof, an ID photo) on the device, so a wrong file is refused at once
 * instead of after an upload. The server checks again from the bytes; this only saves the person a wait.
 */
export async function checkImageFile(file: File, rule: UploadRule): Promise<ImageFileProblem | null> {
  if (file.type && !acceptOf(rule).split(',').includes(file.type)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  const head = await readHead(file);
  if (head && head.length >= 4 && !looksLikeJpegOrPng(head)) return 'type';
  return null;
}

/** A file input's pick: the checked file, or why it was refused; null when nothing was picked. */
export type ImagePick = { file: File } | { problem: ImageFileProblem } | null;

/**
 * Takes the file out of a picker's input and checks it. The input is emptied, so that the same file can
 * be picked again after a refusal or a replace.
 */
export async function takeImageFile(input: HTMLInputElement, rule: UploadRule): Promise<ImagePick> {
  const picked = input.files?.[0];
  input.value = '';
  if (!picked) return null;
  const problem = await checkImageFile(picked, rule);
  return problem ? { problem } : { file: picked };
}
