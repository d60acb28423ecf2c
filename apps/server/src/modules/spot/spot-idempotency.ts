import type { Clock } from '../../platform/clock.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim } from '../../platform/idempotency.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  storeIdempotentResponse,
} from '../../platform/idempotency-repo.ts';

/**
 * The Idempotency-Key rules of platform/idempotency.ts, split so that the claim joins the spot writer's
 * transaction (the one that moves the money and mutates nothing else outside it) instead of wrapping the
 * writer from outside, where a second command could run before the first committed.
 */

/**
 * A finished earlier answer under this key, if any (before any check: a replay must not be refused). A key
 * older than its lifetime has none: the request is new, as claimKey will find.
 */
export async function storedAnswer<T>(
  db: Db,
  clock: Clock,
  claim: IdempotencyClaim | null,
): Promise<T | undefined> {
  if (!claim) return undefined;
  const freshSince = dateOf(clock, -IDEMPOTENCY_TTL_MS);
  const stored = await findIdempotencyKey(db, claim.userId, claim.key, freshSince);
  if (!stored || stored.response === null) return undefined;
  if (stored.route !== claim.route || stored.requestHash !== claim.requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return JSON.parse(stored.response) as T;
}

/** Claims the key in `trx`; answers the earlier response when another request already holds it. */
export async function claimKey<T>(
  trx: Db,
  clock: Clock,
  claim: IdempotencyClaim | null,
): Promise<{ replay: T } | undefined> {
  if (!claim) return undefined;
  const fresh = await claimIdempotencyKey(trx, claim, dateOf(clock), dateOf(clock, -IDEMPOTENCY_TTL_MS));
  if (fresh) return undefined;
  const replay = await storedAnswer<T>(trx, clock, claim);
  if (replay === undefined) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { replay };
}

export async function storeAnswer(trx: Db, claim: IdempotencyClaim | null, value: unknown): Promise<void> {
  if (claim) await storeIdempotentResponse(trx, claim.userId, claim.key, JSON.stringify(value));
}
