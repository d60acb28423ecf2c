import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-types.ts';
import { dateOf } from './clock.ts';
import { deleteDeliveredMailsBefore } from './mail-outbox-repo.ts';
import { registerPeriodicSweep } from './periodic-sweep.ts';

/**
 * How long a delivered mail stays in the outbox: long enough for support to answer "did you send me
 * that?", a month, as mail providers keep their delivery logs. Past it a mail is only a copy of what a
 * person was sent (sign-in codes, and in withdrawal mails written before they were masked, a whole
 * address): sealed, but still a copy the outbox has no reason to keep.
 */
export const MAIL_OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Small batches: each is one short statement beside the sign-ins that write mails. */
const BATCH = 2_000;

/** Deletes the delivered mails older than the retention, batch by batch, and says how many went. */
export async function sweepDeliveredMails(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const before = dateOf(ctx.clock, -MAIL_OUTBOX_RETENTION_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteDeliveredMailsBefore(ctx.db, before, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Every ten minutes while the server runs, like the idempotency keys' sweep. */
export function registerMailOutboxSweep(app: FastifyInstance, ctx: AppContext): void {
  registerPeriodicSweep(app, ctx.log, {
    name: 'mail outbox',
    everyMs: SWEEP_INTERVAL_MS,
    run: () => sweepDeliveredMails(ctx),
  });
}
