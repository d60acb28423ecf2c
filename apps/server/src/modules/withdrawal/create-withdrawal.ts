import { WITHDRAWAL_RULES } from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import type { Ledger } from '../ledger/index.ts';
import { lazyAddressBox } from './address-box.ts';
import { createWithdrawalConfigService } from './config-service.ts';
import { sealLegacyAddresses } from './legacy-sealing.ts';
import { createWithdrawalNotices } from './notices.ts';
import { createWithdrawalPasswordService } from './password-service.ts';
import { createWithdrawalReviewService } from './review-service.ts';
import { createWithdrawalService } from './service.ts';
import { createWithdrawalSettingsService } from './settings-service.ts';

/**
 * The withdrawal services. `secondApprovalFrom`: the amount (USDT) from which a second finance operator
 * must approve before completion (default WITHDRAWAL_RULES.fourEyesThreshold).
 */
export function createWithdrawal(ctx: AppContext, deps: { ledger: Ledger; secondApprovalFrom?: string }) {
  const passwords = createWithdrawalPasswordService(ctx);
  const addresses = lazyAddressBox(ctx.secrets);
  const withdrawals = createWithdrawalService(ctx, {
    ledger: deps.ledger,
    passwords,
    secondApprovalFrom: deps.secondApprovalFrom ?? WITHDRAWAL_RULES.fourEyesThreshold,
    addresses,
  });
  return {
    passwords,
    withdrawals,
    review: createWithdrawalReviewService(ctx, deps.ledger, addresses),
    configs: createWithdrawalConfigService(ctx),
    settings: createWithdrawalSettingsService(ctx),
    notices: createWithdrawalNotices(ctx, deps.ledger),
    /** Seals the addresses of orders placed before they were sealed (`npm run seal:legacy`); answers how many. */
    sealLegacyAddresses: async (pageSize?: number) =>
      sealLegacyAddresses(ctx.db, await addresses(), pageSize),
    db: ctx.db,
    clock: ctx.clock,
  };
}

export type Withdrawal = ReturnType<typeof createWithdrawal>;
