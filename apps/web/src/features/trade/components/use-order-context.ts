import type { DepthSnapshot, OrderSide, TradingPair } from '@halcyon/api';
import { useFees, useRules } from '@/shared/markets/trading-queries.ts';
import { useSessionStore } from '@/shared/session/session-store.ts';
import { type OrderContext, payingCurrency, priceDecimals } from '../order-math.ts';
import { useSpotBalances } from '../trade-queries.ts';

/**
 * What an order is checked against: the pair's rules (the server's when loaded, the pair's until then),
 * the fee rates, the balance of the currency it pays with, the last price and the book.
 */
export function useOrderContext({
  pair,
  compact,
  side,
  lastPrice,
  book,
}: {
  pair: TradingPair;
  compact: string;
  side: OrderSide;
  lastPrice: string | undefined;
  book: DepthSnapshot | undefined;
}) {
  const loggedIn = useSessionStore((state) => state.token !== null);
  const pushedAvailable = useSessionStore((state) => state.availableBalances);
  const balances = useSpotBalances();
  const fees = useFees(compact);
  const rules = useRules(compact);

  const rule = rules.data;
  const tickSize = rule?.tickSize ?? pair.tickSize;
  const currency = payingCurrency(side, pair.base);
  const loadedAvailable = balances.data ? (balances.data[currency]?.available ?? '0') : undefined;
  const available = loadedAvailable ?? pushedAvailable[currency] ?? null;
  const context: OrderContext = {
    base: pair.base,
    available: loggedIn ? available : null,
    makerFeeRate: fees.data?.makerFeeRate ?? '0',
    takerFeeRate: fees.data?.takerFeeRate ?? '0',
    tickSize,
    minQuantity: rule?.minQuantity ?? pair.minQuantity,
    minNotional: rule?.minNotional ?? pair.minNotional,
    quantityPrecision: rule?.quantityPrecision ?? pair.quantityPrecision,
    lastPrice,
    book: book ? { asks: book.asks.length, bids: book.bids.length } : null,
  };
  return {
    context,
    loggedIn,
    /** The paying currency's balance, shown even while logged out once pushed; null when unknown. */
    available,
    currency,
    decimals: priceDecimals(tickSize),
    /** The fee rates have loaded: a buy's share and the fee estimate wait for them. */
    feesKnown: fees.data !== undefined,
  };
}
