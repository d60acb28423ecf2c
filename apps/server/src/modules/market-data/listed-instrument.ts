import { parseSymbol } from '@halcyon/api';
import { INSTRUMENT_CATALOG } from './instrument-catalog.ts';
import type { Instrument } from './market-data.ts';
import { type TickScale, tickScale } from './price-units.ts';
import type { InstrumentRow } from './store/instrument-repo.ts';

/** An instrument with what the feed needs about it beyond the public fields. */
export type ListedInstrument = {
  instrument: Instrument;
  referencePrice: string;
  scale: TickScale;
  /** Annualised; simulator only. */
  volatility: number;
  dailyVolumeUsd: number;
};

const catalogByBase = new Map(INSTRUMENT_CATALOG.map((entry) => [entry.base, entry]));

/** Catalog entries as table rows, in catalog order. */
export function catalogRows(): InstrumentRow[] {
  return INSTRUMENT_CATALOG.map((entry, index) => ({
    symbol: `${entry.base}/USDT`,
    base: entry.base,
    name: entry.name,
    category_id: entry.categoryId,
    status: entry.status,
    price_precision: entry.pricePrecision,
    quantity_precision: entry.quantityPrecision,
    tick_size: entry.tickSize,
    min_quantity: entry.minQuantity,
    min_notional: entry.minNotional,
    maker_fee_rate: entry.makerFeeRate,
    taker_fee_rate: entry.takerFeeRate,
    calendar: entry.calendar,
    quoted_in_usd: entry.quotedInUsd,
    popular_rank: entry.popularRank,
    reference_price: entry.referencePrice,
    sort_order: (index + 1) * 10,
  }));
}

/** NUMERIC text from the database without its padding zeros: "0.010000000000000000" -> "0.01". */
export function trimDecimal(value: string): string {
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '' || trimmed === '-' ? '0' : trimmed;
}

const CATEGORY_VOLATILITY: Record<Instrument['categoryId'], number> = {
  crypto: 0.65,
  forex: 0.08,
  metals: 0.2,
  futures: 0.18,
  stocks: 0.35,
  commodities: 0.32,
};

export function toListedInstrument(row: InstrumentRow): ListedInstrument {
  const parsed = parseSymbol(row.symbol);
  if (!parsed) throw new Error(`instrument ${row.symbol} is not a BASE/USDT symbol`);
  const catalog = catalogByBase.get(row.base);
  const tickSize = trimDecimal(row.tick_size);
  return {
    instrument: {
      symbol: parsed.symbol,
      compact: parsed.compact,
      base: row.base,
      name: row.name,
      categoryId: row.category_id,
      status: row.status,
      pricePrecision: row.price_precision,
      quantityPrecision: row.quantity_precision,
      tickSize,
      minQuantity: trimDecimal(row.min_quantity),
      minNotional: trimDecimal(row.min_notional),
      makerFeeRate: trimDecimal(row.maker_fee_rate),
      takerFeeRate: trimDecimal(row.taker_fee_rate),
      calendar: row.calendar,
      quotedInUsd: row.quoted_in_usd,
      popularRank: row.popular_rank,
    },
    referencePrice: trimDecimal(row.reference_price),
    scale: tickScale(tickSize, row.price_precision),
    volatility: catalog?.volatility ?? CATEGORY_VOLATILITY[row.category_id],
    dailyVolumeUsd: catalog?.dailyVolumeUsd ?? 100_000_000,
  };
}
