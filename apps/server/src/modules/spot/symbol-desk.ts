import type { PublicTrade } from '@halcyon/api';
import { type Command, type EngineEvent, MatchingEngine } from '@halcyon/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { newId } from '../../platform/ids.ts';
import { formatAmount, Money, unfreezeLines } from '../ledger/index.ts';
import type { JobContext, JobResult } from './batch-writer.ts';
import type { OrderRecord } from './order-record.ts';
import { listOpenOrders, maxOrderSequence } from './order-repo.ts';
import {
  feeOf,
  lotsToQuantity,
  type PairUnits,
  priceToTicks,
  QUOTE_CURRENCY,
  quantityToLots,
  ticksToPrice,
} from './pair-units.ts';
import type { HouseQuote } from './quote-sink.ts';
import { tradeLines } from './trade-lines.ts';
import { maxTradeSequence, type TradeRow, toPublicTrade } from './trade-repo.ts';

/** The engine owner id of the house liquidity maker's quotes (user ids are UUIDs, so never equal). */
export const HOUSE_OWNER = 'house';

/** What one committed command changed, announced after the commit. */
export type Effects = {
  symbol: string;
  orders: OrderRecord[];
  /** userId -> currencies whose balances moved. */
  balances: Map<string, Set<string>>;
  trades: PublicTrade[];
  bookChanged: boolean;
  /** The batch's balances after its commit (filled at the batch's end), for the notices. */
  balancesAfter: Map<string, { available: string; frozen: string }>;
};

export type DeskDeps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  units: (symbol: string) => PairUnits;
};

/**
 * One symbol's book: its engine and its open user orders. Only the batch writer (batch-writer.ts) mutates
 * it, one command at a time (check -> freeze -> match -> settle, committed with its batch), so the
 * in-memory open orders equal the committed rows after every commit. If a transaction fails after the
 * engine matched, the book is rebuilt from the database (the same code as a restart), which drops the
 * uncommitted matches.
 */
export class SymbolDesk {
  /** Open user orders by id (house quotes are not here). */
  readonly orders = new Map<string, OrderRecord>();
  private readonly houseIds = new Set<string>();
  private engine = new MatchingEngine();
  private loaded = false;
  private loading: Promise<void> | null = null;
  private houseCounter = 0;
  /** The house's latest quotes: they live only in the engine, so a rebuild puts them back from here. */
  lastHouseQuotes: readonly HouseQuote[] = [];

  constructor(
    readonly symbol: string,
    private readonly deps: DeskDeps,
  ) {}

  get sequence(): number {
    return this.engine.sequence;
  }

  get book() {
    return this.engine.book(this.symbol);
  }

  depth(limit: number) {
    return this.engine.depth(this.symbol, limit);
  }

  bestAskTicks(): number | null {
    return this.engine.bestAsk(this.symbol);
  }

  openCountOf(userId: string): number {
    let count = 0;
    for (const order of this.orders.values()) if (order.userId === userId) count += 1;
    return count;
  }

  get isLoaded(): boolean {
    return this.loaded;
  }

