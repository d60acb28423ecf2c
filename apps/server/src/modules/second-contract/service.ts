import type {
  ContractConfig,
  ContractOrder,
  ContractOrdersResponse,
  ContractPrice,
  KlineInterval,
  OpenContractRequest,
} from '@halcyon/api';
import type { AppContext } from '../../platform/app-types.ts';
import { dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type IdempotencyClaim, type IdempotentOutcome, runIdempotent } from '../../platform/idempotency.ts';
import type { Ledger } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { readContractConfig } from './contract-config.ts';
import { refundCause } from './contract-entries.ts';
import { contractHistory, type HistoryQuery } from './contract-history.ts';
import type { ContractNotices } from './contract-notices.ts';
import { writeOpening } from './contract-opening.ts';
import { contractKline, contractPrice } from './contract-prices.ts';
import { toContractOrder } from './order-mapper.ts';
import { type ContractOrderRow, endPendingOrder, findOrderByNo, listOpenOrders } from './repo.ts';

export type SecondContractService = ReturnType<typeof createSecondContractService>;

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
      const outcome = await runIdempotent({ db, clock }, claim, (trx) =>
        writeOpening(trx, { ledger, marketData, clock }, userId, input),
      );
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
