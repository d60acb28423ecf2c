import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A public order number: a kind letter, the UTC date (people read it out to support), then 10 random
 * characters (50 bits), so that numbers cannot be guessed or counted. E.g. R20261124K7WP3MZ9QD.
 */
export function newOrderNo(kind: 'R' | 'W', now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 10; i += 1) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${kind}${date}${tail}`;
}
