import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASH_COST } from './password-hash-cost.ts';

/** Algorithm.Argon2id: the enum is `const` in the typings, which isolatedModules cannot read. */
const ARGON2ID: Algorithm = 2;

export function hashPassword(password: string): Promise<string> {
  // Read at each call: in tests the cost is the test module's, which one test sets to this one's.
  return hash(password, { algorithm: ARGON2ID, ...PASSWORD_HASH_COST });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account to check against, so response time
 * does not tell an attacker which account names exist. Always false.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('halcyon-no-such-account-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
