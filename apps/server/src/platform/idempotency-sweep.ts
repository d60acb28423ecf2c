import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-types.ts';
import { dateOf } from './clock.ts';
import { IDEMPOTENCY_TTL_MS } from './idempotency.ts';
import { deleteExpiredIdempotencyKeys } from './idempotency-repo.ts';
import { registerPeriodicSweep } from './periodic-sweep.ts';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Small batches: each is one short transaction beside the money paths that claim keys. */
const BATCH = 2_000;

/**
 * Deletes the Idempotency-Keys older than their 24 hours, batch by batch, and says how many went. Without
 * it the table grows by one row per order for ever, each holding a copy of the answer.
 */
export async function sweepExpiredIdempotencyKeys(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const expiredBefore = dateOf(ctx.clock, -IDEMPOTENCY_TTL_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteExpiredIdempotencyKeys(ctx.db, expiredBefore, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Every ten minutes while the server runs. */
export function registerIdempotencySweep(app: FastifyInstance, ctx: AppContext): void {
  registerPeriodicSweep(app, ctx.log, {
    name: 'idempotency key',
    everyMs: SWEEP_INTERVAL_MS,
    run: () => sweepExpiredIdempotencyKeys(ctx),
  });
}
