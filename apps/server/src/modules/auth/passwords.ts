import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the enum is `const` in the typings, which isolatedModules cannot read. */
const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id baseline: m=19 MiB, t=2, p=1. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
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
