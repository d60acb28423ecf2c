import { createHash } from 'node:crypto';

/**
 * Of the re-encoded image, not of its sealed copy (which differs on every write): lets an operator or an
 * audit tell whether a file changed after it was referenced, and finds the same picture uploaded twice.
 */
export function sha256Bytes(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
