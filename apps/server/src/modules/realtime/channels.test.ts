import { parseSymbol } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { parseChannel } from './channels.ts';

const LISTED = new Set(['BTC/USDT', 'XAU/USDT']);
const findPair = (text: string) => {
  const parsed = parseSymbol(text);
  return parsed && LISTED.has(parsed.symbol) ? { symbol: parsed.symbol, compact: parsed.compact } : undefined;
};

describe('parseChannel', () => {
  it('reads the three channel kinds and names them with the compact symbol', () => {
    expect(parseChannel('tickers', findPair)).toEqual({ kind: 'tickers', name: 'tickers' });
    for (const spelling of ['BTCUSDT', 'BTC/USDT', 'btc-usdt', 'btc_usdt']) {
      expect(parseChannel(`ticker.${spelling}`, findPair)).toEqual({
        kind: 'ticker',
        name: 'ticker.BTCUSDT',
        pair: { symbol: 'BTC/USDT', compact: 'BTCUSDT' },
      });
    }
    expect(parseChannel('kline.xau/usdt.15m', findPair)).toEqual({
      kind: 'kline',
      name: 'kline.XAUUSDT.15m',
      pair: { symbol: 'XAU/USDT', compact: 'XAUUSDT' },
      interval: '15m',
    });
  });

  it.each([
    'ticker',
    'tickers.BTCUSDT',
    'ticker.',
    'ticker.ETHUSDT',
    'ticker.BTCEUR',
    'ticker.BTCUSDT.1m',
    'kline.BTCUSDT',
    'kline.BTCUSDT.1h',
    'kline.BTCUSDT.1M',
    'kline.NOPEUSDT.1m',
    'trades.BTCUSDT',
    '',
  ])('refuses %j', (name) => {
    expect(parseChannel(name, findPair)).toBeUndefined();
  });
});
