import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuoteLadder, DEFAULT_LADDER, type LadderPair, type QuoteLadder } from './quote-ladder.ts';

const BTC: LadderPair = {
  tickSize: '0.01',
  pricePrecision: 2,
  quantityPrecision: 5,
  minQuantity: '0.00001',
  minNotional: '5',
};

const levels = (ladder: QuoteLadder, side: 'bids' | 'asks') =>
  ladder[side].map((quote) => `${quote.price} x ${quote.quantity}`);

describe('quote ladder', () => {
  it('quotes BTC at 96500 two ticks either side, then geometric gaps, sizes growing by value', () => {
    const ladder = buildQuoteLadder('96500', BTC);
    // Gaps: 1 bp of 96500 = 965 ticks, then x1.5 each (1447.5, 2171.25, ...), rounded away from the price.
    expect(levels(ladder, 'bids').slice(0, 4)).toEqual([
      '96499.98 x 0.00208', // 200 USDT / 96499.98 = 0.0020725... -> up to the next lot
      '96490.33 x 0.00291', // 280 USDT
      '96475.85 x 0.00407', // 392 USDT
      '96454.14 x 0.00569', // 548.8 USDT: 2 + 965 + 1447.5 + 2171.25 = 4585.75 ticks below
    ]);
    expect(levels(ladder, 'asks').slice(0, 4)).toEqual([
      '96500.02 x 0.00208',
      '96509.67 x 0.00291',
      '96524.15 x 0.00407',
      '96545.86 x 0.00569',
    ]);
    expect(ladder.bids).toHaveLength(10);
    expect(ladder.asks).toHaveLength(10);
    expect(ladder.bids.every((quote) => quote.side === 'buy')).toBe(true);
    expect(ladder.asks.every((quote) => quote.side === 'sell')).toBe(true);
  });

  it('on a coarse tick: gaps of at least one tick, rounded away from the price, bids stop above zero', () => {
    const pair: LadderPair = {
      tickSize: '0.25',
      pricePrecision: 2,
      quantityPrecision: 0,
      minQuantity: '1',
      minNotional: '10',
    };
    const ladder = buildQuoteLadder('1.50', pair, { ...DEFAULT_LADDER, levels: 8 });
    // 1 bp of 1.50 is below a tick, so the first gap is one tick, then 1.5, 2.25, 3.375, ... ticks:
    // distances 2, 3, 4.5, 6.75, 10.125, ... ticks; the fourth bid would be below zero.
    expect(levels(ladder, 'bids')).toEqual(['1.00 x 200', '0.75 x 374', '0.25 x 1568']);
    expect(levels(ladder, 'asks')).toEqual([
      '2.00 x 100',
      '2.25 x 125',
      '2.75 x 143',
      '3.25 x 169',
      '4.25 x 181',
      '5.50 x 196',
      '7.25 x 208',
      // 2108.27 USDT / 10.25 = 205.7 lots, but a level never holds less than the one before it.
      '10.25 x 208',
    ]);
  });

  it('raises every level to minNotional and minQuantity when the base value is below them', () => {
    const pair: LadderPair = {
      tickSize: '0.001',
      pricePrecision: 3,
      quantityPrecision: 2,
      minQuantity: '0.5',
      minNotional: '300',
    };
    const ladder = buildQuoteLadder('7.000', pair, { ...DEFAULT_LADDER, levels: 2, baseNotional: '1' });
    // 300 / 6.998 = 42.869... -> 42.87; 42.87 x 6.998 = 300.00426 >= 300.
    expect(levels(ladder, 'bids')).toEqual(['6.998 x 42.87', '6.997 x 60.03']);
    expect(levels(ladder, 'asks')).toEqual(['7.002 x 42.85', '7.003 x 59.98']);
  });

  it('rejects a price that is not positive and a ladder that would touch the price', () => {
    expect(() => buildQuoteLadder('0', BTC)).toThrow(/price of 0/);
    expect(() => buildQuoteLadder('100', BTC, { ...DEFAULT_LADDER, innerTicks: 0 })).toThrow(/innerTicks/);
  });

  it('for any price and pair: on the grids, monotonic, never crossed, every level worth minNotional', () => {
    const pairs = fc.record({
      tickExponent: fc.integer({ min: 0, max: 8 }),
      tickMantissa: fc.constantFrom(1, 5, 25),
      quantityPrecision: fc.integer({ min: 0, max: 8 }),
      minNotional: fc.constantFrom('1', '5', '10', '0.5'),
    });
    fc.assert(
      fc.property(
        pairs,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 5 }),
        (p, priceTicks, innerTicks) => {
          const tick = new Decimal(p.tickMantissa).div(new Decimal(10).pow(p.tickExponent));
          const pair: LadderPair = {
            tickSize: tick.toFixed(),
            pricePrecision: tick.decimalPlaces(),
            quantityPrecision: p.quantityPrecision,
            minQuantity: new Decimal(10).pow(-p.quantityPrecision).toFixed(),
            minNotional: p.minNotional,
          };
          const price = tick.mul(priceTicks);
          const ladder = buildQuoteLadder(price, pair, { ...DEFAULT_LADDER, innerTicks });
          const lot = new Decimal(10).pow(-p.quantityPrecision);
          for (const [quotes, direction] of [
            [ladder.bids, -1],
            [ladder.asks, 1],
          ] as const) {
            let previous: { price: Decimal; quantity: Decimal } | undefined;
            for (const quote of quotes) {
              const q = { price: new Decimal(quote.price), quantity: new Decimal(quote.quantity) };
              expect(q.price.mod(tick).isZero()).toBe(true);
              expect(q.quantity.mod(lot).isZero()).toBe(true);
              expect(q.price.gt(0)).toBe(true);
              expect(q.price.mul(q.quantity).gte(pair.minNotional)).toBe(true);
              expect(quote.quantity).toBe(q.quantity.toFixed(p.quantityPrecision));
              if (previous) {
                expect(q.price.sub(previous.price).mul(direction).gte(tick)).toBe(true);
                expect(q.quantity.gte(previous.quantity)).toBe(true);
              }
              previous = q;
            }
          }
          expect(ladder.asks).toHaveLength(DEFAULT_LADDER.levels);
          const bestAsk = new Decimal(ladder.asks[0]?.price ?? 'NaN');
          expect(bestAsk.sub(price).eq(tick.mul(innerTicks))).toBe(true);
          const bestBid = ladder.bids[0];
          if (bestBid) expect(price.sub(bestBid.price).eq(tick.mul(innerTicks))).toBe(true);
          else expect(price.lte(tick.mul(innerTicks))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
