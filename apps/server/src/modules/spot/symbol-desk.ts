import type { PublicTrade } from '@halcyon/api';
import { type Command, type EngineEvent, MatchingEngine } from '@halcyon/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { type EntryDraft, Money } from '../ledger/index.ts';
import type { JobContext, JobResult } from './batch-writer.ts';
import { CommandSettlement, HOUSE_OWNER, type Taker } from './command-settlement.ts';
import { OpenOrders } from './open-orders.ts';
import type { OrderRecord } from './order-record.ts';
import { listOpenOrders, maxOrderSequence } from './order-repo.ts';
import { type PairUnits, priceToTicks, quantityToLots } from './pair-units.ts';
import type { HouseQuote } from './quote-sink.ts';
import { maxTradeSequence } from './trade-repo.ts';

export { HOUSE_OWNER };

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
  readonly orders = new OpenOrders();
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
   * a new order (`taker`) reserves its funds (a refusal here changes nothing), then the engine runs and what
   * it produced is settled.
   */
  async execute<T>(
    context: JobContext,
    input: {
      before?: (context: JobContext) => Promise<T | undefined>;
      taker: { order: OrderRecord; reserve: (context: JobContext) => Promise<EntryDraft> } | null;
      commands: () => Command[];
      answer: (trx: Db) => Promise<T>;
    },
  ): Promise<JobResult<T>> {
    const { trx } = context;
    const early = await input.before?.(context);
    if (early !== undefined) return { value: early, effects: null };
    const taker = input.taker && { order: input.taker.order, freeze: await input.taker.reserve(context) };
    const commands = input.commands();
    context.matched();
    const events = commands.flatMap((command) => this.engine.execute(command));
    const effects = await this.settle(context, events, taker);
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

  /** One command's engine events settled (command-settlement.ts), in the order the engine raised them. */
  private async settle(context: JobContext, events: EngineEvent[], taker: Taker | null): Promise<Effects> {
    const desk = {
      symbol: this.symbol,
      units: this.deps.units(this.symbol),
      orders: this.orders,
      houseIds: this.houseIds,
    };
    const settlement = new CommandSettlement(desk, context, taker, events, this.deps.clock.now());
    for (const event of events) settlement.apply(event);
    return settlement.effects();
  }
}
