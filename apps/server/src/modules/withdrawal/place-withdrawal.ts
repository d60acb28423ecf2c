import type { WithdrawalOrder, WithdrawalOrderRequest } from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { Clock } from '../../platform/clock.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { groupedFigure } from '../../platform/grouped-figure.ts';
import { newId } from '../../platform/ids.ts';
import { newOrderNo } from '../../platform/order-numbers.ts';
import { formatAmount, type Ledger, Money } from '../ledger/index.ts';
import type { AddressBox } from './address-box.ts';
import type { WithdrawalConfigRow } from './config-repo.ts';
import { checkConfirmedFee, withdrawalFee } from './fees.ts';
import { checkIdentityLimit } from './identity-limit.ts';
import { toOrder } from './order-mapper.ts';
import { insertOrder, withdrawnSince } from './order-repo.ts';
import { type Attempt, refuseLockedMeanwhile } from './password-attempts.ts';
import { lockSecurity } from './security-repo.ts';

/** `attempt`: the try whose password and second factor passed (withdrawals may have locked since). */
type PlaceDeps = {
  clock: Clock;
  ledger: Ledger;
  secondApprovalFrom: string;
  attempt: Attempt;
  addresses: AddressBox;
};

const startOfUtcDay = (now: number) => new Date(Math.floor(now / 86_400_000) * 86_400_000);

/**
 * Within the order's transaction, after the password and the second factor: no lock since, the network's
 * daily limit, the identity limit, the fee the person confirmed, then the freeze (the balance check).
 */
export async function placeWithdrawal(
  { clock, ledger, secondApprovalFrom, attempt, addresses }: PlaceDeps,
  trx: Db,
  userId: string,
  locale: Locale,
  config: WithdrawalConfigRow,
  input: WithdrawalOrderRequest,
): Promise<WithdrawalOrder> {
  const at = dateOf(clock);
  refuseLockedMeanwhile(clock, await lockSecurity(trx, userId, at), attempt);
  const today = new Money(await withdrawnSince(trx, userId, startOfUtcDay(clock.now())));
  if (today.plus(input.amount).gt(config.daily_limit)) {
    const remaining = Money.max(new Money(config.daily_limit).minus(today), 0);
    throw new AppError('WITHDRAWAL_DAILY_LIMIT', {
      limit: groupedFigure(formatAmount(config.daily_limit)),
      remaining: groupedFigure(formatAmount(remaining)),
      currency: config.currency,
    });
  }
  await checkIdentityLimit(trx, userId, today, input.amount, config.currency);
  const amount = formatAmount(new Money(input.amount));
  const { fee, total } = withdrawalFee(amount, config.fixed_fee, config.fee_rate);
  checkConfirmedFee(input.fee, fee, config.currency);
  const id = newId();
  // INSUFFICIENT_BALANCE ("currently available X USDT") comes from here, and rolls the order back.
  const frozen = await ledger.freeze(
    {
      userId,
      currency: config.currency,
      amount: total,
      cause: { type: 'withdrawal-freeze', id },
      memo: 'withdrawal',
    },
    trx,
  );
  const row = {
    id,
    order_no: newOrderNo('W', clock.now()),
    user_id: userId,
    config_id: config.id,
    currency: config.currency,
    network: config.network,
    amount,
    fee,
    // Sealed to this order of this person, with the blind index the console's search looks up.
    ...addresses.seal({ id, user_id: userId }, input.address),
    remark: input.remark ? input.remark : null,
    status: 'pending' as const,
    needs_second_approval: new Money(amount).gte(secondApprovalFrom),
    taken_by: null,
    approved_by: null,
    decided_by: null,
    reject_reason: null,
    fail_reason: null,
    tx_id: null,
    locale,
    freeze_entry_id: frozen.entryId,
    release_entry_id: null,
    created_at: at,
    updated_at: at,
    processed_at: null,
    completed_at: null,
  };
  await insertOrder(trx, row);
  return toOrder(row, addresses);
}
