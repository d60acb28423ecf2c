import {
  type KlineInterval,
  klineResponse,
  type ProductCategory,
  pairListResponse,
  pairsResponse,
  type priceResponse,
  type TradingPair,
} from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { z } from 'zod';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Translator } from '../../platform/i18n.ts';
import type { Instrument, MarketData } from '../market-data/index.ts';
import { MARKET_RELOAD_TOPIC } from '../market-data/index.ts';
import { createCandleCache } from './candle-cache.ts';
import { createVersionedTexts, envelopeSerializer } from './envelope-text.ts';
import { categoriesOf, feesOf, realTimePricesOf, rulesOf } from './instrument-facts.ts';
import { createPairBoard, type PairRow } from './pair-board.ts';
import { type PairsQuery, pagePairs, popularPairs } from './pair-query.ts';
import { type StatsPeriod, stats24hOf, statsOver } from './pair-stats.ts';
import { knownInstruments, requireInstrument } from './symbol-lookup.ts';

export type MarketsService = ReturnType<typeof createMarketsService>;

export type KlineQuery = {
  symbol: string;
  interval: KlineInterval;
  limit: number;
  endTime?: number | undefined;
};

const serializePairs = envelopeSerializer(pairsResponse);
const serializePairList = envelopeSerializer(pairListResponse);
const serializeKline = envelopeSerializer(klineResponse);
/** Distinct kline answers kept (pairs x intervals x limits actually asked for). */
const MAX_KLINE_TEXTS = 2_000;

export type MarketsDeps = { marketData: MarketData; clock: Clock; translator: Translator; bus: Bus };

/** A chart's candles: the live one (no endTime) is served from memory; scrolling back reads the database. */
async function klineOf(
  marketData: MarketData,
  candles: ReturnType<typeof createCandleCache>,
  query: KlineQuery,
): Promise<z.output<typeof klineResponse>> {
  const { symbol } = requireInstrument(marketData, query.symbol);
  const list =
    query.endTime === undefined
      ? await candles.latest(symbol, query.interval, query.limit)
      : await marketData.candles(symbol, query.interval, query.limit, query.endTime);
  return { symbol, interval: query.interval, candles: list };
}

/** `kline` answers as serialised envelopes, each reused until its chart's candles change. */
function klineTextCache(
  marketData: MarketData,
  candles: ReturnType<typeof createCandleCache>,
  kline: (query: KlineQuery) => Promise<z.output<typeof klineResponse>>,
): (query: KlineQuery) => Promise<string> {
  const klineTexts = new Map<string, { version: number; text: string }>();
  return async (query) => {
    if (query.endTime !== undefined) return serializeKline(await kline(query));
    const { symbol } = requireInstrument(marketData, query.symbol);
    await candles.load(symbol, query.interval);
    const version = candles.version(symbol, query.interval);
    const key = `${symbol}|${query.interval}|${query.limit}`;
    const cached = klineTexts.get(key);
    if (cached && cached.version === version) return cached.text;
    const text = serializeKline(await kline(query));
    if (version !== undefined && (cached || klineTexts.size < MAX_KLINE_TEXTS))
      klineTexts.set(key, { version, text });
    return text;
  };
}

/** What tells one pairs list apart from another: every field of its query, in a fixed order. */
function pairsQueryKey(query: PairsQuery): string {
  return JSON.stringify([
    query.page,
    query.limit,
    query.status,
    query.category,
    query.search,
    query.sort,
    query.order,
  ]);
}

/** A pair's last price and where it came from. */
function priceOf(pair: TradingPair): z.output<typeof priceResponse> {
  return { symbol: pair.symbol, price: pair.price, time: pair.time, stale: pair.stale, source: pair.source };
}

/** Reads of market data shaped for /trading/*. No SQL here: market data owns its storage. */
export function createMarketsService({ marketData, clock, translator, bus }: MarketsDeps) {
  const board = createPairBoard(marketData, clock);
  const candles = createCandleCache(marketData);
  const stopReload = bus.subscribe(MARKET_RELOAD_TOPIC, () => candles.clear());
  // The list endpoints are the hot ones (every market screen polls or pages them): their answers are
  // serialised once per feed cycle and query, not once per request.
  const listTexts = createVersionedTexts(512);

  /** The board's row for any spelling of a symbol, or the 404 naming it. */
  const rowOf = (symbol: string): PairRow => {
    const instrument = requireInstrument(marketData, symbol);
    const row = board.row(instrument.symbol);
    if (!row) throw new Error(`no ticker for listed pair ${instrument.symbol}`);
    return row;
  };

  const instrumentsFor = (symbol: string | undefined): readonly Instrument[] =>
    symbol === undefined ? marketData.instruments() : [requireInstrument(marketData, symbol)];

  const pairs = (query: PairsQuery) => pagePairs(board.sorted(query.sort, query.order), query);

  const popular = (limit: number) => popularPairs(board.sorted('volume', 'desc'), limit);

  const kline = (query: KlineQuery) => klineOf(marketData, candles, query);

  return {
    board,
    candles,

    /** In display order, named in the caller's language; pairCount counts what the default list shows. */
    categories: (locale: Locale): ProductCategory[] => categoriesOf(marketData, translator, locale),

    pairs,
    /** `pairs` as the serialised success envelope. */
    pairsText(query: PairsQuery): string {
      return listTexts(board.version(), pairsQueryKey(query), () => serializePairs(pairs(query)));
    },

    popular,
    popularText(limit: number): string {
      return listTexts(board.version(), `popular:${limit}`, () => serializePairList(popular(limit)));
    },

    pair(symbol: string): TradingPair {
      return rowOf(symbol).pair;
    },

    realTimePrices: (symbols: readonly string[]) =>
      realTimePricesOf(board, knownInstruments(marketData, symbols)),

    price: (symbol: string): z.output<typeof priceResponse> => priceOf(rowOf(symbol).pair),

    kline,
    /** `kline` as the serialised success envelope, reused until the chart's candles change. */
    klineText: klineTextCache(marketData, candles, kline),

    stats24h: (symbols: readonly string[]) => stats24hOf(marketData, symbols),
    stats: (symbol: string, period: StatsPeriod) => statsOver(marketData, symbol, period),

    fees: (symbol: string | undefined) => feesOf(instrumentsFor(symbol)),
    rules: (symbol: string | undefined) => rulesOf(marketData, instrumentsFor(symbol), clock.now()),

    close(): void {
      board.close();
      candles.close();
      stopReload();
    },
  };
}
