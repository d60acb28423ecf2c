import type { LineDraft, Money } from '../ledger/index.ts';
import { type AccountRef, available, frozen, house, moveLines } from '../ledger/index.ts';
import { QUOTE_CURRENCY } from './pair-units.ts';

const FEES: AccountRef = { kind: 'fees' };

/**
 * A user on one side of a trade, and where what it gives comes from: `frozen` for an order frozen for (it
 * rested), `available` for a new order done within its own command (reserved for it, never frozen).
 */
export type TradeParty = { userId: string; paysFrom: 'frozen' | 'available' };

/**
 * One trade as ledger lines (one entry, so no one is ever half-settled). A null party is the house
 * liquidity maker: it pays and receives through the `house` system account and pays no fee.
 * - the buyer's USDT (frozen, or available) pays the notional to the seller and the buyer's fee to `fees`;
 * - the seller's base (frozen, or available) goes to the buyer;
 * - the seller's fee comes out of the proceeds just received.
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
  const buyerPays = trade.buyer === null ? house : paidFrom(trade.buyer);
  const sellerGets = trade.seller === null ? house : available(trade.seller.userId);
  const sellerGives = trade.seller === null ? house : paidFrom(trade.seller);
  const buyerGets = trade.buyer === null ? house : available(trade.buyer.userId);
  const lines = [
    ...moveLines(buyerPays, sellerGets, QUOTE_CURRENCY, trade.notional),
    ...moveLines(sellerGives, buyerGets, trade.base, trade.quantity),
  ];
  if (trade.buyer !== null && trade.buyerFee.gt(0)) {
    lines.push(...moveLines(buyerPays, FEES, QUOTE_CURRENCY, trade.buyerFee));
  }
  if (trade.seller !== null && trade.sellerFee.gt(0)) {
    lines.push(...moveLines(sellerGets, FEES, QUOTE_CURRENCY, trade.sellerFee));
  }
  return lines;
}

const paidFrom = (party: TradeParty): AccountRef =>
  party.paysFrom === 'frozen' ? frozen(party.userId) : available(party.userId);
