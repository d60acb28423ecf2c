import Decimal from 'decimal.js';
import type { HouseQuote } from '../spot/index.ts';

/**
 * Enough significant digits that a NUMERIC(36,18) price times a quantity, or a notional divided by a price,
 * is never rounded before we round it ourselves onto the tick or lot grid.
 */
const Exact = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });

/** The grid and limits of a pair that the house quotes must respect (a subset of Instrument). */
export type LadderPair = {
  tickSize: string;
  pricePrecision: number;
  quantityPrecision: number;
  minQuantity: string;
  minNotional: string;
};

/** The shape of the house's book on one side; the same on both sides, mirrored around the feed price. */
export type LadderOptions = {
  /** Levels per side. */
  levels: number;
  /** Distance of the best bid and the best ask from the feed price, in ticks (at least 1: never crossed). */
  innerTicks: number;
  /** Gap between the first and second level, in basis points of the price (at least one tick). */
  firstStepBps: string;
  /** Each further gap is this many times the previous one (geometric steps). */
  stepGrowth: string;
  /** USDT value of the best level; raised to the pair's minNotional when lower. */
  baseNotional: string;
  /** Each further level holds this many times the previous level's value (sizes grow with distance). */
  sizeGrowth: string;
};

/**
 * About 0.75 % of the price each side with 10 levels, the best ones 2 ticks from the price: a tight top of
 * book on BTC and ETH, and about 15,000 USDT per side, enough for every person's order to find a fill.
 */
export const DEFAULT_LADDER: LadderOptions = {
  levels: 10,
  innerTicks: 2,
  firstStepBps: '1',
  stepGrowth: '1.5',
  baseNotional: '200',
  sizeGrowth: '1.4',
};

export type QuoteLadder = { bids: HouseQuote[]; asks: HouseQuote[] };

/**
 * The house's bids and asks around `price`: bids best (highest) first, asks best (lowest) first, every
 * price a whole number of ticks and strictly further from the price than the level before, every quantity
 * a whole number of lots (10^-quantityPrecision), at least minQuantity, never smaller than the level
 * before, and worth at least minNotional. Bids that would be at or below zero are left out.
 */
export function buildQuoteLadder(
  price: Decimal.Value,
  pair: LadderPair,
  options: LadderOptions = DEFAULT_LADDER,
): QuoteLadder {
  const mid = new Exact(price);
  if (!mid.isFinite() || mid.lte(0)) throw new Error(`cannot quote around a price of ${String(price)}`);
  if (!Number.isInteger(options.levels) || options.levels < 1) throw new Error('levels must be at least 1');
  if (!Number.isInteger(options.innerTicks) || options.innerTicks < 1) {
    throw new Error('innerTicks must be at least 1, or the house would quote at (or through) the price');
  }
  const tick = new Exact(pair.tickSize);
  const lot = new Exact(10).pow(-pair.quantityPrecision);
  const priceDecimals = Math.max(pair.pricePrecision, tick.decimalPlaces());
  const minNotional = new Exact(pair.minNotional);
  const minQuantity = ceilTo(new Exact(pair.minQuantity), lot);
  const baseNotional = Exact.max(new Exact(options.baseNotional), minNotional);

  // Distances from the price, in ticks (fractional): the inner distance, then gaps growing geometrically.
  const distances: Decimal[] = [];
  let distance = new Exact(options.innerTicks);
  let gap = Exact.max(mid.mul(options.firstStepBps).div(10_000).div(tick), 1);
  for (let level = 0; level < options.levels; level += 1) {
    distances.push(distance);
    distance = distance.add(gap);
    gap = gap.mul(options.stepGrowth);
  }
  const midTicks = mid.div(tick);

  const side = (direction: 1 | -1): HouseQuote[] => {
    const quotes: HouseQuote[] = [];
    let previousTicks: Decimal | undefined;
    let previousQuantity = minQuantity;
    let notional = baseNotional;
    for (const away of distances) {
      const target = midTicks.add(away.mul(direction));
      let ticks = direction === 1 ? target.ceil() : target.floor();
      // Rounding can land two levels on one tick when the gaps are smaller than a tick: keep them apart.
      if (previousTicks !== undefined) {
        ticks =
          direction === 1 ? Exact.max(ticks, previousTicks.add(1)) : Exact.min(ticks, previousTicks.sub(1));
      }
      if (ticks.lte(0)) break;
      const levelPrice = ticks.mul(tick);
      let quantity = Exact.max(ceilTo(notional.div(levelPrice), lot), previousQuantity);
      // Exactness guard: the rounded-up quantity is worth at least the notional, so at least minNotional.
      while (quantity.mul(levelPrice).lt(minNotional)) quantity = quantity.add(lot);
      quotes.push({
        side: direction === 1 ? 'sell' : 'buy',
        price: levelPrice.toFixed(priceDecimals),
        quantity: quantity.toFixed(pair.quantityPrecision),
      });
      previousTicks = ticks;
      previousQuantity = quantity;
      notional = notional.mul(options.sizeGrowth);
    }
    return quotes;
  };

  return { bids: side(-1), asks: side(1) };
}

/** The smallest multiple of `step` at or above `value`. */
function ceilTo(value: Decimal, step: Decimal): Decimal {
  return value.div(step).ceil().mul(step);
}
