import { describe, expect, it } from 'vitest';
import { dataFrame, frameText } from './wire.ts';

describe('data frames', () => {
  const data = [{ symbol: 'BTC/USDT', price: '97000.00', name: 'Bitcoin ₿' }];

  it('are the JSON of the message, for any seq', () => {
    const frame = dataFrame('update', 'tickers', 1_000, data);
    for (const seq of [1, 9, 10, 1_502]) {
      const expected = { type: 'update', channel: 'tickers', seq, time: 1_000, data };
      expect(JSON.parse(frame.bytes(seq).toString('utf8'))).toEqual(expected);
      expect(frame.bytes(seq).toString('utf8')).toBe(frameText(frame, seq));
    }
  });

  it('are built once per seq: subscribers at the same seq share one Buffer', () => {
    const frame = dataFrame('update', 'ticker.BTCUSDT', 1_000, data);
    const first = frame.bytes(7);
    expect(frame.bytes(7)).toBe(first);
    expect(frame.bytes(8)).not.toBe(first);
    expect(frame.bytes(8).toString('utf8')).toContain('"seq":8,');
  });
});
