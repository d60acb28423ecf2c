import type { SpotOrder } from '@halcyon/api';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { isAppError } from '../../platform/errors.ts';
import type { IdempotencyClaim } from '../../platform/idempotency.ts';
import type { JobContext } from './batch-writer.ts';
import { toSpotOrder } from './order-record.ts';
import { findOrderByClientId } from './order-repo.ts';
import { claimKey, storeAnswer, storedAnswer } from './spot-idempotency.ts';

/** An order reply and whether it repeats an earlier answer (Idempotency-Key or clientOrderId). */
export type OrderOutcome = { order: SpotOrder; replayed: boolean };

/**
 * When an order command answers what it answered before: under its Idempotency-Key, or with the order
 * already placed under its clientOrderId. Looked up inside the writer with the rest of the batch; before the
 * writer only when the order's checks refuse it.
 */
export function createOrderReplays(clock: Clock) {
  /** Nothing can refuse the command after this, so the claim only ever commits with its answer. */
  async function claimBeforeMatch(trx: Db, claim: IdempotencyClaim | null): Promise<void> {
    const earlier = await claimKey<SpotOrder>(trx, clock, claim);
    // The writer runs one command at a time and the replay was looked for first: a bug if it happens.
    if (earlier) throw new Error('idempotency key claimed by an earlier command of the same batch');
  }

  /** A replay under the Idempotency-Key or an existing order under the clientOrderId, if either applies. */
  async function earlierAnswer(
    trx: Db,
    userId: string,
    clientOrderId: string | undefined,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome | undefined> {
    const replay = await storedAnswer<SpotOrder>(trx, clock, claim);
    if (replay) return { order: replay, replayed: true };
    if (clientOrderId === undefined) return undefined;
    const existing = await findOrderByClientId(trx, userId, clientOrderId);
    return existing && { order: toSpotOrder(existing), replayed: true };
  }

  return {
    claimBeforeMatch,

    /**
     * The order's checks, or the earlier answer when they refuse a replay (a replay must not be refused).
     * Only a refusal reads the database here: a command that passes its checks is looked up with its
     * batch inside the writer (answeredInBatch), which saves every order a round trip of its own.
     */
    async checkedOrEarlier<C>(
      db: Db,
      userId: string,
      clientOrderId: string | undefined,
      claim: IdempotencyClaim | null,
      check: () => C,
    ): Promise<{ checked: C } | { early: OrderOutcome }> {
      try {
        return { checked: check() };
      } catch (error) {
        if (!isAppError(error) || (clientOrderId === undefined && !claim)) throw error;
        const early = await earlierAnswer(db, userId, clientOrderId, claim);
        if (early) return { early };
        throw error;
      }
    },

    /** The same inside the writer's batch: the key is claimed, the clientOrderId looked up with the batch's. */
    async answeredInBatch(
      context: JobContext,
      userId: string,
      clientOrderId: string | undefined,
      claim: IdempotencyClaim | null,
    ): Promise<OrderOutcome | undefined> {
      // Read only: a command refused later in the batch must leave no claimed key behind (its SQL is not
      // rolled back, the batch goes on). The key is claimed right before the match (claimBeforeMatch).
      const replay = await storedAnswer<SpotOrder>(context.trx, clock, claim);
      if (replay) return { order: replay, replayed: true };
      if (clientOrderId === undefined) return undefined;
      const existing = context.clientOrder(userId, clientOrderId);
      if (!existing) return undefined;
      const order = toSpotOrder(existing);
      await claimBeforeMatch(context.trx, claim);
      await storeAnswer(context.trx, claim, order);
      return { order, replayed: true };
    },
  };
}

export type OrderReplays = ReturnType<typeof createOrderReplays>;
