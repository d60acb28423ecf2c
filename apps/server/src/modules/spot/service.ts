import type {
  DepthSnapshot,
  LimitOrderRequest,
  MarketOrderRequest,
  MyTradesResponse,
  OrdersQuery,
  OrdersResponse,
  Position,
  PublicTrade,
  SpotBalance,
  SpotOrder,
} from '@halcyon/api';
import { SPOT_LIMITS } from '@halcyon/api';
import type { Command } from '@halcyon/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../platform/bus.ts';
import { type Clock, dateOf } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { IdempotencyClaim } from '../../platform/idempotency.ts';
import { newId } from '../../platform/ids.ts';
import { publishUserEvent } from '../../platform/user-events.ts';
import type { Ledger } from '../ledger/index.ts';
import { announceBalances, formatAmount, keyText, Money } from '../ledger/index.ts';
import type { MarketData } from '../market-data/index.ts';
import { BatchWriter, BookRebuilt, type JobContext, type JobResult } from './batch-writer.ts';
import { walkByLots, walkByQuote } from './book-walk.ts';
import { DepthThrottle } from './depth-throttle.ts';
import { checkLimitOrder, checkMarketOrder } from './order-checks.ts';
import { type OrderRecord, toSpotOrder } from './order-record.ts';
import {
  findOrder,
  findOrderByClientId,
  findOrdersByClientIds,
  insertOrders,
  listUserOpenOrderIds,
  pageUserOrders,
  symbolsWithOpenOrders,
  updateOrdersProgress,
} from './order-repo.ts';
import { type PairUnits, pairUnits, QUOTE_CURRENCY, withFee } from './pair-units.ts';
import { applyPositionChanges, listCostBases } from './position-repo.ts';
import { positionOf } from './positions.ts';
import type { QuoteSink } from './quote-sink.ts';
import { claimKey, storeAnswer, storedAnswer } from './spot-idempotency.ts';
import {
  SPOT_DEPTH_TOPIC,
  SPOT_TRADES_TOPIC,
  type SpotMarketView,
  type SpotTradesMessage,
} from './spot-topics.ts';
import { type Effects, HOUSE_OWNER, SymbolDesk } from './symbol-desk.ts';
import { insertTrades, pageUserTrades, recentTrades } from './trade-repo.ts';

export type SpotServiceDeps = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  bus: Bus;
  ledger: Ledger;
  marketData: MarketData;
  /**
   * This process's term as host of the books, null while it is not the host. Books live in memory, so with
   * several server processes only one (the feed leader) may change them; the others refuse commands
   * rather than match on a copy. A new term means another process may have hosted in between.
   */
  hostTerm?: () => number | null;
};

/** An order reply and whether it repeats an earlier answer (Idempotency-Key or clientOrderId). */
export type OrderOutcome = { order: SpotOrder; replayed: boolean };

export type SpotService = ReturnType<typeof createSpotService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's spot engine: tests and the liquidity maker reach quoteSink and marketView here. */
    spotService: SpotService;
  }
}

type Freeze = { currency: string; amount: Money };

/** Commands per transaction at most: enough to amortise a COMMIT, few enough to keep latency flat. */
const MAX_BATCH = 64;

/**
 * Spot trading: one SymbolDesk (engine book + open orders) per pair, all written by one BatchWriter with
 * group commit. Orders are checked here (the rules that need no book), then, inside the writer, walked
 * (market orders), frozen, matched and settled, committed with their batch; events go out after the
 * commit. `quoteSink` is the liquidity maker's way in, `marketView` the realtime hub's.
 */
