import type { Db } from '../../platform/db.ts';
import { DAY_MS, INTERVALS } from './history/intervals.ts';
import { toListedInstrument } from './listed-instrument.ts';
import type { MarketView } from './market-view.ts';
import { latestCandles, recentMinuteCandles } from './store/candle-repo.ts';
import { listInstruments } from './store/instrument-repo.ts';
import { latestTicks } from './store/tick-repo.ts';

/** The view's instruments, as stored (the catalog and the operators' changes). */
export async function loadStoredInstruments(db: Db, view: MarketView): Promise<void> {
  view.setInstruments((await listInstruments(db)).map(toListedInstrument));
}

/** The view's prices and candles, from what is stored: the last tick, the open candles, a day of minutes. */
export async function loadStoredView(db: Db, view: MarketView): Promise<void> {
  const symbols = view.instruments().map((l) => l.instrument.symbol);
  const [ticks, latest, minutes] = await Promise.all([
    latestTicks(db, symbols),
    latestCandles(db, symbols, INTERVALS),
    recentMinuteCandles(db, symbols, DAY_MS),
  ]);
  view.load({ ticks, latestCandles: latest, minuteCandles: minutes });
}
