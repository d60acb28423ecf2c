import {
  CATEGORY_IDS,
  type feeSchedule,
  type ProductCategory,
  type realTimePrice,
  type tradingRule,
} from '@halcyon/api';
import type { Locale } from '@halcyon/i18n';
import type { z } from 'zod';
import type { Translator } from '../../platform/i18n.ts';
import type { Instrument, MarketData } from '../market-data/index.ts';
import type { createPairBoard } from './pair-board.ts';

type FeeSchedule = z.output<typeof feeSchedule>;
type TradingRule = z.output<typeof tradingRule>;
type RealTimePrice = z.output<typeof realTimePrice>;

/** Product categories in display order, named in `locale`; pairCount counts the active pairs. */
export function categoriesOf(
  marketData: Pick<MarketData, 'instruments'>,
  translator: Translator,
  locale: Locale,
): ProductCategory[] {
  const counts = new Map<string, number>();
  for (const instrument of marketData.instruments()) {
    if (instrument.status !== 'active') continue;
    counts.set(instrument.categoryId, (counts.get(instrument.categoryId) ?? 0) + 1);
  }
  return CATEGORY_IDS.map((id) => ({
    id,
    name: translator.translate(locale, `categories.${id}`),
    pairCount: counts.get(id) ?? 0,
  }));
}

/** Price, change and volume of each known pair that has a board row. */
export function realTimePricesOf(
  board: ReturnType<typeof createPairBoard>,
  instruments: readonly Instrument[],
): Record<string, RealTimePrice> {
  const prices: Record<string, RealTimePrice> = {};
  for (const instrument of instruments) {
    const row = board.row(instrument.symbol);
    if (!row) continue;
    const { price, priceChange, priceChangePercent, volume24h } = row.pair;
    prices[instrument.symbol] = { price, priceChange, priceChangePercent, volume24h };
  }
  return prices;
}

export function feesOf(instruments: readonly Instrument[]): { fees: FeeSchedule[] } {
  return {
    fees: instruments.map((i) => ({
      symbol: i.symbol,
      makerFeeRate: i.makerFeeRate,
      takerFeeRate: i.takerFeeRate,
    })),
  };
}

/** Each pair's trading rules, with its market session at `now`. */
export function rulesOf(
  marketData: Pick<MarketData, 'session'>,
  instruments: readonly Instrument[],
  now: number,
): { rules: TradingRule[] } {
  return {
    rules: instruments.map((i) => ({
      symbol: i.symbol,
      status: i.status,
      pricePrecision: i.pricePrecision,
      quantityPrecision: i.quantityPrecision,
      tickSize: i.tickSize,
      minQuantity: i.minQuantity,
      minNotional: i.minNotional,
      session: marketData.session(i.symbol, now),
    })),
  };
}
