import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { catalogRows, type ListedInstrument, toListedInstrument } from '../listed-instrument.ts';
import { priceToTicks } from '../price-units.ts';
import { MarketSimulator } from './market-simulator.ts';
import { PriceWalk } from './price-walk.ts';
import { seededRandom } from './prng.ts';

const all = catalogRows().map(toListedInstrument);
const pick = (...symbols: string[]) =>
  symbols.map((symbol) => {
    const listed = all.find((l) => l.instrument.symbol === symbol);
    if (!listed) throw new Error(symbol);
    return listed;
  });

/** Wednesday 25 November 2026, 15:00 UTC: every market is open. */
const WEEKDAY = Date.parse('2026-11-25T15:00:00Z');
/** Saturday 21 November 2026: only crypto trades. */
const SATURDAY = Date.parse('2026-11-21T09:05:00Z');

function run(instruments: readonly ListedInstrument[], seed: number, start: number, seconds: number) {
  const simulator = new MarketSimulator({ instruments, seed });
  const out: string[] = [];
  for (let i = 0; i < seconds; i += 1) {
    for (const tick of simulator.advanceTo(start + i * 1000))
      out.push(`${tick.symbol} ${tick.price} ${tick.quantity}`);
  }
  return out;
}

describe('market simulator', () => {
  it('replays the same prices for the same seed and start, and others for another seed', () => {
    const instruments = pick('BTC/USDT', 'EUR/USDT', 'AAPL/USDT');
    const first = run(instruments, 7, WEEKDAY, 300);
    expect(first).toHaveLength(900);
    expect(run(instruments, 7, WEEKDAY, 300)).toEqual(first);
    expect(run(instruments, 8, WEEKDAY, 300)).not.toEqual(first);
  });

  it('gives each pair its own generator: adding a pair does not change the others', () => {
    const alone = run(pick('ETH/USDT'), 3, WEEKDAY, 120);
    const together = run(pick('ETH/USDT', 'SOL/USDT'), 3, WEEKDAY, 120).filter((line) =>
      line.startsWith('ETH'),
    );
    expect(together).toEqual(alone);
  });

  it('ticks every second on the tick size, with a positive quantity', () => {
    const instruments = pick('US500/USDT', 'JPY/USDT', 'COPPER/USDT', 'DOGE/USDT');
    const simulator = new MarketSimulator({ instruments, seed: 1 });
    for (let i = 0; i < 600; i += 1) {
      const ticks = simulator.advanceTo(WEEKDAY + i * 1000);
      expect(ticks).toHaveLength(4);
      for (const tick of ticks) {
        const listed = instruments.find((l) => l.instrument.symbol === tick.symbol);
        if (!listed) throw new Error(tick.symbol);
        const price = new Decimal(tick.price);
        expect(price.gt(0)).toBe(true);
        expect(price.mod(listed.instrument.tickSize).isZero()).toBe(true);
        expect(price.decimalPlaces()).toBeLessThanOrEqual(listed.instrument.pricePrecision);
        expect(tick.price).toMatch(/^\d+(\.\d+)?$/);
        expect(new Decimal(tick.quantity).gte(listed.instrument.minQuantity)).toBe(true);
        expect(tick.time).toBe(WEEKDAY + i * 1000);
        expect(tick.source).toBe('simulator');
      }
    }
  });

  it('does not tick closed markets, and a reopening market gaps instead of replaying the weekend', () => {
    const instruments = pick('BTC/USDT', 'EUR/USDT', 'AAPL/USDT', 'USOIL/USDT');
    const simulator = new MarketSimulator({ instruments, seed: 2 });
    expect(simulator.advanceTo(SATURDAY).map((t) => t.symbol)).toEqual(['BTC/USDT']);
    // Sunday 22:00 UTC: forex is open, Globex not yet, stocks not until Monday.
    expect(simulator.advanceTo(Date.parse('2026-11-22T22:00:30Z')).map((t) => t.symbol)).toEqual([
      'BTC/USDT',
      'EUR/USDT',
    ]);
  });

  it('does not tick twice in one second', () => {
    const simulator = new MarketSimulator({ instruments: pick('BTC/USDT'), seed: 4 });
    expect(simulator.advanceTo(WEEKDAY)).toHaveLength(1);
    expect(simulator.advanceTo(WEEKDAY + 400)).toHaveLength(0);
    expect(simulator.advanceTo(WEEKDAY + 1000)).toHaveLength(1);
  });

  it('continues from a given start price and from a re-anchored price', () => {
    const [btc] = pick('BTC/USDT');
    if (!btc) throw new Error('no BTC');
    const simulator = new MarketSimulator({ instruments: [btc], seed: 5, startPrice: () => '50000.00' });
    const first = new Decimal(simulator.advanceTo(WEEKDAY)[0]?.price ?? '0');
    expect(first.sub(50_000).abs().lt(100)).toBe(true);
    simulator.resetPrice('BTC/USDT', '120000.00', WEEKDAY + 60_000);
    const next = new Decimal(simulator.advanceTo(WEEKDAY + 61_000)[0]?.price ?? '0');
    expect(next.sub(120_000).abs().lt(200)).toBe(true);
  });
});

describe('price walk', () => {
  it('stays positive, whole and within a sane distance of the reference over years of steps', () => {
    for (const [volatility, reference] of [
      [0.95, 16_200],
      [0.08, 115_800],
      [0.5, 9_650_000],
      [0.7, 3],
    ] as const) {
      const walk = new PriceWalk(volatility, reference, reference, seededRandom(`walk:${volatility}`));
      let low = Number.POSITIVE_INFINITY;
      let high = 0;
      // Ten years in hourly steps, then a day of one-second steps.
      for (let i = 0; i < 87_660; i += 1) {
        walk.step(3_600);
        const ticks = walk.ticks();
        expect(Number.isSafeInteger(ticks)).toBe(true);
        low = Math.min(low, ticks);
        high = Math.max(high, ticks);
      }
      for (let i = 0; i < 86_400; i += 1) walk.step(1);
      expect(low).toBeGreaterThanOrEqual(1);
      expect(low).toBeGreaterThanOrEqual(Math.floor(reference / 20));
      expect(high).toBeLessThanOrEqual(reference * 20);
      if (reference > 1000) {
        // Mean reversion keeps the walk near its reference most of the time, not just inside the hard clamp.
        expect(low).toBeGreaterThan(reference / 6);
        expect(high).toBeLessThan(reference * 6);
      }
    }
  });

  it('never prints zero, even for a pair a few ticks above zero', () => {
    const walk = new PriceWalk(3, 1, 1, seededRandom('tiny'));
    for (let i = 0; i < 100_000; i += 1) {
      walk.step(60);
      expect(walk.ticks()).toBeGreaterThanOrEqual(1);
    }
  });

  it('moves per second about as much as the volatility says', () => {
    const [btc] = pick('BTC/USDT');
    if (!btc) throw new Error('no BTC');
    const reference = priceToTicks(btc.referencePrice, btc.scale);
    const walk = new PriceWalk(0.5, reference, reference, seededRandom('vol'));
    let sumSquares = 0;
    let previous = Math.log(walk.ticks());
    const n = 200_000;
    for (let i = 0; i < n; i += 1) {
      walk.step(1);
      const current = Math.log(walk.ticks());
      sumSquares += (current - previous) ** 2;
      previous = current;
    }
    const annualised = Math.sqrt((sumSquares / n) * 365.25 * 86_400);
    // Bursts add to the base 50 %.
    expect(annualised).toBeGreaterThan(0.4);
    expect(annualised).toBeLessThan(1.0);
  });
});
