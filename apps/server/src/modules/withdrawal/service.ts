import {
  type FinanceOrderListQuery,
  isValidWithdrawalAddress,
  type WithdrawalConfig,
  type WithdrawalOrder,
  type WithdrawalOrderList,
  type WithdrawalOrderRequest,
} from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { newOrderNo } from '../../platform/order-numbers.ts';
import { formatAmount, type Ledger, Money } from '../ledger/index.ts';
import { findConfig, listConfigs, type WithdrawalConfigRow } from './config-repo.ts';
import { withdrawalFee } from './fees.ts';
import { toConfig, toOrder } from './order-mapper.ts';
import { findOrder, insertOrder, listOrders, lockOrder, moveOrder, withdrawnSince } from './order-repo.ts';
import type { WithdrawalPasswordService } from './password-service.ts';
import { lockSecurity } from './security-repo.ts';

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
export type WithdrawalDeps = {
  ledger: Ledger;
  passwords: WithdrawalPasswordService;
  secondApprovalFrom: string;
};

/** The checks that need no password and no lock: config, amount, address. */
function checkRequest(
  config: WithdrawalConfigRow | undefined,
  input: WithdrawalOrderRequest,
): WithdrawalConfigRow {
  if (!config?.active) throw new AppError('WITHDRAWAL_CONFIG_INACTIVE');
  const amount = new Money(input.amount);
  const currency = config.currency;
  if (amount.lt(config.min_amount)) {
    throw new AppError('WITHDRAWAL_AMOUNT_TOO_SMALL', { min: formatAmount(config.min_amount), currency });
  }
  if (amount.gt(config.max_amount)) {
    throw new AppError('WITHDRAWAL_AMOUNT_TOO_LARGE', { max: formatAmount(config.max_amount), currency });
  }
  if (!isValidWithdrawalAddress(config.network, input.address)) {
    throw new AppError('WITHDRAWAL_ADDRESS_INVALID', { network: config.network });
  }
  return config;
}

const startOfUtcDay = (now: number) => new Date(Math.floor(now / 86_400_000) * 86_400_000);

/** A person's withdrawals: placing one (amount + fee frozen with the order), the history, cancelling. */
export function createWithdrawalService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  deps: WithdrawalDeps,
) {
  const { ledger, passwords } = deps;

  /** Within the order's transaction, after the password: daily limit, then the freeze (the balance check). */
  const place = async (
    trx: Db,
    userId: string,
    locale: Locale,
    config: WithdrawalConfigRow,
    input: WithdrawalOrderRequest,
  ) => {
    const at = dateOf(clock);
    await lockSecurity(trx, userId, at);
    const today = new Money(await withdrawnSince(trx, userId, startOfUtcDay(clock.now())));
    if (today.plus(input.amount).gt(config.daily_limit)) {
      const remaining = Money.max(new Money(config.daily_limit).minus(today), 0);
      throw new AppError('WITHDRAWAL_DAILY_LIMIT', {
        limit: formatAmount(config.daily_limit),
        remaining: formatAmount(remaining),
        currency: config.currency,
      });
    }
    const amount = formatAmount(new Money(input.amount));
    const { fee, total } = withdrawalFee(amount, config.fixed_fee, config.fee_rate);
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
      address: input.address,
      remark: input.remark ? input.remark : null,
      status: 'pending' as const,
      needs_second_approval: new Money(amount).gte(deps.secondApprovalFrom),
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
    return toOrder(row);
  };

  return {
    async configs(): Promise<WithdrawalConfig[]> {
      return (await listConfigs(db, true)).map(toConfig);
    },

    /**
     * Everything that can refuse without money is checked first, the password outside any transaction (a
     * wrong one is remembered); then `inTransaction` (the Idempotency-Key's) places the order.
     */
    async create(
      userId: string,
      locale: Locale,
      input: WithdrawalOrderRequest,
      inTransaction: (work: (trx: Db) => Promise<WithdrawalOrder>) => Promise<WithdrawalOrder>,
    ): Promise<WithdrawalOrder> {
      const hash = await passwords.checkBlocks(userId);
      const config = checkRequest(await findConfig(db, input.configId), input);
      await passwords.verify(userId, hash, input.withdrawalPassword);
      return inTransaction((trx) => place(trx, userId, locale, config, input));
    },

    async list(userId: string, query: FinanceOrderListQuery): Promise<WithdrawalOrderList> {
      const { rows, total } = await listOrders(db, {
        userId,
        status: query.status,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        items: rows.map(toOrder),
        pagination: {
          total,
          page: query.page,
          limit: query.limit,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },

    async detail(userId: string, orderNo: string): Promise<WithdrawalOrder> {
      const row = await findOrder(db, orderNo);
      if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
      return toOrder(row);
    },

    /** Pending only (once an operator took it, it is theirs): the frozen amount + fee come back exactly. */
    async cancel(userId: string, orderNo: string): Promise<WithdrawalOrder> {
      return db.transaction().execute(async (trx) => {
        const row = await lockOrder(trx, orderNo);
        if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
        if (row.status !== 'pending') throw new AppError('ORDER_STATUS_CHANGED');
        const total = formatAmount(new Money(row.amount).plus(row.fee));
        const released = await ledger.unfreeze(
          {
            userId,
            currency: row.currency,
            amount: total,
            cause: { type: 'withdrawal-release', id: row.id },
            memo: 'withdrawal cancelled',
          },
          trx,
        );
        const at = dateOf(clock);
        const moved = await moveOrder(trx, orderNo, ['pending'], {
          status: 'cancelled',
          release_entry_id: released.entryId,
          updated_at: at,
        });
        if (!moved) throw new AppError('ORDER_STATUS_CHANGED');
        return toOrder(moved);
      });
    },
  };
}
