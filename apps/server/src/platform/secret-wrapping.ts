import type { Config } from '../config.ts';
import { createSecretBox } from './secret-box.ts';

/**
 * Envelope encryption of the server secrets with DATA_ENCRYPTION_KEY, a key kept outside the database:
 * a dump or a backup then holds sealed personal data and wrapped data keys, and nothing that opens
 * either. The secret's name is the additional data, so a wrapped value copied onto another name does not
 * open. Stored as `wrapped:` followed by the secret box's own format (`v1.nonce.tag.body`).
 */
export type WrappingKeys = NonNullable<Config['dataEncryptionKeys']>;

const PREFIX = 'wrapped:';

export const isWrapped = (stored: string): boolean => stored.startsWith(PREFIX);

export function wrapSecret(key: Buffer, name: string, plain: string): string {
  return PREFIX + createSecretBox(key).seal(plain, name);
}

/** The plain secret, or undefined when `key` is not the one it was wrapped with. */
export function unwrapSecret(key: Buffer, name: string, stored: string): string | undefined {
  try {
    return createSecretBox(key).open(stored.slice(PREFIX.length), name);
  } catch {
    return undefined;
  }
}
