import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** The millisecond the last id was made in, and the first 15 characters of that millisecond's ids. */
let idMillisecond = -1;
let idPrefix = '';

/**
 * Internal row ids: time-ordered UUIDs (version 7, RFC 9562): the creation millisecond in the first 48
 * bits, then 74 random bits. Nothing sequential leaks when an id reaches a client (no counter, and the
 * random part keeps ids unguessable); what the id does tell is the millisecond the row was made, which its
 * created_at shows anyway.
 *
 * Why time-ordered: every index that starts with an id (each table's primary key, the journal's entry
 * index, the causes) takes its inserts on its last pages instead of on a random page, and a third of
 * PostgreSQL's CPU on a spot order was B-tree inserts. Measured with `bench:spot` (README, session 19):
 * the batch's write statement 10 % faster, PostgreSQL's CPU per order 6 % lower.
 *
 * Built from a pooled random UUID (version 4) with its first 15 characters, the time and the version
 * digit, replaced; the variant bits it keeps are version 7's as well.
 */
export function newId(): string {
  const now = Date.now();
  if (now !== idMillisecond) {
    idMillisecond = now;
    const time = now.toString(16).padStart(12, '0');
    idPrefix = `${time.slice(0, 8)}-${time.slice(8)}-7`;
  }
  return idPrefix + randomUUID().slice(15);
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
