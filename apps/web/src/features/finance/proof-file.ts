import { UPLOAD_MIME, UPLOAD_RULES } from '@halcyon/api';

export type ProofProblem = 'proofType' | 'proofSize';

const RULE = UPLOAD_RULES.recharge_proof;
/** What the picker offers: the formats the server accepts for a proof (JPG, PNG). */
export const PROOF_ACCEPT = RULE.formats.map((format) => UPLOAD_MIME[format]).join(',');

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
 * The spec's proof rule on the device (JPG or PNG, at most 5 MB), so a wrong file is refused at once
 * instead of after an upload. The server checks again from the bytes; this only saves the person a wait.
 */
export async function checkProofFile(file: File): Promise<ProofProblem | null> {
  const allowed = PROOF_ACCEPT.split(',');
  if (file.type && !allowed.includes(file.type)) return 'proofType';
  if (file.size > RULE.maxBytes) return 'proofSize';
  const head = await readHead(file);
  if (head && head.length >= 4 && !looksLikeJpegOrPng(head)) return 'proofType';
  return null;
}
