import type { EngineEvent } from '@halcyon/engine';
import { newId } from '../../platform/ids.ts';
import { type EntryDraft, Money, unfreezeLines } from '../ledger/index.ts';
import type { JobContext } from './batch-writer.ts';
import type { OpenOrders } from './open-orders.ts';
import type { OrderRecord } from './order-record.ts';
import {
  type FeeRates,
  feeOf,
  lotsToQuantity,
  type PairUnits,
  QUOTE_CURRENCY,
  ticksToPrice,
} from './pair-units.ts';
import type { Effects } from './symbol-desk.ts';
import { type TradeParty, tradeLines } from './trade-lines.ts';
import { type TradeRow, toPublicTrade } from './trade-repo.ts';

/** The engine owner id of the house liquidity maker's quotes (user ids are UUIDs, so never equal). */
export const HOUSE_OWNER = 'house';

type TradeEvent = Extract<EngineEvent, { type: 'trade' }>;

/** A new order settled by its own command, with the freeze entry its reservation answered (not yet posted). */
export type Taker = { order: OrderRecord; freeze: EntryDraft };

function ratesOf(record: OrderRecord): FeeRates {
  if (record.feeRates === null) throw new Error(`spot order ${record.id} trades without its fee rates`);
  return record.feeRates;
}

/** What a desk lends the settlement of one command: its open orders and house quote ids, changed in place. */
export type DeskState = {
  symbol: string;
  units: PairUnits;
  orders: OpenOrders;
  houseIds: Set<string>;
};

/**
 * Settles one command's engine events: each trade becomes a ledger entry (deferred to the batch's end),
 * fills and positions; resting, cancelled and done orders change their records; what froze and is no longer
 * needed is released. `effects()` answers what the command changed, for the writes and the notices.
 *
 * A new order that does not wait in the book after its command (filled at once, or a market order whose
 * unfilled rest is cancelled) is never frozen: its trades take from its `available`, already checked and
 * reserved for it in the batch, and neither its freeze nor a release is posted. The balances end the same as
 * with them, with two entries and four lines fewer.
 */
export class CommandSettlement {
  private readonly touched = new Map<string, OrderRecord>();
  private readonly balances = new Map<string, Set<string>>();
  private readonly rows: TradeRow[] = [];
  private bookChanged = false;
  private readonly at: Date;
  private readonly taker: OrderRecord | null;
  /** Whether the new order rests in the book after this command: only then is it frozen. */
  private readonly takerRests: boolean;

  constructor(
    private readonly desk: DeskState,
    private readonly context: JobContext,
    taker: Taker | null,
    events: readonly EngineEvent[],
    private readonly now: number,
  ) {
    this.at = new Date(now);
    this.taker = taker?.order ?? null;
    this.takerRests = events.some((event) => event.type === 'rested' && event.orderId === taker?.order.id);
    if (taker) {
      // Its reservation (or its freeze) moved its balance even when nothing traded.
      this.moved(taker.order.userId, taker.order.frozenCurrency);
      if (this.takerRests) context.defer(taker.freeze);
    }
  }

  /** Whether the order's funds were frozen: every order but a new one done within its command. */
  private frozen(record: OrderRecord): boolean {
    return record !== this.taker || this.takerRests;
  }

  private party(record: OrderRecord | null): TradeParty | null {
    if (record === null) return null;
    return { userId: record.userId, paysFrom: this.frozen(record) ? 'frozen' : 'available' };
  }

  private moved(userId: string, ...currencies: string[]): void {
    const set = this.balances.get(userId) ?? new Set<string>();
    for (const currency of currencies) set.add(currency);
    this.balances.set(userId, set);
  }

  private recordOf(orderId: string, owner: string): OrderRecord | null {
    if (owner === HOUSE_OWNER) return null;
    const record = this.taker?.id === orderId ? this.taker : this.desk.orders.get(orderId);
    if (!record) throw new Error(`spot order ${orderId} is in the book but not in memory`);
    return record;
  }

  private finish(record: OrderRecord): void {
    record.open = false;
    this.desk.orders.delete(record.id);
    if (record.frozenRemaining.gt(0) && this.frozen(record)) {
      this.context.defer({
        type: 'unfreeze',
        cause: { type: 'spot-order-release', id: record.id },
        lines: unfreezeLines({
          userId: record.userId,
          currency: record.frozenCurrency,
          amount: record.frozenRemaining,
        }),
      });
      this.moved(record.userId, record.frozenCurrency);
    }
    record.frozenRemaining = new Money(0);
  }

  private fill(record: OrderRecord, quantity: Money, notional: Money, fee: Money, frozenUsed: Money): void {
    record.filledQuantity = record.filledQuantity.plus(quantity);
    record.filledQuote = record.filledQuote.plus(notional);
    record.fee = record.fee.plus(fee);
    record.frozenRemaining = record.frozenRemaining.minus(frozenUsed);
    if (record.frozenRemaining.lt(0)) throw new Error(`spot order ${record.id} overspent its freeze`);
    this.touched.set(record.id, record);
  }

