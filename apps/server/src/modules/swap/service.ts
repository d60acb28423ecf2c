import type { SwapHistoryResponse, SwapOrder, SwapQuote, SwapQuoteQuery } from '@halcyon/api';
import type { Bus } from '../../platform/bus.ts';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { offsetOf, type PageQuery, paginationOf } from '../../platform/paging.ts';
import type { Ledger, LineDraft } from '../ledger/index.ts';
import { announceBalances, available, formatAmount, Money, moveLines } from '../ledger/index.ts';
import {
  findOrderByQuote,
  insertOrder,
  listOrders,
  lockQuote,
  markQuoteUsed,
  type SwapOrderRow,
} from './repo.ts';
import { type QuoteMarketData, quoteSwap } from './swap-quote.ts';

const SWAP_ACCOUNT = { kind: 'swap' } as const;
const FEES_ACCOUNT = { kind: 'fees' } as const;

export type SwapDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  ledger: Ledger;
  marketData: QuoteMarketData;
};

export type SwapService = ReturnType<typeof createSwapService>;

function toOrder(row: SwapOrderRow): SwapOrder {
  return {
    swapId: row.id,
    from: row.from_currency,
    to: row.to_currency,
    fromAmount: formatAmount(row.from_amount),
    toAmount: formatAmount(row.to_amount),
    rate: formatAmount(row.rate),
    fee: formatAmount(row.fee),
    time: row.created_at.getTime(),
  };
}

/**
 * Swap (convert): quotes at the feed price and their execution as one ledger entry. A quote is stored and
 * belongs to its user; executing it moves user `from` -> the swap desk, the desk -> user `to`, and the fee
 * -> fees, together, once (the entry's cause is the quote).
 */
export function createSwapService({ db, clock, bus, ledger, marketData }: SwapDeps) {
  return {
    quote: (userId: string, query: SwapQuoteQuery): Promise<SwapQuote> =>
      quoteSwap({ db, clock, marketData }, userId, query),

    /**
     * Inside the caller's transaction (the Idempotency-Key's). A quote that already executed answers its
     * order again and moves nothing; a quote is valid before its expiresAt, not at it.
     */
    async execute(trx: Db, userId: string, quoteId: string): Promise<SwapOrder> {
      const quote = await lockQuote(trx, quoteId, userId);
      if (!quote) throw new AppError('QUOTE_NOT_FOUND');
      if (quote.used_at !== null) {
        const done = await findOrderByQuote(trx, quote.id);
        if (!done) throw new Error(`swap quote ${quote.id} used without an order`);
        return toOrder(done);
      }
      if (clock.now() >= quote.expires_at.getTime()) throw new AppError('QUOTE_EXPIRED');

      const user = available(userId);
      const lines: LineDraft[] = [
        ...moveLines(user, SWAP_ACCOUNT, quote.from_currency, formatAmount(quote.from_amount)),
        ...moveLines(SWAP_ACCOUNT, user, quote.to_currency, formatAmount(quote.to_amount)),
      ];
      if (!new Money(quote.fee).isZero()) {
        lines.push(...moveLines(SWAP_ACCOUNT, FEES_ACCOUNT, quote.to_currency, formatAmount(quote.fee)));
      }
      const posted = await ledger.post(
        {
          type: 'swap',
          cause: { type: 'swap', id: quote.id },
          memo: `${quote.from_currency} -> ${quote.to_currency}`,
          lines,
        },
        trx,
      );
      const at = dateOf(clock);
      const order: SwapOrderRow = {
        id: newId(),
        quote_id: quote.id,
        user_id: userId,
        from_currency: quote.from_currency,
        to_currency: quote.to_currency,
        from_amount: quote.from_amount,
        to_amount: quote.to_amount,
        rate: quote.rate,
        fee: quote.fee,
        ledger_entry_id: posted.entryId,
        created_at: at,
      };
      await insertOrder(trx, order);
      await markQuoteUsed(trx, quote.id, at);
      return toOrder(order);
    },

    /** After the commit: the user's open screens learn both new balances. */
    announce(userId: string, order: SwapOrder): Promise<void> {
      return announceBalances({ bus, clock, ledger }, userId, [order.from, order.to]);
    },

    async history(userId: string, query: PageQuery): Promise<SwapHistoryResponse> {
      const { rows, total } = await listOrders(db, {
        userId,
        limit: query.limit,
        offset: offsetOf(query),
      });
      return {
        items: rows.map(toOrder),
        pagination: paginationOf(total, query),
      };
    },
  };
}
