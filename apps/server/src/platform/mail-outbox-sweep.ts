import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-types.ts';
import { dateOf } from './clock.ts';
import { INTERRUPTED_CAUSE } from './mail-failure-cause.ts';
import { deleteMailsBefore, failPendingMailsBefore } from './mail-outbox-repo.ts';
import { registerPeriodicSweep } from './periodic-sweep.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a delivered mail stays in the outbox: long enough for support to answer "did you send me
 * that?", a month, as mail providers keep their delivery logs. Past it a mail is only a copy of what a
 * person was sent (sign-in codes, and in withdrawal mails written before they were masked, a whole
 * address): sealed, but still a copy the outbox has no reason to keep.
 */
export const MAIL_OUTBOX_RETENTION_MS = 30 * DAY_MS;

/**
 * How long a failed mail stays: three times a delivered one's. It is the record that a person did not get
 * a message, and a missing mail is noticed later than a received one is questioned: a withdrawal notice
 * looked for at the month's end, a complaint that reaches support by the slow route, an operator asking
 * which addresses keep bouncing. A quarter covers those. Past it the row answers nothing more: its cause
 * (mail-failure-cause.ts) is stale, its codes long expired, and it still holds the address and a sealed
 * copy of a message nobody read.
 */
export const FAILED_MAIL_RETENTION_MS = 90 * DAY_MS;

/**
 * When a mail still pending is taken for an interrupted send. Sends are synchronous with the request and
 * the transport gives up within about 40 s (mail.ts: 10 s to connect, 10 s for the greeting, 20 s of
 * socket silence), so a mail pending longer was left so by a process that stopped mid-send, and nothing
 * will ever try it again. An hour is far past any send, even across servers whose clocks disagree or a
 * paused machine, so a slow send is never marked; and soon enough that support looking the same day sees
 * a failure, not a send that seems still under way.
 */
export const INTERRUPTED_SEND_AFTER_MS = 60 * 60 * 1000;

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Small batches: each is one short statement beside the sign-ins that write mails. */
const BATCH = 2_000;

/** Runs `step` (one batch of at most BATCH rows) until a batch falls short, and says how many in all. */
async function inBatches(step: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await step(BATCH);
    total += done;
    if (done < BATCH) return total;
  }
}

type SweepContext = Pick<AppContext, 'db' | 'clock'>;

/** Marks the mails pending past INTERRUPTED_SEND_AFTER_MS as failed, interrupted; says how many. */
export function failInterruptedSends(ctx: SweepContext): Promise<number> {
  const before = dateOf(ctx.clock, -INTERRUPTED_SEND_AFTER_MS);
  return inBatches((limit) => failPendingMailsBefore(ctx.db, before, INTERRUPTED_CAUSE, limit));
}

/** Deletes the delivered mails older than the retention, batch by batch, and says how many went. */
export function sweepDeliveredMails(ctx: SweepContext): Promise<number> {
  const before = dateOf(ctx.clock, -MAIL_OUTBOX_RETENTION_MS);
  return inBatches((limit) => deleteMailsBefore(ctx.db, ['sent', 'logged'], before, limit));
}

/** Deletes the failed mails older than their longer retention, and says how many went. */
export function sweepFailedMails(ctx: SweepContext): Promise<number> {
  const before = dateOf(ctx.clock, -FAILED_MAIL_RETENTION_MS);
  return inBatches((limit) => deleteMailsBefore(ctx.db, ['failed'], before, limit));
}

/**
 * One pass over the outbox: interrupted sends first, so one written more than 90 days ago (a server
 * stopped for that long) goes in the same pass; then each kept status past its own retention.
 */
export async function sweepMailOutbox(
  ctx: SweepContext,
): Promise<{ interrupted: number; delivered: number; failed: number }> {
  const interrupted = await failInterruptedSends(ctx);
  const delivered = await sweepDeliveredMails(ctx);
  const failed = await sweepFailedMails(ctx);
  return { interrupted, delivered, failed };
}

/** Every ten minutes while the server runs, like the idempotency keys' sweep. */
export function registerMailOutboxSweep(app: FastifyInstance, ctx: AppContext): void {
  registerPeriodicSweep(app, ctx.log, {
    name: 'mail outbox',
    everyMs: SWEEP_INTERVAL_MS,
    run: () => sweepMailOutbox(ctx),
  });
}