export function createSpotService(deps: SpotServiceDeps) {
  const { db, clock, ledger, marketData, bus, log } = deps;
  const hostTerm = deps.hostTerm ?? (() => 1);
  const desks = new Map<string, SymbolDesk>();
  /** The term the books in memory belong to. */
  let booksTerm: number | null = null;
  /**
   * Whether this process may change the books now. In a new term it first drops what it held: another
   * process may have hosted meanwhile and moved the database on, so every book reloads from it on next use.
   */
  const hostingNow = (): boolean => {
    const term = hostTerm();
    if (term === null) return false;
    if (term !== booksTerm) for (const desk of desks.values()) desk.invalidate();
    booksTerm = term;
    return true;
  };
  const writer = new BatchWriter({
    db,
    log,
    maxBatch: MAX_BATCH,
    holdBalances: (trx, keys) => ledger.holdBatch(trx, keys),
    // Freezes, trades and releases of the whole batch: one ledger postMany (a few statements) instead of
    // six each, then the batch's orders and trades.
    flush: async (trx, writes) => {
      if (writes.entries.length > 0) {
        for (const result of await ledger.postMany(writes.entries, trx)) {
          for (const balance of result.balances) {
            writes.balancesAfter.set(keyText(balance), balance);
          }
        }
      }
      const inserted = [...writes.newOrders.values()];
      await insertOrders(trx, inserted);
      await updateOrdersProgress(
        trx,
        [...writes.changedOrders.values()].filter((order) => !writes.newOrders.has(order.id)),
      );
      await insertTrades(trx, writes.trades);
      await applyPositionChanges(trx, writes.positions, dateOf(clock));
    },
    findClientOrders: findOrdersByClientIds,
    recovered: (desk) => {
      if (desk.lastHouseQuotes.length === 0) return;
      quoteSink.replaceQuotes(desk.symbol, desk.lastHouseQuotes).catch((error: unknown) => {
        log.warn({ err: error, symbol: desk.symbol }, 'house quotes not restored after a rebuild');
      });
    },
  });

  const instrumentOf = (symbol: string) => {
    const instrument = marketData.instrument(symbol);
    if (!instrument) throw new AppError('SYMBOL_NOT_FOUND', { symbol });
    return instrument;
  };
  const unitsOf = (symbol: string): PairUnits => pairUnits(instrumentOf(symbol));
  const deskOf = (symbol: string): SymbolDesk => {
    const canonical = instrumentOf(symbol).symbol;
    let desk = desks.get(canonical);
    if (!desk) {
      desk = new SymbolDesk(canonical, { db, clock, log, units: unitsOf });
      desks.set(canonical, desk);
    }
    return desk;
  };
  const openCount = (userId: string) => {
    let count = 0;
    for (const desk of desks.values()) count += desk.openCountOf(userId);
    return count;
  };

  const depthSnapshot = (desk: SymbolDesk, limit: number): DepthSnapshot => {
    const units = unitsOf(desk.symbol);
    const level = (entry: { price: number; quantity: number }): [string, string] => [
      formatAmount(units.tick.mul(entry.price)),
      formatAmount(units.lot.mul(entry.quantity)),
    ];
    const depth = desk.depth(limit);
    return {
      symbol: desk.symbol,
      lastUpdateId: desk.sequence,
      bids: depth.bids.map(level),
      asks: depth.asks.map(level),
      time: clock.now(),
    };
  };

  const throttle = new DepthThrottle(1000 / SPOT_LIMITS.depthUpdatesPerSecond, (symbol) => {
    const desk = desks.get(symbol);
    if (!desk) return;
    bus
      .publish(SPOT_DEPTH_TOPIC, depthSnapshot(desk, SPOT_LIMITS.depthChannelLevels))
      .catch((error: unknown) => {
        log.warn({ err: error, symbol }, 'spot depth publish failed');
      });
  });

  /** After the commit only: a rolled-back change is never announced. A failure here never undoes money. */
  async function announce(effects: Effects | null): Promise<void> {
    if (!effects) return;
    try {
      for (const order of effects.orders) {
        await publishUserEvent(bus, order.userId, { kind: 'order', order: toSpotOrder(order) });
      }
      for (const [userId, currencies] of effects.balances) {
        const unknown: string[] = [];
        for (const currency of currencies) {
          const after = effects.balancesAfter.get(keyText({ userId, currency }));
          if (!after) {
            unknown.push(currency);
            continue;
          }
          // What the commit left, straight from the ledger's answer: no read per notice.
          await publishUserEvent(bus, userId, {
            kind: 'balance',
            balance: { currency, available: after.available, frozen: after.frozen, time: clock.now() },
          });
        }
        if (unknown.length > 0) await announceBalances({ bus, clock, ledger }, userId, unknown);
      }
      if (effects.trades.length > 0) {
        await bus.publish(SPOT_TRADES_TOPIC, {
          symbol: effects.symbol,
          trades: effects.trades,
        } satisfies SpotTradesMessage);
      }
      if (effects.bookChanged) throttle.changed(effects.symbol);
    } catch (error) {
      log.warn({ err: error, symbol: effects.symbol }, 'spot events publish failed');
    }
  }

  /** Runs a command in the writer (with its pair's desk), then announces what it committed. */
  async function inWriter<T>(
    desk: SymbolDesk,
    work: (context: JobContext) => Promise<JobResult<T>>,
    freezeKey: { userId: string; currency: string } | null = null,
    clientOrderId?: string,
  ): Promise<T> {
    if (!hostingNow()) throw new AppError('SERVICE_UNAVAILABLE');
    let result: JobResult<T>;
    try {
      const client =
        clientOrderId === undefined || !freezeKey ? null : { userId: freezeKey.userId, clientOrderId };
      result = await writer.run(desk, work, freezeKey, client);
    } catch (error) {
      if (error instanceof BookRebuilt) throw new AppError('SERVICE_UNAVAILABLE');
      throw error;
    }
    await announce(result.effects);
    return result.value;
  }

  /** A command that will freeze from `from`: the writer locks that balance with the batch's others. */
  const inWriterFrom = <T>(
    desk: SymbolDesk,
    from: { userId: string; currency: string; clientOrderId?: string | undefined },
    work: (context: JobContext) => Promise<JobResult<T>>,
  ) => inWriter(desk, work, { userId: from.userId, currency: from.currency }, from.clientOrderId);

  /** The same inside the writer's batch: the key is claimed, the clientOrderId looked up with the batch's. */
  async function answeredInBatch(
    context: JobContext,
    userId: string,
    clientOrderId: string | undefined,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome | undefined> {
    // Read only: a command refused later in the batch must leave no claimed key behind (its SQL is not
    // rolled back, the batch goes on). The key is claimed right before the match (claimBeforeMatch).
    const replay = await storedAnswer<SpotOrder>(context.trx, claim);
    if (replay) return { order: replay, replayed: true };
    if (clientOrderId === undefined) return undefined;
    const existing = context.clientOrder(userId, clientOrderId);
    if (!existing) return undefined;
    const order = toSpotOrder(existing);
    await claimBeforeMatch(context.trx, claim);
    await storeAnswer(context.trx, claim, order);
    return { order, replayed: true };
  }

  /** Nothing can refuse the command after this, so the claim only ever commits with its answer. */
  async function claimBeforeMatch(trx: Db, claim: IdempotencyClaim | null): Promise<void> {
    const earlier = await claimKey<SpotOrder>(trx, clock, claim);
    // The writer runs one command at a time and the replay was looked for first: a bug if it happens.
    if (earlier) throw new Error('idempotency key claimed by an earlier command of the same batch');
  }

  /** A replay under the Idempotency-Key or an existing order under the clientOrderId, if either applies. */
  async function earlierAnswer(
    trx: Db,
    userId: string,
    clientOrderId: string | undefined,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome | undefined> {
    const replay = await storedAnswer<SpotOrder>(trx, claim);
    if (replay) return { order: replay, replayed: true };
    if (clientOrderId === undefined) return undefined;
    const existing = await findOrderByClientId(trx, userId, clientOrderId);
    return existing && { order: toSpotOrder(existing), replayed: true };
  }

  function newOrder(input: {
    userId: string;
    symbol: string;
    side: OrderRecord['side'];
    type: OrderRecord['type'];
    clientOrderId: string | undefined;
    price: Money | null;
    quantity: Money | null;
    quoteAmount: Money | null;
    freeze: Freeze;
  }): OrderRecord {
    const now = clock.now();
    return {
      id: newId(),
      userId: input.userId,
      clientOrderId: input.clientOrderId ?? null,
      symbol: input.symbol,
      side: input.side,
      type: input.type,
      price: input.price,
      quantity: input.quantity,
      quoteAmount: input.quoteAmount,
      filledQuantity: new Money(0),
      filledQuote: new Money(0),
      fee: new Money(0),
      frozenCurrency: input.freeze.currency,
      frozenRemaining: input.freeze.amount,
      status: 'pending',
      open: false,
      engineSequence: 0,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Freeze, match and settle one new order inside the writer. */
  function submit(
    context: JobContext,
    desk: SymbolDesk,
    order: OrderRecord,
    claim: IdempotencyClaim | null,
    command: () => Command[],
  ) {
    return desk.execute<OrderOutcome>(context, {
      freeze: async (context) => {
        await context.reserve({
          userId: order.userId,
          currency: order.frozenCurrency,
          amount: order.frozenRemaining,
          orderId: order.id,
        });
        await claimBeforeMatch(context.trx, claim);
      },
      taker: order,
      commands: command,
      answer: async (trx) => {
        const value = toSpotOrder(order);
        await storeAnswer(trx, claim, value);
        return { order: value, replayed: false };
      },
    });
  }

  async function placeLimit(
    userId: string,
    request: LimitOrderRequest,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome> {
    const early = await earlierAnswer(db, userId, request.clientOrderId, claim);
    if (early) return early;
    const checked = checkLimitOrder(marketData, request, () => openCount(userId));
    const desk = deskOf(checked.units.symbol);
    const from = {
      userId,
      currency: request.side === 'buy' ? QUOTE_CURRENCY : checked.units.base,
      clientOrderId: request.clientOrderId,
    };
    return inWriterFrom(desk, from, async (context) => {
      const earlier = await answeredInBatch(context, userId, request.clientOrderId, claim);
      if (earlier) return { value: earlier, effects: null };
      if (openCount(userId) >= SPOT_LIMITS.maxOpenOrdersPerUser) {
        throw new AppError('TOO_MANY_OPEN_ORDERS', { max: SPOT_LIMITS.maxOpenOrdersPerUser });
      }
      const { units, price, quantity } = checked;
      const freeze: Freeze =
        request.side === 'buy'
          ? { currency: QUOTE_CURRENCY, amount: withFee(price.mul(quantity), units.maxRate) }
          : { currency: units.base, amount: quantity };
      const order = newOrder({
        userId,
        symbol: desk.symbol,
        side: request.side,
        type: 'limit',
        clientOrderId: request.clientOrderId,
        price,
        quantity,
        quoteAmount: null,
        freeze,
      });
      return submit(context, desk, order, claim, () => [
        {
          type: 'limit',
          symbol: desk.symbol,
          orderId: order.id,
          ownerId: userId,
          side: request.side,
          price: checked.ticks,
          quantity: checked.lots,
        },
      ]);
    });
  }

  async function placeMarket(
    userId: string,
    request: MarketOrderRequest,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome> {
    const early = await earlierAnswer(db, userId, request.clientOrderId, claim);
    if (early) return early;
    const checked = checkMarketOrder(marketData, request);
    const desk = deskOf(checked.units.symbol);
    const { units } = checked;
    const from = {
      userId,
      currency: request.side === 'buy' ? QUOTE_CURRENCY : units.base,
      clientOrderId: request.clientOrderId,
    };
    return inWriterFrom(desk, from, async (context) => {
      const earlier = await answeredInBatch(context, userId, request.clientOrderId, claim);
      if (earlier) return { value: earlier, effects: null };
      // The book cannot change until this command is done, so the walk is exactly what will trade.
      const walk =
        checked.by === 'quantity'
          ? walkByLots(desk.book, request.side, userId, checked.lots)
          : walkByQuote(desk.book, request.side, userId, checked.tickLots);
      if (walk.lots === 0) throw new AppError('NO_LIQUIDITY', { symbol: desk.symbol });
      let freeze: Freeze;
      if (request.side === 'buy') {
        const spend = checked.by === 'quantity' ? units.tickLot.mul(walk.tickLots) : checked.quoteAmount;
        freeze = { currency: QUOTE_CURRENCY, amount: withFee(spend, units.takerRate) };
      } else {
        freeze = {
          currency: units.base,
          amount: checked.by === 'quantity' ? checked.quantity : units.lot.mul(walk.lots),
        };
      }
      const order = newOrder({
        userId,
        symbol: desk.symbol,
        side: request.side,
        type: 'market',
        clientOrderId: request.clientOrderId,
        price: null,
        quantity: checked.by === 'quantity' ? checked.quantity : null,
        quoteAmount: checked.by === 'quote' ? checked.quoteAmount : null,
        freeze,
      });
      return submit(context, desk, order, claim, () => [
        checked.by === 'quantity'
          ? {
              type: 'market',
              symbol: desk.symbol,
              orderId: order.id,
              ownerId: userId,
              side: request.side,
              quantity: checked.lots,
            }
          : {
              type: 'market_quote',
              symbol: desk.symbol,
              orderId: order.id,
              ownerId: userId,
              side: request.side,
              quoteAmount: checked.tickLots,
            },
      ]);
    });
  }

  async function cancel(
    userId: string,
    orderId: string,
    claim: IdempotencyClaim | null,
  ): Promise<OrderOutcome> {
    const replay = await storedAnswer<SpotOrder>(db, claim);
    if (replay) return { order: replay, replayed: true };
    const stored = await findOrder(db, orderId);
    // Another user's order is indistinguishable from one that does not exist.
    if (!stored || stored.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    if (!stored.open) throw new AppError('ORDER_NOT_OPEN');
    const desk = deskOf(stored.symbol);
    return inWriter(desk, async (context) => {
      const record = desk.orders.get(orderId);
      if (!record) throw new AppError('ORDER_NOT_OPEN');
      return desk.execute<OrderOutcome>(context, {
        before: async ({ trx }) => {
          const earlier = await claimKey<SpotOrder>(trx, clock, claim);
          return earlier && { order: earlier.replay, replayed: true };
        },
        taker: null,
        commands: () => desk.cancelCommands([orderId], userId),
        answer: async (trx) => {
          const value = toSpotOrder(record);
          await storeAnswer(trx, claim, value);
          return { order: value, replayed: false };
        },
      });
    });
  }

  async function cancelAll(
    userId: string,
    request: { symbol?: string | undefined },
  ): Promise<{ cancelled: number }> {
    const symbol = request.symbol === undefined ? undefined : instrumentOf(request.symbol).symbol;
    const open = await listUserOpenOrderIds(db, userId, symbol);
    const bySymbol = new Map<string, string[]>();
    for (const row of open) bySymbol.set(row.symbol, [...(bySymbol.get(row.symbol) ?? []), row.id]);
    let cancelled = 0;
    for (const [pair, ids] of bySymbol) {
      const desk = deskOf(pair);
      cancelled += await inWriter(desk, async (context) => {
        const still = ids.filter((id) => desk.orders.has(id));
        if (still.length === 0) return { value: 0, effects: null };
        return desk.execute<number>(context, {
          taker: null,
          commands: () => desk.cancelCommands(still, userId),
          answer: async () => still.length,
        });
      });
    }
    return { cancelled };
  }

  async function orders(userId: string, query: OrdersQuery, open: boolean): Promise<OrdersResponse> {
    const symbol = query.symbol === undefined ? undefined : instrumentOf(query.symbol).symbol;
    const { orders: rows, total } = await pageUserOrders(db, {
      userId,
      open,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      ...(symbol === undefined ? {} : { symbol }),
    });
    return {
      items: rows.map(toSpotOrder),
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async function myTrades(userId: string, query: OrdersQuery): Promise<MyTradesResponse> {
    const symbol = query.symbol === undefined ? undefined : instrumentOf(query.symbol).symbol;
    const { trades, total } = await pageUserTrades(db, {
      userId,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      ...(symbol === undefined ? {} : { symbol }),
    });
    return {
      items: trades,
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) },
    };
  }

  async function positions(userId: string, symbol?: string): Promise<{ positions: Position[] }> {
    const [balances, bases] = await Promise.all([ledger.balances(userId), listCostBases(db, userId)]);
    const balanceOf = (currency: string) => balances.find((balance) => balance.currency === currency);
    const usdt = balanceOf(QUOTE_CURRENCY);
    const instruments =
      symbol === undefined
        ? marketData.instruments().filter((instrument) => {
            const held = balanceOf(instrument.base);
            const basis = bases.find((entry) => entry.currency === instrument.base);
            return (held && new Money(held.available).plus(held.frozen).gt(0)) || basis?.costQuantity.gt(0);
          })
        : [instrumentOf(symbol)];
    return {
      positions: instruments.map((instrument) => {
        const units = pairUnits(instrument);
        const held = balanceOf(instrument.base);
        const ticker = marketData.ticker(instrument.symbol);
        const price = ticker ? new Money(ticker.price) : null;
        const bestAsk = desks.get(instrument.symbol)?.bestAskTicks() ?? null;
        return positionOf({
          units,
          held: held ? new Money(held.available).plus(held.frozen) : new Money(0),
          available: new Money(held?.available ?? '0'),
          usdtAvailable: new Money(usdt?.available ?? '0'),
          basis: bases.find((entry) => entry.currency === instrument.base),
          price,
          buyPrice: bestAsk === null ? price : units.tick.mul(bestAsk),
        });
      }),
    };
  }

  async function spotBalances(userId: string, assets?: string): Promise<{ balances: SpotBalance[] }> {
    const all = await ledger.balances(userId);
    const wanted =
      assets === undefined || assets.trim() === ''
        ? [
            QUOTE_CURRENCY,
            ...all.map((balance) => balance.currency).filter((currency) => currency !== QUOTE_CURRENCY),
          ]
        : [
            ...new Set(
              assets
                .split(',')
                .map((currency) => currency.trim().toUpperCase())
                .filter(Boolean),
            ),
          ];
    return {
      balances: wanted.map((currency) => {
        const balance = all.find((entry) => entry.currency === currency);
        const available = new Money(balance?.available ?? '0');
        const frozen = new Money(balance?.frozen ?? '0');
        return {
          currency,
          available: formatAmount(available),
          frozen: formatAmount(frozen),
          total: formatAmount(available.plus(frozen)),
        };
      }),
    };
  }

  async function loadedDesk(symbol: string): Promise<SymbolDesk> {
    const desk = deskOf(symbol);
    await desk.ensureLoaded();
    return desk;
  }

  const marketView: SpotMarketView = {
    async depth(symbol: string, limit: number): Promise<DepthSnapshot> {
      return depthSnapshot(await loadedDesk(symbol), limit);
    },
    async recentTrades(symbol: string, limit: number): Promise<PublicTrade[]> {
      return recentTrades(db, instrumentOf(symbol).symbol, limit);
    },
  };

  const quoteSink: QuoteSink = {
    async replaceQuotes(symbol, quotes) {
      // Another process hosts the books: its own maker quotes there.
      if (!hostingNow()) return;
      const desk = deskOf(symbol);
      await inWriter(desk, async (context) => {
        const commands = desk.houseCommands(quotes);
        if (commands.length === 0) return { value: true, effects: null };
        return desk.execute<boolean>(context, {
          taker: null,
          commands: () => commands,
          answer: async () => true,
        });
      });
    },
  };

  return {
    placeLimit,
    placeMarket,
    cancel,
    cancelAll,
    pendingOrders: (userId: string, query: OrdersQuery) => orders(userId, query, true),
    orderHistory: (userId: string, query: OrdersQuery) => orders(userId, query, false),
    myTrades,
    positions,
    balances: spotBalances,
    marketView,
    quoteSink,
    /** The canonical BASE/USDT of any accepted spelling; SYMBOL_NOT_FOUND otherwise. */
    symbolOf: (symbol: string) => instrumentOf(symbol).symbol,
    /** The owner id house quotes carry in the engine. */
    houseOwner: HOUSE_OWNER,
    /** Rebuilds the books that have open orders (restart), before requests are served. */
    async start(): Promise<void> {
      booksTerm = hostTerm();
      if (booksTerm === null) return;
      for (const symbol of await symbolsWithOpenOrders(db)) {
        if (!marketData.instrument(symbol)) continue;
        await deskOf(symbol).ensureLoaded();
      }
    },
    /** Lets running commands finish and stops the depth timers. */
    async stop(): Promise<void> {
      throttle.stop();
      await writer.idle();
    },
  };
}
