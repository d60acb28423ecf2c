/**
 * argon2id's cost for every password hash: OWASP's baseline, m=19 MiB, t=2, p=1. The server suite hashes
 * thousands of test passwords, so vitest.config.ts puts password-cost-test-kit.ts in place of this module
 * for passwords.ts (a cheap cost, and this one for the test that checks a stored hash's parameters); nothing
 * outside vitest can load that module, and this one has no switch.
 */
export const PASSWORD_HASH_COST: Readonly<{ memoryCost: number; timeCost: number; parallelism: number }> =
  Object.freeze({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
