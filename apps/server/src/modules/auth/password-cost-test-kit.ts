import { afterEach, beforeEach } from 'vitest';
import { PASSWORD_HASH_COST as PRODUCTION } from './password-hash-cost.ts';

/**
 * The server suite's argon2id cost, in place of password-hash-cost.ts for passwords.ts (vitest.config.ts;
 * this module's own import of it is the production one). The production cost took 60 to 95 ms a hash or
 * check on the loaded 2-core machine, for every user a test registers, logs in or seals; this one about
 * 1 ms. Verification reads the cost from the stored hash, so a cheap hash is checked as strictly.
 */
const CHEAP = { memoryCost: 256, timeCost: 1, parallelism: 1 } as const;

export const PASSWORD_HASH_COST: { memoryCost: number; timeCost: number; parallelism: number } = { ...CHEAP };

/** The production cost for each test of the calling suite: for the tests of a stored hash's parameters. */
export function useProductionHashCost(): void {
  beforeEach(() => {
    Object.assign(PASSWORD_HASH_COST, PRODUCTION);
  });
  // Workers run file after file on the same modules (isolate: false): later tests get the cheap cost back.
  afterEach(() => {
    Object.assign(PASSWORD_HASH_COST, CHEAP);
  });
}