  /** Loads the book on first use; concurrent callers share the one load. */
  ensureLoaded(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    this.loading ??= this.rebuild().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** The book may be out of date (another process hosted it): the next use reloads it from the database. */
  invalidate(): void {
    if (!this.loading) this.loaded = false;
  }

  /** After a failed transaction that had matched here: back to what the database holds. */
  async recover(cause: unknown): Promise<void> {
    this.deps.log.error(
      { err: cause, symbol: this.symbol },
      'spot transaction failed after matching; rebuilding book',
    );
    this.loaded = false;
    try {
      // Through the shared load, so a depth read meanwhile cannot start a second, later-finishing rebuild.
      await this.ensureLoaded();
    } catch (error) {
      // The next command loads it again.
      this.loaded = false;
      this.deps.log.error({ err: error, symbol: this.symbol }, 'spot book rebuild failed');
    }
  }

  /** A fresh engine with the open orders replayed in their original order (restart and recovery). */
  private async rebuild(): Promise<void> {
    this.loaded = false;
    const { db } = this.deps;
    const [orderSequence, tradeSequence, open] = await Promise.all([
      maxOrderSequence(db, this.symbol),
      maxTradeSequence(db, this.symbol),
      listOpenOrders(db, this.symbol),
    ]);
    const units = this.deps.units(this.symbol);
    const engine = new MatchingEngine({ sequence: Math.max(orderSequence, tradeSequence) });
    this.orders.clear();
    this.houseIds.clear();
    for (const order of open) {
      if (order.price === null || order.quantity === null)
        throw new Error(`open order ${order.id} has no price`);
      const events = engine.execute({
        type: 'limit',
        symbol: this.symbol,
        orderId: order.id,
        ownerId: order.userId,
        side: order.side,
        price: priceToTicks(order.price, units),
        quantity: quantityToLots(order.quantity.minus(order.filledQuantity), units),
      });
      // Open orders never cross (the book never is after a command), so each one simply rests again.
      if (
        !events.some((event) => event.type === 'rested') ||
        events.some((event) => event.type === 'trade')
      ) {
        throw new Error(`open order ${order.id} did not rest on replay`);
      }
      this.orders.set(order.id, order);
    }
    this.engine = engine;
    this.loaded = true;
  }

  /**
   * One command inside the writer's transaction: `before` may answer without touching the book (a replay),
   * `freeze` reserves the funds (a refusal here changes nothing), then the engine runs and what it produced
   * is settled.
   */
  async execute<T>(
    context: JobContext,
    input: {
      before?: (context: JobContext) => Promise<T | undefined>;
      freeze?: (context: JobContext) => Promise<void>;
      taker: OrderRecord | null;
      commands: () => Command[];
      answer: (trx: Db) => Promise<T>;
    },
  ): Promise<JobResult<T>> {
    const { trx } = context;
    const early = await input.before?.(context);
    if (early !== undefined) return { value: early, effects: null };
    await input.freeze?.(context);
    const commands = input.commands();
    context.matched();
    const events = commands.flatMap((command) => this.engine.execute(command));
    const effects = await this.settle(context, events, input.taker);
    return { value: await input.answer(trx), effects };
  }

  /** Withdraws a user's resting orders (already known to be theirs and open). */
  cancelCommands(orderIds: readonly string[], userId: string): Command[] {
    return orderIds.map((orderId) => ({ type: 'cancel', orderId, ownerId: userId }));
  }

  /** The house re-quote: withdraw every house quote, then place the new ones. */
  houseCommands(quotes: readonly HouseQuote[]): Command[] {
    this.lastHouseQuotes = quotes;
    const units = this.deps.units(this.symbol);
    const commands: Command[] = [...this.houseIds].map((orderId) => ({
      type: 'cancel',
      orderId,
      ownerId: HOUSE_OWNER,
    }));
    for (const quote of quotes) {
      this.houseCounter += 1;
      try {
        commands.push({
          type: 'limit',
          symbol: this.symbol,
          orderId: `house-${this.houseCounter}`,
          ownerId: HOUSE_OWNER,
          side: quote.side,
          price: priceToTicks(new Money(quote.price), units),
          quantity: quantityToLots(new Money(quote.quantity), units),
        });
      } catch {
        this.deps.log.warn({ symbol: this.symbol, quote }, 'house quote off the pair grid, skipped');
      }
    }
    return commands;
  }

  /** Whether the next house re-quote could trade (then it needs a transaction). */
  get hasHouseQuotes(): boolean {
    return this.houseIds.size > 0;
  }

  private async settle(
    context: JobContext,
    events: EngineEvent[],
    taker: OrderRecord | null,
  ): Promise<Effects> {
    const { writes } = context;
    const { clock } = this.deps;
    const units = this.deps.units(this.symbol);
    const now = clock.now();
    const at = new Date(now);
    const touched = new Map<string, OrderRecord>();
    const balances = new Map<string, Set<string>>();
    const rows: TradeRow[] = [];
    let bookChanged = false;

    const moved = (userId: string, ...currencies: string[]) => {
      const set = balances.get(userId) ?? new Set<string>();
      for (const currency of currencies) set.add(currency);
      balances.set(userId, set);
    };
    const recordOf = (orderId: string, owner: string): OrderRecord | null => {
      if (owner === HOUSE_OWNER) return null;
      const record = taker?.id === orderId ? taker : this.orders.get(orderId);
      if (!record) throw new Error(`spot order ${orderId} is in the book but not in memory`);
      return record;
    };
    const finish = async (record: OrderRecord) => {
      record.open = false;
      this.orders.delete(record.id);
      if (record.frozenRemaining.gt(0)) {
        context.defer({
          type: 'unfreeze',
          cause: { type: 'spot-order-release', id: record.id },
          lines: unfreezeLines({
            userId: record.userId,
            currency: record.frozenCurrency,
            amount: formatAmount(record.frozenRemaining),
          }),
        });
        moved(record.userId, record.frozenCurrency);
        record.frozenRemaining = new Money(0);
      }
    };
    const fill = (record: OrderRecord, quantity: Money, notional: Money, fee: Money, frozenUsed: Money) => {
      record.filledQuantity = record.filledQuantity.plus(quantity);
      record.filledQuote = record.filledQuote.plus(notional);
      record.fee = record.fee.plus(fee);
      record.frozenRemaining = record.frozenRemaining.minus(frozenUsed);
      if (record.frozenRemaining.lt(0)) throw new Error(`spot order ${record.id} overspent its freeze`);
      touched.set(record.id, record);
    };

    // The taker's freeze moved its balance even when nothing traded.
    if (taker) moved(taker.userId, taker.frozenCurrency);
    for (const event of events) {
      switch (event.type) {
        case 'accepted':
          if (taker?.id === event.orderId) taker.engineSequence = event.sequence;
          break;
        case 'trade': {
          bookChanged = true;
          const maker = recordOf(event.makerOrderId, event.makerOwner);
          const taking = recordOf(event.takerOrderId, event.takerOwner);
          const price = ticksToPrice(event.price, units);
          const quantity = lotsToQuantity(event.quantity, units);
          const notional = price.mul(quantity);
          const makerFee = maker ? feeOf(notional, units.makerRate) : new Money(0);
          const takerFee = taking ? feeOf(notional, units.takerRate) : new Money(0);
          const takerBuys = event.takerSide === 'buy';
          const buyer = takerBuys ? taking : maker;
          const seller = takerBuys ? maker : taking;
          const buyerFee = takerBuys ? takerFee : makerFee;
          const sellerFee = takerBuys ? makerFee : takerFee;
          const tradeId = newId();
          context.defer({
            type: 'trade',
            cause: { type: 'spot-trade', id: tradeId },
            lines: tradeLines({
              base: units.base,
              buyer: buyer?.userId ?? null,
              seller: seller?.userId ?? null,
              quantity,
              notional,
              buyerFee,
              sellerFee,
            }),
          });
          if (buyer) {
            fill(buyer, quantity, notional, buyerFee, notional.plus(buyerFee));
            moved(buyer.userId, QUOTE_CURRENCY, units.base);
            writes.positions.push({
              kind: 'buy',
              userId: buyer.userId,
              currency: units.base,
              quantity,
              cost: notional.plus(buyerFee),
            });
          }
          if (seller) {
            fill(seller, quantity, notional, sellerFee, quantity);
            moved(seller.userId, QUOTE_CURRENCY, units.base);
            writes.positions.push({ kind: 'sell', userId: seller.userId, currency: units.base, quantity });
          }
          if (maker) {
            if (event.makerRemaining === 0) {
              maker.status = 'filled';
              await finish(maker);
            } else {
              maker.status = 'partially_filled';
            }
          } else if (event.makerRemaining === 0) {
            this.houseIds.delete(event.makerOrderId);
          }
          rows.push({
            id: tradeId,
            symbol: this.symbol,
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
            created_at: at,
          });
          break;
        }
        case 'rested': {
          bookChanged = true;
          const record = recordOf(event.orderId, event.ownerId);
          if (record === null) {
            this.houseIds.add(event.orderId);
          } else {
            record.open = true;
            record.status = record.filledQuantity.isZero() ? 'pending' : 'partially_filled';
            this.orders.set(record.id, record);
            touched.set(record.id, record);
          }
          break;
        }
        case 'cancelled': {
          const record = recordOf(event.orderId, event.ownerId);
          if (event.price !== null) bookChanged = true;
          if (record === null) {
            this.houseIds.delete(event.orderId);
            break;
          }
          // A market order by quote amount always leaves dust below one lot: having traded, it is filled.
          const filledEnough =
            record.type === 'market' && record.quoteAmount !== null && record.filledQuantity.gt(0);
          record.status = filledEnough ? 'filled' : 'cancelled';
          await finish(record);
          touched.set(record.id, record);
          break;
        }
        case 'done': {
          if (taker?.id !== event.orderId) break;
          // Neither resting nor cancelled: it found everything it asked for on arrival.
          if (!taker.open && taker.status === 'pending') {
            taker.status = 'filled';
            await finish(taker);
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

    for (const record of touched.values()) record.updatedAt = now;
    // Written at the end of the batch with their final state (an order may change again in the batch).
    if (taker) {
      writes.newOrders.set(taker.id, taker);
      touched.delete(taker.id);
    }
    for (const record of touched.values()) writes.changedOrders.set(record.id, record);
    writes.trades.push(...rows);
    return {
      symbol: this.symbol,
      orders: taker ? [taker, ...touched.values()] : [...touched.values()],
      balances,
      balancesAfter: writes.balancesAfter,
      trades: rows.map(toPublicTrade),
      bookChanged,
    };
  }
}
