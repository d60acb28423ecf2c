import { AppError } from '../../platform/errors.ts';
import { AMOUNT_DECIMALS, formatAmount, Money } from '../ledger/index.ts';
import type { Instrument } from '../market-data/index.ts';

/**
 * A pair's grid for the engine: prices in ticks, quantities in lots (10^-quantityPrecision), quote amounts
 * in tick-lots. Conversions are exact decimal work; a value off the grid is the person's error, a value the
 * engine cannot hold as a safe integer is ORDER_TOO_LARGE.
 */
export type PairUnits = {
  symbol: string;
  base: string;
  tick: Money;
  lot: Money;
  tickLot: Money;
  /** The pair's rates now: what an order placed now keeps (FeeRates), never what a fill is charged. */
  makerRate: Money;
  takerRate: Money;
  minQuantity: Money;
  minNotional: Money;
};

export const QUOTE_CURRENCY = 'USDT';

/**
 * The maker and taker rates in force when an order was placed. Every fill of the order is charged at these,
 * whatever the pair's rates become: a fee change by an operator must never alter what a resting order pays,
 * nor outgrow what a resting buy froze for its fees.
 */
export type FeeRates = { maker: Money; taker: Money };

/** The rates an order placed now keeps for all its fills. */
export const feeRatesNow = (units: PairUnits): FeeRates => ({
  maker: units.makerRate,
  taker: units.takerRate,
});

/** The most a fill of the order may be charged: a limit buy may take on arrival, then make once it rests. */
export const higherRate = (rates: FeeRates): Money => Money.max(rates.maker, rates.taker);

/**
 * Every order and every house re-quote asks for its pair's units: computed once per instrument object, and
 * again if the object's settings ever differ from what they were computed from.
 */
const unitsByInstrument = new WeakMap<Instrument, { source: string; units: PairUnits }>();

const sourceOf = (i: Instrument) =>
  [
    i.symbol,
    i.base,
    i.tickSize,
    i.quantityPrecision,
    i.makerFeeRate,
    i.takerFeeRate,
    i.minQuantity,
    i.minNotional,
  ].join('|');

export function pairUnits(instrument: Instrument): PairUnits {
  const source = sourceOf(instrument);
  const cached = unitsByInstrument.get(instrument);
  if (cached?.source === source) return cached.units;
  const units = computeUnits(instrument);
  unitsByInstrument.set(instrument, { source, units });
  return units;
}

function computeUnits(instrument: Instrument): PairUnits {
  const tick = new Money(instrument.tickSize);
  const lot = new Money(10).pow(-instrument.quantityPrecision);
  const makerRate = new Money(instrument.makerFeeRate);
  const takerRate = new Money(instrument.takerFeeRate);
  return {
    symbol: instrument.symbol,
    base: instrument.base,
    tick,
    lot,
    tickLot: tick.mul(lot),
    makerRate,
    takerRate,
    minQuantity: new Money(instrument.minQuantity),
    minNotional: new Money(instrument.minNotional),
  };
}

function safeInteger(value: Money): number {
  if (value.gt(Number.MAX_SAFE_INTEGER)) throw new AppError('ORDER_TOO_LARGE');
  return value.toNumber();
}

export function priceToTicks(price: Money, units: PairUnits): number {
  const ticks = price.div(units.tick);
  if (!ticks.isInteger()) throw new AppError('PRICE_NOT_ON_TICK', { tickSize: formatAmount(units.tick) });
  return safeInteger(ticks);
}

export function quantityToLots(quantity: Money, units: PairUnits): number {
  const lots = quantity.div(units.lot);
  if (!lots.isInteger()) throw new AppError('QUANTITY_NOT_ON_STEP', { step: formatAmount(units.lot) });
  return safeInteger(lots);
}

/** Whole tick-lots of a quote amount: the dust below one tick-lot can never be spent, so it is dropped. */
export function quoteToTickLots(quote: Money, units: PairUnits): number {
  return safeInteger(quote.div(units.tickLot).floor());
}

export const ticksToPrice = (ticks: number, units: PairUnits): Money => units.tick.mul(ticks);
export const lotsToQuantity = (lots: number, units: PairUnits): Money => units.lot.mul(lots);

/**
 * A fee: amount x rate, cut to the ledger's 18 decimals downwards, so the fees of partial fills never add
 * up to more than the fee frozen for the whole order.
 */
export function feeOf(notional: Money, rate: Money): Money {
  return notional.mul(rate).toDecimalPlaces(AMOUNT_DECIMALS, Money.ROUND_DOWN);
}

/** What a buy of `notional` may cost at most, fee included, cut upwards to 18 decimals. */
export function withFee(notional: Money, rate: Money): Money {
  return notional.plus(notional.mul(rate)).toDecimalPlaces(AMOUNT_DECIMALS, Money.ROUND_UP);
}
