import { randomBytes } from 'node:crypto';
import {
  CONTRACT_LIMITS,
  type ContractConfig,
  type ContractOrder,
  type ContractOrdersResponse,
  type ContractPrice,
  type KlineInterval,
  type OpenContractRequest,
} from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type IdempotencyClaim, type IdempotentOutcome, runIdempotent } from '../../platform/idempotency.ts';
import { newId } from '../../platform/ids.ts';
import { assertDecimals } from '../../platform/written-decimals.ts';
import type { Ledger } from '../ledger/index.ts';
import { formatAmount, positiveAmount } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { requireInstrument } from '../markets/index.ts';
import { readContractConfig } from './contract-config.ts';
import { openCause, refundCause } from './contract-entries.ts';
import { contractHistory, type HistoryQuery } from './contract-history.ts';
import type { ContractNotices } from './contract-notices.ts';
import { contractKline, contractPrice } from './contract-prices.ts';
import { checkOpen } from './open-checks.ts';
import { toContractOrder } from './order-mapper.ts';
import {
  type ContractOrderRow,
  endPendingOrder,
  findOrderByNo,
  insertOrder,
  listOpenOrders,
} from './repo.ts';

export type SecondContractService = ReturnType<typeof createSecondContractService>;

/** Opaque and unguessable: 80 random bits, no counter behind it. */
const newOrderNo = () => `SC${randomBytes(10).toString('hex').toUpperCase()}`;

export function createSecondContractService(deps: {
  ctx: Pick<AppContext, 'db' | 'clock'>;
  ledger: Ledger;
  marketData: MarketData;
  notices: ContractNotices;
}) {
  const { ledger, marketData, notices } = deps;
  const { db, clock } = deps.ctx;

  /** The order of this user, or the same 404 as for a number that does not exist. */
  async function ownOrder(userId: string, orderNo: string, trx: Db = db): Promise<ContractOrderRow> {
    const row = await findOrderByNo(trx, orderNo);
    if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  return {
    config: (): Promise<ContractConfig> => readContractConfig(db, marketData),

    /**
     * Opens a contract: the order (pending, waiting for its entry tick) and the frozen stake in one
     * transaction guarded by the Idempotency-Key. The client sends no price: the entry is the first feed
     * tick stamped after now.
     */
    async open(
      userId: string,
      input: OpenContractRequest,
      claim: IdempotencyClaim | null,
    ): Promise<IdempotentOutcome<ContractOrder>> {
      const outcome = await runIdempotent({ db, clock }, claim, async (trx) => {
        const instrument = requireInstrument(marketData, input.symbol);
        // The stake is a USDT amount: at most 8 decimals, never stored with more.
        assertDecimals(input.amount, CONTRACT_LIMITS.stakeDecimals, 'amount');
        const amount = positiveAmount(input.amount);
        const config = await readContractConfig(trx, marketData);
        const payoutRate = checkOpen(marketData, clock.now(), config, instrument, input, amount);
        const now = clock.now();
        const orderNo = newOrderNo();
        const row = await insertOrder(trx, {
          id: newId(),
          order_no: orderNo,
          user_id: userId,
          symbol: instrument.symbol,
          period: input.period,
          direction: input.direction,
          amount: formatAmount(amount),
          currency: config.currency,
          payout_rate: payoutRate,
          created_at: new Date(now),
          expire_at: new Date(now + CONTRACT_LIMITS.entryTimeoutMs),
        });
        await ledger.freeze(
          {
            userId,
            currency: config.currency,
            amount: formatAmount(amount),
            cause: openCause(orderNo),
            memo: `second contract ${orderNo}: stake`,
          },
          trx,
        );
        return { row, order: toContractOrder(row, now) };
      });
      if (!outcome.replayed) await notices.announce([outcome.value.row]);
      return { value: outcome.value.order, replayed: outcome.replayed };
    },

    /** Only while pending (no entry price yet): the stake goes back, once. */
    async cancel(userId: string, orderNo: string): Promise<ContractOrder> {
      const row = await db.transaction().execute(async (trx) => {
        const own = await ownOrder(userId, orderNo, trx);
        const cancelled = await endPendingOrder(trx, own.id, 'cancelled', dateOf(clock));
        if (!cancelled) throw new AppError('CONTRACT_NOT_CANCELLABLE');
        await ledger.unfreeze(
          {
            userId,
            currency: cancelled.currency,
            amount: cancelled.amount,
            cause: refundCause(cancelled.order_no),
            memo: `second contract ${cancelled.order_no}: cancelled`,
          },
          trx,
        );
        return cancelled;
      });
      await notices.announce([row]);
      return toContractOrder(row, clock.now());
    },

    async detail(userId: string, orderNo: string): Promise<ContractOrder> {
      return toContractOrder(await ownOrder(userId, orderNo), clock.now());
    },

    async openOrders(userId: string): Promise<{ items: ContractOrder[] }> {
      const now = clock.now();
      return { items: (await listOpenOrders(db, userId)).map((row) => toContractOrder(row, now)) };
    },

    history: (userId: string, query: HistoryQuery): Promise<ContractOrdersResponse> =>
      contractHistory({ db, marketData, now: clock.now() }, userId, query),

    /** The feed price a new contract would be judged against, with the tick that carries it. */
    price: (symbol: string): ContractPrice => contractPrice(marketData, symbol),
    kline: (query: { symbol: string; interval: KlineInterval; limit: number }) =>
      contractKline(marketData, query),
  };
}
