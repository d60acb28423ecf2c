import type { App, AppContext } from '../../platform/app-types.ts';
import type { Ledger } from '../ledger/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import { createRechargeConfigService } from './config-service.ts';
import { createRechargeNotices } from './notices.ts';
import { createRechargeReviewService } from './review-service.ts';
import { createRechargeService } from './service.ts';

const EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

/** The deposit services, and a five-minute pass that fails orders left pending 24 h (and tells their owners). */
export function createRecharge(app: App, ctx: AppContext, deps: { ledger: Ledger; uploads: UploadsService }) {
  const recharge = createRechargeService(ctx, { uploads: deps.uploads });
  const review = createRechargeReviewService(ctx, deps.ledger, deps.uploads);
  const configs = createRechargeConfigService(ctx);
  const notices = createRechargeNotices(ctx, deps.ledger);
  const expirePass = async (): Promise<number> => {
    const failed = await review.expire();
    for (const decision of failed) await notices.changed(decision.userId, decision.locale, decision.order);
    return failed.length;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      expirePass().catch((error: unknown) => ctx.log.warn({ err: error }, 'recharge expiry failed'));
    }, EXPIRY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return { recharge, review, configs, notices, expirePass, db: ctx.db, clock: ctx.clock };
}

export type Recharge = ReturnType<typeof createRecharge>;
