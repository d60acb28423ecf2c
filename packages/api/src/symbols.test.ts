import { describe, expect, it } from 'vitest';
import { parseSymbol } from './symbols.ts';

describe('parseSymbol', () => {
  it.each(['BTC/USDT', 'BTC-USDT', 'BTCUSDT', ' btc_usdt ', 'btcusdt'])('reads %s as BTC/USDT', (input) => {
    expect(parseSymbol(input)).toEqual({
      base: 'BTC',
      quote: 'USDT',
      symbol: 'BTC/USDT',
      compact: 'BTCUSDT',
    });
  });

  it('keeps digits in the base (index futures, tickers like 1INCH)', () => {
    expect(parseSymbol('1INCH-USDT')?.symbol).toBe('1INCH/USDT');
    expect(parseSymbol('US500USDT')?.base).toBe('US500');
  });

  it.each(['', 'USDT', 'BTC/EUR', 'BTC', 'BTC//USDT', 'BTC USDT', 'ÄÖ/USDT', `${'X'.repeat(17)}USDT`])(
    'refuses %j',
    (input) => {
      expect(parseSymbol(input)).toBeNull();
    },
  );
});
