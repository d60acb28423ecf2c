import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Internal row ids: random UUIDs, so nothing sequential leaks when an id reaches a client. */
export function newId(): string {
  return randomUUID();
}

/** A user's public id: 8 digits that look like a member number but are random, not a counter. */
export function newUid(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

/** Upper-case letters and digits without the look-alikes 0/O and 1/I, easy to read out and type. */
const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newInvitationCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)];
  return code;
}

/** Opaque bearer secret: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash; their entropy makes a plain (unsalted) SHA-256 sufficient. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
