import { createHash } from 'node:crypto';

/** Of the stored bytes: lets an operator or an audit tell whether a file changed after it was referenced. */
export function sha256Bytes(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
