import { parseSymbol } from '@halcyon/api';
import { describe, expect, it } from 'vitest';
import { parseChannel } from './channels.ts';

const LISTED = new Set(['BTC/USDT', 'XAU/USDT']);
const findPair = (text: string) => {
  const parsed = parseSymbol(text);
  return parsed && LISTED.has(parsed.symbol) ? { symbol: parsed.symbol, compact: parsed.compact } : undefined;
};

describe('parseChannel', () => {
  it('reads the channel kinds and names them with the compact symbol', () => {
    expect(parseChannel('tickers', findPair)).toEqual({ kind: 'tickers', name: 'tickers' });
    expect(parseChannel('user', findPair)).toEqual({ kind: 'user', name: 'user' });
    expect(parseChannel('depth.btc-usdt', findPair)).toEqual({
      kind: 'depth',
      name: 'depth.BTCUSDT',
      pair: { symbol: 'BTC/USDT', compact: 'BTCUSDT' },
    });
    expect(parseChannel('trades.XAU/USDT', findPair)).toEqual({
      kind: 'trades',
      name: 'trades.XAUUSDT',
      pair: { symbol: 'XAU/USDT', compact: 'XAUUSDT' },
    });
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
    'trades.ETHUSDT',
    'trades.BTCUSDT.1m',
    'depth',
    'depth.BTCUSDT.50',
    'user.BTCUSDT',
    'users',
    '',
  ])('refuses %j', (name) => {
    expect(parseChannel(name, findPair)).toBeUndefined();
  });
});
