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
import { groupedFigure } from '../../platform/grouped-figure.ts';
import { offsetOf, paginationOf } from '../../platform/paging.ts';
import { formatAmount, type Ledger, Money } from '../ledger/index.ts';
import type { AddressBox } from './address-box.ts';
import { findConfig, listConfigs, type WithdrawalConfigRow } from './config-repo.ts';
import { toConfig, toOrder } from './order-mapper.ts';
import { findOrder, listOrders, lockOrder, moveOrder } from './order-repo.ts';
import type { WithdrawalPasswordService } from './password-service.ts';
import { placeWithdrawal } from './place-withdrawal.ts';
import { verifySecondFactor } from './second-factor.ts';

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
export type WithdrawalDeps = {
  ledger: Ledger;
  passwords: WithdrawalPasswordService;
  secondApprovalFrom: string;
  /** Seals and opens the orders' addresses (address-box.ts). */
  addresses: () => Promise<AddressBox>;
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
    throw new AppError('WITHDRAWAL_AMOUNT_TOO_SMALL', {
      min: groupedFigure(formatAmount(config.min_amount)),
      currency,
    });
  }
  if (amount.gt(config.max_amount)) {
    throw new AppError('WITHDRAWAL_AMOUNT_TOO_LARGE', {
      max: groupedFigure(formatAmount(config.max_amount)),
      currency,
    });
  }
  if (!isValidWithdrawalAddress(config.network, input.address)) {
    throw new AppError('WITHDRAWAL_ADDRESS_INVALID', { network: config.network });
  }
  return config;
}

/** A person's withdrawals: placing one (amount + fee frozen with the order), the history, cancelling. */
export function createWithdrawalService(
  { db, clock, secrets }: Pick<AppContext, 'db' | 'clock' | 'secrets'>,
  deps: WithdrawalDeps,
) {
  const { ledger, passwords } = deps;

  return {
    async configs(): Promise<WithdrawalConfig[]> {
      return (await listConfigs(db, true)).map(toConfig);
    },

    /**
     * Everything that can refuse without money is checked first; then the password, counted before it is
     * checked and outside any transaction (a wrong one is remembered though the withdrawal is refused);
     * then `inTransaction` (the Idempotency-Key's) checks the second factor, that no lock fell meanwhile,
     * and places the order.
     */
    async create(
      userId: string,
      locale: Locale,
      input: WithdrawalOrderRequest,
      inTransaction: (work: (trx: Db) => Promise<WithdrawalOrder>) => Promise<WithdrawalOrder>,
    ): Promise<WithdrawalOrder> {
      const hash = await passwords.checkBlocks(userId);
      const config = checkRequest(await findConfig(db, input.configId), input);
      const secret = { hash, password: input.withdrawalPassword };
      const addresses = await deps.addresses();
      const placed = await passwords.attempt(userId, secret, (attempt, factorPassed) =>
        inTransaction(async (trx) => {
          await verifySecondFactor(trx, { clock, secrets }, userId, input.totp);
          factorPassed();
          const placing = { clock, ledger, secondApprovalFrom: deps.secondApprovalFrom, attempt, addresses };
          const order = await placeWithdrawal(placing, trx, userId, locale, config, input);
          // What `inTransaction` returns is also what an Idempotency-Key keeps for replays, stored plain
          // for good: it keeps no address. The key's request hash covers the address, so a replay asks
          // for the very address this order was placed to, and it is put back from the request below.
          return { ...order, address: '' };
        }),
      );
      return { ...placed, address: input.address };
    },

    async list(userId: string, query: FinanceOrderListQuery): Promise<WithdrawalOrderList> {
      const { rows, total } = await listOrders(db, {
        userId,
        status: query.status,
        limit: query.limit,
        offset: offsetOf(query),
      });
      const addresses = await deps.addresses();
      return {
        items: rows.map((row) => toOrder(row, addresses)),
        pagination: paginationOf(total, query),
      };
    },

    async detail(userId: string, orderNo: string): Promise<WithdrawalOrder> {
      const row = await findOrder(db, orderNo);
      if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
      return toOrder(row, await deps.addresses());
    },

    /** Pending only (once an operator took it, it is theirs): the frozen amount + fee come back exactly. */
    cancel: async (userId: string, orderNo: string): Promise<WithdrawalOrder> =>
      cancelWithdrawal({ db, clock, ledger, addresses: await deps.addresses() }, userId, orderNo),
  };
}

/** Releases a pending order's frozen amount + fee and marks it cancelled, in one transaction. */
async function cancelWithdrawal(
  {
    db,
    clock,
    ledger,
    addresses,
  }: Pick<AppContext, 'db' | 'clock'> & { ledger: Ledger; addresses: AddressBox },
  userId: string,
  orderNo: string,
): Promise<WithdrawalOrder> {
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
    return toOrder(moved, addresses);
  });
}