  apply(event: EngineEvent): void {
    switch (event.type) {
      case 'accepted':
        if (this.taker?.id === event.orderId) this.taker.engineSequence = event.sequence;
        break;
      case 'trade':
        this.trade(event);
        break;
      case 'rested': {
        this.bookChanged = true;
        const record = this.recordOf(event.orderId, event.ownerId);
        if (record === null) {
          this.desk.houseIds.add(event.orderId);
        } else {
          record.open = true;
          record.status = record.filledQuantity.isZero() ? 'pending' : 'partially_filled';
          this.desk.orders.set(record.id, record);
          this.touched.set(record.id, record);
        }
        break;
      }
      case 'cancelled': {
        const record = this.recordOf(event.orderId, event.ownerId);
        if (event.price !== null) this.bookChanged = true;
        if (record === null) {
          this.desk.houseIds.delete(event.orderId);
          break;
        }
        // A market order by quote amount always leaves dust below one lot: having traded, it is filled.
        const filledEnough =
          record.type === 'market' && record.quoteAmount !== null && record.filledQuantity.gt(0);
        record.status = filledEnough ? 'filled' : 'cancelled';
        this.finish(record);
        this.touched.set(record.id, record);
        break;
      }
      case 'done': {
        const { taker } = this;
        if (taker?.id !== event.orderId) break;
        // Neither resting nor cancelled: it found everything it asked for on arrival.
        if (!taker.open && taker.status === 'pending') {
          taker.status = 'filled';
          this.finish(taker);
        }
        break;
      }
      case 'rejected':
        throw new Error(`engine rejected ${event.orderId}: ${event.reason}`);
      default: {
        const unknown: never = event;
        throw new Error(`unknown engine event ${JSON.stringify(unknown)}`);
      }
    }
  }

  private trade(event: TradeEvent): void {
    const { units } = this.desk;
    this.bookChanged = true;
    const maker = this.recordOf(event.makerOrderId, event.makerOwner);
    const taking = this.recordOf(event.takerOrderId, event.takerOwner);
    const price = ticksToPrice(event.price, units);
    const quantity = lotsToQuantity(event.quantity, units);
    const notional = price.mul(quantity);
    // Each side at its own order's rates (the house pays none): never the pair's rates now, which an operator
    // may have changed since the resting order was placed and frozen for.
    const makerFee = maker ? feeOf(notional, ratesOf(maker).maker) : new Money(0);
    const takerFee = taking ? feeOf(notional, ratesOf(taking).taker) : new Money(0);
    const takerBuys = event.takerSide === 'buy';
    const buyer = takerBuys ? taking : maker;
    const seller = takerBuys ? maker : taking;
    const buyerFee = takerBuys ? takerFee : makerFee;
    const sellerFee = takerBuys ? makerFee : takerFee;
    const tradeId = newId();
    this.context.defer({
      type: 'trade',
      cause: { type: 'spot-trade', id: tradeId },
      lines: tradeLines({
        base: units.base,
        buyer: this.party(buyer),
        seller: this.party(seller),
        quantity,
        notional,
        buyerFee,
        sellerFee,
      }),
    });
    const { positions } = this.context.writes;
    if (buyer) {
      this.fill(buyer, quantity, notional, buyerFee, notional.plus(buyerFee));
      this.moved(buyer.userId, QUOTE_CURRENCY, units.base);
      positions.push({
        kind: 'buy',
        userId: buyer.userId,
        currency: units.base,
        quantity,
        cost: notional.plus(buyerFee),
      });
    }
    if (seller) {
      this.fill(seller, quantity, notional, sellerFee, quantity);
      this.moved(seller.userId, QUOTE_CURRENCY, units.base);
      positions.push({ kind: 'sell', userId: seller.userId, currency: units.base, quantity });
    }
    if (maker) {
      if (event.makerRemaining === 0) {
        maker.status = 'filled';
        this.finish(maker);
      } else {
        maker.status = 'partially_filled';
      }
    } else if (event.makerRemaining === 0) {
      this.desk.houseIds.delete(event.makerOrderId);
    }
    this.rows.push({
      id: tradeId,
      symbol: this.desk.symbol,
      price: price.toFixed(),
      quantity: quantity.toFixed(),
      taker_side: event.takerSide,
      maker_order_id: maker?.id ?? null,
      taker_order_id: taking?.id ?? null,
      maker_is_house: maker === null,
      taker_is_house: taking === null,
      maker_user_id: maker?.userId ?? null,
      taker_user_id: taking?.userId ?? null,
      maker_fee: makerFee.toFixed(),
      taker_fee: takerFee.toFixed(),
      sequence: event.sequence,
      created_at: this.at,
    });
  }

  /** The records go to the batch's writes with their final state (an order may change again in the batch). */
  effects(): Effects {
    const { writes } = this.context;
    const { taker, touched } = this;
    for (const record of touched.values()) record.updatedAt = this.now;
    if (taker) {
      writes.newOrders.set(taker.id, taker);
      touched.delete(taker.id);
    }
    for (const record of touched.values()) writes.changedOrders.set(record.id, record);
    writes.trades.push(...this.rows);
    return {
      symbol: this.desk.symbol,
      orders: taker ? [taker, ...touched.values()] : [...touched.values()],
      balances: this.balances,
      balancesAfter: writes.balancesAfter,
      trades: this.rows.map(toPublicTrade),
      bookChanged: this.bookChanged,
    };
  }
}
