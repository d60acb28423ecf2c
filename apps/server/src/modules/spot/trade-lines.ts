import {
  type AccountRef,
  available,
  frozen,
  house,
  type LineDraft,
  Money,
  moveLines,
} from '../ledger/index.ts';
import { QUOTE_CURRENCY } from './pair-units.ts';

const FEES: AccountRef = { kind: 'fees' };

/**
 * A user on one side of a trade, and where what it gives comes from: `frozen` for an order frozen for (it
 * rested), `available` for a new order done within its own command (reserved for it, never frozen).
 */
export type TradeParty = { userId: string; paysFrom: 'frozen' | 'available' };

/**
 * One trade as ledger lines (one entry, so no one is ever half-settled), one line per side and currency. A
 * null party is the house liquidity maker: it pays and receives through the `house` system account and
 * pays no fee.
 * - the buyer's USDT (frozen, or available) pays the notional and the buyer's fee;
 * - the seller receives the notional less the seller's fee; `fees` receives both fees;
 * - the seller's base (frozen, or available) goes to the buyer.
 * A fee is not a move of its own: two lines more for each side that paid one, for nothing a person reads.
 */
export function tradeLines(trade: {
  base: string;
  buyer: TradeParty | null;
  seller: TradeParty | null;
  quantity: Money;
  notional: Money;
  buyerFee: Money;
  sellerFee: Money;
}): LineDraft[] {
  const buyerFee = trade.buyer === null ? new Money(0) : trade.buyerFee;
  const sellerFee = trade.seller === null ? new Money(0) : trade.sellerFee;
  const fees = buyerFee.plus(sellerFee);
  const lines: LineDraft[] = [
    {
      account: trade.buyer === null ? house : paidFrom(trade.buyer),
      currency: QUOTE_CURRENCY,
      amount: trade.notional.plus(buyerFee).neg(),
    },
    {
      account: trade.seller === null ? house : available(trade.seller.userId),
      currency: QUOTE_CURRENCY,
      amount: trade.notional.minus(sellerFee),
    },
  ];
  if (fees.gt(0)) lines.push({ account: FEES, currency: QUOTE_CURRENCY, amount: fees });
  lines.push(
    ...moveLines(
      trade.seller === null ? house : paidFrom(trade.seller),
      trade.buyer === null ? house : available(trade.buyer.userId),
      trade.base,
      trade.quantity,
    ),
  );
  return lines;
}

const paidFrom = (party: TradeParty): AccountRef =>
  party.paysFrom === 'frozen' ? frozen(party.userId) : available(party.userId);
