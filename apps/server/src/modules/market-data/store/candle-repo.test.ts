import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../../../../test/test-database.ts';
import { DAY_MS, MINUTE_MS } from '../history/intervals.ts';
import { catalogRows } from '../listed-instrument.ts';
import { type CandleRow, recentMinuteCandles, upsertCandles } from './candle-repo.ts';
import { insertMissingInstruments } from './instrument-repo.ts';

const T0 = Date.parse('2026-11-20T00:00:00Z');

/** A minute whose six figures all differ, so a column out of place shows. */
const minute = (symbol: string, at: number, low: string, volume = '1.5'): CandleRow => ({
  symbol,
  interval: '1m',
  openTime: at,
  open: `${low}1`,
  high: `${low}3`,
  low,
  close: `${low}2`,
  volume,
  quoteVolume: '0.000000000000000001',
});

describe.each(backends)('recent minute candles on $name', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.reset();
    await insertMissingInstruments(database.handle.db, catalogRows(), new Date(T0));
  });

  it('packs each minute of the day ending with its symbol newest, exactly and without trailing zeros, a symbol at a time', async () => {
    const newestBtc = T0 + 3 * DAY_MS;
    await upsertCandles(database.handle.db, [
      // A day and a minute before BTC's newest minute: outside its window.
      minute('BTC/USDT', newestBtc - DAY_MS, '90000.1'),
      minute('BTC/USDT', newestBtc - DAY_MS + MINUTE_MS, '96500.12', '2'),
      minute('BTC/USDT', newestBtc, '96510', '0.000001'),
      // ETH stopped a day earlier: its window ends with its own newest minute.
      minute('ETH/USDT', T0, '3000.5'),
      minute('ETH/USDT', T0 + MINUTE_MS, '0.00000000000000001', '123456789012.123456789'),
      { ...minute('ETH/USDT', T0, '1'), interval: '5m' },
    ]);
    const rows = await recentMinuteCandles(database.handle.db, ['BTC/USDT', 'ETH/USDT', 'SOL/USDT'], DAY_MS);
    expect(rows).toEqual([
      {
        symbol: 'BTC/USDT',
        minutes: [
          {
            openTime: newestBtc - DAY_MS + MINUTE_MS,
            packed: '96500.121 96500.123 96500.12 96500.122 2 0.000000000000000001',
          },
          { openTime: newestBtc, packed: '965101 965103 96510 965102 0.000001 0.000000000000000001' },
        ],
      },
      {
        symbol: 'ETH/USDT',
        minutes: [
          { openTime: T0, packed: '3000.51 3000.53 3000.5 3000.52 1.5 0.000000000000000001' },
          {
            openTime: T0 + MINUTE_MS,
            packed:
              '0.000000000000000011 0.000000000000000013 0.00000000000000001 0.000000000000000012 123456789012.123456789 0.000000000000000001',
          },
        ],
      },
    ]);
  });
});
