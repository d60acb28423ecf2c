import Decimal from 'decimal.js';
import WebSocket from 'ws';
import { binanceStreamUrl, parseTradeFrame } from './binance-frames.ts';
import { startFeedLoop } from './feed-loop.ts';
import { MarketSimulator } from './market-simulator.ts';
import type { FeedContext, FeedTick, PriceFeed } from './price-feed.ts';

export type BinanceFeedOptions = {
  /** wss://stream.binance.com:9443, or a local replay server in tests. */
  url: string;
  /** Seed of the simulator serving the pairs Binance does not. */
  seed: number;
  /** A crypto pair without a trade for this long is served by the simulator until trades come back. */
  fallbackAfterMs?: number;
  reconnectInitialMs?: number;
  reconnectMaxMs?: number;
  /** A connection silent for this long (wall clock) is taken as dead and replaced. */
  silenceTimeoutMs?: number;
  cycleMs?: number;
};

type Pending = { price: Decimal; quantity: Decimal };

/**
 * MARKET_FEED=binance: crypto pairs from Binance's public trade streams, everything else (and any crypto
 * pair the stream does not serve, or stops serving) from the simulator, which takes over from the last
 * real price. Each feed cycle turns the trades received since the last one into one tick per pair: the
 * last trade's price and the summed quantity. The source of every tick says which one it was.
 */
export class BinanceFeed implements PriceFeed {
  readonly name = 'binance';
  private socket: WebSocket | undefined;
  private loop: ReturnType<typeof startFeedLoop> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private stopped = false;
  private backoffMs: number;
  private lastFrameWallClock = 0;
  /** Connections opened so far (tests watch the reconnects). */
  connections = 0;

  private readonly pending = new Map<string, Pending>();
  /** App-clock time of the last trade per symbol, and its price (where the simulator takes over). */
  private readonly lastTrade = new Map<string, { at: number; price: string }>();
  private readonly simulated = new Set<string>();

  constructor(private readonly options: BinanceFeedOptions) {
    this.backoffMs = options.reconnectInitialMs ?? 1_000;
  }

  async start(context: FeedContext): Promise<void> {
    this.stopped = false;
    const fallbackAfterMs = this.options.fallbackAfterMs ?? 5_000;
    const crypto = context.instruments.filter((l) => l.instrument.categoryId === 'crypto');
    const bySymbol = new Map(crypto.map((l) => [l.instrument.compact, l.instrument.symbol]));
    const cryptoSymbols = new Set(bySymbol.values());
    const listedBySymbol = new Map(context.instruments.map((l) => [l.instrument.symbol, l]));
    const simulator = new MarketSimulator({
      instruments: context.instruments,
      seed: this.options.seed,
      startPrice: context.startPrice,
    });
    // Until Binance proves otherwise, every pair is simulated; crypto ones switch over on their first trade.
    for (const listed of context.instruments) this.simulated.add(listed.instrument.symbol);
    const startedAt = context.now();

    this.watchSilence(context);

    const cycle = async () => {
      const now = context.now();
      const ticks: FeedTick[] = [];
      for (const [symbol, trade] of this.pending) {
        const listed = listedBySymbol.get(symbol);
        if (!listed) continue;
        const price = trade.price.toFixed(listed.scale.pricePrecision);
        ticks.push({ symbol, price, quantity: trade.quantity.toFixed(), time: now, source: this.name });
        this.lastTrade.set(symbol, { at: now, price });
        this.simulated.delete(symbol);
      }
      this.pending.clear();
      for (const symbol of cryptoSymbols) {
        const last = this.lastTrade.get(symbol);
        const silentSince = last?.at ?? startedAt;
        if (!this.simulated.has(symbol) && now - silentSince >= fallbackAfterMs) {
          this.simulated.add(symbol);
          if (last) simulator.resetPrice(symbol, last.price, now);
          context.log.info({ symbol }, 'no binance trades; simulating until they return');
        }
      }
      // Crypto pairs get the simulator only once Binance had its chance to serve them.
      const waiting = now - startedAt < fallbackAfterMs;
      const simulate = new Set([...this.simulated].filter((s) => !(waiting && cryptoSymbols.has(s))));
      for (const tick of simulator.advanceTo(now, simulate)) ticks.push(tick);
      if (ticks.length > 0) await context.emit(ticks);
    };

    this.connect(context, bySymbol);
    this.loop = startFeedLoop(
      cycle,
      (error) => context.log.error({ err: error }, 'binance feed cycle failed'),
      this.options.cycleMs,
    );
  }

  /**
   * Opens the trade stream of the crypto pairs (`bySymbol`: Binance's compact name to ours); every trade
   * joins its pair's pending one, and a closed stream reconnects after a backoff that doubles up to its cap.
   */
  private connect(context: FeedContext, bySymbol: ReadonlyMap<string, string>): void {
    if (this.stopped) return;
    this.connections += 1;
    const socket = new WebSocket(binanceStreamUrl(this.options.url, [...bySymbol.keys()]));
    this.socket = socket;
    this.lastFrameWallClock = performance.now();
    socket.on('message', (data) => {
      this.lastFrameWallClock = performance.now();
      const trade = parseTradeFrame(data.toString());
      const symbol = trade ? bySymbol.get(trade.s) : undefined;
      if (!trade || !symbol) return;
      // A working stream resets the backoff.
      this.backoffMs = this.options.reconnectInitialMs ?? 1_000;
      const price = new Decimal(trade.p);
      const quantity = new Decimal(trade.q);
      if (price.lte(0) || quantity.isNeg()) return;
      const pending = this.pending.get(symbol);
      this.pending.set(symbol, { price, quantity: pending ? pending.quantity.add(quantity) : quantity });
    });
    socket.on('error', (error) => context.log.warn({ err: error }, 'binance stream error'));
    socket.on('close', () => {
      if (this.socket === socket) this.socket = undefined;
      if (this.stopped) return;
      const wait = this.backoffMs;
      this.backoffMs = Math.min(this.backoffMs * 2, this.options.reconnectMaxMs ?? 30_000);
      context.log.warn({ reconnectInMs: wait }, 'binance stream closed; reconnecting');
      this.reconnectTimer = setTimeout(() => this.connect(context, bySymbol), wait);
    });
  }

  /** A connection can hang without closing: one silent past the timeout is cut, and its close reconnects. */
  private watchSilence(context: FeedContext): void {
    const silenceTimeoutMs = this.options.silenceTimeoutMs ?? 30_000;
    this.watchdog = setInterval(
      () => {
        if (this.socket && performance.now() - this.lastFrameWallClock > silenceTimeoutMs) {
          context.log.warn('binance stream silent; reconnecting');
          this.socket.terminate();
        }
      },
      Math.min(silenceTimeoutMs, 5_000),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.watchdog) clearInterval(this.watchdog);
    this.socket?.terminate();
    this.socket = undefined;
    await this.loop?.stop();
    this.loop = undefined;
  }

  /** Pairs currently served by the simulator (tests, diagnostics). */
  simulatedSymbols(): string[] {
    return [...this.simulated].sort();
  }
}
