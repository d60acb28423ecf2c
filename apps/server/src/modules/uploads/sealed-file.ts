import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The format of an upload sealed at rest: AES-256-GCM under the uploads' data key, a fresh 96-bit nonce per
 * file, and a short header that names the format and the key:
 *
 *   "HCYF" | version 0x01 | key id (8) | nonce (12) | tag (16) | ciphertext
 *
 * The header up to the nonce and the file's storage key are the additional data: a sealed file copied onto
 * another file's key, or a header edited to name another version or key, no longer opens. Files stored
 * before sealing are plain JPEG or PNG bytes, which never begin with the magic (`isSealedFile`).
 */
const MAGIC = Buffer.from('HCYF', 'ascii');
const VERSION = 0x01;
const KEY_ID_BYTES = 8;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const PREFIX_BYTES = MAGIC.length + 1 + KEY_ID_BYTES;
const HEADER_BYTES = PREFIX_BYTES + NONCE_BYTES + TAG_BYTES;

/** A sealed file that does not open: damaged, swapped, or sealed with a key this server does not hold. */
export class SealedFileError extends Error {
  override name = 'SealedFileError';
}

/** Names a key without revealing it: a file sealed with another key says so instead of "damaged". */
export function keyIdOf(key: Buffer): Buffer {
  return createHmac('sha256', key).update('halcyon upload key id').digest().subarray(0, KEY_ID_BYTES);
}

export const isSealedFile = (stored: Buffer): boolean =>
  stored.length >= MAGIC.length && stored.subarray(0, MAGIC.length).equals(MAGIC);

const additionalData = (prefix: Buffer, storageKey: string) =>
  Buffer.concat([prefix, Buffer.from(storageKey, 'utf8')]);

export function sealFile(key: Buffer, storageKey: string, plain: Buffer): Buffer {
  const prefix = Buffer.concat([MAGIC, Buffer.of(VERSION), keyIdOf(key)]);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(additionalData(prefix, storageKey));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([prefix, nonce, cipher.getAuthTag(), body]);
}

/** The plain bytes; throws SealedFileError rather than hand out anything that did not authenticate. */
export function openSealedFile(key: Buffer, storageKey: string, stored: Buffer): Buffer {
  if (!isSealedFile(stored) || stored.length < HEADER_BYTES) throw new SealedFileError('not a sealed file');
  if (stored[MAGIC.length] !== VERSION) throw new SealedFileError('unknown sealed file version');
  const prefix = stored.subarray(0, PREFIX_BYTES);
  if (!prefix.subarray(MAGIC.length + 1).equals(keyIdOf(key))) {
    throw new SealedFileError('sealed with another key than the uploads key this server holds');
  }
  const nonce = stored.subarray(PREFIX_BYTES, PREFIX_BYTES + NONCE_BYTES);
  const tag = stored.subarray(PREFIX_BYTES + NONCE_BYTES, HEADER_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(additionalData(prefix, storageKey));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(stored.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new SealedFileError('sealed file does not authenticate (damaged, or not stored under this key)');
  }
}
